import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { Queue, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/index.js';
import { FileStorage } from '../storage/index.js';
import { previewKey, uploadKey } from './upload-keys.js';
import { UploadsRepository } from './uploads.repository.js';

/** Tables whose JSON mentions uploads without being a live reference (logs, queues, replay caches). */
const NOT_REFERENCES = new Set(['upload', 'outbox', 'order_history', 'idempotency_key', 'migrations']);
const UUID_IN_TEXT = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const BATCH = 500;

/**
 * Deletes uploads older than the retention time that nothing references (issue 12): a customer who
 * uploaded and never ordered leaves no file behind. A reference is the upload's id in any JSON column
 * of the live data: order items, and catalogue images (product, category, branch... uploaded the same
 * way), found by scanning those columns once per run rather than by knowing every feature's shape.
 */
@Injectable()
export class UploadCleanup {
  private readonly logger = new Logger('UploadCleanup');

  constructor(
    private readonly ds: DataSource,
    private readonly files: FileStorage,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private uploads(): UploadsRepository {
    return new UploadsRepository(this.ds.manager);
  }

  async run(now: Date = new Date()): Promise<{ deleted: number }> {
    const cutoff = new Date(now.getTime() - this.config.uploads.retentionMs);
    let deleted = 0;
    let after = '00000000-0000-0000-0000-000000000000';
    for (;;) {
      const candidates = await this.uploads().idsCreatedBefore(cutoff, after, BATCH);
      if (candidates.length === 0) break;
      after = candidates[candidates.length - 1]!;
      const referenced = await this.referenced(candidates);
      const orphans = candidates.filter((id) => !referenced.has(id));
      if (orphans.length > 0) deleted += await this.remove(orphans, cutoff);
      if (candidates.length < BATCH) break;
    }
    if (deleted > 0) this.logger.log({ deleted }, 'unreferenced uploads deleted');
    return { deleted };
  }

  private async referenced(ids: string[]): Promise<Set<string>> {
    const columns = await this.uploads().jsonColumns();
    const found = new Set<string>();
    for (const { table, column } of columns) {
      if (NOT_REFERENCES.has(table)) continue;
      // One scan per column: every uuid in its JSON text, kept when it is one of the candidates.
      const mentioned = await this.uploads().idsMentionedIn(table, column, ids, `(${UUID_IN_TEXT})`);
      mentioned.forEach((id) => found.add(id));
    }
    return found;
  }

  /** Row first, then files: a row never points at missing bytes; a file left by a crash is harmless. */
  private async remove(ids: string[], cutoff: Date): Promise<number> {
    const deleted = await this.uploads().deleteCreatedBefore(ids, cutoff);
    for (const u of deleted) {
      await this.files.delete(uploadKey(u));
      await this.files.delete(previewKey(u));
    }
    return deleted.length;
  }
}

const QUEUE = 'upload-cleanup';

/**
 * Runs the cleanup every UPLOAD_CLEANUP_MINUTES: with Redis as a BullMQ job scheduler (one run per
 * interval however many API processes share the queue; the files live with the API, so its processes
 * work the queue), without Redis on an in-process timer.
 */
@Injectable()
export class UploadCleanupScheduler implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('UploadCleanupScheduler');
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;
  private queue: Queue | null = null;
  private worker: Worker | null = null;
  private connections: Redis[] = [];

  constructor(
    private readonly cleanup: UploadCleanup,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const every = this.config.uploads.cleanupEveryMs;
    if (this.config.redis.mode !== 'redis') {
      this.timer = setInterval(() => {
        if (this.running) return;
        this.running = this.cleanup
          .run()
          .catch((err: unknown) => this.logger.warn({ err }, 'upload cleanup failed'))
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
    this.worker = new Worker(QUEUE, () => this.cleanup.run(), { connection: connection(true), prefix, concurrency: 1 });
    this.worker.on('error', (err) => this.logger.warn({ err: err.message }, 'upload cleanup worker error'));
    // Best effort at boot: with Redis down the scheduler is set up by the next process that starts.
    await this.queue
      .upsertJobScheduler(QUEUE, { every }, { name: 'cleanup', opts: { removeOnComplete: 10, removeOnFail: 50 } })
      .catch((err: unknown) => this.logger.warn({ err }, 'upload cleanup not scheduled'));
  }

  async onApplicationShutdown(): Promise<void> {
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
