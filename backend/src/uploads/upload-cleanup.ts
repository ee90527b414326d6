import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { RepeatingJobsHost } from '../common/index.js';
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

/**
 * Runs the cleanup every UPLOAD_CLEANUP_MINUTES (common RepeatingJob: a BullMQ job scheduler with Redis,
 * one run per interval however many API processes share the queue; the files live with the API, so its
 * processes work the queue; an in-process timer without Redis).
 */
@Injectable()
export class UploadCleanupScheduler extends RepeatingJobsHost {
  constructor(cleanup: UploadCleanup, @Inject(APP_CONFIG) config: AppConfig) {
    super(config, [{ name: 'upload-cleanup', everyMs: config.uploads.cleanupEveryMs, run: () => cleanup.run() }]);
  }
}
