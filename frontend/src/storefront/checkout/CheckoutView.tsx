import { CHECKOUT_TEXTS, STOREFRONT_TEXTS } from '@bestell/domain';
import { lazy, Suspense, useState } from 'react';
import { AddressSection, AppointmentSection, ContactSection, OrderTypeSection } from './CheckoutSections';
import {
  CartSection,
  CommentSection,
  DonationSection,
  FinishSection,
  PaymentSection,
  type Overlay,
} from './CheckoutSummary';
import { DonationChooser } from './DonationChooser';
import { TestOrderSection } from './TestOrderSection';
import { useCheckout, type CheckoutViewProps } from './use-checkout';
import { Alert, Spinner } from '../../shared/shop-ui/Alert';
import { Button } from '../../shared/shop-ui/Button';
import { Dialog } from '../../shared/shop-ui/Dialog';
import { Link } from '../../shared/shop-ui/Link';
import './checkout.css';

const LegalText = lazy(async () => ({ default: (await import('./LegalText')).LegalText }));

export { PAYMENT_LABELS } from './CheckoutSummary';
export type { CheckoutApi, CheckoutViewProps } from './use-checkout';

function Notices({
  closed,
  noDelivery,
  preorder,
}: {
  closed: string[] | null;
  noDelivery: string[] | null;
  preorder: string[] | null;
}) {
  const notice = closed ?? noDelivery;
  if (notice) {
    return (
      <Alert
        className="sf-closed"
        type="warning"
        showIcon
        title={notice[0]}
        description={[...notice.slice(1), ...(preorder ?? [])].join(' ') || undefined}
      />
    );
  }
  return preorder ? <Alert className="sf-closed" type="info" showIcon title={preorder.join(' ')} /> : null;
}

/**
 * Checkout (spec 2, 4, 5): order type, notices, table, contact, address, appointment, comment, cart,
 * totals, donation, payment, notification and acceptances, submit. Every rule comes from the domain.
 */
export function CheckoutView(props: CheckoutViewProps) {
  const { branch, config, donatees, products, backPath, paymentFailed } = props;
  const co = useCheckout(props);
  const [overlay, setOverlay] = useState<Overlay>(null);
  const { serverErrors, isEmpty, label, minimum, access } = co;

  return (
    <div className="sf-page sf-checkout">
      <div ref={co.topRef} tabIndex={-1} className="sf-co-top">
        <h1 className="sf-intro__title">{STOREFRONT_TEXTS.checkoutTitle}</h1>
        <p className="sf-store__meta">{branch.name}</p>
      </div>
      {paymentFailed && <Alert type="error" showIcon title={STOREFRONT_TEXTS.paymentFailed} className="sf-co-alert" />}
      {serverErrors.length > 0 && (
        <Alert
          type="error"
          showIcon
          className="sf-co-alert sf-co-server-errors"
          title={
            <ul>
              {serverErrors.map((entry, index) => (
                <li key={index}>{entry.message}</li>
              ))}
            </ul>
          }
        />
      )}
      {isEmpty ? (
        <div className="sf-co-empty">
          <p>{CHECKOUT_TEXTS.emptyCart}</p>
          <Link to={backPath} className="sf-button">
            Zurück zum Shop
          </Link>
        </div>
      ) : (
        <>
          <Notices closed={co.closed} noDelivery={co.noDelivery} preorder={co.preorder} />
          <OrderTypeSection co={co} branch={branch} />
          {co.contactShown && <ContactSection co={co} config={config} branch={branch} />}
          {/* A delivery needs the zip code that picks its area, even where no full address is asked for. */}
          {(co.requirements.address || (co.orderType === 'delivery' && (branch.deliveryAreas?.length ?? 0) > 0)) && (
            <AddressSection co={co} />
          )}
          <AppointmentSection co={co} branch={branch} />
          <CommentSection co={co} />
          <CartSection co={co} products={products} />
          {co.donationsEnabled && <DonationSection co={co} donatees={donatees} open={() => setOverlay('donation')} />}
          <PaymentSection co={co} branch={branch} />
          <FinishSection co={co} config={config} setOverlay={setOverlay} />
          {co.testOrder && (
            <TestOrderSection
              isPublic={co.testOrder.isPublic}
              checked={co.testOrder.isTest}
              onChange={co.testOrder.setTest}
            />
          )}
        </>
      )}

      <div className="sf-co-actions">
        <Link to={backPath} className="sf-button sf-button--ghost">
          {STOREFRONT_TEXTS.back}
        </Link>
        {label && (
          <Button
            variant="primary"
            size="large"
            disabled={!co.canSubmit}
            aria-describedby={co.missing.length > 0 ? 'co-missing' : undefined}
            loading={co.submitting}
            onClick={() => void co.submit()}
          >
            {label}
          </Button>
        )}
      </div>
      {!isEmpty && minimum && <p className="sf-co-field__error sf-co-actions__note">{minimum}</p>}
      {!isEmpty && label && !co.submitting && co.missing.length > 0 && (
        <div id="co-missing" className="sf-co-missing" role="status">
          <p className="sf-co-missing__title">Bevor Sie absenden können:</p>
          <ul>
            {co.missing.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </div>
      )}

      {(overlay === 'terms' || overlay === 'privacy') && (
        <Dialog
          title={overlay === 'terms' ? 'AGB' : 'Datenschutzerklärung'}
          onClose={() => setOverlay(null)}
          width={720}
        >
          <Suspense fallback={<Spinner small />}>
            <LegalText kind={overlay} />
          </Suspense>
        </Dialog>
      )}
      {co.donationsEnabled && (
        <DonationChooser
          open={overlay === 'donation'}
          donatees={donatees}
          value={access.fields.donatee}
          onClose={() => setOverlay(null)}
          onChange={(id) => {
            access.set('donatee', id);
            setOverlay(null);
          }}
        />
      )}
    </div>
  );
}
