// Public surface of orders/: other folders import only what is exported here (backend/README.md).
export { PlaceOrderCommand, WEB_ORIGIN } from './commands/place-order/place-order.command.js';
export type { OrderChannel, OrderOrigin, PlacedOrder } from './commands/place-order/place-order.command.js';
export { RecordPaymentReferenceCommand } from './commands/payment-reference/record-payment-reference.command.js';
export { RecordPrintResultCommand } from './commands/print-result/record-print-result.command.js';
export { RecordPrintResultHandler } from './commands/print-result/record-print-result.handler.js';
export { UpdatePaymentStatusCommand } from './commands/payment-status/update-payment-status.command.js';
export { UpdatePaymentStatusHandler } from './commands/payment-status/update-payment-status.handler.js';
export { IdempotencyKey } from './idempotency/idempotency-key.entity.js';
// Phone orders (counter/) claim their Idempotency-Key like POST /api/orders, parse the same form and mark
// an already-paid phone order paid as a change of the order (issue 21).
export { IdempotencyService, requestHash } from './idempotency/idempotency.service.js';
export { orderFormSchema } from './order-form.schema.js';
// Route contracts of other folders answer with the order views (issue 22).
export { placedOrderView, staffOrderView } from './orders.contract.js';
export type { OrderFormInput } from './order-form.schema.js';
export { OrderHistory } from './order-history.entity.js';
export { claimMissedAlarm, findOrder, loadOrderRows, orderIdByPaymentReference } from './order.repository.js';
export { orderView } from './order-view.js';
// Catering quotes (issue 21 item 4) turn a quotation order into a confirmed order at the quoted prices.
export { commitChange } from './order.repository.js';
export { orderFlags } from './order-view.js';
export type { OrderItemSnapshot } from './order.entity.js';
export type { OrderActor } from './commands/change-order/change-order.command.js';
export { Order } from './order.entity.js';
export { OrdersQueries } from './orders.queries.js';
export { PaymentProvider } from './payment/payment-provider.js';
export type { PaymentOrderRef, PaymentState } from './payment/payment-provider.js';
export { TicketCounter } from './ticket-counter.entity.js';
export { OrdersModule } from './orders.module.js';
