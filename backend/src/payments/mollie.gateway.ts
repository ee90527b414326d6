import type * as MollieApi from '@mollie/api-client';
import { lazyRequire } from '../common/index.js';
import type { PaymentState } from '../orders/index.js';
import type { PaymentGateway, PaymentOrder, PaymentStart, PaymentUrls } from './gateway.js';

// Loaded when a Mollie shop first needs it, not at every boot (issue 37 item 10).
const mollie = lazyRequire<typeof MollieApi>('@mollie/api-client');

/** Mollie through @mollie/api-client (MOLLIE_API_KEY; MOLLIE_API_URL only for local stubs). */
export class MollieGateway implements PaymentGateway {
  private readonly client: MollieApi.MollieClient;

  constructor(config: { apiKey: string; apiUrl: string | null }) {
    this.client = mollie.createMollieClient({
      apiKey: config.apiKey,
      ...(config.apiUrl ? { apiEndpoint: config.apiUrl } : {}),
    });
  }

  async start(order: PaymentOrder, urls: PaymentUrls): Promise<PaymentStart> {
    const payment = await this.client.payments.create({
      amount: { currency: 'EUR', value: Number(order.totalGross).toFixed(2) },
      description: `Bestellung Nr. ${order.ticketNumber}`,
      redirectUrl: urls.returnUrl,
      webhookUrl: urls.webhookUrl,
      metadata: { orderId: order.id },
    });
    const checkoutUrl = payment.getCheckoutUrl();
    if (!checkoutUrl) throw new Error('Mollie lieferte keine Checkout-URL');
    return { reference: payment.id, checkoutUrl };
  }

  async status(reference: string): Promise<PaymentState> {
    const payment = await this.client.payments.get(reference);
    switch (payment.status) {
      case mollie.PaymentStatus.paid:
        return 'paid';
      case mollie.PaymentStatus.failed:
      case mollie.PaymentStatus.canceled:
      case mollie.PaymentStatus.expired:
        return 'failed';
      default:
        return 'open';
    }
  }
}
