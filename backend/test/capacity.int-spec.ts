import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CommandBus } from '@nestjs/cqrs';
import { addDays, CAPACITY_TEXTS, type SlotAvailability, weekdayOf, zonedInstant, zonedParts } from '@bestell/domain';
import request from 'supertest';
import { CapacityCache } from '../src/capacity/index.js';
import { PlaceOrderCommand } from '../src/orders/commands/place-order/place-order.command.js';
import { orderFormSchema } from '../src/orders/order-form.schema.js';
import type { INestApplication } from '@nestjs/common';
import { bootApp, DEMO, login, startTestApp, type TestApp } from './harness.js';
import { type Catalogue, createCatalogue, item, placeOrder, takeaway } from './orders.fixtures.js';

// Issue 21 item 3 "Must show": capacity per slot holds under racing checkouts (orders and category caps),
// ASAP orders move to the next slot with room, cancelled orders give room back, rush mode pauses and
// resumes, and the public slots endpoint shows what is left.
const TZ = 'Europe/Vienna';
const ALL_DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

describe('capacity per time slot', () => {
  let t: TestApp;
  let c: Catalogue;
  let category: string;
  const today = () => zonedParts(new Date(), TZ).date;
  const tomorrow = () => addDays(today(), 1);
  const at = (time: string) => zonedInstant(tomorrow(), time, TZ).toISOString();
  // A second API instance on the same database: its checkouts race the first one's in PostgreSQL, not
  // only in one process's group commit.
  let other: INestApplication;
  const order = (appointmentDate: string | null, amount = 1, via: 'one' | 'other' = 'one') =>
    placeOrder(
      via === 'one' ? t : ({ http: other.getHttpServer() } as TestApp),
      takeaway(c.branch.id, [item(c.products.pizza, amount)], { appointmentDate }),
    );
  // Status checked by hand: the response schema of POST /api/orders is another suite's business.
  const placed = async (appointmentDate: string | null, amount = 1, status = 201) => {
    const res = await order(appointmentDate, amount);
    expect({ status: res.status, errors: res.body.errors }).toEqual({
      status,
      errors: status === 201 ? undefined : expect.anything(),
    });
    return res;
  };
  const slots = async (date: string, orderType = 'takeaway') =>
    (await request(t.http).get(`/api/branches/${c.branch.id}/slots?orderType=${orderType}&date=${date}`).expect(200))
      .body.data as SlotAvailability;
  const rule = async (body: object) =>
    (
      await c.admin
        .post('/api/capacity-rules', {
          branch: { id: c.branch.id },
          orderType: 'takeaway',
          weekdays: ALL_DAYS,
          slotMinutes: 60,
          ...body,
        })
        .expect(201)
    ).body.data.id as string;

  beforeAll(async () => {
    t = await startTestApp();
    c = await createCatalogue(t);
    other = await bootApp(t.databaseUrl, { SEED_DEMO: 'false' });
    category = (await c.admin.get(`/api/products/${c.products.pizza}`).expect(200)).body.data.category.id;
    // Orders: 5 per hour 08-12; the category (pizza's): 12 items per hour 13-18.
    await rule({ name: 'Vormittag', from: '08:00', to: '12:00', maxOrders: 5 });
    await rule({ name: 'Torten', from: '13:00', to: '18:00', maxItems: 12, category: { id: category } });
  });
  afterAll(async () => {
    await other?.close();
    await t.close();
  });

  const usage = async (slotStart: string, categoryId = '') =>
    (
      (await t.ds.query(
        `SELECT "orders", "items" FROM "slot_usage" WHERE "branchId" = $1 AND "categoryId" = $2 AND "slotStart" = $3`,
        [c.branch.id, categoryId, slotStart],
      )) as { orders: number; items: number }[]
    )[0];

  it('20 checkouts racing for a slot with 3 places left: exactly 3 accepted, 17 get "slot full"', async () => {
    await placed(at('10:15'));
    await placed(at('10:40'));
    const race = await Promise.all(
      Array.from({ length: 20 }, (_, i) => order(at('10:30'), 1, i % 2 ? 'one' : 'other')),
    );
    const accepted = race.filter((r) => r.status === 201);
    const refused = race.filter((r) => r.status !== 201);
    expect(accepted).toHaveLength(3);
    expect(refused).toHaveLength(17);
    for (const r of refused) {
      expect(r.status).toBe(422);
      expect(r.body.errors).toEqual([{ field: 'appointmentDate', message: CAPACITY_TEXTS.slotFull }]);
    }
    const [{ booked }] = await t.ds.query(
      `SELECT count(*)::int AS booked FROM "order" WHERE "branchId" = $1 AND "appointmentDate" >= $2 AND "appointmentDate" < $3`,
      [c.branch.id, at('10:00'), at('11:00')],
    );
    expect(booked).toBe(5);
    expect(await usage(at('10:00'))).toEqual({ orders: 5, items: 5 });
    // Other slots still take orders.
    await placed(at('11:00'));
  });

  it('a category cap holds the same way (12 items per hour, 9 taken: 3 of 20 racing single items get in)', async () => {
    await placed(at('14:05'), 4);
    await placed(at('14:50'), 5);
    // More than is left never fits, even alone.
    const tooMany = await placed(at('14:20'), 4, 422);
    expect(tooMany.body.errors).toEqual([{ field: 'appointmentDate', message: CAPACITY_TEXTS.slotFull }]);
    const race = await Promise.all(
      Array.from({ length: 20 }, (_, i) => order(at('14:30'), 1, i % 2 ? 'one' : 'other')),
    );
    expect(race.filter((r) => r.status === 201)).toHaveLength(3);
    for (const r of race.filter((r) => r.status !== 201)) {
      expect(r.body.errors).toEqual([{ field: 'appointmentDate', message: CAPACITY_TEXTS.slotFull }]);
    }
    expect(await usage(at('14:00'), category)).toEqual({ orders: 5, items: 12 });
    // The order-wide slot of that hour has no rule: no row, no cap.
    expect(await usage(at('14:00'))).toBeUndefined();
  });

  it('shows full slots and what is left on the public slots endpoint', async () => {
    const view = await slots(tomorrow());
    expect(view).toMatchObject({ paused: false, notice: null, leadMinutes: 0 });
    expect(view.slots.map((s) => s.start)).toEqual(['08:00', '09:00', '10:00', '11:00'].map(at));
    const byStart = new Map(view.slots.map((s) => [s.start, s]));
    expect(byStart.get(at('10:00'))).toMatchObject({
      end: at('11:00'),
      full: true,
      remaining: { orders: 0, items: null, minutes: null },
    });
    expect(byStart.get(at('11:00'))).toMatchObject({ full: false, remaining: { orders: 4 } });
    expect((await slots(tomorrow(), 'delivery')).slots).toEqual([]);
    await request(t.http).get(`/api/branches/${c.branch.id}/slots?orderType=takeaway&date=morgen`).expect(422);
    await request(t.http).get(`/api/branches/not-a-branch/slots?orderType=takeaway&date=${tomorrow()}`).expect(404);
  });

  it('a cancelled order gives its place back', async () => {
    const [{ id }] = await t.ds.query(
      `SELECT "id" FROM "order" WHERE "branchId" = $1 AND "appointmentDate" = $2 LIMIT 1`,
      [c.branch.id, at('10:15')],
    );
    await c.admin.post(`/api/orders/${id}/status/cancel`).expect(200);
    expect(await usage(at('10:00'))).toEqual({ orders: 4, items: 4 });
    await placed(at('10:45'));
    await placed(at('10:50'), 1, 422);
  });

  it('staff may book a full slot (counted, not capped); customers still cannot', async () => {
    const form = orderFormSchema.parse(
      takeaway(c.branch.id, [item(c.products.pizza)], { appointmentDate: at('10:20') }),
    );
    const me = (await c.admin.get('/api/users/me').expect(200)).body.data;
    const bus = t.app.get(CommandBus);
    const booked = await bus.execute(
      new PlaceOrderCommand(form, null, {
        channel: 'phone',
        enteredBy: { id: me.id as string, name: 'Team' },
        overrideCapacity: true,
      }),
    );
    expect(booked.ticketNumber).toBeGreaterThan(0);
    expect(await usage(at('10:00'))).toEqual({ orders: 6, items: 6 });
    await placed(at('10:20'), 1, 422);
  });

  it('an ASAP order moves to the next slot with room', async () => {
    // Today only, one order for the whole day: the second ASAP order goes to tomorrow 00:00 (no rule).
    const id = await rule({
      name: 'Heute',
      weekdays: [weekdayOf(today())],
      from: '00:00',
      to: '24:00',
      slotMinutes: 1440,
      maxOrders: 1,
    });
    const first = await placed(null);
    expect(first.body.data.appointmentDate).toBeNull();
    const second = await placed(null);
    expect(second.body.data.appointmentDate).toBe(zonedInstant(tomorrow(), '00:00', TZ).toISOString());
    await c.admin.del(`/api/capacity-rules/${id}`).expect(200);
  });

  it('rush mode: lead time grows, then online ordering pauses and resumes by itself', async () => {
    const cache = t.app.get(CapacityCache);
    cache.invalidate();
    // One open order today (the first ASAP order above).
    await c.admin
      .post('/api/capacity-settings', {
        branch: { id: c.branch.id },
        leadMinutes: 5,
        rushThreshold: 1,
        rushLeadMinutes: 30,
        pauseThreshold: 3,
      })
      .expect(201);
    expect(await slots(today())).toMatchObject({ paused: false, notice: null, leadMinutes: 35 });
    const soon = new Date(Date.now() + 20 * 60_000);
    const early = await placed(soon.toISOString(), 1, 422);
    expect(early.body.errors).toEqual([{ field: 'appointmentDate', message: CAPACITY_TEXTS.tooSoon(35) }]);

    const second = await placed(null);
    await placed(null);
    cache.invalidate();
    expect(await slots(today())).toMatchObject({ paused: true, notice: CAPACITY_TEXTS.paused });
    const paused = await placed(null, 1, 422);
    expect(paused.body.errors).toEqual([{ message: CAPACITY_TEXTS.paused }]);

    await c.admin.post(`/api/orders/${second.body.data.id}/status/cancel`).expect(200);
    cache.invalidate();
    expect((await slots(today())).paused).toBe(false);
    await placed(null);
  });

  it('same-day and day-before cut-offs', async () => {
    const [settings] = (await c.admin.get(`/api/capacity-settings?branch=${c.branch.id}`).expect(200)).body.data;
    // A cut-off at 00:00 has always passed.
    await c.admin
      .put(`/api/capacity-settings/${settings.id}`, {
        rushThreshold: null,
        pauseThreshold: null,
        dayBeforeCutoff: '00:00',
      })
      .expect(200);
    const late = await placed(at('11:30'), 1, 422);
    expect(late.body.errors).toEqual([{ field: 'appointmentDate', message: CAPACITY_TEXTS.dayBeforeCutoff('00:00') }]);
    const view = await slots(tomorrow());
    expect(view.notice).toBe(CAPACITY_TEXTS.dayBeforeCutoff('00:00'));
    expect(view.slots.every((s) => s.full)).toBe(true);
    await placed(zonedInstant(addDays(today(), 2), '11:30', TZ).toISOString());
  });

  it('checks rules: times, weekdays and branch scope of the CRUD resource', async () => {
    const bad = await c.admin
      .post('/api/capacity-rules', {
        branch: { id: c.branch.id },
        orderType: 'takeaway',
        weekdays: ['monday'],
        from: '12:00',
        to: '08:00',
        slotMinutes: 30,
      })
      .expect(422);
    expect(bad.body.errors[0].field).toBe('to');
    const list = (await c.admin.get(`/api/capacity-rules?branch=${c.branch.id}`).expect(200)).body.data;
    expect(list.map((r: { name: string }) => r.name).sort()).toEqual(['Torten', 'Vormittag']);
    await request(t.http).get('/api/capacity-rules').expect(401);
    // Employees manage their own branches' capacity only.
    const employee = await login(t.http, DEMO.employee);
    expect((await employee.get(`/api/capacity-rules?branch=${c.branch.id}`).expect(200)).body.data).toEqual([]);
    await employee
      .post('/api/capacity-rules', {
        branch: { id: c.branch.id },
        orderType: 'takeaway',
        weekdays: ['monday'],
        from: '08:00',
        to: '12:00',
        slotMinutes: 30,
      })
      .expect(403);
  });
});
