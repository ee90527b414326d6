import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Job, Queue } from 'bullmq';
import { BullMqRunner } from '../../workers/src/bullmq-runner.js';
import { JOB_PROCESSORS, type JobProcessor } from '../src/jobs/job.js';
import { startTestApp, type TestApp } from './harness.js';
import { type Catalogue, createCatalogue, item, placeOrder, takeaway } from './orders.fixtures.js';
import { drained, outboxPublished, SmsStub, until } from './workers.sinks.js';
import { deleteKeysUnder } from './redis-keys.js';

// Issue 6 item 5, the websms adapter's failure paths through real BullMQ (shared Redis, a prefix of this
// file's own) against an HTTP stub: an unavailable provider is retried, a rejection or an unusable
// number fails the job at once (UnrecoverableError) and is never sent again.
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const PREFIX = `bw-wsms-${process.pid}-${Date.now()}`;
const ATTEMPTS = 4;
const BACKOFF_MS = 100;

describe('workers: SMS provider failures', () => {
  let t: TestApp;
  let c: Catalogue;
  let runner: BullMqRunner;
  let sms: Queue;
  const stub = new SmsStub();
  const dataDir = mkdtempSync(join(tmpdir(), 'bw-wsms-'));

  beforeAll(async () => {
    await stub.start();
    t = await startTestApp({
      REDIS_URL,
      QUEUE_PREFIX: PREFIX,
      SMS_URL: stub.url,
      SMS_TOKEN: 'test-token',
      JOB_ATTEMPTS: String(ATTEMPTS),
      JOB_BACKOFF_MS: String(BACKOFF_MS),
      JOB_LOCK_SECONDS: '5',
      // Receipts (no printer address) go to files here; no e-mail is ordered below.
      DATA_DIR: dataDir,
    });
    c = await createCatalogue(t);
    runner = new BullMqRunner(t.app.get<JobProcessor[]>(JOB_PROCESSORS), {
      redisUrl: REDIS_URL,
      prefix: PREFIX,
      concurrency: 5,
      lockSeconds: 5,
    });
    runner.start();
    sms = new Queue('sms', { connection: { url: REDIS_URL }, prefix: PREFIX });
  });

  afterAll(async () => {
    await runner?.close();
    await sms?.close();
    await t?.close();
    await deleteKeysUnder(REDIS_URL, PREFIX);
    await stub.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /**
   * Places an SMS-notified order (no e-mail) and returns it with its SMS job once that job has settled.
   * `beforeRun` changes the stored order while the queue is paused, after its SMS job was queued.
   */
  const placeAndSettle = async (
    phone: string,
    beforeRun?: (orderId: string) => Promise<void>,
  ): Promise<{ id: string; job: Job; state: string }> => {
    if (beforeRun) await sms.pause();
    const order = (
      await placeOrder(t, takeaway(c.branch.id, [item(c.products.pizza)], { phone, email: '' })).expect(201)
    ).body.data as { id: string };
    if (beforeRun) {
      await until(
        async () => {
          const [row] = (await t.ds.query(`SELECT "id" FROM "outbox" WHERE "orderId" = $1 AND "topic" = 'sms'`, [
            order.id,
          ])) as { id: string }[];
          return !!row && !!(await sms.getJob(`outbox-${row.id}`));
        },
        30_000,
        'SMS job queued',
      );
      await beforeRun(order.id);
      await sms.resume();
    }
    let job: Job | undefined;
    let state = '';
    await until(
      async () => {
        const [row] = (await t.ds.query(`SELECT "id" FROM "outbox" WHERE "orderId" = $1 AND "topic" = 'sms'`, [
          order.id,
        ])) as { id: string }[];
        job = row ? await sms.getJob(`outbox-${row.id}`) : undefined;
        state = job ? await job.getState() : '';
        if (state !== 'completed' && state !== 'failed') return false;
        // Re-read once settled: the job fetched before its state changed still holds the old attemptsMade.
        job = await sms.getJob(`outbox-${row!.id}`);
        return true;
      },
      30_000,
      'SMS job settled',
    );
    return { id: order.id, job: job!, state };
  };

  /**
   * Positive signal that nothing more will be sent for the order: its outbox rows are published and the
   * SMS queue holds no waiting, delayed (a retry) or running job. Counts read after this are final.
   */
  const settled = async (orderId: string) => {
    await outboxPublished(t.ds, [orderId]);
    await drained([sms]);
  };

  const ledger = async (orderId: string) =>
    (await t.ds.query(
      `SELECT "kind", "state", "claims" FROM "sent_effect" WHERE "orderId" = $1 AND "kind" LIKE 'sms:%'`,
      [orderId],
    )) as { kind: string; state: string; claims: number }[];

  it('provider 5xx twice: the job retries with backoff and the third request is accepted, once', async () => {
    const before = stub.requests.length;
    stub.replies.push(
      { status: 503, body: { statusCode: 5000, statusMessage: 'Service Unavailable' } },
      { status: 502, body: {} },
    );
    const { id, job, state } = await placeAndSettle('+43 664 1234567');
    expect(state).toBe('completed');
    expect(job.attemptsMade).toBe(3);
    await settled(id);
    const requests = stub.requests.slice(before);
    expect(requests).toHaveLength(3);
    // The same message every time: a retry resends the same SMS, not a different one.
    expect(new Set(requests.map((r) => JSON.stringify(r.body))).size).toBe(1);
    expect(requests[0]!.body.recipientAddressList).toEqual([436641234567]);
    expect(await ledger(id)).toEqual([{ kind: 'sms:new-order', state: 'done', claims: 3 }]);
  });

  it('provider 4xx rejection: UnrecoverableError, the job fails on its first attempt and is not retried', async () => {
    const before = stub.requests.length;
    stub.replies.push({ status: 400, body: { statusCode: 4003, statusMessage: 'Invalid recipient' } });
    const { id, job, state } = await placeAndSettle('+43 664 7654321');
    expect(state).toBe('failed');
    expect(job.attemptsMade).toBe(1);
    expect(job.failedReason).toContain('SMS abgelehnt');
    expect(job.failedReason).toContain('4003');
    await settled(id); // a retry would be a delayed job
    expect(stub.requests.length - before).toBe(1);
    expect((await sms.getJob(job.id!))?.attemptsMade).toBe(1);
    // The claim was given back (nothing was sent); the failed job stays visible for staff.
    expect(await ledger(id)).toEqual([{ kind: 'sms:new-order', state: 'claimed', claims: 1 }]);
  });

  it('HTTP 200 with a websms error status counts as a rejection too', async () => {
    const before = stub.requests.length;
    stub.replies.push({ status: 200, body: { statusCode: 4001, statusMessage: 'Invalid credentials' } });
    const { id, job, state } = await placeAndSettle('+43 664 7654322');
    expect(state).toBe('failed');
    expect(job.attemptsMade).toBe(1);
    await settled(id);
    expect(stub.requests.length - before).toBe(1);
  });

  it('an unusable phone number: UnrecoverableError before any provider request', async () => {
    const before = stub.requests.length;
    // The checkout refuses '066412' since issue 40 (libphonenumber); a number stored before that rule (or
    // imported) still reaches the worker, which must fail it without asking the provider.
    const { id, job, state } = await placeAndSettle('+43 664 7654323', (orderId) =>
      t.ds.query(`UPDATE "order" SET "phone" = '066412' WHERE "id" = $1`, [orderId]),
    );
    expect(state).toBe('failed');
    expect(job.attemptsMade).toBe(1);
    expect(job.failedReason).toBe('Ungültige Telefonnummer für SMS');
    await settled(id);
    expect(stub.requests.length - before).toBe(0);
    expect(await ledger(id)).toEqual([]);
  });
});
