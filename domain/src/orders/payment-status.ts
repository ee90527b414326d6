import { OWN_TEXTS } from '../messages/own-texts.js';
import { ONLINE_PAYMENT_METHODS } from './order-flags.js';

/** German label of a stored payment status; an unknown value is shown as it is rather than hidden. */
export function paymentStatusLabel(status: string): string {
  return Object.hasOwn(OWN_TEXTS.paymentStatus, status)
    ? OWN_TEXTS.paymentStatus[status as keyof typeof OWN_TEXTS.paymentStatus]
    : status;
}

/** Only a provider-paid order has a status to re-check; cash, card at the counter and the voucher have none. */
export function canCheckPaymentStatus(paymentMethod: string | null | undefined): boolean {
  return !!paymentMethod && (ONLINE_PAYMENT_METHODS as readonly string[]).includes(paymentMethod);
}
