import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { HTTP } from '@bestell/domain';
import { DEMO, login, startTestApp, type TestApp } from './harness.js';
import { type Catalogue, createCatalogue, item, placeOrder, takeaway } from './orders.fixtures.js';

const NOT_FOUND = { errors: [{ message: HTTP.notFound }] };

// Issue 8: a frontdesk tablet acts on its branch's orders with branchId + apiKey in headers, no staff
// login and no CSRF token; anything else about the pair answers the 404 of an unknown order.
describe('frontdesk order actions by branch apiKey', () => {
  let t: TestApp;
  let c: Catalogue;

  beforeAll(async () => {
    t = await startTestApp();
    c = await createCatalogue(t);
  });
  afterAll(() => t.close());

  const place = async (branchId = c.branch.id) =>
    (await placeOrder(t, takeaway(branchId, [item(c.products.pizza, 1)])).expect(201)).body.data as {
      id: string;
    };
  const keyed = (method: 'get' | 'post' | 'put', url: string, branchId: string, apiKey: string) =>
    request(t.http)[method](url).set('X-Branch-Id', branchId).set('X-Api-Key', apiKey);
  const state = async (id: string) =>
    (
      await t.ds.query(
        `SELECT o."version", o."isConfirmed", o."isRejected", count(h.*)::int AS "history"
           FROM "order" o JOIN "order_history" h ON h."orderId" = o."id" WHERE o."id" = $1 GROUP BY o."id"`,
        [id],
      )
    )[0] as { version: number; isConfirmed: boolean; isRejected: boolean; history: number };
  const actors = async (id: string) =>
    (
      (await t.ds.query(`SELECT "action", "actor" FROM "order_history" WHERE "orderId" = $1 ORDER BY "version"`, [
        id,
      ])) as { action: string; actor: string }[]
    ).map((h) => `${h.action} by ${h.actor}`);

  it('a valid key confirms without session or CSRF token; the history names the frontdesk', async () => {
    const order = await place();
    const res = await keyed('post', `/api/orders/${order.id}/status/confirm`, c.branch.id, c.branch.apiKey)
      .send({})
      .expect(200);
    expect(res.body.data).toMatchObject({ id: order.id, status: 'confirmed', version: 2 });
    expect(await actors(order.id)).toEqual(['place by customer', `confirm by frontdesk:${c.branch.id}`]);

    const one = await keyed('get', `/api/orders/${order.id}`, c.branch.id, c.branch.apiKey).expect(200);
    expect(one.body.data).toMatchObject({ id: order.id, version: 2, email: 'maria@example.at' });
  });

  it('every frontdesk action works by key: ready, complete, print, resend, payment, counter, reject', async () => {
    const first = await place();
    const act = (path: string, body: object = {}) =>
      keyed('post', `/api/orders/${first.id}${path}`, c.branch.id, c.branch.apiKey).send(body).expect(200);
    await act('/status/confirm');
    expect((await act('/status/in-delivery')).body.data.status).toBe('readyForPickup');
    await act('/print');
    await act('/resend-new-order-email');
    await act('/resend-new-order-sms');
    await act('/update-payment-status');
    expect((await act('/status/completed')).body.data.status).toBe('completed');

    const second = await place();
    const at = new Date(Date.now() + 3 * 3600_000).toISOString();
    const counter = await keyed('put', `/api/orders/${second.id}`, c.branch.id, c.branch.apiKey)
      .send({ counterAppointment: at })
      .expect(200);
    expect(counter.body.data.status).toBe('counterProposed');
    const rejected = await keyed('post', `/api/orders/${second.id}/status/reject`, c.branch.id, c.branch.apiKey)
      .send({ rejectionMessage: 'Heute leider ausverkauft.' })
      .expect(200);
    expect(rejected.body.data).toMatchObject({ status: 'rejected', rejectionMessage: 'Heute leider ausverkauft.' });
    expect(await actors(second.id)).toEqual([
      'place by customer',
      `proposeCounterAppointment by frontdesk:${c.branch.id}`,
      `reject by frontdesk:${c.branch.id}`,
    ]);
  });

  it("a wrong key, another branch's key or order, or half a pair answers 404 and changes nothing", async () => {
    const own = await place();
    const foreign = await place(c.hoursBranch.id);
    const before = { own: await state(own.id), foreign: await state(foreign.id) };
    const attempts: [string, string, string][] = [
      [own.id, c.branch.id, `${c.branch.apiKey.slice(0, -1)}${c.branch.apiKey.endsWith('A') ? 'B' : 'A'}`],
      [own.id, c.branch.id, c.hoursBranch.apiKey],
      [own.id, c.hoursBranch.id, c.branch.apiKey],
      [own.id, c.hoursBranch.id, c.hoursBranch.apiKey],
      [foreign.id, c.branch.id, c.branch.apiKey],
      [own.id, 'kein-uuid', c.branch.apiKey],
      [own.id, c.branch.id, ''],
    ];
    for (const [id, branchId, apiKey] of attempts) {
      const res = await keyed('post', `/api/orders/${id}/status/confirm`, branchId, apiKey).send({});
      expect({ attempt: [id === own.id ? 'own' : 'foreign', branchId, apiKey], status: res.status }).toEqual({
        attempt: [id === own.id ? 'own' : 'foreign', branchId, apiKey],
        status: 404,
      });
      expect(res.body).toEqual(NOT_FOUND);
    }
    // Only one of the two headers: not a frontdesk request, and not silently a staff one either.
    const halfKey = await request(t.http)
      .post(`/api/orders/${own.id}/status/confirm`)
      .set('X-Api-Key', c.branch.apiKey)
      .send({});
    expect([halfKey.status, halfKey.body]).toEqual([404, NOT_FOUND]);
    await keyed('post', `/api/orders/${own.id}/print`, c.hoursBranch.id, c.hoursBranch.apiKey).expect(404);
    await keyed('get', `/api/orders/${own.id}`, c.hoursBranch.id, c.hoursBranch.apiKey).expect(404);
    expect({ own: await state(own.id), foreign: await state(foreign.id) }).toEqual(before);
    expect(before.own).toMatchObject({ version: 1, isConfirmed: false, history: 1 });

    // A staff session does not rescue a wrong pair: the headers decide.
    const admin = await login(t.http, DEMO.admin);
    await admin
      .post(`/api/orders/${own.id}/status/confirm`)
      .set('X-Branch-Id', c.branch.id)
      .set('X-Api-Key', c.hoursBranch.apiKey)
      .expect(404);
    expect(await state(own.id)).toEqual(before.own);
  });

  it('a rotated key stops working at once; the new one works', async () => {
    const order = await place();
    const old = c.branch.apiKey;
    const rotated = await c.admin.post(`/api/branches/${c.branch.id}/api-key`).expect(200);
    const fresh = rotated.body.data.apiKey as string;
    c.branch.apiKey = fresh;
    const denied = await keyed('post', `/api/orders/${order.id}/status/confirm`, c.branch.id, old).send({});
    expect([denied.status, denied.body]).toEqual([404, NOT_FOUND]);
    expect(await state(order.id)).toMatchObject({ version: 1, isConfirmed: false });
    await keyed('post', `/api/orders/${order.id}/status/confirm`, c.branch.id, fresh).send({}).expect(200);
    expect(await state(order.id)).toMatchObject({ version: 2, isConfirmed: true });
  });

  it('without headers the staff rules stay: anonymous 401, session without CSRF 403', async () => {
    const order = await place();
    await request(t.http).post(`/api/orders/${order.id}/status/confirm`).send({}).expect(401);
    const admin = await login(t.http, DEMO.admin);
    await admin.agent.post(`/api/orders/${order.id}/status/confirm`).send({}).expect(403);
    expect(await state(order.id)).toMatchObject({ version: 1 });
  });
});
