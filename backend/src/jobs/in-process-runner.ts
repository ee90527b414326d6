import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/index.js';
import {
  jobIdFor,
  OnOutboxEvent,
  OUTBOX_TOPICS,
  type OutboxEventHandler,
  type OutboxEventOf,
  queueOf,
} from '../outbox/index.js';
import {
  backoffMs,
  isPermanent,
  JOB_PROCESSORS,
  type JobProcessor,
  type JobsQueue,
  type JobTopic,
  processorsByQueue,
  QUEUE_NAMES,
  type QueueName,
  runAttempt,
  type StoredJob,
  type TopicsOf,
} from './job.js';

/**
 * Embedded mode (no REDIS_URL): jobs run in this process, fed by the in-process bus, with the same
 * attempts and exponential backoff as the BullMQ jobs. The publish returns once the job is scheduled; a
 * process exit before it ran leaves it undone (the embedded mode is single-process and without a queue
 * store; production uses Redis). The effect ledger still prevents duplicates. Shared by the runner of
 * jobs/ (below) and that of partners/ (webhooks).
 */
export class InProcessJobs {
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly running = new Set<Promise<void>>();
  private stopped = false;

  constructor(
    private readonly config: AppConfig,
    private readonly logger: Logger,
    private readonly failedMessage: string,
  ) {}

  /** Schedules the first attempt of the job an outbox event stands for (name = topic, as in BullMQ). */
  enqueue(processor: JobProcessor, event: OutboxEventOf<JobTopic>): void {
    const job: StoredJob = {
      id: jobIdFor(event.id),
      name: event.topic,
      data: { outboxId: event.id, ...event.payload },
      attempt: 1,
      maxAttempts: this.config.jobs.attempts,
    };
    this.schedule(processor, job, 0);
  }

  private schedule(processor: JobProcessor, job: StoredJob, delayMs: number): void {
    if (this.stopped) return;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      const run = this.attempt(processor, job).finally(() => this.running.delete(run));
      this.running.add(run);
    }, delayMs);
    this.timers.add(timer);
  }

  private async attempt(processor: JobProcessor, job: StoredJob): Promise<void> {
    try {
      await runAttempt(processor, job);
    } catch (err) {
      const { id, attempt } = job;
      const final = isPermanent(err) || attempt >= job.maxAttempts;
      const queue = processor.queue;
      this.logger.warn(
        { queue, id, attempt, final, err: err instanceof Error ? err.message : err },
        this.failedMessage,
      );
      if (!final)
        this.schedule(processor, { ...job, attempt: attempt + 1 }, backoffMs(this.config.jobs.backoffMs, attempt));
    }
  }

  /** Stops scheduling and waits for the running attempts. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.timers.forEach((t) => clearTimeout(t));
    await Promise.allSettled([...this.running]);
  }
}

type OwnTopic = TopicsOf<JobsQueue>;
const ownQueues = new Set<QueueName>(QUEUE_NAMES);
/** The topics of jobs/'s queues, read from the registry (a new topic on one of them needs no edit here). */
const OWN_TOPICS = OUTBOX_TOPICS.filter((topic): topic is OwnTopic => {
  const queue = queueOf(topic);
  return queue !== null && ownQueues.has(queue);
});

@Injectable()
@OnOutboxEvent(OWN_TOPICS)
export class InProcessJobRunner implements OutboxEventHandler<OwnTopic>, OnApplicationShutdown {
  private readonly processors: Map<QueueName, JobProcessor>;
  private readonly jobs: InProcessJobs;

  constructor(
    @Inject(JOB_PROCESSORS) processors: JobProcessor[],
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.processors = processorsByQueue(processors);
    this.jobs = new InProcessJobs(config, new Logger('InProcessJobRunner'), 'job failed');
  }

  /** Embedded mode only: with REDIS_URL the relay hands job rows to BullMQ, never to this bus. */
  handle(message: OutboxEventOf<OwnTopic>): void {
    if (this.config.redis.mode === 'redis') return;
    this.jobs.enqueue(this.processors.get(queueOf(message.topic))!, message);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.jobs.stop();
  }
}
