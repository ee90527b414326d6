import { formatDeliveryCost, formatMoney, formatTotal, type OrderType, type Totals } from '@bestell/domain';
import type { ReactNode } from 'react';

/** Subtotal, delivery cost and total as the cart panel and the checkout show them; extra rows follow. */
export function CartTotals(props: {
  totals: Totals;
  currency: string;
  orderType: OrderType;
  className?: string;
  children?: ReactNode;
}) {
  const { totals, currency, orderType, className, children } = props;
  return (
    <dl className={className ? `sf-totals ${className}` : 'sf-totals'}>
      <div>
        <dt>Zwischensumme</dt>
        <dd>{formatMoney(totals.gross, currency, totals.isApproximate ? 'ca.' : '')}</dd>
      </div>
      {orderType === 'delivery' && (
        <div>
          <dt>Lieferkosten</dt>
          <dd>{formatDeliveryCost(totals, currency)}</dd>
        </div>
      )}
      <div className="sf-totals__total">
        <dt>Gesamt</dt>
        <dd>{formatTotal(totals, currency)}</dd>
      </div>
      {children}
    </dl>
  );
}
