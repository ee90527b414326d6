import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { AUTH, HTTP } from '@bestell/domain';
import { BullMqRunner } from '../../workers/src/bullmq-runner.js';
import { JOB_PROCESSORS, type JobProcessor } from '../src/jobs/job.js';
import { startTestApp, type TestApp } from './harness.js';
import { type Catalogue, createCatalogue, item, takeaway } from './orders.fixtures.js';
import { SmsStub, SmtpSink, until } from './workers.sinks.js';
import { deleteKeysUnder } from './redis-keys.js';

// Issue 12 item 3 on real PostgreSQL and Redis, with the workers sending to local SMTP and SMS sinks:
// anonymous callers get 429 (German message, Retry-After) past the per-IP and per-recipient limits, so
// no stranger can make the shop send a number or address more than RATE_LIMIT_ORDERS_PER_RECIPIENT
// messages an hour. TRUST_PROXY=loopback: supertest plays the proxy, X-Forwarded-For names the client.
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const PREFIX = `bw-limits-${process.pid}-${Date.now()}`;
const PER_IP = 20;
const PER_RECIPIENT = 3;
const TOO_MANY = { errors: [{ message: HTTP.tooManyRequests }] };

const statuses = (responses: { status: number }[]) =>
  responses.reduce<Record<number, number>>((acc, r) => ({ ...acc, [r.status]: (acc[r.status] ?? 0) + 1 }), {});

