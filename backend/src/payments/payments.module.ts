import { Global, Module } from '@nestjs/common';
import { PaymentProvider } from '../orders/index.js';
import { PaymentRouter } from './payment-router.js';
import { PaymentsController } from './payments.controller.js';

/**
 * Payment gateways (Mollie / Datatrans when configured; outside production without any, the development gateway) and their
 * webhooks. Global, because it binds the orders module's PaymentProvider port: payments sits above
 * orders, so orders cannot import it.
 */
@Global()
@Module({
  controllers: [PaymentsController],
  providers: [PaymentRouter, { provide: PaymentProvider, useExisting: PaymentRouter }],
  exports: [PaymentProvider],
})
export class PaymentsModule {}
