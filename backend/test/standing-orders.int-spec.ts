import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { addDays, DEFAULT_TIMEZONE, STANDING_ORDER_TEXTS, weekdayOf, zonedParts } from '@bestell/domain';
import { StandingOrders } from '../src/production/index.js';
import { bootApp, startTestApp, type TestApp } from './harness.js';
import { type Catalogue, createCatalogue } from './orders.fixtures.js';
import { decodeQp, SmtpSink, until } from './workers.sinks.js';

// Issue 42 item 3: a standing order becomes a real order at the branch's cut-off, once, also when two API
// instances run the cut-off job at the same moment; the order counts in the bake list in place of its
// standing order (not twice); the customer pauses a day through the token link and that day is skipped;
// par levels add to the bake list.
const TZ = DEFAULT_TIMEZONE;

type Line = { product: { name: string }; quantity: string };

describe('standing orders and par levels', () => {
  let t: TestApp;
  let c: Catalogue;
  let other: INestApplication;
  let standing: StandingOrders;
  let otherStanding: StandingOrders;
  const smtp = new SmtpSink();
  const day = (offset: number) => addDays(zonedParts(new Date(), TZ).date, offset);
  const date = day(2);
  const paused = day(3);
  const list = async (on: string) =>
    (await c.admin.get(`/api/production-lists?date=${on}&branch=${c.branch.id}`).expect(200)).body.data;
  const pizza = (lines: Line[]) => lines.find((l) => l.product.name === 'Pizza')?.quantity;

  beforeAll(async () => {
    await smtp.start();
    t = await startTestApp({ SMTP_URL: smtp.url, JOB_BACKOFF_MS: '50' });
    c = await createCatalogue(t);
    standing = t.app.get(StandingOrders);
    other = await bootApp(t.databaseUrl, { SEED_DEMO: 'false', SMTP_URL: smtp.url, JOB_BACKOFF_MS: '50' });
    otherStanding = other.get(StandingOrders);
  });
  afterAll(async () => {
    await other?.close();
    await t?.close();
    await smtp.stop();
  });

  it('refuses a standing order without weekdays or items, in German on the fields', async () => {
    const res = await c.admin
      .post('/api/standing-orders', {
        branch: { id: c.branch.id },
        customerName: 'Café Central',
        firstName: 'Maria',
        lastName: 'Huber',
        weekdays: [],
        startDate: day(0),
        endDate: day(-1),
        items: [],
      })
      .expect(422);
    expect(res.body.errors).toEqual([
      { field: 'weekdays', message: STANDING_ORDER_TEXTS.weekdays },
      { field: 'items', message: STANDING_ORDER_TEXTS.items },
      { field: 'endDate', message: STANDING_ORDER_TEXTS.endBeforeStart },
    ]);
  });

  it('places the standing order once at the cut-off (two instances at once), skips the paused day, adds par levels', async () => {
    const created = await c.admin
      .post('/api/standing-orders', {
        branch: { id: c.branch.id },
        customerName: 'Café Central',
        firstName: 'Maria',
        lastName: 'Huber',
        phone: '+43 664 1234567',
        email: 'cafe@example.at',
        weekdays: [weekdayOf(date), weekdayOf(paused)],
        startDate: day(0),
        items: [{ product: { id: c.products.pizza }, amount: 3, unit: 'piece' }],
      })
      .expect(201);
    const { id, accessToken } = created.body.data;
    expect(accessToken).toMatch(/^[\w-]{32}$/);
    await c.admin
      .post('/api/par-levels', {
        branch: { id: c.branch.id },
        product: { id: c.products.pizza },
        weekday: weekdayOf(date),
        quantity: '10',
      })
      .expect(201);
    const again = await c.admin
      .post('/api/par-levels', {
        branch: { id: c.branch.id },
        product: { id: c.products.pizza },
        weekday: weekdayOf(date),
        quantity: '2',
      })
      .expect(422);
    expect(again.body.errors).toEqual([{ field: 'weekday', message: STANDING_ORDER_TEXTS.parDuplicate }]);

    // Before the cut-off: the standing order and the par level count, on both days.
    expect(pizza((await list(date)).lines)).toBe('13');
    expect(pizza((await list(paused)).lines)).toBe('3');

    // The customer's link: the deliveries, then a pause of the later day.
    const page = await request(t.http).get(`/api/standing-orders/by-token/${accessToken}`).expect(200);
    expect(page.body.data).toMatchObject({
      customerName: 'Café Central',
      items: [{ product: { name: 'Pizza' }, amount: '3', unit: 'piece', option: null }],
    });
    expect(page.body.data.deliveries.slice(0, 2)).toEqual(
      expect.arrayContaining([{ date, paused: false, locked: false }]),
    );
    const pausedPage = await request(t.http)
      .put(`/api/standing-orders/by-token/${accessToken}/pauses`)
      .send({ pausedDates: [paused] })
      .expect(200);
    expect(pausedPage.body.data.pausedDates).toEqual([paused]);
    expect(pizza((await list(paused)).lines)).toBeUndefined();
    await request(t.http).get('/api/standing-orders/by-token/falsch').expect(404);

    // The cut-off (3 days before, 00:00) has passed for both days: both instances run the job at once.
    await c.admin
      .put(`/api/branches/${c.branch.id}`, { productionCutoff: { daysBefore: 3, time: '00:00' } })
      .expect(200);
    await Promise.all([standing.materialise(), otherStanding.materialise()]);
    const orders = await t.ds.query(`SELECT "id", "channel" FROM "order" WHERE "standingOrderId" = $1`, [id]);
    expect(orders).toEqual([{ id: expect.any(String), channel: 'standing' }]);
    const runs = await t.ds.query(
      `SELECT to_char("date", 'YYYY-MM-DD') AS "date", "orderId", "error" FROM "standing_order_run" WHERE "standingOrderId" = $1`,
      [id],
    );
    expect(runs).toEqual([{ date, orderId: orders[0].id, error: null }]);
    const staffView = await c.admin.get(`/api/standing-orders?branch=${c.branch.id}`).expect(200);
    expect(staffView.body.data[0].runs).toEqual([{ date, orderId: orders[0].id, error: null }]);
    // A standing order on days its branch is closed: nothing placed, the reason recorded, no deliveries listed.
    const closed = await c.admin
      .post('/api/standing-orders', {
        branch: { id: c.hoursBranch.id },
        customerName: 'Hotel Post',
        firstName: 'Anna',
        lastName: 'Berger',
        phone: '+43 664 7654321',
        weekdays: ['saturday', 'sunday'],
        startDate: day(0),
        items: [{ product: { id: c.products.pizza }, amount: 5 }],
      })
      .expect(201);
    expect(
      (await request(t.http).get(`/api/standing-orders/by-token/${closed.body.data.accessToken}`).expect(200)).body.data
        .deliveries,
    ).toEqual([]);
    await c.admin
      .put(`/api/branches/${c.hoursBranch.id}`, { productionCutoff: { daysBefore: 6, time: '00:00' } })
      .expect(200);
    expect((await standing.materialise()).failed).toBeGreaterThanOrEqual(1);
    const refused = await t.ds.query(
      `SELECT "orderId", "error" FROM "standing_order_run" WHERE "standingOrderId" = $1`,
      [closed.body.data.id],
    );
    expect(refused.length).toBeGreaterThanOrEqual(1);
    for (const run of refused) expect(run).toEqual({ orderId: null, error: STANDING_ORDER_TEXTS.closed });
    // Saved after today's cut-off and pickup (00:00 at the always-open branch): today is not placed.
    const late = await c.admin
      .post('/api/standing-orders', {
        branch: { id: c.branch.id },
        customerName: 'Büro Mayr',
        firstName: 'Eva',
        lastName: 'Mayr',
        phone: '+43 664 1112223',
        weekdays: [weekdayOf(day(0))],
        startDate: day(0),
        endDate: day(0),
        items: [{ product: { id: c.products.pizza }, amount: 1 }],
      })
      .expect(201);
    await standing.materialise();
    expect(
      await t.ds.query(
        `SELECT to_char("date", 'YYYY-MM-DD') AS "date", "orderId", "error" FROM "standing_order_run" WHERE "standingOrderId" = $1`,
        [late.body.data.id],
      ),
    ).toEqual([{ date: day(0), orderId: null, error: STANDING_ORDER_TEXTS.pickupPast }]);
    // Later runs place nothing more.
    expect(await standing.materialise()).toEqual({ placed: 0, failed: 0 });
    expect(await otherStanding.materialise()).toEqual({ placed: 0, failed: 0 });

    // A real order: in the staff's order list, for the branch's opening on that day, with the customer.
    const orderId = orders[0].id as string;
    const history = await c.admin.get('/api/orders').expect(200);
    const listed = history.body.data.find((o: { id: string }) => o.id === orderId);
    expect(listed).toMatchObject({ companyName: 'Café Central', lastName: 'Huber', paymentMethod: 'cash' });
    expect(zonedParts(listed.appointmentDate, TZ).date).toBe(date);
    await c.admin.post(`/api/orders/${orderId}/status/confirm`).expect(200);
    // The customer's confirmation links the standing order's page.
    const toCafe = () => smtp.mails.filter((m) => m.to.includes('cafe@example.at')).map((m) => decodeQp(m.raw));
    await until(() => toCafe().some((m) => m.includes('Serienbestellung ansehen')), 30_000, 'the confirmation');
    expect(toCafe().find((m) => m.includes('Serienbestellung ansehen'))).toContain(
      `/backend#/serienbestellung/${accessToken}`,
    );

    // The bake list counts the order in place of its standing order: 3 + 10 (par level), not 16.
    const frozen = await list(date);
    expect(frozen.frozenAt).not.toBeNull();
    expect(pizza(frozen.lines)).toBe('13');
    expect(frozen.deltas).toEqual([]);

    // Past the cut-off the day can no longer be paused; a cancellation of the order is a delta (-3).
    const locked = await request(t.http)
      .put(`/api/standing-orders/by-token/${accessToken}/pauses`)
      .send({ pausedDates: [date, paused] })
      .expect(422);
    expect(locked.body.errors[0]).toEqual({
      field: 'pausedDates',
      message: STANDING_ORDER_TEXTS.pauseLocked(date.split('-').reverse().join('.')),
    });
    await c.admin.post(`/api/orders/${orderId}/status/cancel`).expect(200);
    expect((await list(date)).deltas.map((d: { quantity: string }) => d.quantity)).toEqual(['-3']);
  });
});
