import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/index.js';
import { JOB_QUEUES, jobIdFor, OnOutboxEvent, type OutboxEventHandler, type OutboxEventOf } from '../outbox/index.js';
import {
  backoffMs,
  isPermanent,
  JOB_PROCESSORS,
  type JobData,
  type JobProcessor,
  processorsByQueue,
  type QueueName,
  runAttempt,
} from './job.js';

/**
 * Embedded mode (no REDIS_URL): the same processors run in this process, fed by the in-process bus,
 * with the same attempts and exponential backoff as the BullMQ jobs. The publish returns once the job
 * is scheduled; a process exit before it ran leaves it undone (the embedded mode is single-process and
 * without a queue store; production uses Redis). The effect ledger still prevents duplicates.
 */
type JobTopic =
  | 'print'
  | 'email'
  | 'sms'
  | 'payment-check'
  | 'image-variants'
  | 'contact-form'
  | 'staff-schedule-mail'
  | 'staff-schedule-sms';

@Injectable()
@OnOutboxEvent([
  'print',
  'email',
  'sms',
  'payment-check',
  'image-variants',
  'contact-form',
  'staff-schedule-mail',
  'staff-schedule-sms',
])
export class InProcessJobRunner implements OutboxEventHandler<JobTopic>, OnApplicationShutdown {
  private readonly logger = new Logger('InProcessJobRunner');
  private readonly processors: Map<QueueName, JobProcessor<JobData>>;
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly running = new Set<Promise<void>>();
  private stopped = false;

  constructor(
    @Inject(JOB_PROCESSORS) processors: JobProcessor<JobData>[],
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.processors = processorsByQueue(processors);
  }

  /** Embedded mode only: with REDIS_URL the relay hands job rows to BullMQ, never to this bus. */
  handle(message: OutboxEventOf<JobTopic>): void {
    if (this.config.redis.mode === 'redis') return;
    const data = { outboxId: message.id, ...message.payload } as JobData;
    this.schedule(JOB_QUEUES[message.topic] as QueueName, jobIdFor(message.id), data, 1, 0);
  }

  private schedule(queue: QueueName, id: string, data: JobData, attempt: number, delayMs: number): void {
    if (this.stopped) return;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      const run = this.attempt(queue, id, data, attempt).finally(() => this.running.delete(run));
      this.running.add(run);
    }, delayMs);
    this.timers.add(timer);
  }

  private async attempt(queue: QueueName, id: string, data: JobData, attempt: number): Promise<void> {
    const { attempts, backoffMs: base } = this.config.jobs;
    try {
      await runAttempt(this.processors.get(queue)!, { id, data, attempt, maxAttempts: attempts });
    } catch (err) {
      const final = isPermanent(err) || attempt >= attempts;
      this.logger.warn({ queue, id, attempt, final, err: err instanceof Error ? err.message : err }, 'job failed');
      if (!final) this.schedule(queue, id, data, attempt + 1, backoffMs(base, attempt));
    }
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    this.timers.forEach((t) => clearTimeout(t));
    await Promise.allSettled([...this.running]);
  }
}
