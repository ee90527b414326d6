import type { FieldError } from '../checkout/validation.js';
import { VOUCHER_PAYMENT_METHOD } from '../checkout/voucher.js';
import { ORDER_LABELS } from '../messages/order-labels.js';
import { OWN_TEXTS } from '../messages/own-texts.js';
import { ONLINE_PAYMENT_METHODS } from './order-flags.js';

/** German label of a stored payment status; an unknown value is shown as it is rather than hidden. */
export function paymentStatusLabel(status: string): string {
  const labels: Readonly<Record<string, string>> = ORDER_LABELS.paymentStatus;
  return Object.hasOwn(labels, status) ? labels[status] : status;
}

/** Only a provider-paid order has a status to re-check; cash, card at the counter and the voucher have none. */
export function canCheckPaymentStatus(paymentMethod: string | null | undefined): boolean {
  return !!paymentMethod && (ONLINE_PAYMENT_METHODS as readonly string[]).includes(paymentMethod);
}

/** What a payment provider (or staff's voucher redemption) reports about a payment. */
export type ReportedPaymentState = 'open' | 'paid' | 'failed' | 'refunded';

/** The order's payment columns for a reported state (issue 38: from the payment-status handler). */
export function paymentStatePatch(state: ReportedPaymentState): {
  paymentStatus: ReportedPaymentState;
  isPaid?: true;
  isRefunded?: true;
  isFailed?: true;
} {
  switch (state) {
    case 'paid':
      return { paymentStatus: 'paid', isPaid: true };
    case 'refunded':
      return { paymentStatus: 'refunded', isRefunded: true };
    case 'failed':
      return { paymentStatus: 'failed', isFailed: true };
    default:
      return { paymentStatus: 'open' };
  }
}

/** Only staff redeem, and only a hydro-ag-voucher order: else the error on `redeemed`. */
export function redeemError(paymentMethod: string | null | undefined, byStaff: boolean): FieldError | null {
  return paymentMethod !== VOUCHER_PAYMENT_METHOD || !byStaff
    ? { field: 'redeemed', message: OWN_TEXTS.voucherRedeemOnlyVoucher }
    : null;
}
