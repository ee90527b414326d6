import { Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { Queue, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { QUIET_REDIS, redisOutage } from './redis-outage.js';

export interface RepeatingJobOptions {
  /** Queue name (kebab-case) and log context, e.g. 'upload-cleanup'. */
  name: string;
  everyMs: number;
  /** REDIS_URL, or null in embedded mode (in-process timer). */
  redisUrl: string | null;
  /** BullMQ key prefix (config.jobs.queuePrefix). */
  prefix: string;
  run: () => Promise<unknown>;
}

/**
 * A periodic maintenance job (architecture: "BullMQ repeatable job with an in-process timer in embedded
 * mode"). With Redis it is a BullMQ job scheduler, so several API processes run it once per interval
 * between them; without Redis an unref'd timer that skips a tick while the previous run is still going.
 * Best effort at boot: with Redis down the scheduler is set up by the next process that starts.
 *
 * Usage: a feature's Nest provider extends RepeatingJobsHost (below), which starts its jobs at bootstrap
 * and stops them at shutdown.
 *
 * Tests call the job's `run(now)` directly instead of waiting for a tick.
 */
export class RepeatingJob {
  private readonly logger: Logger;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;
  private queue: Queue | null = null;
  private worker: Worker | null = null;
  private readonly connections: Redis[] = [];

  constructor(private readonly options: RepeatingJobOptions) {
    this.logger = new Logger(options.name);
  }

  async start(): Promise<void> {
    const { name, everyMs, redisUrl, prefix } = this.options;
    if (!redisUrl) {
      this.timer = setInterval(() => {
        if (this.running) return;
        this.running = this.options
          .run()
          .catch((err: unknown) => this.logger.warn({ err }, `${name} failed`))
          .finally(() => (this.running = null));
      }, everyMs);
      this.timer.unref();
      return;
    }
    const connection = (blocking: boolean) => {
      const redis = new Redis(redisUrl, {
        ...QUIET_REDIS,
        maxRetriesPerRequest: blocking ? null : 1,
        enableOfflineQueue: blocking,
      });
      redisOutage.watch(redis, redisUrl);
      this.connections.push(redis);
      return redis;
    };
    this.queue = new Queue(name, { connection: connection(false), prefix });
    this.worker = new Worker(name, () => this.options.run(), { connection: connection(true), prefix, concurrency: 1 });
    // Connection errors are the outage line's (redisOutage); other worker errors are logged.
    this.worker.on('error', (err) => {
      if (!redisOutage.isDown) this.logger.warn({ err: err.message }, `${name} worker error`);
    });
    this.queue.on('error', () => undefined);
    // Not awaited: BullMQ waits for a ready connection, so with Redis down the boot hung here for ever
    // (issue 37). The scheduler is written once Redis answers (the queue's connection keeps retrying).
    this.scheduling = this.queue
      .upsertJobScheduler(name, { every: everyMs }, { name, opts: { removeOnComplete: 10, removeOnFail: 50 } })
      .then(
        () => undefined,
        (err: unknown) => {
          if (!redisOutage.isDown) this.logger.warn({ err }, `${name} not scheduled`);
        },
      );
  }

  /** Resolves once the job scheduler was written to Redis (or failed); tests wait for it. */
  scheduling: Promise<void> = Promise.resolve();

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.running;
    // A Redis that is down must not hold the shutdown: close politely for a moment, then cut the sockets.
    const closing = Promise.allSettled([this.worker?.close(), this.queue?.close()]);
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([closing, new Promise((r) => (timer = setTimeout(r, 2_000)))]);
    clearTimeout(timer);
    for (const c of this.connections) if (c.status !== 'end') c.disconnect();
  }
}

/** The part of the app config the jobs read (structural: common does not import the config module). */
export interface RepeatingJobConfig {
  redis: { mode: 'redis'; url: string } | { mode: 'in-process' };
  jobs: { queuePrefix: string };
}

/**
 * Base of a feature's scheduler provider: its RepeatingJobs run for the application's lifetime, on BullMQ
 * with Redis and on a timer without, e.g.
 *   @Injectable() export class RollupScheduler extends RepeatingJobsHost {
 *     constructor(rollup: Rollup, @Inject(APP_CONFIG) config: AppConfig) {
 *       super(config, [{ name: 'statistics-rollup', everyMs: config.insights.rollupEveryMs, run: () => rollup.run() }]);
 *     }
 *   }
 */
export abstract class RepeatingJobsHost implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly jobs: RepeatingJob[];

  protected constructor(config: RepeatingJobConfig, jobs: Pick<RepeatingJobOptions, 'name' | 'everyMs' | 'run'>[]) {
    const redisUrl = config.redis.mode === 'redis' ? config.redis.url : null;
    this.jobs = jobs.map((job) => new RepeatingJob({ ...job, redisUrl, prefix: config.jobs.queuePrefix }));
  }

  async onApplicationBootstrap(): Promise<void> {
    for (const job of this.jobs) await job.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all(this.jobs.map((job) => job.stop()));
  }
}
