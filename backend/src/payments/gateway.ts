import { dec } from '@bestell/domain';
import type { PaymentState } from '../orders/index.js';

export interface PaymentStart {
  /** The provider's payment / transaction id, stored as the order's paymentReference. */
  reference: string;
  /** Where the browser pays. */
  checkoutUrl: string;
}

export interface PaymentOrder {
  id: string;
  uid: string;
  ticketNumber: number;
  totalGross: string;
}

/** Where the provider sends the browser back: our return endpoint, or the spec's error page. */
export interface PaymentUrls {
  returnUrl: string;
  errorUrl: string;
  webhookUrl: string;
}

/** One online payment provider behind the PaymentRouter. */
export interface PaymentGateway {
  start(order: PaymentOrder, urls: PaymentUrls): Promise<PaymentStart>;
  /** The provider's state of a payment, always fetched from the provider (never from a webhook body). */
  status(reference: string): Promise<PaymentState>;
}

/** Total in cents from the stored decimal string (no float arithmetic on money). */
export function cents(amount: string): number {
  return dec(amount).times(100).toDecimalPlaces(0).toNumber();
}
