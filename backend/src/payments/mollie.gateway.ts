import { createMollieClient, type MollieClient, PaymentStatus } from '@mollie/api-client';
import type { PaymentState } from '../orders/index.js';
import type { PaymentGateway, PaymentOrder, PaymentStart, PaymentUrls } from './gateway.js';

/** Mollie through @mollie/api-client (MOLLIE_API_KEY; MOLLIE_API_URL only for local stubs). */
export class MollieGateway implements PaymentGateway {
  private readonly client: MollieClient;

  constructor(config: { apiKey: string; apiUrl: string | null }) {
    this.client = createMollieClient({
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
      case PaymentStatus.paid:
        return 'paid';
      case PaymentStatus.failed:
      case PaymentStatus.canceled:
      case PaymentStatus.expired:
        return 'failed';
      default:
        return 'open';
    }
  }
}
