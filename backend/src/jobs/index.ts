// Public entry of the jobs module for the worker process (package export '@bestell/backend/jobs').
export { runWorkers } from './worker-main.js';
export { WorkerModule } from './worker.module.js';
export { BullMqRunner } from './bullmq-runner.js';
export { QUEUE_NAMES, type QueueName } from './job.js';
export { JobsModule } from './jobs.module.js';
