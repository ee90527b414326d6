import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/index.js';
import {
  DevelopmentPaymentProvider,
  type PaymentOrderRef,
  PaymentProvider,
  type PaymentState,
} from '../orders/index.js';
import { DatatransGateway } from './datatrans.gateway.js';
import type { PaymentGateway } from './gateway.js';
import { MollieGateway } from './mollie.gateway.js';

/**
 * The PaymentProvider the orders module uses: Mollie for 'mollie' orders when MOLLIE_API_KEY is set,
 * Datatrans for 'datatrans' orders when its credentials are set, else the development provider. The
 * browser first goes to our start endpoint, which creates the provider payment outside the placement
 * transaction (no external call while the ticket counter is locked) and redirects to the provider.
 */
@Injectable()
export class PaymentRouter extends PaymentProvider {
  private readonly gateways = new Map<string, PaymentGateway>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly development: DevelopmentPaymentProvider,
  ) {
    super();
    const { mollie, datatrans } = config.payments;
    if (mollie) this.gateways.set('mollie', new MollieGateway(mollie));
    if (datatrans) this.gateways.set('datatrans', new DatatransGateway(datatrans));
  }

  gateway(method: string): PaymentGateway | null {
    return this.gateways.get(method) ?? null;
  }

  redirectUrl(order: PaymentOrderRef): string {
    if (!this.gateways.has(order.paymentMethod)) return this.development.redirectUrl(order);
    return `${this.config.publicUrl}/api/payments/${order.uid}/${order.hash}/start`;
  }

  async status(order: PaymentOrderRef & { paymentReference?: string | null }): Promise<PaymentState> {
    const gateway = this.gateways.get(order.paymentMethod);
    if (!gateway) return this.development.status(order);
    // Not started at the provider yet: nothing was paid.
    return order.paymentReference ? gateway.status(order.paymentReference) : 'open';
  }
}
