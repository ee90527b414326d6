import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { OutboxRelay } from '../src/outbox/outbox-relay.service.js';
import { OutboxEventBus, type PublishedMessage } from '../src/outbox/publisher.js';
import { startTestApp, type TestApp } from './harness.js';
import { until } from './workers.sinks.js';
import { type Catalogue, createCatalogue, item, placeOrder, takeaway } from './orders.fixtures.js';

// Issue 4 item 5: committed outbox rows are published after commit, marked sent only after the publish
// succeeded, and rows written while the relay is stopped are delivered when it starts.
describe('outbox relay', () => {
  let t: TestApp;
  let c: Catalogue;
  let relay: OutboxRelay;
  let bus: OutboxEventBus;
  const seen: PublishedMessage[] = [];

  beforeAll(async () => {
    t = await startTestApp();
    c = await createCatalogue(t);
    relay = t.app.get(OutboxRelay);
    bus = t.app.get(OutboxEventBus);
    bus.subscribe('*', (m) => void seen.push(m));
  });
  afterAll(() => t.close());

  const rowsOf = (orderId: string) =>
    t.ds.query(
      `SELECT "id", "topic", "sentAt", "attempts", "lastError" FROM "outbox" WHERE "orderId" = $1 ORDER BY "id"`,
      [orderId],
    ) as Promise<{ id: string; topic: string; sentAt: Date | null; attempts: number; lastError: string | null }[]>;

  it('publishes an order placement right after commit (ids only) and marks the rows sent', async () => {
    const order = (await placeOrder(t, takeaway(c.branch.id, [item(c.products.pizza)])).expect(201)).body.data;
    await until(() => seen.filter((m) => m.orderId === order.id).length === 4);
    const messages = seen.filter((m) => m.orderId === order.id);
    expect(messages.map((m) => m.topic)).toEqual(['order.placed', 'print', 'email', 'sms']);
    expect(messages[0]!.payload).toEqual({ orderId: order.id, version: 1 });
    await until(async () => (await rowsOf(order.id)).every((r) => r.sentAt !== null));
    expect((await rowsOf(order.id)).map((r) => r.id)).toEqual(messages.map((m) => m.id));
  });

  it('is woken by NOTIFY for rows another process committed', async () => {
    const other = new pg.Client({ connectionString: t.databaseUrl });
    await other.connect();
    try {
      await other.query('BEGIN');
      const [row] = (
        await other.query(
          `INSERT INTO "outbox" ("topic", "orderId", "payload") VALUES ('order.updated', NULL, '{"from":"replica"}') RETURNING "id"`,
        )
      ).rows;
      await other.query(`SELECT pg_notify('outbox', '')`);
      const committedAt = Date.now();
      await other.query('COMMIT');
      await until(() => seen.some((m) => m.id === String(row.id)), 1500);
      // Well below the 2 s sweep: the notification woke the relay.
      expect(Date.now() - committedAt).toBeLessThan(1500);
    } finally {
      await other.end();
    }
  });

  it('delivers rows committed while the relay was stopped once it starts', async () => {
    await relay.stop();
    expect(relay.isRunning).toBe(false);
    const order = (await placeOrder(t, takeaway(c.branch.id, [item(c.products.wine)])).expect(201)).body.data;
    // No pause to "prove" silence: the relay is stopped, so only start() below can publish these rows.
    expect(seen.filter((m) => m.orderId === order.id)).toEqual([]);
    expect((await rowsOf(order.id)).every((r) => r.sentAt === null)).toBe(true);
    await relay.start();
    await until(() => seen.filter((m) => m.orderId === order.id).length === 4);
    await until(async () => (await rowsOf(order.id)).every((r) => r.sentAt !== null));
  });

  it('keeps a row whose publish failed, records the error and retries it later', async () => {
    let failures = 1;
    const off = bus.subscribe('print', () => {
      if (failures-- > 0) throw new Error('Drucker offline');
    });
    try {
      const order = (await placeOrder(t, takeaway(c.branch.id, [item(c.products.pizza)])).expect(201)).body.data;
      await until(async () => (await rowsOf(order.id)).some((r) => r.topic === 'print' && r.attempts === 1));
      const print = (await rowsOf(order.id)).find((r) => r.topic === 'print')!;
      expect(print).toMatchObject({ sentAt: null, lastError: 'Drucker offline' });
      expect((await rowsOf(order.id)).filter((r) => r.topic !== 'print').every((r) => r.sentAt !== null)).toBe(true);
      // Backoff for the first failure is 2 s; the sweep picks the row up afterwards.
      await until(async () => (await rowsOf(order.id)).every((r) => r.sentAt !== null), 10_000);
      expect(seen.filter((m) => m.orderId === order.id && m.topic === 'print')).toHaveLength(1);
    } finally {
      off();
    }
  });

  it('two relays never publish one row twice (FOR UPDATE SKIP LOCKED claims)', async () => {
    await relay.stop();
    for (let i = 0; i < 30; i++) await placeOrder(t, takeaway(c.branch.id, [item(c.products.pizza)])).expect(201);
    const second = new OutboxRelay(t.ds, t.app.get(OutboxEventBus), { database: { mode: 'postgres' } } as never);
    const before = seen.length;
    await Promise.all([relay.start(), second.start()]);
    await until(
      async () =>
        Number(
          (await t.ds.query(`SELECT count(*) FROM "outbox" WHERE "sentAt" IS NULL AND "topic" <> 'payment-check'`))[0]
            .count,
        ) === 0,
    );
    await second.stop();
    const ids = seen.slice(before).map((m) => m.id);
    expect(ids.length).toBeGreaterThanOrEqual(120);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
