import { Logger } from '@nestjs/common';
import { type Job, Queue, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import {
  type JobProcessor,
  processorsByQueue,
  QUIET_REDIS,
  type QueueName,
  redisOutage,
  runAttempt,
} from '@bestell/backend/worker-api';

export interface BullMqRunnerOptions {
  redisUrl: string;
  prefix: string;
  concurrency: number;
  /** Job lock; a worker that died holding a job gives it back after about this long (stalled check). */
  lockSeconds: number;
  /** Watchdog period; a worker idle for 3 periods while its queue has waiting jobs is recreated. */
  watchdogMs?: number;
}

interface Slot {
  queue: QueueName;
  worker: Worker<unknown, void>;
  connection: Redis;
  lastActive: number;
}

/**
 * One BullMQ Worker per queue, all calling the shared processor classes. Workers use their own
 * connection with `maxRetriesPerRequest: null` (blocking commands must wait through outages, BullMQ's
 * requirement). A watchdog recreates a worker that is not running, or idle while its queue has waiting
 * jobs (a worker whose blocking connection did not recover after a Redis outage).
 */
export class BullMqRunner {
  private readonly logger = new Logger('BullMqRunner');
  private readonly processors: Map<QueueName, JobProcessor>;
  private readonly slots = new Map<QueueName, Slot>();
  private probe: Redis;
  private probeSince = Date.now();
  private checking = false;
  private readonly queues = new Map<QueueName, Queue>();
  private watchdog: NodeJS.Timeout | null = null;
  private closing = false;
  /** Jobs processed (completed or failed) since start; the bench and health checks read it. */
  processed = 0;

  constructor(
    processors: readonly JobProcessor[],
    private readonly options: BullMqRunnerOptions,
  ) {
    this.processors = processorsByQueue(processors);
    this.probe = this.newProbe();
  }

  private newProbe(): Redis {
    this.probeSince = Date.now();
    const probe = new Redis(this.options.redisUrl, {
      ...QUIET_REDIS,
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
    });
    return redisOutage.watch(probe, this.options.redisUrl);
  }

  /**
   * A connection that died silently (no FIN, e.g. a NAT or proxy dropping it) never answers and never
   * errors; the probe then hung forever and with it every later check. Each probe command therefore
   * races a timeout; on timeout the probe and its queues are replaced by fresh ones.
   */
  private async waitingCount(queue: QueueName): Promise<number | null> {
    const timeoutMs = this.probeTimeoutMs;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), timeoutMs);
    });
    try {
      const count = await Promise.race([
        this.queue(queue)
          .getWaitingCount()
          .catch(() => null),
        timeout,
      ]);
      if (count === null) this.replaceProbe();
      return count;
    } finally {
      clearTimeout(timer);
    }
  }

  private get probeTimeoutMs(): number {
    return Math.max(500, this.options.watchdogMs ?? 5000);
  }

  private replaceProbe(): void {
    const old = this.probe;
    this.queues.clear(); // they share the old connection
    this.probe = this.newProbe();
    old.disconnect();
  }

  start(): void {
    for (const queue of this.processors.keys()) this.slots.set(queue, this.createSlot(queue));
    const period = this.options.watchdogMs ?? 5000;
    this.watchdog = setInterval(() => void this.check().catch(() => undefined), period);
    this.watchdog.unref();
  }

  private createSlot(queue: QueueName): Slot {
    const processor = this.processors.get(queue)!;
    const connection = new Redis(this.options.redisUrl, { ...QUIET_REDIS, maxRetriesPerRequest: null });
    // One line per outage for the whole process (redisOutage), then quiet reconnects with backoff.
    redisOutage.watch(connection, this.options.redisUrl);
    const state = { queue, connection, lastActive: Date.now() };
    const lockMs = this.options.lockSeconds * 1000;
    const worker = new Worker<unknown, void>(
      queue,
      async (job: Job<unknown, void>) => {
        state.lastActive = Date.now();
        // The job's name is its outbox topic; runAttempt checks it belongs to this queue.
        await runAttempt(processor, {
          id: job.id ?? '',
          name: job.name,
          data: job.data,
          attempt: job.attemptsMade + 1,
          maxAttempts: job.opts.attempts ?? 1,
        });
      },
      {
        connection,
        prefix: this.options.prefix,
        concurrency: this.options.concurrency,
        lockDuration: lockMs,
        stalledInterval: lockMs,
        maxStalledCount: 2,
      },
    );
    worker.on('error', (err) => {
      if (!redisOutage.isDown) this.logger.warn({ err: err.message, queue }, 'worker error');
    });
    worker.on('completed', () => {
      state.lastActive = Date.now();
      this.processed++;
    });
    worker.on('failed', (job, err) => {
      state.lastActive = Date.now();
      this.processed++;
      this.logger.warn({ queue, jobId: job?.id, attempt: job?.attemptsMade, err: err.message }, 'job failed');
    });
    const slot: Slot = Object.assign(state, { worker });
    return slot;
  }

  private queue(name: QueueName): Queue {
    let q = this.queues.get(name);
    if (!q) {
      q = new Queue(name, { connection: this.probe, prefix: this.options.prefix });
      q.on('error', () => undefined);
      this.queues.set(name, q);
    }
    return q;
  }

  /** The watchdog's check; public so tests can run it without waiting for the timer. */
  async check(): Promise<void> {
    if (this.closing || this.checking) return;
    if (this.probe.status !== 'ready') {
      // A probe that connected into a dead link waits for its ready check forever: start over.
      if (Date.now() - this.probeSince > this.probeTimeoutMs) this.replaceProbe();
      return;
    }
    this.checking = true;
    try {
      const idleLimit = 3 * (this.options.watchdogMs ?? 5000);
      for (const slot of [...this.slots.values()]) {
        const stopped = !slot.worker.isRunning();
        const idle = Date.now() - slot.lastActive > idleLimit;
        if (!stopped && !idle) continue;
        // Idle with nothing waiting is fine; an unknown count (probe replaced) is decided next time.
        if (!stopped && ((await this.waitingCount(slot.queue)) ?? 0) === 0) continue;
        if (this.closing) return;
        this.logger.warn({ queue: slot.queue, stopped }, 'worker not consuming; recreating it');
        this.slots.set(slot.queue, this.createSlot(slot.queue));
        void slot.worker
          .close(true)
          .catch(() => undefined)
          .finally(() => slot.connection.disconnect());
      }
    } finally {
      this.checking = false;
    }
  }

  /** Graceful: stops taking jobs and waits for the running ones (SIGTERM). */
  async close(): Promise<void> {
    this.closing = true;
    if (this.watchdog) clearInterval(this.watchdog);
    await Promise.all(
      [...this.slots.values()].map(async (slot) => {
        await slot.worker.close().catch(() => undefined);
        await slot.connection.quit().catch(() => slot.connection.disconnect());
      }),
    );
    // Bounded: queues on a silently dead probe connection would never finish closing.
    const closeQueues = Promise.all([...this.queues.values()].map((q) => q.close().catch(() => undefined)));
    await Promise.race([closeQueues, new Promise((r) => setTimeout(r, 2000).unref())]);
    await Promise.race([this.probe.quit().catch(() => undefined), new Promise((r) => setTimeout(r, 2000).unref())]);
    this.probe.disconnect();
  }
}
