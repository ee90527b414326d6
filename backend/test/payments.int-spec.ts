import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import tls from 'node:tls';
import request from 'supertest';
import { PaymentStatusProcessor } from '../src/jobs/payment-status.processor.js';
import { startTestApp, type TestApp } from './harness.js';
import { type Catalogue, createCatalogue, item, placeOrder, takeaway } from './orders.fixtures.js';
import { HMAC_KEY, ProviderStub, PUBLIC_URL, sign } from './payments.stub.js';

// Issue 6 item 6: Mollie and Datatrans against local HTTP stubs of their APIs. The order turns paid
// exactly once whoever asks first (webhook or the payment-status job); webhook bodies are never trusted.
const originalConnect = tls.connect;

describe('payments: Mollie and Datatrans', () => {
  let t: TestApp;
  let c: Catalogue;
  const stub = new ProviderStub();

  beforeAll(async () => {
    // The Mollie client pins its own CA bundle (no way to add the stub's self-signed certificate), so
    // TLS connections to the stub's port skip verification while this file runs; nothing else changes.
    tls.connect = ((...args: Parameters<typeof tls.connect>) => {
      const options = args[0] as tls.ConnectionOptions;
      if (typeof options === 'object' && Number(options.port) === stub.httpsPort) options.rejectUnauthorized = false;
      return originalConnect(...args);
    }) as typeof tls.connect;
    await stub.start();
    t = await startTestApp({
      PUBLIC_URL,
      MOLLIE_API_KEY: 'test_abcdefghijklmnopqrstuvwxyz1234',
      MOLLIE_API_URL: `https://127.0.0.1:${stub.httpsPort}/v2/`,
      DATATRANS_MERCHANT_ID: '1100000000',
      DATATRANS_PASSWORD: 'secret',
      DATATRANS_HMAC_KEY: HMAC_KEY,
      DATATRANS_API_URL: `http://127.0.0.1:${stub.port}`,
      DATATRANS_PAY_URL: 'https://pay.stub',
    });
    c = await createCatalogue(t);
    await t.ds.query(`UPDATE "branch" SET "isDatatransEnabled" = true WHERE "id" = $1`, [c.branch.id]);
  });
  afterAll(async () => {
    await t?.close();
    await stub.stop();
    tls.connect = originalConnect;
  });

  const placeOnline = async (paymentMethod: string) => {
    const placed = (await placeOrder(t, takeaway(c.branch.id, [item(c.products.pizza)], { paymentMethod })).expect(201))
      .body.data as { id: string; uid: string; hash: string; paymentRedirectUrl: string };
    expect(placed.paymentRedirectUrl).toBe(`${PUBLIC_URL}/api/payments/${placed.uid}/${placed.hash}/start`);
    const start = await request(t.http).get(new URL(placed.paymentRedirectUrl).pathname).expect(302);
    const [row] = (await t.ds.query(`SELECT "paymentReference" FROM "order" WHERE "id" = $1`, [placed.id])) as {
      paymentReference: string;
    }[];
    return { ...placed, reference: row!.paymentReference, checkout: start.headers.location as string };
  };

  const snapshot = async (id: string) =>
    (
      (await t.ds.query(
        `SELECT o."version", o."isPaid", o."paymentStatus",
                (SELECT count(*)::int FROM "order_history" h WHERE h."orderId" = o."id" AND h."action" = 'updatePaymentStatus') AS "paidChanges"
         FROM "order" o WHERE o."id" = $1`,
        [id],
      )) as { version: number; isPaid: boolean; paymentStatus: string; paidChanges: number }[]
    )[0]!;

  it('Mollie: the start endpoint creates the payment once and redirects to the checkout', async () => {
    const order = await placeOnline('mollie');
    expect(order.reference).toMatch(/^tr_stub\d+$/);
    expect(order.checkout).toBe(`https://mollie.stub/checkout/${order.reference}`);
    // A second visit does not create a second payment.
    const again = await request(t.http).get(`/api/payments/${order.uid}/${order.hash}/start`).expect(302);
    expect(again.headers.location).toBe(`${PUBLIC_URL}/status/${order.uid}/${order.hash}`);
  });

  it('webhook and poll racing: the order turns paid exactly once', async () => {
    const order = await placeOnline('mollie');
    stub.states.set(order.reference, 'paid');
    const poll = t.app.get(PaymentStatusProcessor);
    const run = {
      id: 'x',
      name: 'payment-check' as const,
      data: { outboxId: '0', orderId: order.id, version: 1 },
      attempt: 1,
      maxAttempts: 5,
    };
    const webhook = () =>
      request(t.http).post('/api/payments/mollie/webhook').type('form').send(`id=${order.reference}`).expect(200);
    await Promise.all([webhook(), poll.process(run), webhook(), poll.process(run)]);
    const after = await snapshot(order.id);
    expect(after).toMatchObject({ isPaid: true, paymentStatus: 'paid', paidChanges: 1 });
    await webhook();
    expect(await snapshot(order.id)).toEqual(after);
  });

  it('Mollie webhook: the body is never trusted; an unknown id answers 200 and changes nothing', async () => {
    const order = await placeOnline('mollie');
    const before = await snapshot(order.id);
    await request(t.http).post('/api/payments/mollie/webhook').type('form').send('id=tr_unknown123').expect(200);
    // A body claiming "paid" does not matter: the provider still says open.
    await request(t.http)
      .post('/api/payments/mollie/webhook')
      .send({ id: order.reference, status: 'paid' })
      .expect(200);
    expect(await snapshot(order.id)).toEqual(before);
  });

  it('Datatrans: a forged or stale signature -> 401 and no change; a valid one -> paid', async () => {
    const order = await placeOnline('datatrans');
    expect(order.checkout).toBe(`https://pay.stub/v1/start/${order.reference}`);
    stub.states.set(order.reference, 'settled');
    const before = await snapshot(order.id);
    const body = JSON.stringify({ transactionId: order.reference, status: 'settled' });
    const post = (signature: string | null) => {
      const req = request(t.http).post('/api/payments/datatrans/webhook').set('Content-Type', 'application/json');
      return (signature ? req.set('Datatrans-Signature', signature) : req).send(body);
    };
    await post(null).expect(401);
    await post(sign(body, Date.now(), 'ff'.repeat(32))).expect(401);
    await post(sign(body.replace('settled', 'failed'))).expect(401);
    await post(sign(body, Date.now() - 10 * 60_000)).expect(401);
    expect(await snapshot(order.id)).toEqual(before);
    await post(sign(body)).expect(200);
    expect(await snapshot(order.id)).toMatchObject({ isPaid: true, paidChanges: 1 });
  });

  it('a failed payment sends the customer to /store/{branch}/checkout/error', async () => {
    const order = await placeOnline('mollie');
    stub.states.set(order.reference, 'failed');
    const res = await request(t.http).get(`/api/payments/${order.uid}/${order.hash}/return`).expect(302);
    expect(res.headers.location).toBe(`${PUBLIC_URL}/store/rund-um-die-uhr/checkout/error`);
    const paid = await placeOnline('mollie');
    stub.states.set(paid.reference, 'paid');
    const ok = await request(t.http).get(`/api/payments/${paid.uid}/${paid.hash}/return`).expect(302);
    expect(ok.headers.location).toBe(`${PUBLIC_URL}/status/${paid.uid}/${paid.hash}`);
  });
});
