// What the worker process (workers/, package export '@bestell/backend/worker-api') uses of the backend:
// configuration, the database options with the app's entities, and the job processors with the modules
// that bind their ports. The processors stay beside their features; the API also runs them in-process.
export {
  assertMailTransport,
  ConfigError,
  ConfigModule,
  loadConfig,
  loadConfigOrExit,
  type AppConfig,
} from './config/index.js';
// The API's log format (pretty on a terminal, else JSON lines; issue 37 item 7).
export { createRootLogger, NestPinoLogger } from './common/index.js';
export { dataSourceOptions } from './database/index.js';
export { ENTITIES } from './entities.js';
export {
  JOB_PROCESSORS,
  JOB_PROVIDERS,
  processorsByQueue,
  QUEUE_NAMES,
  runAttempt,
  type JobProcessor,
  type QueueName,
} from './jobs/index.js';
export { MailModule } from './mail/index.js';
export { MediaModule } from './media/index.js';
// The order commands the jobs send (print result, payment status), without the HTTP controllers.
export { OrdersCommandsModule } from './orders/index.js';
export { SettingsModule } from './settings/index.js';
export { PaymentsModule } from './payments/index.js';
// The partners' webhook deliveries (issue 22): their processor runs beside JOB_PROCESSORS.
export { WEBHOOK_WORKER_PROVIDERS, WebhookProcessor } from './partners/index.js';
export { refuseUnsafeRedis } from './redis/index.js';
// Issue 37: one Redis outage line per process, quiet backoff; the database wait and the SIGTERM grace.
export { QUIET_REDIS, redisOutage } from './common/index.js';
export { waitForDatabase } from './database/index.js';
export { installGracefulShutdown, startIdleCompaction } from './common/index.js';
