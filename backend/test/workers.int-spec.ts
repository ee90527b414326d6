import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Queue } from 'bullmq';
import request from 'supertest';
import { BullMqRunner } from '../../workers/src/bullmq-runner.js';
import { JOB_PROCESSORS, type JobProcessor } from '../src/jobs/job.js';
import { PrintProcessor } from '../src/jobs/printing/print.processor.js';
import { DEMO, login, startTestApp, type TestApp } from './harness.js';
import { type Catalogue, createCatalogue, item, placeOrder, takeaway } from './orders.fixtures.js';
import { decodeQp, PrinterSink, SmsStub, SmtpSink, until } from './workers.sinks.js';
import { deleteKeysUnder } from './redis-keys.js';

// Issue 6, in one process: the API's relay feeds BullMQ (real Redis, a prefix of this file's own), the
// workers run the job processors against local sinks (TCP printer, SMTP server, SMS REST stub).
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const PREFIX = `bw-workers-${process.pid}-${Date.now()}`;
const PUBLIC_URL = 'https://bestellung.example.at';

describe('workers: side effects through outbox -> BullMQ -> processors', () => {
  let t: TestApp;
  let c: Catalogue;
  let runner: BullMqRunner;
  const printer = new PrinterSink();
  const smtp = new SmtpSink();
  const sms = new SmsStub();

  beforeAll(async () => {
    await Promise.all([printer.start(), smtp.start(), sms.start()]);
    t = await startTestApp({
      REDIS_URL,
      QUEUE_PREFIX: PREFIX,
      PUBLIC_URL,
      SMTP_URL: smtp.url,
      SMS_URL: sms.url,
      SMS_TOKEN: 'test-token',
      JOB_ATTEMPTS: '3',
      JOB_BACKOFF_MS: '100',
      JOB_LOCK_SECONDS: '5',
    });
    c = await createCatalogue(t);
    await t.ds.query(`UPDATE "branch" SET "printerAddress" = $1 WHERE "id" = $2`, [printer.address, c.branch.id]);
    runner = new BullMqRunner(t.app.get<JobProcessor[]>(JOB_PROCESSORS), {
      redisUrl: REDIS_URL,
      prefix: PREFIX,
      concurrency: 10,
      lockSeconds: 5,
    });
    runner.start();
  });

  const queues = ['printing', 'email', 'sms', 'payment-status'].map(
    (name) => new Queue(name, { connection: { url: REDIS_URL }, prefix: PREFIX }),
  );
  /**
   * Every job row of the order handed to BullMQ and no job waiting, running or delayed in any queue: from
   * here on no duplicate can arrive, so counting side effects is final (instead of pausing for one).
   */
  const settled = (orderId: string) =>
    until(
      async () => {
        const [{ unsent }] = (await t.ds.query(
          `SELECT count(*)::int AS unsent FROM "outbox" WHERE "orderId" = $1 AND "sentAt" IS NULL`,
          [orderId],
        )) as { unsent: number }[];
        if (unsent > 0) return false;
        const counts = await Promise.all(
          queues.map((q) => q.getJobCounts('waiting', 'active', 'delayed', 'prioritized', 'waiting-children')),
        );
        return counts.every((count) => Object.values(count).every((n) => n === 0));
      },
      30_000,
      'the queues of the order settled',
    );

  afterAll(async () => {
    await runner?.close();
    await Promise.all(queues.map((q) => q.close()));
    await t?.close();
    await deleteKeysUnder(REDIS_URL, PREFIX);
    await Promise.all([printer.stop(), smtp.stop(), sms.stop()]);
  });

  const place = async (extra: object = {}) =>
    (await placeOrder(t, takeaway(c.branch.id, [item(c.products.pizza, 2)], extra)).expect(201)).body.data as {
      id: string;
      uid: string;
      hash: string;
      ticketNumber: number;
    };

  /** Receipts that arrived since `mark` (the tests run one after another, so a count is exact). */
  const since = (mark: number) => printer.receipts.length - mark;

  it('one order -> exactly one receipt (ESC @ ..., ticket number), one mail with the status link, one SMS', async () => {
    const before = { receipts: printer.receipts.length, mails: smtp.mails.length, sms: sms.requests.length };
    const order = await place();
    const link = `${PUBLIC_URL}/status/${order.uid}/${order.hash}`;
    await until(
      () =>
        printer.receipts.length > before.receipts &&
        smtp.mails.length > before.mails &&
        sms.requests.length > before.sms,
      30_000,
      'all three side effects',
    );
    await settled(order.id);
    const receipts = printer.receipts.slice(before.receipts);
    expect(receipts).toHaveLength(1);
    expect([...receipts[0]!.subarray(0, 2)]).toEqual([0x1b, 0x40]);
    expect(receipts[0]!.toString('latin1')).toContain(String(order.ticketNumber));
    expect(receipts[0]!.toString('latin1')).toContain('Pizza');

    const mails = smtp.mails.slice(before.mails);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toEqual(['maria@example.at']);
    expect(decodeQp(mails[0]!.raw)).toContain(link);

    const texts = sms.requests.slice(before.sms);
    expect(texts).toHaveLength(1);
    expect(texts[0]!.auth).toBe('Bearer test-token');
    expect(texts[0]!.body.recipientAddressList).toEqual([436641234567]);
    expect(texts[0]!.body.messageContent).toContain(link);

    const effects = (await t.ds.query(
      `SELECT "kind", "state" FROM "sent_effect" WHERE "orderId" = $1 ORDER BY "kind"`,
      [order.id],
    )) as { kind: string; state: string }[];
    expect(effects).toEqual([
      { kind: 'email:new-order', state: 'done' },
      { kind: 'print', state: 'done' },
      { kind: 'sms:new-order', state: 'done' },
    ]);
  });

  it('a job that runs twice prints once; a reprint (POST /print) is a new version and prints again', async () => {
    const mark = printer.receipts.length;
    const order = await place();
    await until(() => since(mark) === 1);
    const [row] = (await t.ds.query(`SELECT "id" FROM "outbox" WHERE "orderId" = $1 AND "topic" = 'print'`, [
      order.id,
    ])) as { id: string }[];
    // The same job again, as BullMQ's at-least-once delivery may hand it out.
    await t.app.get(PrintProcessor).process({
      id: `outbox-${row!.id}`,
      name: 'print',
      data: { outboxId: row!.id, orderId: order.id, version: 1 },
      attempt: 1,
      maxAttempts: 3,
    });
    expect(since(mark)).toBe(1);

    await c.admin.post(`/api/orders/${order.id}/print`).expect(200);
    await until(() => since(mark) === 2);
    await settled(order.id);
    expect(since(mark)).toBe(2);
  });

  it('printer down for two attempts: the receipt arrives on the third', async () => {
    printer.refuse = 2;
    const connectionsBefore = printer.connections;
    const mark = printer.receipts.length;
    const order = await place();
    await until(() => since(mark) === 1);
    expect(printer.connections - connectionsBefore).toBe(3);
    const view = (await c.admin.get(`/api/orders/${order.id}`).expect(200)).body.data;
    expect(view.printError ?? null).toBeNull();
  });

  it('printer down for good: the job fails after the last attempt and the order shows the print error', async () => {
    printer.refuse = Number.POSITIVE_INFINITY;
    const mark = printer.receipts.length;
    try {
      const order = await place();
      await until(async () => {
        const [row] = (await t.ds.query(`SELECT "printError" FROM "order" WHERE "id" = $1`, [order.id])) as {
          printError: string | null;
        }[];
        return row?.printError !== null;
      });
      const view = (await c.admin.get(`/api/orders/${order.id}`).expect(200)).body.data;
      expect(view.printError).toBe('Beleg konnte nicht gedruckt werden.');
      const [row] = (await t.ds.query(`SELECT "id" FROM "outbox" WHERE "orderId" = $1 AND "topic" = 'print'`, [
        order.id,
      ])) as { id: string }[];
      const printing = new Queue('printing', { connection: { url: REDIS_URL }, prefix: PREFIX });
      const job = await printing.getJob(`outbox-${row!.id}`);
      expect(await job?.getState()).toBe('failed'); // kept, visible in the dashboard
      expect(job?.attemptsMade).toBe(3);
      await printing.close();
      expect(since(mark)).toBe(0);
    } finally {
      printer.refuse = 0;
    }
  });

  it('serves the receipt as SVG for staff only', async () => {
    const order = await place();
    const res = await c.admin.get(`/api/orders/${order.id}/receipt.svg`).expect(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    const svg = res.text || (res.body as Buffer).toString();
    expect(svg).toContain('<svg');
    await request(t.http).get(`/api/orders/${order.id}/receipt.svg`).expect(401);
  });

  it('queue dashboard at /backend/queues: ROLE_ADMIN only, shows the queues and kept failed jobs', async () => {
    await request(t.http).get('/backend/queues/api/queues').expect(401);
    await request(t.http)
      .get('/backend/queues')
      .set('Accept', 'text/html')
      .expect(302)
      .expect('Location', '/backend/login');
    const employee = await login(t.http, DEMO.employee);
    await employee.get('/backend/queues/api/queues').expect(403);
    await c.admin.get('/backend/queues').expect(200).expect('Content-Type', /html/);
    const res = await c.admin.get('/backend/queues/api/queues?activeQueue=printing&status=failed').expect(200);
    const queues = (res.body as { queues: { name: string; counts: Record<string, number> }[] }).queues;
    expect(queues.map((q) => q.name).sort()).toEqual([
      'email',
      'images',
      'payment-status',
      'printing',
      'sms',
      'webhooks',
    ]);
    expect(queues.find((q) => q.name === 'printing')!.counts.failed).toBeGreaterThanOrEqual(1);
  });
});
