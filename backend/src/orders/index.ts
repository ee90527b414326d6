// Public surface of orders/: other folders import only what is exported here (backend/README.md).
export { RecordPaymentReferenceCommand } from './commands/payment-reference/record-payment-reference.command.js';
export { RecordPrintResultCommand } from './commands/print-result/record-print-result.command.js';
export { RecordPrintResultHandler } from './commands/print-result/record-print-result.handler.js';
export { UpdatePaymentStatusCommand } from './commands/payment-status/update-payment-status.command.js';
export { UpdatePaymentStatusHandler } from './commands/payment-status/update-payment-status.handler.js';
export { IdempotencyKey } from './idempotency/idempotency-key.entity.js';
export { OrderHistory } from './order-history.entity.js';
export { claimMissedAlarm, findOrder, loadOrderRows, orderIdByPaymentReference } from './order.repository.js';
export { orderView } from './order-view.js';
export { Order } from './order.entity.js';
export { OrdersQueries } from './orders.queries.js';
export { PaymentProvider } from './payment/payment-provider.js';
export type { PaymentOrderRef, PaymentState } from './payment/payment-provider.js';
export { TicketCounter } from './ticket-counter.entity.js';
export { OrdersModule } from './orders.module.js';
