import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { bootApp, createTestDatabase } from './harness.js';
import { type Catalogue, createCatalogue, item, placeOrder, takeaway } from './orders.fixtures.js';
import { HMAC_KEY, ProviderStub, PUBLIC_URL, sign } from './payments.stub.js';
import { connect, freePort, type Instance, listen, PrivateRedis, type Recorder } from './realtime.helpers.js';

// Issue 13 item 2: every write to an order is a command. The payment start and a provider webhook that
// marks the order paid each bump the version, write a history row and reach the status page live
// (Socket.IO with the Redis adapter on a private Redis, real PostgreSQL, Datatrans on a local stub).
describe('payments reach the status page live', () => {
  let redis: PrivateRedis;
  let db: { url: string; drop: () => Promise<void> };
  let api: Instance;
  let cat: Catalogue;
  const stub = new ProviderStub();
  const clients: Recorder[] = [];

  beforeAll(async () => {
    await stub.start();
    redis = new PrivateRedis(await freePort());
    await redis.start();
    db = await createTestDatabase();
    const env = {
      REDIS_URL: redis.url,
      SOCKET_REDIS_STREAM: `bw-test-${randomBytes(4).toString('hex')}`,
      SOCKET_HANDSHAKES_PER_MINUTE: '10000',
      MISSED_ORDER_CHECK_SECONDS: '3600',
      PUBLIC_URL,
      DATATRANS_MERCHANT_ID: '1100000000',
      DATATRANS_PASSWORD: 'secret',
      DATATRANS_HMAC_KEY: HMAC_KEY,
      DATATRANS_API_URL: `http://127.0.0.1:${stub.port}`,
      DATATRANS_PAY_URL: 'https://pay.stub',
    };
    api = await listen(await bootApp(db.url, env), db.url);
    cat = await createCatalogue(api.t);
    await api.t.ds.query(`UPDATE "branch" SET "isDatatransEnabled" = true WHERE "id" = $1`, [cat.branch.id]);
  }, 120_000);

  afterAll(async () => {
    for (const c of clients) c.socket.disconnect();
    await api?.app.close();
    await db?.drop();
    await redis?.stop();
    await stub.stop();
  }, 60_000);

  const state = async (id: string) =>
    (
      (await api.t.ds.query(
        `SELECT o."version", o."isPaid", o."paymentReference",
                (SELECT coalesce(json_agg(h."action" ORDER BY h."version"), '[]') FROM "order_history" h
                  WHERE h."orderId" = o."id") AS "history",
                (SELECT max(h."version") FROM "order_history" h WHERE h."orderId" = o."id") AS "lastHistoryVersion"
         FROM "order" o WHERE o."id" = $1`,
        [id],
      )) as {
        version: number;
        isPaid: boolean;
        paymentReference: string | null;
        history: string[];
        lastHistoryVersion: number;
      }[]
    )[0]!;

  it('payment start and a signed webhook that marks the order paid: version, history row, live push', async () => {
    const placed = (
      await placeOrder(
        api.t,
        takeaway(cat.branch.id, [item(cat.products.pizza)], { paymentMethod: 'datatrans' }),
      ).expect(201)
    ).body.data as { id: string; uid: string; hash: string };
    const status = connect(api.url, { uid: placed.uid, hash: placed.hash });
    clients.push(status);
    await status.connected;
    expect(await state(placed.id)).toMatchObject({ version: 1, history: ['place'] });

    // Starting the payment stores the provider reference through a command (version 2), pushed like any change.
    await request(api.t.http).get(`/api/payments/${placed.uid}/${placed.hash}/start`).expect(302);
    const started = await state(placed.id);
    expect(started).toMatchObject({ version: 2, lastHistoryVersion: 2 });
    expect(started.history.at(-1)).toBe('startPayment');
    await status.waitFor((e) => e.name === 'order:updated' && e.payload.version === 2);
    // A second start keeps the first payment and changes nothing.
    await request(api.t.http).get(`/api/payments/${placed.uid}/${placed.hash}/start`).expect(302);
    expect(await state(placed.id)).toEqual(started);

    stub.states.set(started.paymentReference!, 'settled');
    const body = JSON.stringify({ transactionId: started.paymentReference, status: 'settled' });
    await request(api.t.http)
      .post('/api/payments/datatrans/webhook')
      .set('Content-Type', 'application/json')
      .set('Datatrans-Signature', sign(body))
      .send(body)
      .expect(200);

    const paid = await state(placed.id);
    expect(paid).toMatchObject({ version: 3, isPaid: true, lastHistoryVersion: 3 });
    expect(paid.history.at(-1)).toBe('updatePaymentStatus');
    const pushed = await status.waitFor((e) => e.name === 'order:updated' && e.payload.version === 3);
    expect(pushed.payload).toMatchObject({ id: placed.id, version: 3, isPaid: true, paymentStatus: 'paid' });
    // The status room gets the public view: no contact data.
    expect(pushed.payload).not.toHaveProperty('phone');
  });
});
