import 'reflect-metadata';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createApp } from '../src/app.factory.js';
import { loadConfig } from '../src/config/app-config.js';
import { EmbeddedPostgres } from '../src/database/embedded-postgres.js';
import { OutboxEventBus, type PublishedMessage } from '../src/outbox/publisher.js';
import type { TestApp } from './harness.js';
import { createCatalogue, item, placeOrder, takeaway } from './orders.fixtures.js';

// Issue 4 "Must show": the main path once against the embedded database (one connection, no LISTEN).
describe('orders on the embedded database', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'bw-orders-embedded-'));
  let pg: EmbeddedPostgres;
  let t: TestApp;
  const seen: PublishedMessage[] = [];

  beforeAll(async () => {
    // Demo pictures are demo-media.int-spec's subject; here they would cost a minute of CPU per boot.
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', SEED_DEMO_IMAGES: 'false' });
    pg = await EmbeddedPostgres.start(dataDir);
    const app = await createApp(config, pg.url);
    await app.init();
    t = { app, http: app.getHttpServer(), ds: app.get(DataSource), databaseUrl: pg.url, close: async () => undefined };
    app.get(OutboxEventBus).subscribe('*', (m) => void seen.push(m));
    // PGlite runs every migration and the demo seed in WASM: ~15 s alone, over 60 s on a loaded 2-core box.
  }, 180_000);
  afterAll(async () => {
    await t?.app.close();
    await pg?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('places, replays by Idempotency-Key, confirms, and the in-process relay publishes every row', async () => {
    const c = await createCatalogue(t);
    const body = takeaway(c.branch.id, [
      item(c.products.pizza, 2),
      item(c.products.menu, 1, { parts: [{ name: 'Groß' }] }),
    ]);
    const first = await placeOrder(t, body, 'embedded-1').expect(201);
    const again = await placeOrder(t, body, 'embedded-1').expect(201);
    expect(again.body).toEqual(first.body);
    const order = first.body.data;
    expect(order).toMatchObject({ ticketNumber: 1, totalGross: '34.90', status: 'waitingForConfirmation' });
    const confirmed = await c.admin.post(`/api/orders/${order.id}/status/confirm`).expect(200);
    expect(confirmed.body.data).toMatchObject({ status: 'confirmed', version: 2 });
    const pub = await request(t.http).get(`/api/orders/public/${order.uid}/${order.hash}`).expect(200);
    expect(pub.body.data.status).toBe('confirmed');

    const deadline = Date.now() + 10_000;
    while (seen.filter((m) => m.orderId === order.id).length < 7 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 25));
    }
    expect(seen.filter((m) => m.orderId === order.id).map((m) => m.topic)).toEqual([
      'order.placed',
      'print',
      'email',
      'sms',
      'order.updated',
      'email',
      'sms',
    ]);
    const [{ pending }] = await t.ds.query(`SELECT count(*)::int AS pending FROM "outbox" WHERE "sentAt" IS NULL`);
    expect(pending).toBe(0);
  });
});
