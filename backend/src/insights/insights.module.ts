import { Module } from '@nestjs/common';
import { TransactionalConnection } from '../database/index.js';
import { SettingsModule } from '../settings/index.js';
import { AnalyticsIngest } from './analytics-ingest.js';
import { AnalyticsLogController } from './analytics-log.controller.js';
import { AnalyticsRetention, AnalyticsRollup, AnalyticsScheduler } from './analytics-rollup.js';
import { CspTracking } from './csp-tracking.js';
import { InsightsStatisticsController } from './statistics.controller.js';
import { VisitorHasher } from './visitor-hasher.js';

/**
 * Insights (issue 20): the cookieless analytics log, its rollups and retention, and the shop statistics
 * of spec 7 (visitors, pages, events, orders, revenue, items, heatmaps). Rules live in domain/src/insights.
 */
@Module({
  imports: [SettingsModule],
  controllers: [AnalyticsLogController, InsightsStatisticsController],
  providers: [
    TransactionalConnection,
    VisitorHasher,
    AnalyticsIngest,
    AnalyticsRollup,
    AnalyticsRetention,
    AnalyticsScheduler,
    CspTracking,
  ],
  exports: [AnalyticsRollup],
})
export class InsightsModule {}
