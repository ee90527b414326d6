import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Queue } from 'bullmq';
import { BullMqPublisher, jobIdFor } from '../src/outbox/bullmq.publisher.js';
import { isOutboxTopic, JOB_QUEUE_NAMES, queueOf } from '../src/outbox/outbox-events.js';
import { OutboxRelay } from '../src/outbox/outbox-relay.service.js';
import { OutboxEventBus, type PublishedMessage, Publisher } from '../src/outbox/publisher.js';
import { startTestApp, type TestApp } from './harness.js';
import { until } from './workers.sinks.js';
import { type Catalogue, createCatalogue, item, placeOrder, takeaway } from './orders.fixtures.js';
import { deleteKeysUnder } from './redis-keys.js';

// Issue 4 item 5 with REDIS_URL: job rows become BullMQ jobs keyed by the outbox row; events stay on
// the in-process bus; with Redis unreachable the rows wait instead of being lost.
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/9';
const PREFIX = `bw-test-${process.pid}-${Date.now()}`;

describe('outbox to BullMQ', () => {
  let t: TestApp;
  let c: Catalogue;
  let relay: OutboxRelay;
  let publisher: BullMqPublisher;
  const events: PublishedMessage[] = [];
  const queues = JOB_QUEUE_NAMES.map((name) => new Queue(name, { connection: { url: REDIS_URL }, prefix: PREFIX }));

  beforeAll(async () => {
    t = await startTestApp({ REDIS_URL });
    c = await createCatalogue(t);
    expect(t.app.get(Publisher)).toBeInstanceOf(BullMqPublisher);
    // The app's relay publishes under the default prefix; this suite uses its own relay and prefix.
    await t.app.get(OutboxRelay).stop();
    publisher = new BullMqPublisher(REDIS_URL, t.app.get(OutboxEventBus), PREFIX);
    relay = new OutboxRelay(t.ds, publisher, { database: { mode: 'postgres' } } as never);
    t.app.get(OutboxEventBus).subscribe('*', (m) => void events.push(m));
    await relay.start();
  });
  afterAll(async () => {
    await relay.stop();
    await Promise.all(queues.map((q) => q.close()));
    await publisher.onApplicationShutdown();
    await t.close();
    await deleteKeysUnder(REDIS_URL, PREFIX);
  });

  const rowsOf = (orderId: string) =>
    t.ds.query(`SELECT "id", "topic", "sentAt", "lastError" FROM "outbox" WHERE "orderId" = $1 ORDER BY "id"`, [
      orderId,
    ]) as Promise<{ id: string; topic: string; sentAt: Date | null; lastError: string | null }[]>;

  it('turns print, e-mail and SMS rows into jobs with the row as job id; events stay in process', async () => {
    const order = (await placeOrder(t, takeaway(c.branch.id, [item(c.products.pizza)])).expect(201)).body.data;
    await until(async () => (await rowsOf(order.id)).every((r) => r.sentAt !== null));
    const rows = await rowsOf(order.id);
    for (const row of rows.filter((r) => r.topic !== 'order.placed')) {
      const queue = queues.find((q) => isOutboxTopic(row.topic) && q.name === queueOf(row.topic))!;
      const job = await queue.getJob(jobIdFor(row.id));
      expect(job?.data).toEqual({
        outboxId: row.id,
        orderId: order.id,
        version: 1,
        ...(row.topic === 'print' ? {} : { template: 'new-order' }),
      });
    }
    expect(events.filter((m) => m.orderId === order.id).map((m) => m.topic)).toEqual(['order.placed']);
  });

  it('a re-published row does not make a second job', async () => {
    const order = (await placeOrder(t, takeaway(c.branch.id, [item(c.products.pizza)])).expect(201)).body.data;
    await until(async () => (await rowsOf(order.id)).every((r) => r.sentAt !== null));
    const printing = queues.find((q) => q.name === 'printing')!;
    const before = await printing.count();
    // As after a crash between publish and marking the row sent.
    await t.ds.query(
      `UPDATE "outbox" SET "sentAt" = NULL, "availableAt" = now() WHERE "orderId" = $1 AND "topic" = 'print'`,
      [order.id],
    );
    await relay.flush();
    await until(async () => (await rowsOf(order.id)).every((r) => r.sentAt !== null));
    expect(await printing.count()).toBe(before);
  });

  it('keeps job rows while Redis is unreachable and delivers them through a reachable one later', async () => {
    await relay.stop();
    const down = new BullMqPublisher('redis://127.0.0.1:1', t.app.get(OutboxEventBus), PREFIX);
    const downRelay = new OutboxRelay(t.ds, down, { database: { mode: 'postgres' } } as never);
    await downRelay.start();
    try {
      const order = (await placeOrder(t, takeaway(c.branch.id, [item(c.products.wine)])).expect(201)).body.data;
      await until(async () => {
        const rows = await rowsOf(order.id);
        return (
          rows.some((r) => r.topic === 'print' && r.lastError !== null) &&
          rows.some((r) => r.topic === 'order.placed' && r.sentAt !== null)
        );
      });
      const rows = await rowsOf(order.id);
      expect(rows.find((r) => r.topic === 'order.placed')!.sentAt).not.toBeNull();
      expect(rows.filter((r) => r.topic !== 'order.placed').every((r) => r.sentAt === null)).toBe(true);
      await downRelay.stop();
      await t.ds.query(`UPDATE "outbox" SET "availableAt" = now() WHERE "orderId" = $1`, [order.id]);
      await relay.start();
      await until(async () => (await rowsOf(order.id)).every((r) => r.sentAt !== null));
      const print = rows.find((r) => r.topic === 'print')!;
      expect(await queues.find((q) => q.name === 'printing')!.getJob(jobIdFor(print.id))).toBeTruthy();
    } finally {
      await downRelay.stop();
      await down.onApplicationShutdown();
    }
  });
});
