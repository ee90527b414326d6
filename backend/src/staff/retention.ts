import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { RepeatingJobsHost } from '../common/index.js';
import { APP_CONFIG, type AppConfig } from '../config/index.js';
import { StaffRetentionRepository } from './retention.repository.js';

/** now minus whole years, in UTC (2 years before 2026-02-28 is 2024-02-28). */
export function retentionCutoff(now: Date, years: number): Date {
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - years);
  return cutoff;
}

/**
 * Removes the time records of deleted people once the legal period (STAFF_RETENTION_YEARS) is over.
 * Deleting a user anonymises them (database trigger of migration 1764920000000: person cleared, a random
 * `personRef` groups their records); what counts is the record's own time, so a day recorded 25 months
 * ago goes while last month's stays. A contract goes when nothing of that person is left.
 */
@Injectable()
export class StaffRetention {
  private readonly logger = new Logger('StaffRetention');

  constructor(
    private readonly ds: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async run(now: Date = new Date()): Promise<{ activities: number; punches: number; contracts: number }> {
    const cutoff = retentionCutoff(now, this.config.staff.retentionYears);
    return this.ds.transaction(async (em) => {
      const rows = new StaffRetentionRepository(em);
      const punches = await rows.deletePunches(cutoff);
      const activities = await rows.deleteActivities(cutoff);
      const contracts = await rows.deleteContracts();
      if (punches + activities + contracts > 0) {
        this.logger.log({ punches, activities, contracts }, 'expired staff records removed');
      }
      return { activities, punches, contracts };
    });
  }
}

/** Runs the retention every STAFF_RETENTION_CHECK_HOURS (common RepeatingJob). */
@Injectable()
export class StaffRetentionScheduler extends RepeatingJobsHost {
  constructor(retention: StaffRetention, @Inject(APP_CONFIG) config: AppConfig) {
    super(config, [{ name: 'staff-retention', everyMs: config.staff.retentionCheckMs, run: () => retention.run() }]);
  }
}
