import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { addDays, zonedInstant, zonedParts } from '@bestell/domain';
import request from 'supertest';
import { DEMO, login, type Staff, startTestApp, type TestApp } from './harness.js';
import { type Catalogue, counts, createCatalogue, item, placeOrder, takeaway } from './orders.fixtures.js';

// Issue 21 item 2: a phone order entered at the frontdesk takes the web order's path (same command,
// outbox and tickets) and records which staff member entered it.
describe('phone orders at the frontdesk', () => {
  let t: TestApp;
  let c: Catalogue;
  let admin: Staff;
  let adminId: string;

  beforeAll(async () => {
    t = await startTestApp();
    c = await createCatalogue(t);
    admin = c.admin;
    adminId = (await admin.get('/api/users/me').expect(200)).body.data.id;
  });
  afterAll(() => t.close());

  const phoneOrder = (extra: object = {}) => ({
    branch: { id: c.branch.id },
    firstName: 'Franz',
    lastName: 'Anrufer',
    phone: '0664 5550001',
    email: 'franz@example.at',
    isDelivery: false,
    isDineIn: false,
    payment: 'cash',
    confirmation: 'sms',
    items: [item(c.products.pizza, 2)],
    ...extra,
  });
  const place = (staff: Staff, body: object, key: string | null = randomUUID()) => {
    const req = staff.agent.post('/api/counter/orders').set('X-XSRF-TOKEN', staff.csrf);
    if (key) req.set('Idempotency-Key', key);
    return req.send(body);
  };
  const outboxTopics = async (orderId: string) =>
    (
      (await t.ds.query(`SELECT "topic" FROM "outbox" WHERE "orderId" = $1 ORDER BY "topic"`, [orderId])) as {
        topic: string;
      }[]
    ).map((r) => r.topic);

  it('a phone order placed at the frontdesk appears on the frontdesk and the status page like a web order and records which staff member entered it', async () => {
    const res = await place(admin, phoneOrder()).expect(201);
    const order = res.body.data;
    expect(order).toMatchObject({
      channel: 'phone',
      enteredBy: { id: adminId },
      status: 'waitingForConfirmation',
      paymentMethod: 'cash',
      // Typed in the national format, stored in E.164 (issue 40 item 2).
      phone: '+436645550001',
      // SMS confirmation: the address stays off the order, so no e-mail goes out.
      email: '',
      notificationType: 'sms',
      totalGross: '22.00',
    });
    expect(order.enteredBy.name).toBeTruthy();
    expect(order.ticketNumber).toBeGreaterThan(0);

    // The frontdesk tablet (branchId + apiKey) lists it with the staff view, like any web order.
    const desk = await request(t.http).get(`/api/orders/frontdesk/${c.branch.id}/${c.branch.apiKey}`).expect(200);
    const listed = desk.body.data.find((o: { id: string }) => o.id === order.id);
    expect(listed).toMatchObject({ channel: 'phone', enteredBy: { id: adminId }, ticketNumber: order.ticketNumber });

    // The customer's status link works as for a web order, without staff or contact data.
    const status = await request(t.http).get(`/api/orders/public/${order.uid}/${order.hash}`).expect(200);
    expect(status.body.data).toMatchObject({ id: order.id, status: 'waitingForConfirmation' });
    expect(status.body.data.enteredBy).toBeUndefined();
    expect(status.body.data.phone).toBeUndefined();

    // Same outbox as a web order: push, print, and the chosen confirmation (SMS, no e-mail).
    expect(await outboxTopics(order.id)).toEqual(['order.placed', 'print', 'sms']);
    const [history] = await t.ds.query(`SELECT "actor", "data" FROM "order_history" WHERE "orderId" = $1`, [order.id]);
    expect(history).toMatchObject({ actor: `staff:${adminId}`, data: { channel: 'phone' } });
  });

  it('the same Idempotency-Key places one order; a missing key places none', async () => {
    const key = randomUUID();
    const first = await place(admin, phoneOrder({ confirmation: 'email' }), key).expect(201);
    const before = await counts(t);
    const again = await place(admin, phoneOrder({ confirmation: 'email' }), key).expect(201);
    expect(again.body.data.id).toBe(first.body.data.id);
    expect((await counts(t)).orders).toBe(before.orders);
    expect(await outboxTopics(first.body.data.id)).toEqual(['email', 'order.placed', 'print']);

    const missing = await place(admin, phoneOrder(), null).expect(422);
    expect(missing.body.errors[0].message).toMatch(/Idempotency-Key/);
    expect((await counts(t)).orders).toBe(before.orders);
  });

  it('"already paid" marks the order paid; card needs a branch that takes cards', async () => {
    const paid = await place(admin, phoneOrder({ payment: 'paid', confirmation: 'none' })).expect(201);
    expect(paid.body.data).toMatchObject({ isPaid: true, paymentStatus: 'paid', paymentMethod: 'cash', email: '' });
    expect(await outboxTopics(paid.body.data.id)).toEqual(['order.placed', 'order.updated', 'print']);

    const card = await place(admin, phoneOrder({ payment: 'card' })).expect(422);
    expect(card.body.errors).toEqual([{ field: 'payment', message: 'Diese Zahlungsart bietet die Filiale nicht an.' }]);
  });

  it('checks the order like a web order and needs a staff session for a branch of the member', async () => {
    const invalid = await place(admin, phoneOrder({ lastName: '', items: [] })).expect(422);
    const fields = invalid.body.errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['lastName', 'items']));

    const noEmail = await place(admin, phoneOrder({ confirmation: 'email', email: '' })).expect(422);
    expect(noEmail.body.errors[0].field).toBe('email');

    await request(t.http)
      .post('/api/counter/orders')
      .set('Idempotency-Key', randomUUID())
      .send(phoneOrder())
      .expect(401);
    // The demo employee works in the demo branches, not in the test catalogue's branch.
    const employee = await login(t.http, DEMO.employee);
    const foreign = await place(employee, phoneOrder()).expect(422);
    expect(foreign.body.errors[0].field).toBe('branch');
  });

  it('staff book a full slot (the override); the same slot stays closed to web and phone orders without it', async () => {
    const tomorrow = addDays(zonedParts(new Date(), 'Europe/Vienna').date, 1);
    const slot = zonedInstant(tomorrow, '10:00', 'Europe/Vienna').toISOString();
    await admin
      .post('/api/capacity-rules', {
        branch: { id: c.branch.id },
        orderType: 'takeaway',
        weekdays: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'],
        from: '09:00',
        to: '12:00',
        slotMinutes: 60,
        maxOrders: 1,
      })
      .expect(201);
    await placeOrder(t, takeaway(c.branch.id, [item(c.products.pizza, 1)], { appointmentDate: slot })).expect(201);
    const view = await request(t.http)
      .get(`/api/branches/${c.branch.id}/slots?orderType=takeaway&date=${tomorrow}`)
      .expect(200);
    expect(view.body.data.slots.find((s: { start: string }) => s.start === slot)).toMatchObject({ full: true });

    await placeOrder(t, takeaway(c.branch.id, [item(c.products.pizza, 1)], { appointmentDate: slot })).expect(422);
    await place(admin, phoneOrder({ appointmentDate: slot })).expect(422);
    const booked = await place(admin, phoneOrder({ appointmentDate: slot, overrideCapacity: true })).expect(201);
    expect(booked.body.data).toMatchObject({ channel: 'phone', appointmentDate: slot });
  });
});
