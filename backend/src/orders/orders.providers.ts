import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { ChangeOrderHandler } from './commands/change-order/change-order.handler.js';
import { DeleteOrderHandler } from './commands/delete-order/delete-order.handler.js';
import { RequestOrderEffectHandler } from './commands/effects/request-effect.handler.js';
import { PlaceOrderHandler } from './commands/place-order/place-order.handler.js';
import { UpdatePaymentStatusHandler } from './commands/payment-status/update-payment-status.handler.js';
import { RecordPaymentReferenceHandler } from './commands/payment-reference/record-payment-reference.handler.js';
import { RecordPrintResultHandler } from './commands/print-result/record-print-result.handler.js';
import { UpdateOrderItemHandler } from './commands/update-item/update-item.handler.js';
import { OrderCatalogueCache } from './catalogue-cache.js';
import { IdempotencyService } from './idempotency/idempotency.service.js';
import { OrdersController } from './orders.controller.js';
import { OrdersQueries } from './orders.queries.js';
import { OutboxRelay } from './outbox/outbox-relay.service.js';
import { BullMqPublisher } from './outbox/bullmq.publisher.js';
import { InProcessPublisher, Publisher } from './outbox/publisher.js';
import { DevelopmentPaymentProvider, PaymentProvider } from './payment/payment-provider.js';
import { PaymentRouter } from '../payments/payment-router.js';

/**
 * Orders: placement and changes as CQRS commands writing state + history + outbox in one transaction,
 * reads, and the outbox relay. Registered in AppModule's own lists, because they need its APP_CONFIG
 * and ShopConfigService providers.
 */
export const ORDER_PROVIDERS = [
  PlaceOrderHandler,
  ChangeOrderHandler,
  UpdateOrderItemHandler,
  UpdatePaymentStatusHandler,
  RecordPaymentReferenceHandler,
  RecordPrintResultHandler,
  RequestOrderEffectHandler,
  DeleteOrderHandler,
  OrdersQueries,
  IdempotencyService,
  OrderCatalogueCache,
  InProcessPublisher,
  {
    // Embedded / in-process mode publishes everything on the in-process bus; with REDIS_URL jobs go to BullMQ.
    provide: Publisher,
    inject: [APP_CONFIG, InProcessPublisher],
    useFactory: (config: AppConfig, events: InProcessPublisher): Publisher =>
      config.redis.mode === 'redis'
        ? new BullMqPublisher(config.redis.url, events, config.jobs.queuePrefix, config.jobs)
        : events,
  },
  DevelopmentPaymentProvider,
  // Mollie / Datatrans when configured, else the development provider (payments/payment-router.ts).
  { provide: PaymentProvider, useExisting: PaymentRouter },
  OutboxRelay,
];

export const ORDER_CONTROLLERS = [OrdersController];
