import { Logger, type OnApplicationShutdown } from '@nestjs/common';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { QUIET_REDIS, redisOutage } from '../common/index.js';
import { queueOf } from './outbox-events.js';
import { asError, OutboxEventBus, type PublishedMessage, Publisher } from './publisher.js';

const PUBLISH_TIMEOUT_MS = 3000;

/** BullMQ refuses integer-like custom ids, so the row id gets a prefix; still one job per row. */
export const jobIdFor = (outboxId: string): string => `outbox-${outboxId}`;

/**
 * Production publisher (REDIS_URL): job rows become BullMQ jobs whose jobId derives from the outbox row
 * id, so a re-published row never makes a second job; events (order.*) go to the in-process bus.
 * Redis commands fail fast while Redis is down, which leaves the row unsent for the relay's retry.
 */
export class BullMqPublisher extends Publisher implements OnApplicationShutdown {
  private readonly logger = new Logger('BullMqPublisher');
  private readonly connection: Redis;
  private readonly queues = new Map<string, Queue>();

  constructor(
    redisUrl: string,
    private readonly events: OutboxEventBus,
    private readonly prefix = 'bull',
    private readonly jobOptions: { attempts: number; backoffMs: number } = { attempts: 5, backoffMs: 2000 },
  ) {
    super();
    this.connection = new Redis(redisUrl, { ...QUIET_REDIS, maxRetriesPerRequest: 1, enableOfflineQueue: false });
    redisOutage.watch(this.connection, redisUrl);
  }

  queue(name: string): Queue {
    let queue = this.queues.get(name);
    if (!queue) {
      queue = new Queue(name, { connection: this.connection, prefix: this.prefix });
      queue.on('error', (err) => {
        if (!redisOutage.isDown) this.logger.warn({ err: err.message, queue: name }, 'queue error');
      });
      this.queues.set(name, queue);
    }
    return queue;
  }

  async publish(message: PublishedMessage): Promise<void> {
    const [err] = await this.publishMany([message]);
    if (err) throw err;
  }

  /** Job rows: one addBulk per queue (one Redis round trip); event rows: the in-process bus. */
  override async publishMany(messages: readonly PublishedMessage[]): Promise<(Error | null)[]> {
    const results: (Error | null)[] = new Array<Error | null>(messages.length).fill(null);
    const events: number[] = [];
    const jobs = new Map<string, number[]>();
    messages.forEach((m, i) => {
      const queueName = queueOf(m.topic);
      if (queueName) jobs.set(queueName, [...(jobs.get(queueName) ?? []), i]);
      else events.push(i);
    });
    const publishEvents = async () => {
      const outcome = await this.events.publishMany(events.map((i) => messages[i]!));
      events.forEach((i, k) => (results[i] = outcome[k]!));
    };
    const publishJobs = async (queueName: string, indexes: number[]) => {
      const err = await this.addJobs(
        queueName,
        indexes.map((i) => messages[i]!),
      ).then(() => null, asError);
      for (const i of indexes) results[i] = err;
    };
    await Promise.all([publishEvents(), ...[...jobs].map(([queueName, indexes]) => publishJobs(queueName, indexes))]);
    return results;
  }

  private async addJobs(queueName: string, messages: readonly PublishedMessage[]): Promise<void> {
    // Fail fast while Redis is known to be down, so one unreachable Redis does not stall the events.
    if (['reconnecting', 'close', 'end'].includes(this.connection.status)) {
      throw new Error(`Redis nicht erreichbar (${this.connection.status})`);
    }
    const added = this.queue(queueName).addBulk(
      messages.map((message) => ({
        // The job's name is its topic (always was: jobs waiting from older versions carry the same names).
        name: message.topic,
        data: { outboxId: message.id, ...message.payload },
        opts: {
          jobId: jobIdFor(message.id),
          attempts: this.jobOptions.attempts,
          backoff: { type: 'exponential', delay: this.jobOptions.backoffMs },
          // Failed jobs stay a week, visible in the queue dashboard.
          removeOnComplete: { age: 24 * 3600 },
          removeOnFail: { age: 7 * 24 * 3600 },
        },
      })),
    );
    added.catch(() => undefined); // a late failure after the timeout is the relay's retry already
    // While Redis is unreachable BullMQ waits for the connection; give up so the relay retries later.
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('Redis nicht erreichbar (Zeitüberschreitung)')), PUBLISH_TIMEOUT_MS);
    });
    try {
      await Promise.race([added, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  async onApplicationShutdown(): Promise<void> {
    const open = this.connection.status === 'ready';
    if (!open) this.connection.disconnect();
    await Promise.all([...this.queues.values()].map((q) => q.close().catch(() => undefined)));
    if (open) await this.connection.quit().catch(() => this.connection.disconnect());
  }
}
