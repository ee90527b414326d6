import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Queue } from 'bullmq';
import { BullMqRunner } from '../../workers/src/bullmq-runner.js';
import { JOB_PROCESSORS, type JobProcessor } from '../src/jobs/job.js';
import { WebhookProcessor } from '../src/partners/index.js';
import { startTestApp, type TestApp } from './harness.js';
import { type Catalogue, createCatalogue, item, placeOrder, takeaway } from './orders.fixtures.js';
import { asPartner, createPartner, readmeVerifySnippet, WebhookReceiver } from './partners.helpers.js';
import { until } from './workers.sinks.js';
import { deleteKeysUnder } from './redis-keys.js';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const PREFIX = `bw-webhooks-${process.pid}-${Date.now()}`;

// Issue 22 item 5 with REDIS_URL: the relay hands 'webhook' rows to the BullMQ queue `webhooks` (job id =
// outbox row), and a BullMqRunner (the worker process's) runs the WebhookProcessor with BullMQ's own
// attempts and exponential backoff: a receiver that fails once gets the event on the second attempt.
describe('partner webhooks through BullMQ', () => {
  let t: TestApp;
  let c: Catalogue;
  let runner: BullMqRunner;
  const receiver = new WebhookReceiver();
  const queue = new Queue('webhooks', { connection: { url: REDIS_URL }, prefix: PREFIX });

  beforeAll(async () => {
    await receiver.start();
    t = await startTestApp({ REDIS_URL, QUEUE_PREFIX: PREFIX, JOB_ATTEMPTS: '3', JOB_BACKOFF_MS: '100' });
    c = await createCatalogue(t, 'webhooks-bullmq');
    runner = new BullMqRunner([...t.app.get<JobProcessor[]>(JOB_PROCESSORS), t.app.get(WebhookProcessor)], {
      redisUrl: REDIS_URL,
      prefix: PREFIX,
      concurrency: 10,
      lockSeconds: 5,
    });
    runner.start();
  });
  afterAll(async () => {
    await runner?.close();
    await queue.close();
    await t?.close();
    await receiver.stop();
    // This prefix's queues go away with the test (the order's print, mail and sms jobs as well).
    await deleteKeysUnder(REDIS_URL, PREFIX);
  });

  it('delivers through the webhooks queue, retried by BullMQ, signed and with one job per outbox row', async () => {
    const partner = await createPartner(c.admin, [c.branch.id]);
    const created = await asPartner(t, partner.token)
      .post('/api/partner/webhooks', { url: receiver.url('/bullmq'), events: ['order.placed'] })
      .expect(201);
    const { id: endpointId, secret } = created.body.data as { id: string; secret: string };
    receiver.failNext = 1;
    await placeOrder(t, takeaway(c.branch.id, [item(c.products.pizza)])).expect(201);
    await until(async () => {
      const [d] = await t.ds.query(`SELECT "state" FROM "webhook_delivery" WHERE "endpointId" = $1`, [endpointId]);
      return d?.state === 'delivered';
    });
    const [delivery] = await t.ds.query(
      `SELECT d."eventId", d."attempts", o."id" AS "outboxId" FROM "webhook_delivery" d
         JOIN "outbox" o ON o."topic" = 'webhook' AND o."payload"->>'deliveryId' = d."id"::text
        WHERE d."endpointId" = $1`,
      [endpointId],
    );
    expect(delivery.attempts).toBe(2);
    const job = await queue.getJob(`outbox-${delivery.outboxId}`);
    expect(job?.attemptsMade).toBeGreaterThanOrEqual(1);
    const verify = await readmeVerifySnippet();
    expect(receiver.requests).toHaveLength(2);
    for (const r of receiver.requests) {
      expect(r.headers['x-webhook-id']).toBe(delivery.eventId);
      expect(verify(secret, r.body, String(r.headers['x-signature']))).toBe(true);
    }
  });
});
