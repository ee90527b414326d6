import { Module } from '@nestjs/common';
import { CapacityModule } from '../capacity/index.js';
import { OutboxModule } from '../outbox/index.js';
import { SettingsModule } from '../settings/index.js';
import { UploadsModule } from '../uploads/index.js';
import { PlaceOrderHandler } from './commands/place-order/place-order.handler.js';
import { OTHER_FOLDER_HANDLERS } from './commands/other-folders.handlers.js';
import { IdempotencyService } from './idempotency/idempotency.service.js';
import { OrderLookupModule } from './order-lookup.js';
import { OrdersCommandsModule } from './orders-commands.module.js';
import { OrdersController } from './orders.controller.js';

/**
 * Orders: placement and changes as CQRS commands writing state + history + outbox in one transaction,
 * and the reads. The PaymentProvider port is bound by the (global) payments module.
 */
@Module({
  imports: [CapacityModule, OrderLookupModule, OrdersCommandsModule, OutboxModule, SettingsModule, UploadsModule],
  controllers: [OrdersController],
  providers: [PlaceOrderHandler, ...OTHER_FOLDER_HANDLERS, IdempotencyService],
  // OrdersQueries (and the order lookup) come from OrdersCommandsModule.
  exports: [OrderLookupModule, OrdersCommandsModule],
})
export class OrdersModule {}
