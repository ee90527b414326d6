// The worker process: consumes the BullMQ queues printing, email, sms, payment-status and images with the job
// processors of the backend (the same classes the API runs in-process without Redis).
// Run `npm run build` first: the backend is imported compiled (package export '@bestell/backend/worker-api').
import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { NestFactory } from '@nestjs/core';
import { loadConfigOrExit, refuseUnsafeRedis } from '@bestell/backend/worker-api';
import { WorkerModule } from './worker.module.js';

/** Liveness file for the container healthcheck (docker-compose.yml), touched while the process runs. */
const ALIVE_FILE = '/tmp/worker-alive';

/**
 * Boots the worker process: a Nest application context (no HTTP server) with the job processors.
 * Boot fails when a queue has no processor; SIGTERM/SIGINT close the workers gracefully (running jobs
 * finish, no new ones start), then the database.
 */
async function runWorkers(): Promise<void> {
  const config = loadConfigOrExit();
  await refuseUnsafeRedis(config);
  const app = await NestFactory.createApplicationContext(WorkerModule.forRoot(config), {
    logger: config.logLevel === 'silent' ? false : ['log', 'warn', 'error'],
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
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: closing workers`);
    await app.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

runWorkers().catch((err: unknown) => {
  console.error('Worker failed to start:', err instanceof Error ? err.message : err);
  process.exit(1);
});
