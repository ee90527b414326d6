import { Module } from '@nestjs/common';
import { OutboxModule } from '../outbox/index.js';
import { SettingsModule } from '../settings/index.js';
import { UploadsModule } from '../uploads/index.js';
import { OrderCatalogueCache } from './catalogue-cache.js';
import { ChangeOrderHandler } from './commands/change-order/change-order.handler.js';
import { DeleteOrderHandler } from './commands/delete-order/delete-order.handler.js';
import { EditOrderHandler } from './commands/edit-order/edit-order.handler.js';
import { RequestOrderEffectHandler } from './commands/effects/request-effect.handler.js';
import { RecordPaymentReferenceHandler } from './commands/payment-reference/record-payment-reference.handler.js';
import { UpdatePaymentStatusHandler } from './commands/payment-status/update-payment-status.handler.js';
import { RecordPrintResultHandler } from './commands/print-result/record-print-result.handler.js';
import { PlaceOrderHandler } from './commands/place-order/place-order.handler.js';
import { UpdateOrderItemHandler } from './commands/update-item/update-item.handler.js';
import { IdempotencyService } from './idempotency/idempotency.service.js';
import { OrdersController } from './orders.controller.js';
import { OrdersQueries } from './orders.queries.js';

/**
 * Orders: placement and changes as CQRS commands writing state + history + outbox in one transaction,
 * and the reads. The PaymentProvider port is bound by the (global) payments module.
 */
@Module({
  imports: [OutboxModule, SettingsModule, UploadsModule],
  controllers: [OrdersController],
  providers: [
    PlaceOrderHandler,
    ChangeOrderHandler,
    UpdateOrderItemHandler,
    EditOrderHandler,
    UpdatePaymentStatusHandler,
    RecordPaymentReferenceHandler,
    RecordPrintResultHandler,
    RequestOrderEffectHandler,
    DeleteOrderHandler,
    OrdersQueries,
    IdempotencyService,
    OrderCatalogueCache,
  ],
  exports: [OrdersQueries],
})
export class OrdersModule {}
