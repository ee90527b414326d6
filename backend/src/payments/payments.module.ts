import { Global, Module } from '@nestjs/common';
import { OrderLookupModule, PaymentProvider } from '../orders/index.js';
import { TransactionalConnection } from '../database/index.js';
import { PaymentRouter } from './payment-router.js';
import { PaymentsController } from './payments.controller.js';

/**
 * Payment gateways (Mollie / Datatrans when configured; outside production without any, the development gateway) and their
 * webhooks. Global, because it binds the orders module's PaymentProvider port: payments sits above
 * orders, so orders cannot import it.
 */
@Global()
@Module({
  imports: [OrderLookupModule],
  controllers: [PaymentsController],
  providers: [TransactionalConnection, PaymentRouter, { provide: PaymentProvider, useExisting: PaymentRouter }],
  exports: [PaymentProvider],
})
export class PaymentsModule {}
