import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { buildDist, spawnBuilt } from './build-dist.js';
import { startTestApp, type TestApp } from './harness.js';
import { type Catalogue, createCatalogue, item, placeOrder, takeaway } from './orders.fixtures.js';
import { drained, PrinterSink, sleep, stalledCheckAfter, until } from './workers.sinks.js';
import { deleteKeysUnder } from './redis-keys.js';

// Issue 6 item 1, "graceful close() on SIGTERM", with the real worker process (node workers/dist/main.js,
// as docker compose stops it): a job in progress when SIGTERM arrives finishes, the process exits 0,
// and neither the stalled-job check nor a new worker repeats it. Shared Redis, a prefix of this file's own.
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const PREFIX = `bw-wterm-${process.pid}-${Date.now()}`;
const LOCK_SECONDS = '2';
const ONLINE = Buffer.from([0x12]); // the printer's answer to the status query: online, no error

describe('worker process: SIGTERM during a job', () => {
  let t: TestApp;
  let c: Catalogue;
  const printer = new PrinterSink();
  const dataDir = mkdtempSync(join(tmpdir(), 'bw-wterm-'));
  const children: ChildProcess[] = [];
  let printing: Queue | null = null;

  const startWorker = () => {
    const started = spawnBuilt('workers/dist/main.js', {
      DATABASE_URL: t.databaseUrl,
      REDIS_URL,
      QUEUE_PREFIX: PREFIX,
      JOB_LOCK_SECONDS: LOCK_SECONDS,
      JOB_BACKOFF_MS: '200',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
    });
    children.push(started.child);
    return started;
  };

  beforeAll(async () => {
    // The compiled worker, as production runs it.
    buildDist();
    await printer.start();
    t = await startTestApp({
      REDIS_URL,
      QUEUE_PREFIX: PREFIX,
      JOB_LOCK_SECONDS: LOCK_SECONDS,
      JOB_BACKOFF_MS: '200',
      JOB_ATTEMPTS: '5',
      DATA_DIR: dataDir,
    });
    c = await createCatalogue(t);
    await t.ds.query(`UPDATE "branch" SET "printerAddress" = $1 WHERE "id" = $2`, [printer.address, c.branch.id]);
  }, 240_000);

  afterAll(async () => {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await printing?.close();
    await t?.close();
    await deleteKeysUnder(REDIS_URL, PREFIX);
    await printer.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('the running print job finishes, the process exits 0, and the receipt is printed once', async () => {
    const first = startWorker();
    await until(() => first.log.join('').includes('Bestellwerk workers running'), 30_000, 'worker up');
    printer.hold = true; // the printer takes the connection and delays its answer: the job stays in progress
    const { id } = (
      await placeOrder(t, takeaway(c.branch.id, [item(c.products.pizza)], { email: '', phone: '' })).expect(201)
    ).body.data as { id: string };
    await until(() => printer.held.length === 1, 30_000, 'print job in progress');
    const [row] = (await t.ds.query(`SELECT "id" FROM "outbox" WHERE "orderId" = $1 AND "topic" = 'print'`, [id])) as {
      id: string;
    }[];
    printing = new Queue('printing', { connection: { url: REDIS_URL }, prefix: PREFIX });
    const redis = (await printing.getBackend().client) as unknown as Redis;
    const lockKey = printing.toKey(`outbox-${row!.id}:lock`);

    first.child.kill('SIGTERM');
    await until(() => first.log.join('').includes('SIGTERM: closing workers'), 10_000, 'SIGTERM handled');
    // Positive signal instead of a pause: after SIGTERM the worker still renews the job's lock (every
    // JOB_LOCK_SECONDS / 2), so it is alive and waiting for its job, not cut off.
    const ttlAfterSigterm = await redis.pttl(lockKey);
    expect(ttlAfterSigterm).toBeGreaterThan(0);
    await until(async () => (await redis.pttl(lockKey)) > ttlAfterSigterm, 10_000, 'lock renewed after SIGTERM');
    expect(first.child.exitCode).toBeNull();
    expect(printer.receipts).toHaveLength(0);

    printer.held[0]!.write(ONLINE); // the printer answers; the job sends the receipt and completes
    const code = await Promise.race([first.exited, sleep(20_000).then(() => 'timeout')]);
    expect(code).toBe(0);
    expect(first.child.signalCode).toBeNull();
    expect(printer.receipts).toHaveLength(1);

    const job = await printing.getJob(`outbox-${row!.id}`);
    expect(await job?.getState()).toBe('completed');
    expect(job?.attemptsMade).toBe(1);
    const effects = (await t.ds.query(`SELECT "kind", "state", "claims" FROM "sent_effect" WHERE "orderId" = $1`, [
      id,
    ])) as { kind: string; state: string; claims: number }[];
    expect(effects).toEqual([{ kind: 'print', state: 'done', claims: 1 }]);

    // A new worker process runs a stalled-job check (a positive signal, not a pause) and the queue stays
    // empty: the completed job is not run again.
    const second = startWorker();
    await until(() => second.log.join('').includes('Bestellwerk workers running'), 30_000, 'second worker up');
    const upAt = Date.now();
    await stalledCheckAfter(printing, upAt);
    await drained([printing]);
    expect(printer.receipts).toHaveLength(1);
    expect(printer.connections).toBe(1);
    second.child.kill('SIGTERM');
    expect(await Promise.race([second.exited, sleep(20_000).then(() => 'timeout')])).toBe(0);
  }, 120_000);
});
