import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/index.js';
import { backoffMs, isPermanent, runAttempt, type JobData, type JobProcessor } from '../jobs/index.js';
import { jobIdFor, OnOutboxEvent, type OutboxEventHandler, type OutboxEventOf } from '../outbox/index.js';
import { WebhookProcessor } from './webhook.processor.js';

type WebhookTopic = 'webhook' | 'webhook-disabled';

/**
 * Embedded mode (no REDIS_URL): runs the `webhooks` jobs in this process, as jobs/InProcessJobRunner does
 * for the queues of jobs/, with the same attempts and exponential backoff as the BullMQ jobs. With
 * REDIS_URL the relay hands these rows to the BullMQ queue `webhooks` and the worker process runs them.
 */
@Injectable()
@OnOutboxEvent(['webhook', 'webhook-disabled'])
export class WebhookInProcessRunner implements OutboxEventHandler<WebhookTopic>, OnApplicationShutdown {
  private readonly logger = new Logger('WebhookInProcessRunner');
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly running = new Set<Promise<void>>();
  private stopped = false;

  constructor(
    private readonly processor: WebhookProcessor,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  handle(message: OutboxEventOf<WebhookTopic>): void {
    if (this.config.redis.mode === 'redis') return;
    const data = { outboxId: message.id, ...message.payload } as JobData;
    this.schedule(jobIdFor(message.id), data, 1, 0);
  }

  private schedule(id: string, data: JobData, attempt: number, delayMs: number): void {
    if (this.stopped) return;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      const run = this.attempt(id, data, attempt).finally(() => this.running.delete(run));
      this.running.add(run);
    }, delayMs);
    this.timers.add(timer);
  }

  private async attempt(id: string, data: JobData, attempt: number): Promise<void> {
    const { attempts, backoffMs: base } = this.config.jobs;
    try {
      const processor = this.processor as unknown as JobProcessor<JobData>;
      await runAttempt(processor, { id, data, attempt, maxAttempts: attempts });
    } catch (err) {
      const final = isPermanent(err) || attempt >= attempts;
      this.logger.warn({ id, attempt, final, err: err instanceof Error ? err.message : err }, 'webhook job failed');
      if (!final) this.schedule(id, data, attempt + 1, backoffMs(base, attempt));
    }
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    this.timers.forEach((t) => clearTimeout(t));
    await Promise.allSettled([...this.running]);
  }
}
