import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { addDays, DEFAULT_TIMEZONE, zonedInstant, zonedParts } from '@bestell/domain';
import { DEMO, login, startTestApp, type Staff, type TestApp } from './harness.js';
import { type Catalogue, createCatalogue, item, placeOrder, takeaway } from './orders.fixtures.js';

// Issue 42 item 1: GET /api/production-lists counts the day's produced orders into the bake list, and with
// `branch` answers that branch's packing list; employees see only their branches.
const TZ = DEFAULT_TIMEZONE;

describe('bake list and packing lists', () => {
  let t: TestApp;
  let c: Catalogue;
  let admin: Staff;
  const day = (offset: number) => addDays(zonedParts(new Date(), TZ).date, offset);
  const place = async (date: string, items: object[], confirm = true) => {
    const res = await placeOrder(
      t,
      takeaway(c.branch.id, items, { appointmentDate: zonedInstant(date, '09:00', TZ).toISOString() }),
    );
    expect(res.status).toBe(201);
    if (confirm) await admin.post(`/api/orders/${res.body.data.id}/status/confirm`).expect(200);
    return res.body.data.id as string;
  };
  const size = (name: string) => [{ name, value: name === 'Groß' ? '12.90' : '9.90', modifier: 'overwrite' }, [], ''];

  beforeAll(async () => {
    t = await startTestApp();
    c = await createCatalogue(t);
    admin = await login(t.http, DEMO.admin);
  });
  afterAll(() => t.close());

  it('sums the confirmed orders of the day per product and size; other days, unconfirmed and rejected not', async () => {
    const date = day(2);
    await place(date, [item(c.products.pizza, 2), item(c.products.menu, 1, { parts: size('Groß') })]);
    await place(date, [item(c.products.pizza, 3), item(c.products.menu, 2, { parts: size('Klein') })]);
    await place(date, [item(c.products.pizza, 50)], false);
    const rejected = await place(date, [item(c.products.pizza, 70)], false);
    await admin.post(`/api/orders/${rejected}/status/reject`, { rejectionMessage: 'Ausverkauft' }).expect(200);
    await place(day(3), [item(c.products.pizza, 100)]);

    const res = await admin.get(`/api/production-lists?date=${date}`).expect(200);
    expect(res.body.data.date).toBe(date);
    expect(res.body.data.frozenAt).toBeNull();
    const lines = res.body.data.lines.map(
      (l: { product: { name: string }; option: string | null; quantity: string }) => [
        l.product.name,
        l.option,
        l.quantity,
      ],
    );
    expect(lines).toEqual([
      ['Menü', 'Groß', '1'],
      ['Menü', 'Klein', '2'],
      ['Pizza', null, '5'],
    ]);
    expect(res.body.data.lines[2].byBranch).toEqual([
      { branch: { id: c.branch.id, name: expect.any(String) }, quantity: '5' },
    ]);

    const packing = await admin.get(`/api/production-lists?date=${date}&branch=${c.branch.id}`).expect(200);
    expect(packing.body.data.lines).toHaveLength(3);
    const other = await admin.get(`/api/production-lists?date=${date}&branch=${c.hoursBranch.id}`).expect(200);
    expect(other.body.data.lines).toEqual([]);
  });

  it('counts orders awaiting confirmation at a branch that bakes them (isUnconfirmedProduced)', async () => {
    const date = day(4);
    await place(date, [item(c.products.pizza, 4)]);
    await place(date, [item(c.products.pizza, 6)], false);
    const pizza = async () =>
      (await admin.get(`/api/production-lists?date=${date}`).expect(200)).body.data.lines.find(
        (l: { product: { name: string } }) => l.product.name === 'Pizza',
      ).quantity;
    expect(await pizza()).toBe('4');
    await admin.put(`/api/branches/${c.branch.id}`, { isUnconfirmedProduced: true }).expect(200);
    try {
      expect(await pizza()).toBe('10');
    } finally {
      await admin.put(`/api/branches/${c.branch.id}`, { isUnconfirmedProduced: false }).expect(200);
    }
  });

  it('refuses a branch the employee does not work at and a malformed date, in German', async () => {
    const employee = await login(t.http, DEMO.employee);
    const forbidden = await employee.get(`/api/production-lists?date=${day(2)}&branch=${c.branch.id}`).expect(403);
    expect(forbidden.body.errors[0].message).toMatch(/\S/);
    // Without a branch the employee's list holds only their branches (not the test branch's orders).
    const own = await employee.get(`/api/production-lists?date=${day(2)}`).expect(200);
    expect(own.body.data.lines).toEqual([]);
    const bad = await admin.get('/api/production-lists?date=05.12.2026').expect(422);
    expect(bad.body.errors[0]).toMatchObject({ field: 'date' });
  });
});
