import { Module } from '@nestjs/common';
import { SettingsModule } from '../settings/index.js';
import { OrderCatalogueCache } from './catalogue-cache.js';
import { ChangeOrderHandler } from './commands/change-order/change-order.handler.js';
import { DeleteOrderHandler } from './commands/delete-order/delete-order.handler.js';
import { EditOrderHandler } from './commands/edit-order/edit-order.handler.js';
import { RequestOrderEffectHandler } from './commands/effects/request-effect.handler.js';
import { RecordPaymentReferenceHandler } from './commands/payment-reference/record-payment-reference.handler.js';
import { UpdatePaymentStatusHandler } from './commands/payment-status/update-payment-status.handler.js';
import { RecordPrintResultHandler } from './commands/print-result/record-print-result.handler.js';
import { UpdateOrderItemHandler } from './commands/update-item/update-item.handler.js';
import { OrderLookupModule } from './order-lookup.js';
import { OrdersQueries } from './orders.queries.js';

/**
 * The commands that change a placed order, and the queries, without HTTP: imported by OrdersModule and by
 * the worker process (its jobs record print results and poll payments). Placement stays in OrdersModule:
 * it wakes the local outbox relay and asks the capacity service, neither of which the worker runs (a
 * relay there would take event rows away from the API's realtime bus).
 * Needs a DataSource, APP_CONFIG and the PaymentProvider port (the global payments module) from the host.
 */
@Module({
  imports: [OrderLookupModule, SettingsModule],
  providers: [
    ChangeOrderHandler,
    UpdateOrderItemHandler,
    EditOrderHandler,
    UpdatePaymentStatusHandler,
    RecordPaymentReferenceHandler,
    RecordPrintResultHandler,
    RequestOrderEffectHandler,
    DeleteOrderHandler,
    OrdersQueries,
    OrderCatalogueCache,
  ],
  exports: [OrderLookupModule, OrdersQueries, OrderCatalogueCache],
})
export class OrdersCommandsModule {}
