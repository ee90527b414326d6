import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { Queue, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { DataSource } from 'typeorm';
import { formatHours, STAFF_TEXTS } from '@bestell/domain';
import { APP_CONFIG, type AppConfig } from '../config/index.js';
import { enqueueOutbox } from '../outbox/index.js';
import { StaffRepository } from './staff.repository.js';
import { TimeSheetsRepository } from './time-sheets.repository.js';

/**
 * Closes activities left open longer than STAFF_AUTO_CLOCK_OUT_HOURS: the end is start + that time (not
 * now, so a forgotten clock-out does not grow the day further), an open pause ends there too, and the
 * activity is flagged `needsReview` with a clock-out punch that says why.
 */
@Injectable()
export class AutoClockOut {
  constructor(
    private readonly ds: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async run(now: Date = new Date()): Promise<number> {
    const after = this.config.staff.autoClockOutMs;
    const reason = STAFF_TEXTS.autoClockOut(formatHours(after / 60_000));
    const cutoff = new Date(now.getTime() - after);
    const candidates = await new TimeSheetsRepository(this.ds.manager).openSince(cutoff);
    let closed = 0;
    // One transaction per person, under the same lock as the time clock, so a live punch and this
    // scan never both close the activity; re-read after locking in case it was closed meanwhile.
    for (const candidate of candidates) {
      closed += await this.ds.transaction(async (em) => {
        const repo = new StaffRepository(em);
        await repo.lockPerson(candidate.user.id);
        const activity = await repo.openActivity(candidate.user.id);
        if (!activity || activity.id !== candidate.id) return 0;
        const end = new Date(activity.start.getTime() + after);
        // A pause begun after the cut-off end is dropped; an open one ends there.
        activity.pauses = activity.pauses
          .filter((p) => Date.parse(p.start) < end.getTime())
          .map((p) => (p.end === null || Date.parse(p.end) > end.getTime() ? { ...p, end: end.toISOString() } : p));
        activity.end = end;
        activity.needsReview = true;
        activity.changeReason = reason;
        const saved = await repo.saveActivity(activity);
        const punch = await repo.insertPunch({
          user: saved.user,
          branch: saved.branch,
          activity: saved,
          kind: 'clock-out',
          at: end,
          deviceTime: null,
          device: null,
          author: null,
          reason,
        });
        await enqueueOutbox(em, [
          {
            topic: 'time-punch',
            orderId: null,
            payload: { punchId: punch.id, activityId: saved.id, userId: saved.user.id, branchId: saved.branch.id },
          },
        ]);
        return 1;
      });
    }
    return closed;
  }
}

const QUEUE = 'staff-auto-clock-out';

/**
 * Runs the scan every STAFF_AUTO_CLOCK_OUT_CHECK_MINUTES: a BullMQ job scheduler with Redis (one run
 * per interval across processes), an in-process timer without (as the upload cleanup does).
 */
@Injectable()
export class AutoClockOutScheduler implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('AutoClockOut');
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;
  private queue: Queue | null = null;
  private worker: Worker | null = null;
  private connections: Redis[] = [];

  constructor(
    private readonly job: AutoClockOut,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const every = this.config.staff.autoClockOutCheckMs;
    if (this.config.redis.mode !== 'redis') {
      this.timer = setInterval(() => {
        if (this.running) return;
        this.running = this.job
          .run()
          .catch((err: unknown) => this.logger.warn({ err }, 'automatic clock-out failed'))
          .finally(() => (this.running = null));
      }, every);
      this.timer.unref();
      return;
    }
    const connection = (blocking: boolean) => {
      const redis = new Redis(this.config.redis.mode === 'redis' ? this.config.redis.url : '', {
        maxRetriesPerRequest: blocking ? null : 1,
        enableOfflineQueue: blocking,
      });
      redis.on('error', () => undefined);
      this.connections.push(redis);
      return redis;
    };
    const prefix = this.config.jobs.queuePrefix;
    this.queue = new Queue(QUEUE, { connection: connection(false), prefix });
    this.worker = new Worker(QUEUE, () => this.job.run(), { connection: connection(true), prefix, concurrency: 1 });
    this.worker.on('error', (err) => this.logger.warn({ err: err.message }, 'automatic clock-out worker error'));
    await this.queue
      .upsertJobScheduler(
        QUEUE,
        { every },
        { name: 'auto-clock-out', opts: { removeOnComplete: 10, removeOnFail: 50 } },
      )
      .catch((err: unknown) => this.logger.warn({ err }, 'automatic clock-out not scheduled'));
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.running;
    const closing = Promise.allSettled([this.worker?.close(), this.queue?.close()]);
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([closing, new Promise((r) => (timer = setTimeout(r, 2_000)))]);
    clearTimeout(timer);
    for (const c of this.connections) if (c.status !== 'end') c.disconnect();
  }
}
