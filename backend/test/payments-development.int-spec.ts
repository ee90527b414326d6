import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { PaymentRouter } from '../src/payments/payment-router.js';
import { bootApp, createTestDatabase, startTestApp, type TestApp } from './harness.js';
import { type Catalogue, createCatalogue, item, placeOrder, takeaway } from './orders.fixtures.js';

// Issue 16 item 1: without provider credentials outside production, online payment ends on the
// development payment page (/dev/payment/{reference}); its buttons drive the real webhook ->
// UpdatePaymentStatus path and the real return endpoint. In production the gateway does not exist.
describe('payments: development gateway', () => {
  let t: TestApp;
  let c: Catalogue;

  beforeAll(async () => {
    t = await startTestApp({ PUBLIC_URL: 'https://shop.example.at' });
    c = await createCatalogue(t);
  });
  afterAll(() => t?.close());

  const placeOnline = async () => {
    const placed = (
      await placeOrder(t, takeaway(c.branch.id, [item(c.products.pizza)], { paymentMethod: 'mollie' })).expect(201)
    ).body.data as { id: string; uid: string; hash: string; paymentRedirectUrl: string };
    expect(placed.paymentRedirectUrl).toBe(`https://shop.example.at/api/payments/${placed.uid}/${placed.hash}/start`);
    const start = await request(t.http).get(new URL(placed.paymentRedirectUrl).pathname).expect(302);
    const location = start.headers.location as string;
    expect(location).toMatch(/^https:\/\/shop\.example\.at\/dev\/payment\/dev_[\w-]+$/);
    return { ...placed, reference: location.split('/').pop()! };
  };

  const row = async (id: string) =>
    (
      (await t.ds.query(
        `SELECT o."isPaid", o."isFailed", o."paymentStatus", o."version",
                (SELECT count(*)::int FROM "order_history" h WHERE h."orderId" = o."id" AND h."action" = 'updatePaymentStatus') AS "changes"
         FROM "order" o WHERE o."id" = $1`,
        [id],
      )) as { isPaid: boolean; isFailed: boolean; paymentStatus: string; version: number; changes: number }[]
    )[0]!;

  it('"bezahlt": the webhook path turns the order paid once and the return goes to the status page', async () => {
    const order = await placeOnline();
    const page = await request(t.http).get(`/api/payments/development/${order.reference}`).expect(200);
    expect(page.body.data).toMatchObject({ state: 'open', totalGross: expect.any(String) });
    expect(await row(order.id)).toMatchObject({ isPaid: false, paymentStatus: 'open' });

    const settled = await request(t.http)
      .post(`/api/payments/development/${order.reference}`)
      .send({ outcome: 'paid' })
      .expect(200);
    expect(settled.body.data).toEqual({
      state: 'paid',
      redirectUrl: `https://shop.example.at/api/payments/${order.uid}/${order.hash}/return`,
    });
    // Paid through UpdatePaymentStatus (one history row), before the browser returns.
    expect(await row(order.id)).toMatchObject({ isPaid: true, paymentStatus: 'paid', changes: 1 });
    const back = await request(t.http).get(`/api/payments/${order.uid}/${order.hash}/return`).expect(302);
    expect(back.headers.location).toBe(`https://shop.example.at/status/${order.uid}/${order.hash}`);
    // A second click and a repeated webhook change nothing.
    await request(t.http).post(`/api/payments/development/${order.reference}`).send({ outcome: 'failed' }).expect(200);
    await request(t.http).post('/api/payments/development/webhook').send({ id: order.reference }).expect(200);
    expect(await row(order.id)).toMatchObject({ isPaid: true, changes: 1 });
    const status = await request(t.http).get(`/api/orders/public/${order.uid}/${order.hash}`).expect(200);
    expect(status.body.data).toMatchObject({ isPaid: true, status: 'waitingForConfirmation' });
  });

  it.each(['failed', 'canceled'])('"%s": not paid, and the return goes to the checkout error page', async (outcome) => {
    const order = await placeOnline();
    await request(t.http).post(`/api/payments/development/${order.reference}`).send({ outcome }).expect(200);
    expect(await row(order.id)).toMatchObject({ isPaid: false, isFailed: true, paymentStatus: 'failed' });
    const back = await request(t.http).get(`/api/payments/${order.uid}/${order.hash}/return`).expect(302);
    expect(back.headers.location).toBe('https://shop.example.at/store/rund-um-die-uhr/checkout/error');
  });

  it('refuses an unknown outcome (422) and unknown references (404)', async () => {
    const order = await placeOnline();
    const bad = await request(t.http)
      .post(`/api/payments/development/${order.reference}`)
      .send({ outcome: 'toString' })
      .expect(422);
    expect(bad.body.errors[0]).toMatchObject({ field: 'outcome' });
    await request(t.http).get('/api/payments/development/dev_unknownunknownunknown').expect(404);
    await request(t.http).post('/api/payments/development/tr_abc').send({ outcome: 'paid' }).expect(404);
    expect(await row(order.id)).toMatchObject({ isPaid: false, paymentStatus: 'open' });
  });
});

describe('payments: development gateway is unreachable', () => {
  it('in production: no gateway, every development endpoint 404', async () => {
    const db = await createTestDatabase();
    const app = await bootApp(db.url, {
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://shop.example.at',
      SEED_DEMO: 'false',
    });
    try {
      const router = app.get(PaymentRouter);
      expect(router.developmentEnabled).toBe(false);
      expect(router.gateway('mollie')).toBeNull();
      const http = app.getHttpServer();
      const reference = 'dev_abcdefghijklmnopqrstuvwx';
      await request(http).get(`/api/payments/development/${reference}`).expect(404);
      await request(http).post(`/api/payments/development/${reference}`).send({ outcome: 'paid' }).expect(404);
      await request(http).post('/api/payments/development/webhook').send({ id: reference }).expect(404);
    } finally {
      await app.close();
      await db.drop();
    }
  });

  it('with a provider key configured (development): the real provider, no development gateway', async () => {
    const db = await createTestDatabase();
    const app = await bootApp(db.url, { MOLLIE_API_KEY: 'test_abcdefghijklmnopqrstuvwxyz1234' });
    try {
      const router = app.get(PaymentRouter);
      expect(router.developmentEnabled).toBe(false);
      expect(router.gateway('mollie')?.constructor.name).toBe('MollieGateway');
      await request(app.getHttpServer()).post('/api/payments/development/webhook').send({ id: 'x' }).expect(404);
    } finally {
      await app.close();
      await db.drop();
    }
  });
});
