// The checkout's later sections: comment, cart with totals, donation, payment method, notification
// and acceptances.
import {
  ORDER_LABELS,
  DONATION_AMOUNT,
  enabledPaymentMethods,
  formatMoney,
  legalPageAvailable,
  notificationTypesOffered,
  OWN_TEXTS,
  totalsNotes,
  VOUCHER_PAYMENT_METHOD,
  type PaymentMethod,
} from '@bestell/domain';
import type { ApiBranch, ApiProduct, Donatee, ShopConfig } from '../../shared/api/types';
import { LineText } from '../../shared/cart/CartPanel';
import { CartTotals } from '../../shared/cart/CartTotals';
import { cartStore } from '../../shared/cart/store';
import { AcceptCheckbox, Section, TextField } from './checkout-fields';
import { smsOffered } from './checkout-form';
import type { Checkout } from './use-checkout';
import { Alert } from '../../shared/shop-ui/Alert';
import { Button } from '../../shared/shop-ui/Button';
import { RadioGroup, TextArea } from '../../shared/shop-ui/fields';

/** The checkout's wording of the payment methods (one copy, in domain/messages). */
export const PAYMENT_LABELS: Record<PaymentMethod, string> = ORDER_LABELS.paymentMethodCheckout;

export type Overlay = 'terms' | 'privacy' | 'donation' | null;

/** Issue 37: SMS only while the server can send it (checkout-form smsOffered). */
const NOTIFICATION_LABELS = { sms: 'SMS', email: 'E-Mail' } as const;

export function CommentSection({ co }: { co: Checkout }) {
  return (
    <Section title="Anmerkungen" id="co-comment-title">
      <label className="sf-field__label" htmlFor="co-comment">
        Anmerkungen und Allergien
      </label>
      <TextArea
        id="co-comment"
        rows={3}
        maxLength={2000}
        value={co.cart.order.comment}
        onChange={(event) => cartStore.getState().setOrder({ comment: event.target.value })}
      />
    </Section>
  );
}

export function CartSection({ co, products }: { co: Checkout; products: ReadonlyMap<string, ApiProduct> }) {
  const { cart, totals, currency, minimum } = co;
  return (
    <Section title="Warenkorb" id="co-cart-title">
      <ul className="sf-cart__items sf-co-items">
        {cart.items.map((line) => (
          <li key={line.product.uid} className="sf-cart-line">
            <LineText line={line} product={products.get(String(line.product.id))} currency={currency} />
            <Button
              size="small"
              danger
              variant="text"
              aria-label={`${line.product.name} entfernen`}
              onClick={() => cartStore.getState().removeItem(line.product.uid)}
            >
              Entfernen
            </Button>
          </li>
        ))}
      </ul>
      <CartTotals totals={totals} currency={currency} orderType={co.orderType} className="sf-co-totals">
        <div>
          <dt>Netto</dt>
          <dd>{formatMoney(totals.totalNet, currency)}</dd>
        </div>
        {Object.entries(totals.taxes).map(([rate, amount]) => (
          <div key={rate}>
            <dt>USt. {rate} %</dt>
            <dd>{formatMoney(amount, currency)}</dd>
          </div>
        ))}
      </CartTotals>
      {minimum && <Alert type="warning" showIcon title={minimum} className="sf-co-minimum" />}
      {totalsNotes(totals).map((note) => (
        <p key={note} className="sf-note">
          {note}
        </p>
      ))}
    </Section>
  );
}

export function DonationSection({ co, donatees, open }: { co: Checkout; donatees: Donatee[]; open(): void }) {
  const donatee = donatees.find((entry) => entry.id === co.access.fields.donatee) ?? null;
  const amount = formatMoney(DONATION_AMOUNT, co.currency);
  return (
    <Section title="Spende" id="co-donation-title">
      <p className="sf-note">
        {donatee
          ? `Wir spenden ${amount} Ihrer Bestellung an: ${donatee.name}`
          : `Wählen Sie eine Organisation, an die wir ${amount} spenden.`}
      </p>
      <Button onClick={open}>Organisation wählen</Button>
    </Section>
  );
}

export function PaymentSection({ co, branch }: { co: Checkout; branch: ApiBranch }) {
  const { access } = co;
  return (
    <Section title="2. Zahlungsart" id="co-payment-title" note={co.step1Invalid ? OWN_TEXTS.step1Invalid : undefined}>
      <RadioGroup<PaymentMethod>
        aria-labelledby="co-payment-title"
        className="sf-co-radios"
        value={access.fields.paymentMethod}
        onChange={(method) => access.set('paymentMethod', method)}
        options={enabledPaymentMethods(branch).map((method) => ({ value: method, label: PAYMENT_LABELS[method] }))}
      />
      {access.fields.paymentMethod === VOUCHER_PAYMENT_METHOD && (
        <div className="sf-co-grid">
          <TextField access={access} name="voucherCode" required autoComplete="off" />
        </div>
      )}
    </Section>
  );
}

export function FinishSection({
  co,
  config,
  setOverlay,
}: {
  co: Checkout;
  config: ShopConfig;
  setOverlay(overlay: Overlay): void;
}) {
  const { access } = co;
  const legalLink = (kind: 'terms' | 'privacy', text: string) => {
    const markdown = kind === 'terms' ? config.termsAndConditionsText : config.privacyPolicyText;
    const url = kind === 'terms' ? config.termsAndConditions : config.privacyPolicy;
    if (markdown?.trim()) {
      return (
        <button type="button" className="sf-link-button" onClick={() => setOverlay(kind)}>
          {text}
        </button>
      );
    }
    const href = url?.trim();
    // Issue 37 item 3: never a link to an empty page; the box cannot be ticked (see below).
    if (!href) return <>{text}</>;
    return (
      <a href={href} target="_blank" rel="noopener noreferrer">
        {text}
      </a>
    );
  };
  return (
    <Section title="3. Abschluss" id="co-finish-title" note={co.step1Invalid ? OWN_TEXTS.step1Invalid : undefined}>
      <p className="sf-field__label" id="co-notification-label">
        Benachrichtigung
      </p>
      <RadioGroup<typeof access.fields.notificationType>
        aria-labelledby="co-notification-label"
        className="sf-co-radios"
        value={access.fields.notificationType}
        onChange={(value) => access.set('notificationType', value)}
        options={notificationTypesOffered(smsOffered(config)).map((value) => ({
          value,
          label: NOTIFICATION_LABELS[value],
        }))}
      />
      <AcceptCheckbox access={access} name="legalInstructions" missing={!legalPageAvailable('terms', config)}>
        <>Ich akzeptiere die {legalLink('terms', 'AGB')}.</>
      </AcceptCheckbox>
      <AcceptCheckbox access={access} name="privacyPolicy" missing={!legalPageAvailable('privacy', config)}>
        <>Ich habe die {legalLink('privacy', 'Datenschutzerklärung')} gelesen und akzeptiere sie.</>
      </AcceptCheckbox>
    </Section>
  );
}
