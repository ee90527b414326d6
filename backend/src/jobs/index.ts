// Public surface of jobs/: other folders import only what is exported here (backend/README.md).
export { JOB_PROCESSORS, JobProcessor, processorsByQueue, QUEUE_NAMES, runAttempt } from './job.js';
export type { JobData, JobRun, QueueName, StoredJob, TopicRun } from './job.js';
export { backoffMs, FEATURE_QUEUE_NAMES, isPermanent, UnrecoverableError } from './job.js';
export { JOB_PROVIDERS } from './jobs.providers.js';
// The embedded mode's runner (attempts, backoff) for processors of features above jobs (partners).
export { InProcessJobs } from './in-process-runner.js';
export { JobsModule } from './jobs.module.js';
export { loadJobOrder } from './order-loader.js';
export { receiptMarkup, receiptSvg } from './printing/receipt.js';
export { testPrinterOverTcp } from './printing/printer-test.js';
export type { PrinterTestResult } from './printing/printer-test.js';
