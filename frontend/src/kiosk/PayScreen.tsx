import { KIOSK_TEXTS, type KioskPayment } from '@bestell/domain';
import { useMemo } from 'react';
import { useInitData } from '../shared/api/init';
import type { ApiBranch } from '../shared/api/types';
import { CartTotals } from '../shared/cart/CartTotals';
import { LineText } from '../shared/cart/CartPanel';
import { cartTotals, orderTypeOf } from '../shared/cart/selectors';
import { useCart } from '../shared/cart/store';
import { Alert, Spinner } from '../shared/shop-ui/Alert';
import { Button } from '../shared/shop-ui/Button';

const PAYMENT_LABEL: Record<KioskPayment, string> = {
  counter: KIOSK_TEXTS.payAtCounter,
  card: KIOSK_TEXTS.payByCard,
};

/** The order once more, then 'An der Kassa bezahlen' or 'Mit Karte bezahlen'; a tap submits. */
export function PayScreen({
  branch,
  payments,
  busy,
  error,
  onPay,
  onBack,
}: {
  branch: ApiBranch;
  payments: KioskPayment[];
  busy: boolean;
  error: string | null;
  onPay(payment: KioskPayment): void;
  onBack(): void;
}) {
  const { config, products: list } = useInitData();
  const products = useMemo(() => new Map(list.map((product) => [product.id, product])), [list]);
  const cart = useCart((state) => state.cart);
  const totals = useMemo(() => cartTotals(cart, branch, products), [cart, branch, products]);

  return (
    <div className="ks-pay ks-reach">
      <h1 className="ks-title">{KIOSK_TEXTS.choosePayment}</h1>
      <ul className="ks-pay__lines">
        {cart.items.map((line) => (
          <li key={line.product.uid}>
            <LineText line={line} product={products.get(String(line.product.id))} currency={config.currency} />
          </li>
        ))}
      </ul>
      <CartTotals totals={totals} currency={config.currency} orderType={orderTypeOf(cart)} />
      {error && <Alert type="error" showIcon title={error} />}
      <div className="ks-choices">
        {payments.map((payment) => (
          <button
            key={payment}
            type="button"
            className={`ks-choice ks-choice--${payment}`}
            disabled={busy}
            onClick={() => onPay(payment)}
          >
            {PAYMENT_LABEL[payment]}
          </button>
        ))}
      </div>
      {busy && <Spinner label="Bestellung wird gesendet" />}
      <p className="ks-note">{KIOSK_TEXTS.legalNote}</p>
      <Button size="large" onClick={onBack} disabled={busy}>
        Zurück
      </Button>
    </div>
  );
}
