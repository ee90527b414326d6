import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { CHECKOUT_TEXTS, HTTP, OWN_TEXTS } from '@bestell/domain';
import { ORDER_TEXTS } from '../src/orders/messages.js';
import { DEMO, login, type Staff, startTestApp, type TestApp } from './harness.js';
import { type Catalogue, createCatalogue, item, placeOrder, takeaway } from './orders.fixtures.js';
import { connect, type Recorder } from './realtime.helpers.js';

// Issue 16 item 7: the general PUT /api/orders/{id} of spec 7 for staff. Contact data, comment and
// appointment change with a version check, one history row, one outbox row and a live push, as every
// other order command does.
describe('PUT /api/orders/{id}: staff edit contact data, comment and appointment', () => {
  let t: TestApp;
  let c: Catalogue;
  let admin: Staff;
  let url: string;
  const clients: Recorder[] = [];

  beforeAll(async () => {
    t = await startTestApp({ MISSED_ORDER_CHECK_SECONDS: '3600', SOCKET_HANDSHAKES_PER_MINUTE: '10000' });
    await t.app.listen(0, '127.0.0.1');
    url = `http://127.0.0.1:${(t.app.getHttpServer().address() as { port: number }).port}`;
    c = await createCatalogue(t);
    admin = c.admin;
  });
  afterAll(async () => {
    for (const r of clients) r.socket.disconnect();
    await t.close();
  });

  const place = async (branchId = c.branch.id) =>
    (await placeOrder(t, takeaway(branchId, [item(c.products.pizza, 1)])).expect(201)).body.data as {
      id: string;
      uid: string;
      hash: string;
    };
  const history = async (id: string) =>
    (await t.ds.query(
      `SELECT "version", "action", "data" FROM "order_history" WHERE "orderId" = $1 ORDER BY "version"`,
      [id],
    )) as { version: number; action: string; data: Record<string, unknown> }[];
  const outbox = async (id: string) =>
    (
      (await t.ds.query(`SELECT "topic", "payload" FROM "outbox" WHERE "orderId" = $1 ORDER BY "id"`, [id])) as {
        topic: string;
        payload: { version: number; action?: string };
      }[]
    ).map((row) => `${row.topic}@${row.payload.version}${row.payload.action ? `:${row.payload.action}` : ''}`);

  it('changes contact data and comment: new version, history with before/after, outbox row, live push', async () => {
    const order = await place();
    const status = connect(url, { uid: order.uid, hash: order.hash });
    const frontdesk = connect(url, { branchId: c.branch.id, apiKey: c.branch.apiKey });
    clients.push(status, frontdesk);
    await Promise.all([status.connected, frontdesk.connected]);

    const res = await admin
      .put(`/api/orders/${order.id}`, {
        id: order.id,
        version: 1,
        firstName: 'Marianne',
        phone: '+43 664 7654321',
        comment: 'Bitte ohne Zwiebeln',
      })
      .expect(200);
    expect(res.body.data).toMatchObject({
      id: order.id,
      version: 2,
      firstName: 'Marianne',
      lastName: 'Muster',
      // Stored in E.164 like a placed order's (issue 40 item 2).
      phone: '+436647654321',
      comment: 'Bitte ohne Zwiebeln',
      status: 'waitingForConfirmation',
    });
    const [, edit] = await history(order.id);
    expect(edit).toEqual({
      version: 2,
      action: 'editOrder',
      data: {
        before: { firstName: 'Maria', phone: '+436641234567', comment: '' },
        after: { firstName: 'Marianne', phone: '+436647654321', comment: 'Bitte ohne Zwiebeln' },
      },
    });
    expect(await outbox(order.id)).toContain('order.updated@2:editOrder');
    // Both screens that show the order receive version 2 (the status page without contact data).
    const pushed = await status.waitFor((e) => e.name === 'order:updated' && e.payload.version === 2);
    expect(pushed.payload).toMatchObject({ id: order.id, version: 2 });
    expect(pushed.payload).not.toHaveProperty('phone');
    await frontdesk.waitFor((e) => e.name === 'order:updated' && e.payload.id === order.id && e.payload.version === 2);
  });

  it('refuses a stale version with 409 and the German reload message, changing nothing', async () => {
    const order = await place();
    await admin.post(`/api/orders/${order.id}/status/confirm`).expect(200);
    const stale = await admin.put(`/api/orders/${order.id}`, { version: 1, comment: 'Zu spät' }).expect(409);
    expect(stale.body).toEqual({ errors: [{ message: ORDER_TEXTS.concurrentChange }] });
    expect(ORDER_TEXTS.concurrentChange).toBe('Die Bestellung wurde inzwischen geändert. Bitte laden Sie sie neu.');
    const view = (await admin.get(`/api/orders/${order.id}`).expect(200)).body.data;
    expect(view).toMatchObject({ version: 2, comment: '' });
    expect((await history(order.id)).map((h) => h.action)).toEqual(['place', 'confirm']);

    const missing = await admin.put(`/api/orders/${order.id}`, { comment: 'Ohne Version' }).expect(422);
    expect(missing.body.errors).toEqual([{ field: 'version', message: expect.any(String) }]);
  });

  it('moves the appointment within the opening hours; outside them the spec text on the field', async () => {
    const order = await place(c.hoursBranch.id);
    // The hours branch is open Monday to Friday 08:00-18:00 (Vienna): next Monday.
    const monday = new Date();
    monday.setUTCDate(monday.getUTCDate() + ((8 - monday.getUTCDay()) % 7 || 7));
    const day = monday.toISOString().slice(0, 10);
    const closed = await admin.put(`/api/orders/${order.id}`, { version: 1, appointmentDate: `${day}T20:00:00.000Z` });
    expect(closed.status).toBe(422);
    expect(closed.body.errors).toEqual([{ field: 'appointmentDate', message: CHECKOUT_TEXTS.appointmentClosed }]);

    const bad = await admin.put(`/api/orders/${order.id}`, { version: 1, email: 'kein-at' }).expect(422);
    expect(bad.body.errors).toEqual([{ field: 'email', message: OWN_TEXTS.emailInvalid }]);

    const noon = `${day}T10:00:00.000Z`;
    const res = await admin.put(`/api/orders/${order.id}`, { version: 1, appointmentDate: noon }).expect(200);
    expect(res.body.data).toMatchObject({ version: 2, appointmentDate: noon });
    const pub = await request(t.http).get(`/api/orders/public/${order.uid}/${order.hash}`).expect(200);
    expect(pub.body.data.appointmentDate).toBe(noon);
  });

  it('a frontdesk tablet edits by key; closed orders and other branches are refused', async () => {
    const order = await place();
    const res = await request(t.http)
      .put(`/api/orders/${order.id}`)
      .set('X-Branch-Id', c.branch.id)
      .set('X-Api-Key', c.branch.apiKey)
      .send({ version: 1, lastName: 'Berger' })
      .expect(200);
    expect(res.body.data).toMatchObject({ version: 2, lastName: 'Berger' });
    expect((await history(order.id)).map((h) => h.action)).toEqual(['place', 'editOrder']);

    const employee = await login(t.http, DEMO.employee);
    const foreign = await place(c.hoursBranch.id);
    // The demo employee works in another branch: the order does not exist for them.
    const other = await employee.put(`/api/orders/${foreign.id}`, { version: 1, comment: 'x' }).expect(404);
    expect(other.body).toEqual({ errors: [{ message: HTTP.notFound }] });

    await admin.post(`/api/orders/${order.id}/status/cancel`).expect(200);
    const closed = await admin.put(`/api/orders/${order.id}`, { version: 3, comment: 'Nachher' }).expect(409);
    expect(closed.body.errors).toEqual([{ message: OWN_TEXTS.transitionNotAllowed }]);
  });

  it('a body with counterAppointment still proposes another time (the frontdesk dialog)', async () => {
    const order = await place();
    const proposed = new Date(Date.now() + 2 * 86_400_000).toISOString().replace(/\.\d+Z$/, '.000Z');
    const res = await admin.put(`/api/orders/${order.id}`, { counterAppointment: proposed }).expect(200);
    expect(res.body.data).toMatchObject({ status: 'counterProposed', counterAppointment: proposed });
  });
});
