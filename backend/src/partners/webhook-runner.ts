import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/index.js';
import { InProcessJobs } from '../jobs/index.js';
import { OnOutboxEvent, type OutboxEventHandler, type OutboxEventOf, type TopicsOf } from '../outbox/index.js';
import { WebhookProcessor } from './webhook.processor.js';

type WebhookTopic = TopicsOf<'webhooks'>;

/**
 * Embedded mode (no REDIS_URL): runs the `webhooks` jobs in this process, as jobs/InProcessJobRunner does
 * for the queues of jobs/, with the same attempts and exponential backoff as the BullMQ jobs. With
 * REDIS_URL the relay hands these rows to the BullMQ queue `webhooks` and the worker process runs them.
 */
@Injectable()
@OnOutboxEvent(['webhook', 'webhook-disabled'] satisfies WebhookTopic[])
export class WebhookInProcessRunner implements OutboxEventHandler<WebhookTopic>, OnApplicationShutdown {
  private readonly jobs: InProcessJobs;

  constructor(
    private readonly processor: WebhookProcessor,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.jobs = new InProcessJobs(config, new Logger('WebhookInProcessRunner'), 'webhook job failed');
  }

  handle(message: OutboxEventOf<WebhookTopic>): void {
    if (this.config.redis.mode === 'redis') return;
    this.jobs.enqueue(this.processor, message);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.jobs.stop();
  }
}
