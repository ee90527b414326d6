import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DEMO, login, type Staff, startTestApp, type TestApp } from './harness.js';
import { type Catalogue, createCatalogue, item, placeOrder, takeaway } from './orders.fixtures.js';

// Issue 21 item 5a: customers built from orders (deduplicated by normalised phone / e-mail), edited by
// staff, with order history, GDPR export and erase.
describe('customers', () => {
  let t: TestApp;
  let c: Catalogue;
  let admin: Staff;
  const ids: Record<string, string> = {};

  const place = async (name: string, extra: object) => {
    const res = await placeOrder(t, takeaway(c.branch.id, [item(c.products.pizza, 1)], extra)).expect(201);
    ids[name] = res.body.data.id;
  };

  beforeAll(async () => {
    t = await startTestApp();
    c = await createCatalogue(t);
    admin = c.admin;
    // One person in three spellings: the same number written twice differently, then a new number with
    // the same e-mail address in capitals. A second person has nothing in common with her.
    await place('first', { phone: '+43 664 1234567', email: 'maria@example.at' });
    await place('second', { phone: '0664/123 45 67', email: '', notificationType: 'sms' });
    await place('third', { phone: '+43 660 9999999', email: 'MARIA@Example.at', lastName: 'Muster-Neu' });
    await place('other', { firstName: 'Karl', lastName: 'Anders', phone: '+43 676 7654321', email: 'karl@example.at' });
  });
  afterAll(() => t.close());

  const search = async (term: string) =>
    (await admin.get(`/api/customers?search=${encodeURIComponent(term)}`).expect(200)).body.data as {
      id: string;
      lastName: string;
      orderCount: number;
    }[];

  it('deduplicates the orders of one person by normalised phone and e-mail', async () => {
    const all = (await admin.get('/api/customers').expect(200)).body.data as { lastName: string; orderCount: number }[];
    const ours = all.filter((x) => ['Muster-Neu', 'Anders'].includes(x.lastName));
    expect(ours.map((x) => [x.lastName, x.orderCount]).sort()).toEqual([
      ['Anders', 1],
      ['Muster-Neu', 3],
    ]);

    // Found by any spelling of the number, by name and by e-mail; the newest order's name wins.
    const [byPhone] = await search('0664 1234567');
    // The number shown is the customer's own (the third order joined by e-mail, with another number),
    // as the orders store it: E.164 (issue 40 item 2).
    expect(byPhone).toMatchObject({ lastName: 'Muster-Neu', orderCount: 3, phone: '+436641234567' });
    expect((await search('muster'))[0]?.id).toBe(byPhone!.id);
    // Part of the number as said on the phone, national or international.
    expect((await search('0664 123'))[0]?.id).toBe(byPhone!.id);
    expect((await search('+43 664 12'))[0]?.id).toBe(byPhone!.id);
    expect((await search('maria@example'))[0]?.id).toBe(byPhone!.id);
    expect(await search('Niemand')).toEqual([]);

    const history = (await admin.get(`/api/customers/${byPhone!.id}/orders`).expect(200)).body.data as { id: string }[];
    expect(history.map((o) => o.id).sort()).toEqual([ids.first, ids.second, ids.third].sort());

    // A later order with the same number joins the same customer, not a new one.
    await place('fourth', { phone: '00436641234567', email: '', notificationType: 'sms' });
    const [again] = await search('+436641234567');
    expect(again).toMatchObject({ id: byPhone!.id, orderCount: 4 });
  });

  it('staff edit notes and allergies; a duplicate number is refused', async () => {
    // The fourth order's name (Muster) is the newest now.
    const [maria] = await search('+43 664 1234567');
    expect(maria!.lastName).toBe('Muster');
    const res = await admin
      .put(`/api/customers/${maria!.id}`, { id: maria!.id, notes: 'Ruft meist mittags an', allergies: 'Nüsse' })
      .expect(200);
    expect(res.body.data).toMatchObject({ notes: 'Ruft meist mittags an', allergies: 'Nüsse', orderCount: 4 });
    expect((await admin.get(`/api/customers/${maria!.id}`).expect(200)).body.data.allergies).toBe('Nüsse');

    const dup = await admin.post('/api/customers', { lastName: 'Doppelt', phone: '0664 123 4567' }).expect(422);
    expect(dup.body.errors).toEqual([
      { field: 'phone', message: 'Ein Kunde mit dieser Telefonnummer existiert bereits.' },
    ]);
    const created = await admin.post('/api/customers', { lastName: 'Neu', phone: '0699 1112223' }).expect(201);
    expect(created.body.data).toMatchObject({ lastName: 'Neu', orderCount: 0, phone: '+436991112223' });
    // Staff type numbers by the same rule as the checkout (issue 40 item 2).
    const broken = await admin.post('/api/customers', { lastName: 'Falsch', phone: '+43abc' }).expect(422);
    expect(broken.body.errors).toEqual([
      { field: 'phone', message: 'Bitte geben Sie eine gültige Nummer im Format +43 664 1234567 an.' },
    ]);
    const id = created.body.data.id as string;
    const edited = await admin.put(`/api/customers/${id}`, { id, phone: '0699 111 2224' }).expect(200);
    expect(edited.body.data.phone).toBe('+436991112224');
    await admin.post('/api/customers', { lastName: 'Ohne Kontakt' }).expect(422);
  });

  it('exports everything about the customer as JSON', async () => {
    const [maria] = await search('+43 664 1234567');
    const res = await admin.get(`/api/customers/${maria!.id}/export`).expect(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="kunde-${maria!.id}.json"`);
    const data = res.body.data;
    expect(data.customer).toMatchObject({ id: maria!.id, allergies: 'Nüsse', orderCount: 4 });
    expect(data.orders).toHaveLength(4);
    expect(data.orders[0]).toMatchObject({ firstName: 'Maria', items: [expect.objectContaining({ amount: 1 })] });
    expect(data.orders[0].hash).toBeUndefined();
  });

  it('a customer erase removes the personal fields from their orders', async () => {
    const [maria] = await search('+43 664 1234567');
    // Staff edited the first order's address: the history kept the old value until the erase.
    const version = (await admin.get(`/api/orders/${ids.first}`).expect(200)).body.data.version;
    await admin.put(`/api/orders/${ids.first}`, { version, street: 'Hauptstraße 1' }).expect(200);

    const employee = await login(t.http, DEMO.employee);
    await employee.del(`/api/customers/${maria!.id}`).expect(403);

    const res = await admin.del(`/api/customers/${maria!.id}`).expect(200);
    expect(res.body.data).toEqual({ erasedOrders: 4 });

    const rows = (await t.ds.query(
      `SELECT "id", "firstName", "lastName", "phone", "email", "street", "comment", "totalGross", "items"
         FROM "order" WHERE "id" = ANY($1::uuid[])`,
      [[ids.first, ids.second, ids.third, ids.fourth]],
    )) as Record<string, unknown>[];
    expect(rows).toHaveLength(4);
    for (const row of rows) {
      expect(row).toMatchObject({ firstName: '', lastName: '', phone: '', email: '', street: '', comment: '' });
      // The order itself stays: totals and items for the books.
      expect(row.totalGross).toBe('11.00');
    }
    const history = (await t.ds.query(
      `SELECT "action", "data" FROM "order_history" WHERE "orderId" = $1 ORDER BY "version"`,
      [ids.first],
    )) as { action: string; data: unknown }[];
    expect(history.map((h) => h.action)).toEqual(['place', 'editOrder', 'erasePersonalData']);
    expect(JSON.stringify(history)).not.toMatch(/Hauptstraße|Maria|maria@/);

    await admin.get(`/api/customers/${maria!.id}`).expect(404);
    expect(await search('0664 1234567')).toEqual([]);
    // The other customer's order is untouched.
    const [karl] = await t.ds.query(`SELECT "lastName", "phone" FROM "order" WHERE "id" = $1`, [ids.other]);
    expect(karl).toEqual({ lastName: 'Anders', phone: '+436767654321' });
  });

  it('staff see customers of their branches only', async () => {
    const employee = await login(t.http, DEMO.employee);
    const [karl] = await search('Anders');
    await employee.get(`/api/customers/${karl!.id}`).expect(404);
    const list = (await employee.get('/api/customers?search=Anders').expect(200)).body.data;
    expect(list).toEqual([]);
    await employee.get(`/api/customers/${karl!.id}/export`).expect(403);
  });

  it('leaves nothing for TypeORM to change in the customer tables', async () => {
    const { upQueries } = await t.ds.driver.createSchemaBuilder().log();
    const ours = upQueries.map((q) => q.query).filter((q) => /"customer(_order|_sync)?"/.test(q));
    expect(ours).toEqual([]);
  });
});
