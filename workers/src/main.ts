// The worker process: consumes the BullMQ queues printing, email, sms, payment-status and images with the job
// processors of the backend (the same classes the API runs in-process without Redis).
// Run `npm run build` first: the backend is imported compiled (package export '@bestell/backend/worker-api').
import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { NestFactory } from '@nestjs/core';
import {
  assertMailTransport,
  createRootLogger,
  installGracefulShutdown,
  loadConfigOrExit,
  NestPinoLogger,
  refuseUnsafeRedis,
  startIdleCompaction,
  waitForDatabase,
} from '@bestell/backend/worker-api';
import { WorkerModule } from './worker.module.js';

/** Liveness file for the container healthcheck (docker-compose.yml), touched while the process runs. */
const ALIVE_FILE = '/tmp/worker-alive';

/**
 * Boots the worker process: a Nest application context (no HTTP server) with the job processors.
 * Boot fails when a queue has no processor; SIGTERM/SIGINT close the workers gracefully (running jobs
 * finish, no new ones start), then the database.
 */
async function runWorkers(): Promise<void> {
  // Production sends mail from here: without SMTP_URL only with MAIL_TRANSPORT=file on purpose (issue 37).
  const config = loadConfigOrExit(assertMailTransport);
  await refuseUnsafeRedis(config);
  // One line and quiet retries while PostgreSQL cannot be reached (issue 37 item 6).
  if (config.database.mode === 'postgres') await waitForDatabase(config.database.url);
  // The API's log format and level (issue 37 item 7): readable on a terminal, JSON lines otherwise.
  const app = await NestFactory.createApplicationContext(WorkerModule.forRoot(config), {
    logger: new NestPinoLogger(createRootLogger(config.logLevel, undefined, config.logFormat)),
  });
  const alive = setInterval(() => {
    try {
      writeFileSync(ALIVE_FILE, String(Date.now()));
    } catch {
      // not writable outside the container; the healthcheck only runs there
    }
  }, 10_000);
  alive.unref();
  console.log(
    `Bestellwerk workers running (queues printing, email, sms, payment-status, images, webhooks; prefix ${config.jobs.queuePrefix})`,
  );
  // SIGTERM/SIGINT: running jobs finish, no new ones start, then the database; at the latest after
  // SHUTDOWN_GRACE_SECONDS the process exits anyway (a job cut off there is retried: BullMQ is at-least-once).
  installGracefulShutdown({
    graceMs: config.shutdownGraceMs,
    announce: (signal) => `${signal}: closing workers`,
    close: () => app.close(),
  });
  // Issue 37 item 10: the heap's slack back to the OS once the queues have gone quiet.
  startIdleCompaction();
}

runWorkers().catch((err: unknown) => {
  console.error('Worker failed to start:', err instanceof Error ? err.message : err);
  process.exit(1);
});
