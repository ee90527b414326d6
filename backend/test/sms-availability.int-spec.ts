import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { startTestApp, type TestApp } from './harness.js';
import { type Catalogue, createCatalogue, item, placeOrder, takeaway } from './orders.fixtures.js';

// Issue 37 item 6: without an SMS transport (production without SMS_URL/SMS_TOKEN, or SMS_TRANSPORT=none)
// the config says so and an order's SMS choice (or the form's SMS default) becomes e-mail: no SMS row.
describe('SMS notification without an SMS transport', () => {
  let t: TestApp;
  let c: Catalogue;
  beforeAll(async () => {
    t = await startTestApp({ SMS_TRANSPORT: 'none' });
    c = await createCatalogue(t);
  });
  afterAll(() => t?.close());

  it('GET /api/config and /api/init say smsAvailable: false', async () => {
    expect((await request(t.http).get('/api/config').expect(200)).body.data.smsAvailable).toBe(false);
    const init = (await request(t.http).get('/api/init').expect(200)).body.data as { url: string; data: object }[];
    expect(init.find((e) => e.url === '/api/config')?.data).toMatchObject({ smsAvailable: false });
  });

  it.each([
    ['an explicit SMS choice', { notificationType: 'sms' }],
    ['the default (no choice sent)', {}],
  ])('%s is stored as e-mail and writes no SMS outbox row', async (_name, extra) => {
    const form = takeaway(c.branch.id, [item(c.products.pizza)], extra);
    if (!('notificationType' in extra)) delete form.notificationType;
    const { id } = (await placeOrder(t, form).expect(201)).body.data as { id: string };
    const [order] = (await t.ds.query(`SELECT "notificationType" FROM "order" WHERE "id" = $1`, [id])) as {
      notificationType: string;
    }[];
    expect(order?.notificationType).toBe('email');
    const topics = (
      (await t.ds.query(`SELECT "topic" FROM "outbox" WHERE "orderId" = $1`, [id])) as { topic: string }[]
    )
      .map((r) => r.topic)
      .sort();
    expect(topics).toContain('email');
    expect(topics).not.toContain('sms');
  });
});

describe('SMS notification with an SMS transport', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ SMS_TRANSPORT: 'file' });
  });
  afterAll(() => t?.close());

  it('GET /api/config says smsAvailable: true', async () => {
    expect((await request(t.http).get('/api/config').expect(200)).body.data.smsAvailable).toBe(true);
  });
});
