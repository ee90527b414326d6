import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/index.js';

export interface PaymentOrderRef {
  id: string;
  uid: string;
  hash: string;
  paymentMethod: string;
  totalGross: string;
}

export type PaymentState = 'open' | 'paid' | 'failed' | 'refunded';

/** Port for online payment (Mollie, Datatrans come with [Workers]); fakes serve tests and development. */
export abstract class PaymentProvider {
  /** Where the browser goes to pay. */
  abstract redirectUrl(order: PaymentOrderRef): string;
  /** The provider's current view of the payment. */
  abstract status(order: PaymentOrderRef): Promise<PaymentState>;
}

/** Development provider: a local "payment page" URL and a settable status (open until marked). */
@Injectable()
export class DevelopmentPaymentProvider extends PaymentProvider {
  private readonly states = new Map<string, PaymentState>();

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    super();
  }

  redirectUrl(order: PaymentOrderRef): string {
    return `${this.config.publicUrl}/dev-payment/${order.uid}/${order.hash}`;
  }

  async status(order: PaymentOrderRef): Promise<PaymentState> {
    return this.states.get(order.uid) ?? 'open';
  }

  /** What the development payment page (or a test) calls to simulate the provider's answer. */
  setStatus(uid: string, state: PaymentState): void {
    this.states.set(uid, state);
  }
}
