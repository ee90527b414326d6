export interface PaymentOrderRef {
  id: string;
  uid: string;
  hash: string;
  paymentMethod: string;
  totalGross: string;
}

export type PaymentState = 'open' | 'paid' | 'failed' | 'refunded';

/** Port for online payment (Mollie, Datatrans come with [Workers]); bound by payments/ (a development gateway outside production). */
export abstract class PaymentProvider {
  /** Where the browser goes to pay. */
  abstract redirectUrl(order: PaymentOrderRef): string;
  /** The provider's current view of the payment. */
  abstract status(order: PaymentOrderRef): Promise<PaymentState>;
}