describe('rate limits for anonymous callers (Redis, workers, sinks)', () => {
  let t: TestApp;
  let c: Catalogue;
  let runner: BullMqRunner;
  const smtp = new SmtpSink();
  const sms = new SmsStub();

  beforeAll(async () => {
    await Promise.all([smtp.start(), sms.start()]);
    t = await startTestApp({
      REDIS_URL,
      QUEUE_PREFIX: PREFIX,
      TRUST_PROXY: 'loopback',
      SMTP_URL: smtp.url,
      SMS_URL: sms.url,
      SMS_TOKEN: 'test-token',
      RATE_LIMIT_ORDERS_PER_IP: String(PER_IP),
      RATE_LIMIT_ORDERS_PER_RECIPIENT: String(PER_RECIPIENT),
      RATE_LIMIT_STATUS_PER_IP: '1000',
      RATE_LIMIT_WRONG_HASHES_PER_IP: '5',
      RATE_LIMIT_UPLOADS_PER_IP: '3',
      RATE_LIMIT_UPLOAD_MB_PER_IP: '1',
      RATE_LIMIT_RESENDS_PER_ORDER: '2',
    });
    c = await createCatalogue(t);
    runner = new BullMqRunner(t.app.get<JobProcessor[]>(JOB_PROCESSORS), {
      redisUrl: REDIS_URL,
      prefix: PREFIX,
      concurrency: 10,
      lockSeconds: 5,
    });
    runner.start();
  });

  afterAll(async () => {
    await runner?.close();
    await t?.close();
    await deleteKeysUnder(REDIS_URL, PREFIX);
    await Promise.all([smtp.stop(), sms.stop()]);
  });

  const order = (ip: string, contact: { email: string; phone: string }) =>
    request(t.http)
      .post('/api/orders')
      .set('X-Forwarded-For', ip)
      .send(takeaway(c.branch.id, [item(c.products.pizza)], contact));

  /** Positive signal that every accepted order's mail and SMS went out (the ledger marks them done). */
  const effectsDone = async (): Promise<number> => {
    const [row] = (await t.ds.query(
      `SELECT count(*)::int AS n FROM "sent_effect" WHERE "kind" IN ('email:new-order', 'sms:new-order') AND "state" = 'done'`,
    )) as { n: number }[];
    return row!.n;
  };
  const orderCount = async (): Promise<number> =>
    ((await t.ds.query(`SELECT count(*)::int AS n FROM "order"`)) as { n: number }[])[0]!.n;

  it('300 orders from one IP at once: 429 with Retry-After after the per-IP limit', async () => {
    const started = Date.now();
    const responses = await Promise.all(
      Array.from({ length: 300 }, (_, i) =>
        order('203.0.113.50', { email: `kunde${i}@example.at`, phone: `+43 660 ${1_000_000 + i}` }),
      ),
    );
    const seconds = (Date.now() - started) / 1000;
    expect(statuses(responses)).toEqual({ 201: PER_IP, 429: 300 - PER_IP });
    const refused = responses.find((r) => r.status === 429)!;
    expect(refused.body).toEqual(TOO_MANY);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(3600);
    expect(await orderCount()).toBe(PER_IP);
    // Each accepted order: one mail and one SMS, and nothing for the refused ones.
    await until(async () => (await effectsDone()) === 2 * PER_IP, 60_000, 'mails and SMS of the accepted orders');
    expect(smtp.mails).toHaveLength(PER_IP);
    expect(sms.requests).toHaveLength(PER_IP);
    // Stated for the record: how long the 300 requests took on this machine.
    console.log(`300 orders from one IP answered in ${seconds.toFixed(2)} s`);
  });

  it('one phone number and address from 30 IPs: at most 3 orders, so at most 3 SMS and 3 mails reach it', async () => {
    const mailsBefore = smtp.mails.length;
    const smsBefore = sms.requests.length;
    const ordersBefore = await orderCount();
    const doneBefore = await effectsDone();
    // Spellings of one number and one address count together.
    const phones = ['+43 664 9876543', '0043 664 9876543', '0664 987 65 43'];
    const emails = ['opfer@example.at', 'Opfer@Example.at', 'OPFER@example.at'];
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        order(`198.51.100.${i + 1}`, { email: emails[i % 3]!, phone: phones[i % 3]! }),
      ),
    );
    // The address and the number are two counters taken at once, so racing requests may each fill one
    // of them: at least one order gets through, never more than the limit.
    const accepted = statuses(responses)[201] ?? 0;
    expect(accepted).toBeGreaterThanOrEqual(1);
    expect(accepted).toBeLessThanOrEqual(PER_RECIPIENT);
    expect(statuses(responses)[429]).toBe(30 - accepted);
    expect((await orderCount()) - ordersBefore).toBe(accepted);
    await until(
      async () => (await effectsDone()) - doneBefore === 2 * accepted,
      60_000,
      'mails and SMS of the accepted orders',
    );
    const mails = smtp.mails.slice(mailsBefore);
    const texts = sms.requests.slice(smsBefore);
    expect(mails.filter((m) => m.to.some((a) => a.toLowerCase() === 'opfer@example.at'))).toHaveLength(accepted);
    expect(mails).toHaveLength(accepted);
    expect(texts.filter((s) => s.body.recipientAddressList.includes(436649876543))).toHaveLength(accepted);
    expect(texts).toHaveLength(accepted);
    // Later orders for that recipient are refused, whatever the IP.
    await order('192.0.2.99', { email: 'opfer@example.at', phone: '+43 664 9876543' }).expect(429);
  });

  it('status pages: wrong hashes per IP are refused after 5, spoofing the header does not help', async () => {
    const placed = (await order('192.0.2.200', { email: 'status@example.at', phone: '+43 660 5550000' }).expect(201))
      .body.data as { uid: string; hash: string };
    const lookup = (hash: string, forwarded: string) =>
      request(t.http).get(`/api/orders/public/${placed.uid}/${hash}`).set('X-Forwarded-For', forwarded);
    for (let i = 0; i < 5; i++) await lookup(`falsch${i}`, '203.0.113.60').expect(404);
    const refused = await lookup(placed.hash, '203.0.113.60').expect(429);
    expect(refused.body).toEqual(TOO_MANY);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    await lookup(placed.hash, '10.0.0.1, 203.0.113.60').expect(429);
    // The customer's own IP is not affected; the right hash keeps working there.
    await lookup(placed.hash, '192.0.2.200').expect(200);
    // The public actions with a wrong hash count against the same limit.
    await request(t.http)
      .post(`/api/orders/public/${placed.uid}/falsch/questionnaire`)
      .set('X-Forwarded-For', '203.0.113.60')
      .send({})
      .expect(429);
  });

  it('replaying a placed order with its Idempotency-Key answers the stored order past the recipient budget (issue 36)', async () => {
    const contact = { email: 'wiederholt@example.at', phone: '+43 660 5550003' };
    const body = takeaway(c.branch.id, [item(c.products.pizza)], contact);
    const placeWithKey = (key: string, ip: string) =>
      request(t.http).post('/api/orders').set('X-Forwarded-For', ip).set('Idempotency-Key', key).send(body);
    const first = (await placeWithKey('wiederholt-1', '192.0.2.210').expect(201)).body.data as { uid: string };
    // Replays before the budget is used up take none of it: still PER_RECIPIENT new orders fit.
    for (let i = 0; i < 3; i++) await placeWithKey('wiederholt-1', '192.0.2.210').expect(201);
    for (let i = 1; i < PER_RECIPIENT; i++) await placeWithKey(`wiederholt-${i + 1}`, '192.0.2.211').expect(201);
    await placeWithKey('wiederholt-neu', '192.0.2.212').expect(429);
    const replay = await placeWithKey('wiederholt-1', '192.0.2.213').expect(201);
    expect(replay.body.data.uid).toBe(first.uid);
    const [row] = (await t.ds.query(`SELECT count(*)::int AS n FROM "order" WHERE "email" = $1`, [contact.email])) as {
      n: number;
    }[];
    expect(row!.n).toBe(PER_RECIPIENT);
  });

  it('status pages: 50 concurrent wrong hashes from one IP get 5 evaluated (issue 36); a link the IP held keeps working', async () => {
    const mine = (await order('192.0.2.201', { email: 'halter@example.at', phone: '+43 660 5550001' }).expect(201)).body
      .data as { uid: string; hash: string };
    const other = (await order('192.0.2.202', { email: 'fremd@example.at', phone: '+43 660 5550002' }).expect(201)).body
      .data as { uid: string; hash: string };
    const lookup = (o: { uid: string }, hash: string, ip: string) =>
      request(t.http).get(`/api/orders/public/${o.uid}/${hash}`).set('X-Forwarded-For', ip);
    // The customer's phone (behind a carrier's NAT address) opened its own status page.
    await lookup(mine, mine.hash, '203.0.113.80').expect(200);
    const burst = await Promise.all(Array.from({ length: 50 }, (_, i) => lookup(other, `geraten${i}`, '203.0.113.80')));
    // Counted before the lookup, not after it: exactly the limit's 5 are looked up, the rest refused.
    expect(statuses(burst)).toEqual({ 404: 5, 429: 45 });
    // Right-hash lookups from that IP gave their point back; the held link still opens, a new one does not.
    await lookup(mine, mine.hash, '203.0.113.80').expect(200);
    await lookup(mine, mine.hash, '203.0.113.80').expect(200);
    await lookup(other, other.hash, '203.0.113.80').expect(429);
    await lookup(other, other.hash, '192.0.2.202').expect(200);
  });

  it('uploads per IP: 3 files an hour, and 1 MB an hour', async () => {
    const pdf = (size: number) =>
      `data:application/pdf;base64,${Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(size, 0x20)]).toString('base64')}`;
    const upload = (ip: string, size: number) =>
      request(t.http)
        .post('/api/uploads')
        .set('X-Forwarded-For', ip)
        .send({ data: pdf(size), name: 'plan.pdf' });
    for (let i = 0; i < 3; i++) await upload('203.0.113.70', 100).expect(201);
    const fourth = await upload('203.0.113.70', 100).expect(429);
    expect(fourth.body).toEqual(TOO_MANY);
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(0);
    // Bytes: 400 KB of PDF is ~530 KB of request; the second one goes over 1 MB.
    await upload('203.0.113.71', 400 * 1024).expect(201);
    await upload('203.0.113.71', 400 * 1024).expect(429);
  });

  it('staff "resend" per order and kind: 2 an hour, then 429', async () => {
    const placed = (await order('192.0.2.201', { email: 'resend@example.at', phone: '+43 660 5550001' }).expect(201))
      .body.data as { id: string };
    for (let i = 0; i < 2; i++) await c.admin.post(`/api/orders/${placed.id}/resend-new-order-sms`).expect(200);
    const third = await c.admin.post(`/api/orders/${placed.id}/resend-new-order-sms`).expect(429);
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    await c.admin.post(`/api/orders/${placed.id}/resend-new-order-email`).expect(200);
    // A caller that is not staff cannot use up an order's resends.
    await request(t.http).post(`/api/orders/${placed.id}/resend-new-order-email`).expect(401);
    await c.admin.post(`/api/orders/${placed.id}/resend-new-order-email`).expect(200);
  });

  it('queue dashboard: retrying jobs needs the CSRF token like every cookie-authenticated change', async () => {
    const noToken = await c.admin.agent.put('/backend/queues/api/queues/email/retry/failed');
    expect(noToken.status).toBe(403);
    expect(noToken.body).toEqual({ errors: [{ message: AUTH.invalidCsrf }] });
    await c.admin.agent
      .put('/backend/queues/api/queues/email/retry/failed')
      .set('X-XSRF-TOKEN', 'erfunden')
      .expect(403);
    await c.admin.put('/backend/queues/api/queues/email/retry/failed').expect(200);
    // Reading needs no token.
    await c.admin.get('/backend/queues/api/queues').expect(200);
  });
});
