// Public surface of insights/: other folders import only what is exported here (backend/README.md).
export { AnalyticsRetention, AnalyticsRollup } from './analytics-rollup.js';
export { AnalyticsIngest } from './analytics-ingest.js';
export { InsightsModule } from './insights.module.js';
export { InsightsRepository } from './insights.repository.js';
export { VisitorHasher } from './visitor-hasher.js';
