import { Inject, Injectable } from '@nestjs/common';
import { ONLINE_PAYMENT_METHODS } from '@bestell/domain';
import { APP_CONFIG, type AppConfig } from '../config/index.js';
import { type PaymentOrderRef, PaymentProvider, type PaymentState } from '../orders/index.js';
import { DatatransGateway } from './datatrans.gateway.js';
import { type DevelopmentPayment, DevelopmentGateway } from './development.gateway.js';
import type { PaymentGateway } from './gateway.js';
import { MollieGateway } from './mollie.gateway.js';

/**
 * The PaymentProvider the orders module uses: Mollie for 'mollie' orders when MOLLIE_API_KEY is set,
 * Datatrans for 'datatrans' orders when its credentials are set. Outside production with no provider
 * configured at all, the development gateway answers every online method. The browser first goes to
 * our start endpoint, which creates the provider payment outside the placement transaction (no
 * external call while the ticket counter is locked) and redirects to the provider.
 */
@Injectable()
export class PaymentRouter extends PaymentProvider {
  private readonly gateways = new Map<string, PaymentGateway>();
  private readonly development: DevelopmentGateway[] = [];

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    super();
    const { mollie, datatrans } = config.payments;
    if (mollie) this.gateways.set('mollie', new MollieGateway(mollie));
    if (datatrans) this.gateways.set('datatrans', new DatatransGateway(datatrans));
    // Never in production: a missing key there must not turn into "click here to have paid".
    if (!config.isProduction && !mollie && !datatrans) {
      for (const method of ONLINE_PAYMENT_METHODS) {
        const gateway = new DevelopmentGateway(config.publicUrl, method);
        this.development.push(gateway);
        this.gateways.set(method, gateway);
      }
    }
  }

  gateway(method: string): PaymentGateway | null {
    return this.gateways.get(method) ?? null;
  }

  /** The development gateway's payment, or null (always null in production). */
  developmentPayment(reference: string): { gateway: DevelopmentGateway; payment: DevelopmentPayment } | null {
    for (const gateway of this.development) {
      const payment = gateway.find(reference);
      if (payment) return { gateway, payment };
    }
    return null;
  }

  get developmentEnabled(): boolean {
    return this.development.length > 0;
  }

  redirectUrl(order: PaymentOrderRef): string {
    return `${this.config.publicUrl}/api/payments/${order.uid}/${order.hash}/start`;
  }

  async status(order: PaymentOrderRef & { paymentReference?: string | null }): Promise<PaymentState> {
    const gateway = this.gateways.get(order.paymentMethod);
    // No provider, or not started at the provider yet: nothing was paid.
    if (!gateway || !order.paymentReference) return 'open';
    return gateway.status(order.paymentReference);
  }
}
