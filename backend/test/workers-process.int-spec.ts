import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Queue } from 'bullmq';
import { buildDist, spawnBuilt } from './build-dist.js';
import { type PrivateRedis, startPrivateRedis } from './realtime.helpers.js';
import { startTestApp, type TestApp } from './harness.js';
import { type Catalogue, createCatalogue, item, placeOrder, takeaway } from './orders.fixtures.js';
import { drained, outboxPublished, PrinterSink, SmsStub, SmtpSink, stalledCheckAfter, until } from './workers.sinks.js';

// Issue 6 fault injection with real processes: the worker process (node workers/dist/main.js) killed
// with SIGKILL mid-job, and a Redis of this file's own stopped while orders come in. The shared Redis on
// 6379 is never touched.
const PREFIX = `bw-wproc-${process.pid}`;
const LOCK_SECONDS = '2';

describe('worker process under faults', () => {
  let t: TestApp;
  let c: Catalogue;
  let redis: PrivateRedis;
  // Its own directory: the server keeps an append-only file there (as in docker-compose.yml) across the restart.
  const redisDir = mkdtempSync(join(tmpdir(), 'bw-redis-'));
  let worker: ChildProcess | null = null;
  const printer = new PrinterSink();
  const smtp = new SmtpSink();
  const sms = new SmsStub();

  const startWorker = () => {
    return spawnBuilt('workers/dist/main.js', {
      DATABASE_URL: t.databaseUrl,
      REDIS_URL: redis.url,
      QUEUE_PREFIX: PREFIX,
      SMTP_URL: smtp.url,
      SMS_URL: sms.url,
      SMS_TOKEN: 'tok',
      JOB_LOCK_SECONDS: LOCK_SECONDS,
      JOB_BACKOFF_MS: '200',
      LOG_LEVEL: 'warn',
      DATA_DIR: join(redisDir, 'var'),
    }).child;
  };

  const stopWorker = async (signal: NodeJS.Signals) => {
    const child = worker;
    worker = null;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill(signal);
    await exited;
  };

  beforeAll(async () => {
    // The test runs the compiled worker, as production does.
    buildDist();
    [redis] = await Promise.all([
      startPrivateRedis(['--dir', redisDir, '--appendonly', 'yes']),
      printer.start(),
      smtp.start(),
      sms.start(),
    ]);
    t = await startTestApp({
      REDIS_URL: redis.url,
      QUEUE_PREFIX: PREFIX,
      JOB_LOCK_SECONDS: LOCK_SECONDS,
      JOB_BACKOFF_MS: '200',
      JOB_ATTEMPTS: '10',
    });
    c = await createCatalogue(t);
    await t.ds.query(`UPDATE "branch" SET "printerAddress" = $1 WHERE "id" = $2`, [printer.address, c.branch.id]);
    worker = startWorker();
  }, 240_000);

  afterAll(async () => {
    await stopWorker('SIGTERM');
    await t?.close();
    await redis?.stop('SIGTERM');
    await Promise.all([printer.stop(), smtp.stop(), sms.stop()]);
    rmSync(redisDir, { recursive: true, force: true });
  });

  /** The queues on this file's Redis, to read job states (opened after Redis is up, closed with it). */
  const queues = () =>
    ['printing', 'email', 'sms', 'payment-status'].map(
      (name) => new Queue(name, { connection: { url: redis.url }, prefix: PREFIX }),
    );
  const withQueues = async <T>(fn: (qs: Queue[]) => Promise<T>): Promise<T> => {
    const qs = queues();
    try {
      return await fn(qs);
    } finally {
      await Promise.all(qs.map((q) => q.close()));
    }
  };

  const place = async () =>
    (await placeOrder(t, takeaway(c.branch.id, [item(c.products.pizza)])).expect(201)).body.data as { id: string };

  it('SIGKILL in the middle of a print job: after a restart the job completes once, no duplicate anywhere', async () => {
    printer.hold = true; // the printer takes the connection but does not answer: the job hangs inside
    const order = await place();
    // Kill only once mail and SMS are recorded as done: the kill is meant to hit the print job. (A kill between a
    // provider's acceptance and the "done" mark would repeat that one effect: the documented at-least-once window.)
    const doneKinds = async () =>
      (
        (await t.ds.query(`SELECT "kind" FROM "sent_effect" WHERE "orderId" = $1 AND "state" = 'done'`, [
          order.id,
        ])) as { kind: string }[]
      ).map((r) => r.kind);
    await until(
      async () =>
        printer.held.length === 1 &&
        smtp.mails.length === 1 &&
        sms.requests.length === 1 &&
        (await doneKinds()).filter((k) => k !== 'print').length >= 2, // the mail(s) and the SMS
      60_000,
      'job in flight',
    );
    await stopWorker('SIGKILL');
    expect(printer.receipts).toHaveLength(0);
    worker = startWorker();
    await until(() => printer.receipts.length === 1, 60_000, 'receipt after restart');
    const printedAt = Date.now();
    // Positive signals instead of a pause: a stalled-job check of the new worker ran after the receipt
    // (it would move a job it considered stalled back to wait), and no job waits, is delayed or runs.
    await withQueues(async (qs) => {
      await stalledCheckAfter(qs[0]!, printedAt);
      await drained(qs);
    });
    expect(printer.receipts).toHaveLength(1);
    expect(smtp.mails).toHaveLength(1);
    expect(sms.requests).toHaveLength(1);
    const effects = (await t.ds.query(`SELECT "kind", "state", "claims" FROM "sent_effect" WHERE "orderId" = $1`, [
      order.id,
    ])) as { kind: string; state: string; claims: number }[];
    expect(effects.every((e) => e.state === 'done')).toBe(true);
    expect(effects.find((e) => e.kind === 'print')!.claims).toBe(2); // claimed by the killed worker, then again
  });

  it('Redis stopped, 50 orders placed (201 each), Redis started: all 50 receipts and mails arrive, none twice', async () => {
    const before = { receipts: printer.receipts.length, mails: smtp.mails.length };
    await redis.stop('SIGTERM');
    const ids: string[] = [];
    for (let i = 0; i < 50; i++) ids.push((await place()).id);
    // The relay tried to publish while Redis was down and recorded the failure (a positive signal that
    // the outage was felt, instead of a pause).
    await until(
      async () => {
        const [{ n }] = (await t.ds.query(
          `SELECT count(*)::int AS n FROM "outbox" WHERE "orderId" = ANY($1::uuid[]) AND "attempts" > 0`,
          [ids],
        )) as { n: number }[];
        return n > 0;
      },
      30_000,
      'a failed publish recorded',
    );
    await redis.start();
    await until(
      () => printer.receipts.length - before.receipts >= 50 && smtp.mails.length - before.mails >= 50,
      150_000,
      'all receipts and mails',
    );
    // Everything published and the queues empty: no job is left that could print or mail twice.
    await outboxPublished(t.ds, ids);
    await withQueues((qs) => drained(qs));
    expect(printer.receipts.length - before.receipts).toBe(50);
    expect(smtp.mails.length - before.mails).toBe(50);
    const tickets = printer.receipts.slice(before.receipts).map((r) => r.toString('latin1'));
    expect(new Set(tickets).size).toBe(50); // every receipt a different order
    const [{ n }] = (await t.ds.query(
      `SELECT count(*)::int AS n FROM "sent_effect" WHERE "orderId" = ANY($1::uuid[]) AND "state" = 'done' AND "kind" IN ('print', 'email:new-order')`,
      [ids],
    )) as { n: number }[];
    expect(n).toBe(100);
  }, 240_000);
});
