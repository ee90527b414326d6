import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestApp, type TestApp } from './harness.js';
import { type Catalogue, counts, createCatalogue, item, placeOrder, takeaway } from './orders.fixtures.js';

// Issue 40 item 2: the phone as Austrians type it ('0664 1234567') is taken and stored in E.164; a
// required phone with SMS notification that is no number ('+43abc') is refused on 'phone'.
describe('POST /api/orders: the phone number', () => {
  let t: TestApp;
  let c: Catalogue;

  beforeAll(async () => {
    t = await startTestApp();
    c = await createCatalogue(t);
  });
  afterAll(() => t.close());

  it.each([
    ['0664 1234567', '+436641234567'],
    ['0043 664 123 45 67', '+436641234567'],
    ['+43 1 5234567', '+4315234567'],
  ])('%p is accepted and stored as %p', async (phone, stored) => {
    const res = await placeOrder(t, takeaway(c.branch.id, [item(c.products.pizza)], { phone })).expect(201);
    const { id } = res.body.data as { id: string };
    const view = (await c.admin.get(`/api/orders/${id}`).expect(200)).body.data as { phone: string };
    expect(view.phone).toBe(stored);
    const [row] = (await t.ds.query(`SELECT "phone" FROM "order" WHERE "id" = $1`, [id])) as { phone: string }[];
    expect(row!.phone).toBe(stored);
  });

  it.each(['+43abc', '12', '0664 1234567 abc', '6641234567'])(
    '%p as the required phone with SMS notification: 422 on phone, nothing stored',
    async (phone) => {
      const before = await counts(t);
      const body = takeaway(c.branch.id, [item(c.products.pizza)], { phone, notificationType: 'sms' });
      const res = await placeOrder(t, body).expect(422);
      expect(res.body).toEqual({
        errors: [{ field: 'phone', message: 'Bitte geben Sie eine gültige Nummer im Format +43 664 1234567 an.' }],
      });
      expect(await counts(t)).toEqual(before);
    },
  );

  it('a staff edit stores the typed number in E.164 too', async () => {
    const res = await placeOrder(t, takeaway(c.branch.id, [item(c.products.pizza)])).expect(201);
    const { id } = res.body.data as { id: string };
    const edited = await c.admin.put(`/api/orders/${id}`, { id, version: 1, phone: '0676 7654321' }).expect(200);
    expect(edited.body.data.phone).toBe('+436767654321');
    const refused = await c.admin.put(`/api/orders/${id}`, { id, version: 2, phone: '+43abc' }).expect(422);
    expect(refused.body.errors).toEqual([
      { field: 'phone', message: 'Bitte geben Sie eine gültige Nummer im Format +43 664 1234567 an.' },
    ]);
  });
});
