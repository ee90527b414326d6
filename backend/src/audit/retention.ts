import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { RepeatingJobsHost } from '../common/index.js';
import { APP_CONFIG, type AppConfig } from '../config/index.js';
import { AuditRepository } from './audit.repository.js';

/** Rows per DELETE: a year of a busy shop's log goes in short statements, none holding locks for long. */
const BATCH = 5_000;

export const auditCutoff = (now: Date, days: number): Date => new Date(now.getTime() - days * 86_400_000);

/** Deletes audit rows older than AUDIT_RETENTION_DAYS. */
@Injectable()
export class AuditRetention {
  private readonly logger = new Logger('AuditRetention');

  constructor(
    private readonly ds: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async run(now: Date = new Date()): Promise<{ deleted: number }> {
    const cutoff = auditCutoff(now, this.config.audit.retentionDays);
    const repo = new AuditRepository(this.ds.manager);
    let deleted = 0;
    for (;;) {
      const count = await repo.deleteOlderThan(cutoff, BATCH);
      deleted += count;
      if (count < BATCH) break;
    }
    if (deleted > 0) this.logger.log({ deleted }, 'expired audit rows removed');
    return { deleted };
  }
}

/** Runs the retention every AUDIT_RETENTION_CHECK_HOURS (common RepeatingJobsHost, as the staff retention). */
@Injectable()
export class AuditRetentionScheduler extends RepeatingJobsHost {
  constructor(retention: AuditRetention, @Inject(APP_CONFIG) config: AppConfig) {
    super(config, [{ name: 'audit-retention', everyMs: config.audit.retentionCheckMs, run: () => retention.run() }]);
  }
}
