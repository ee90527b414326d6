import { formatMoney } from '@bestell/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { ApiError } from '../../shared/api/client';
import { queryKeys } from '../../shared/api/query-keys';
import { NotFoundPage } from '../content/NotFoundPage';
import { DEV_PAYMENT_BUTTONS, type DevPaymentOutcome, fetchDevPayment, settleDevPayment } from './dev-payment';
import { Alert, Spinner } from '../../shared/shop-ui/Alert';
import './dev-payment.css';

export interface DevPaymentPageProps {
  /** Where the browser continues (the server's return endpoint); replaced in tests. */
  go?: (url: string) => void;
}

/**
 * /dev/payment/{reference}: the development gateway's stand-in for the provider's payment page.
 * Each button settles the payment server-side (which runs the real webhook path), then the browser
 * follows the real return endpoint to the status page or the checkout error page.
 */
export function DevPaymentPage({ go = (url) => window.location.assign(url) }: DevPaymentPageProps) {
  const { reference = '' } = useParams();
  const payment = useQuery({
    queryKey: queryKeys.devPayment(reference),
    queryFn: () => fetchDevPayment(reference),
    retry: false,
  });
  const settle = useMutation({
    mutationFn: (outcome: DevPaymentOutcome) => settleDevPayment(reference, outcome),
    onSuccess: (result) => go(result.redirectUrl),
  });

  if (payment.error instanceof ApiError && payment.error.status === 404) return <NotFoundPage />;
  return (
    <div className="sf-page">
      <section className="sf-devpay" aria-labelledby="sf-devpay-title">
        <p className="sf-devpay__badge">Entwicklung – keine echte Zahlung</p>
        <h1 id="sf-devpay-title" className="sf-result-title">
          Testzahlung
        </h1>
        {payment.isPending && <Spinner label="Laden" small />}
        {payment.error && !(payment.error instanceof ApiError && payment.error.status === 404) && (
          <Alert type="error" showIcon title={payment.error.message} />
        )}
        {payment.data && (
          <>
            <dl className="sf-devpay__facts">
              <dt>Bestellung</dt>
              <dd>Nr. {payment.data.ticketNumber}</dd>
              <dt>Betrag</dt>
              <dd>{formatMoney(payment.data.totalGross)}</dd>
            </dl>
            <p>Wie soll der Zahlungsanbieter antworten?</p>
            <div className="sf-devpay__actions">
              {DEV_PAYMENT_BUTTONS.map(({ outcome, label }) => (
                <button
                  key={outcome}
                  type="button"
                  className={`sf-button${outcome === 'paid' ? '' : ' sf-button--ghost'}`}
                  disabled={settle.isPending || settle.isSuccess}
                  onClick={() => settle.mutate(outcome)}
                >
                  {label}
                </button>
              ))}
            </div>
            {settle.error && <Alert type="error" showIcon title={settle.error.message} />}
          </>
        )}
      </section>
    </div>
  );
}
