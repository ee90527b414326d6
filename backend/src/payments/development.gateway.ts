import { randomBytes } from 'node:crypto';
import type { PaymentState } from '../orders/index.js';
import type { PaymentGateway, PaymentOrder, PaymentStart, PaymentUrls } from './gateway.js';

/** What the development payment page may answer; 'canceled' is a failed payment, as at Mollie. */
export const DEVELOPMENT_OUTCOMES = { paid: 'paid', canceled: 'failed', failed: 'failed' } as const;
export type DevelopmentOutcome = keyof typeof DEVELOPMENT_OUTCOMES;

export interface DevelopmentPayment {
  reference: string;
  method: string;
  ticketNumber: number;
  totalGross: string;
  state: PaymentState;
  returnUrl: string;
}

/** The references this gateway hands out (and its page and webhook accept). */
export const DEVELOPMENT_REFERENCE = /^dev_[\w-]{16,64}$/;
export const isDevelopmentReference = (value: string): boolean => DEVELOPMENT_REFERENCE.test(value);

/**
 * A payment provider that lives in this process, for development without provider credentials: the
 * checkout URL is the SPA's /dev/payment/{reference} page, whose buttons settle the payment here and
 * then run the same webhook -> UpdatePaymentStatus path as Mollie. Payments are kept in memory (one
 * API process; a restart forgets open ones), which is fine for a development stand-in.
 */
export class DevelopmentGateway implements PaymentGateway {
  private readonly payments = new Map<string, DevelopmentPayment>();

  constructor(
    private readonly publicUrl: string,
    private readonly method: string,
  ) {}

  async start(order: PaymentOrder, urls: PaymentUrls): Promise<PaymentStart> {
    const reference = `dev_${randomBytes(18).toString('base64url')}`;
    this.payments.set(reference, {
      reference,
      method: this.method,
      ticketNumber: order.ticketNumber,
      totalGross: order.totalGross,
      state: 'open',
      returnUrl: urls.returnUrl,
    });
    return { reference, checkoutUrl: `${this.publicUrl}/dev/payment/${reference}` };
  }

  async status(reference: string): Promise<PaymentState> {
    return this.payments.get(reference)?.state ?? 'open';
  }

  find(reference: string): DevelopmentPayment | null {
    return this.payments.get(reference) ?? null;
  }

  /** The "customer paid / cancelled / failed at the provider" of the development page. */
  settle(reference: string, outcome: DevelopmentOutcome): DevelopmentPayment | null {
    const payment = this.payments.get(reference);
    if (!payment || payment.state !== 'open') return payment ?? null;
    payment.state = DEVELOPMENT_OUTCOMES[outcome];
    return payment;
  }
}
