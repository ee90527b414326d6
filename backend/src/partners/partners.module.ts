import { Module, type Provider } from '@nestjs/common';
import { TransactionalConnection } from '../database/index.js';
import { crudController, CrudModule } from '../crud/index.js';
import { MailModule } from '../mail/index.js';
import { OrdersModule } from '../orders/index.js';
import { OutboxModule } from '../outbox/index.js';
import { externalUserResource } from './external-user.resource.js';
import { IntegratingGuideController } from './integrating-guide.controller.js';
import { PartnerApiController } from './partner-api.controller.js';
import { PartnerGuard } from './partner-auth.js';
import { PartnersAdminController } from './partners-admin.controller.js';
import { WebhookEndpointsService } from './webhook-endpoints.service.js';
import { WebhookFanout } from './webhook-fanout.js';
import { WebhookInProcessRunner } from './webhook-runner.js';
import { WebhookProcessor } from './webhook.processor.js';

/**
 * What the worker process registers for the `webhooks` queue (workers/src/worker.module.ts): the
 * processor; it needs a DataSource, APP_CONFIG and the Mailer (MailModule) from the host.
 */
export const WEBHOOK_WORKER_PROVIDERS: Provider[] = [WebhookProcessor];

/**
 * External users and their API (issues 21/22): the `/api/external-users` resource with hashed tokens,
 * the bearer-token partner API under `/api/partner`, webhook endpoints, the fan-out of order events to
 * signed deliveries through the outbox, and the `webhooks` processor (in-process without Redis).
 */
@Module({
  imports: [CrudModule, MailModule, OrdersModule, OutboxModule],
  // The admin routes (.../:id/token, .../:id/webhooks) before the generic resource's :id routes.
  controllers: [
    PartnersAdminController,
    PartnerApiController,
    IntegratingGuideController,
    crudController(externalUserResource),
  ],
  providers: [
    TransactionalConnection,
    PartnerGuard,
    WebhookEndpointsService,
    WebhookFanout,
    ...WEBHOOK_WORKER_PROVIDERS,
    WebhookInProcessRunner,
  ],
})
export class PartnersModule {}
