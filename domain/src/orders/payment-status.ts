import { ORDER_LABELS } from '../messages/order-labels.js';
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
