// Public surface of orders/: other folders import only what is exported here (backend/README.md).
export { PlaceOrderCommand, WEB_ORIGIN } from './commands/place-order/place-order.command.js';
export type { OrderChannel, OrderOrigin, PlacedOrder } from './commands/place-order/place-order.command.js';
export { RecordPaymentReferenceCommand } from './commands/payment-reference/record-payment-reference.command.js';
export { RecordPrintResultCommand } from './commands/print-result/record-print-result.command.js';
export { UpdatePaymentStatusCommand } from './commands/payment-status/update-payment-status.command.js';
export { IdempotencyKey } from './idempotency/idempotency-key.entity.js';
// Other folders change orders only through these commands (issue 38 item 3); `em` joins their transaction.
export { CancelQuotedOrderCommand } from './commands/cancel-quoted-order/cancel-quoted-order.command.js';
export { ClaimMissedAlarmCommand } from './commands/claim-missed-alarm/claim-missed-alarm.command.js';
export { ConfirmQuotedOrderCommand } from './commands/confirm-quoted-order/confirm-quoted-order.command.js';
export type { AcceptedQuote } from './commands/confirm-quoted-order/confirm-quoted-order.command.js';
export { ErasePersonalDataCommand } from './commands/erase-personal-data/erase-personal-data.command.js';
export { RecordPhonePaymentCommand } from './commands/phone-payment/record-phone-payment.command.js';
export { PlaceIdempotentOrderCommand } from './commands/place-idempotent/place-idempotent-order.command.js';
export type {
  IdempotentPlacement,
  IdempotentRequest,
} from './commands/place-idempotent/place-idempotent-order.command.js';
export { RecordQuoteOfferCommand } from './commands/record-quote-offer/record-quote-offer.command.js';
// Kiosk, phone orders and partners check the Idempotency-Key header themselves (their own messages).
export { validIdempotencyKey } from './idempotency/idempotency.service.js';
export { orderFormSchema } from './order-form.schema.js';
// Route contracts of other folders answer with the order views (issue 22).
export { placedOrderView, staffOrderView } from './orders.contract.js';
export type { OrderFormInput } from './order-form.schema.js';
export { OrderHistory } from './order-history.entity.js';
// The one read of single orders and of the rows behind the views pushed by realtime and partners.
export { OrderLookup, OrderLookupModule } from './order-lookup.js';
export { orderView } from './order-view.js';
export { orderFlags } from './order-view.js';
export type { OrderItemSnapshot } from './order.entity.js';
export type { OrderActor } from './commands/change-order/change-order.command.js';
export { Order } from './order.entity.js';
export { OrdersQueries } from './orders.queries.js';
export { PaymentProvider } from './payment/payment-provider.js';
export type { PaymentOrderRef, PaymentState } from './payment/payment-provider.js';
export { TicketCounter } from './ticket-counter.entity.js';
export { OrdersModule } from './orders.module.js';
// The order commands and queries without HTTP, for the worker process (issue 38 item 4).
export { OrdersCommandsModule } from './orders-commands.module.js';
