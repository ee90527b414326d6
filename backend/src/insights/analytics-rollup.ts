import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { addDays, DEFAULT_TIMEZONE, zonedParts } from '@bestell/domain';
import { RepeatingJobsHost } from '../common/index.js';
import { APP_CONFIG, type AppConfig } from '../config/index.js';
import { InsightsRepository } from './insights.repository.js';

const TZ = DEFAULT_TIMEZONE;

/**
 * Rebuilds the visitor rollups of yesterday and today (yesterday: late events, a run missed at midnight)
 * and brings the order rollups up to date (the statistics endpoints do that too before answering).
 */
@Injectable()
export class AnalyticsRollup {
  constructor(private readonly ds: DataSource) {}

  async run(now: Date = new Date()): Promise<{ from: string; to: string }> {
    const today = zonedParts(now, TZ).date;
    const from = addDays(today, -1);
    await this.repo().rebuildRollups(from, today, TZ);
    await this.repo().refreshOrderRollups(TZ);
    return { from, to: today };
  }

  /** Every day with raw events (after an import or the demo seed). */
  async rebuildAll(): Promise<void> {
    const { first, last } = await this.repo().eventDays();
    if (first && last) await this.repo().rebuildRollups(first, last, TZ);
  }

  private repo() {
    return new InsightsRepository(this.ds.manager);
  }
}

/**
 * Deletes raw events older than ANALYTICS_RETENTION_MONTHS (whole local days; the rollups stay) and the
 * visitor salts older than yesterday, so yesterday's hashes can no longer be recomputed.
 */
@Injectable()
export class AnalyticsRetention {
  constructor(
    private readonly ds: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async run(now: Date = new Date()): Promise<{ events: number; salts: number; before: string }> {
    const today = zonedParts(now, TZ).date;
    const [y, m, d] = today.split('-').map(Number) as [number, number, number];
    const cut = new Date(Date.UTC(y, m - 1 - this.config.insights.retentionMonths, d));
    const before = cut.toISOString().slice(0, 10);
    const repo = new InsightsRepository(this.ds.manager);
    const events = await repo.deleteEventsBefore(before);
    const salts = await repo.deleteSaltsBefore(addDays(today, -1));
    return { events, salts, before };
  }
}

/** Both jobs on the shared RepeatingJob (BullMQ job scheduler with Redis, in-process timer without). */
@Injectable()
export class AnalyticsScheduler extends RepeatingJobsHost {
  constructor(rollup: AnalyticsRollup, retention: AnalyticsRetention, @Inject(APP_CONFIG) config: AppConfig) {
    const everyMs = config.insights.rollupEveryMs;
    super(config, [
      { name: 'analytics-rollup', everyMs, run: () => rollup.run() },
      { name: 'analytics-retention', everyMs, run: () => retention.run() },
    ]);
  }
}
