import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { CustomerOrderView, CustomerView } from '@bestell/domain';
import { DEMO, login, type Staff, startTestApp, type TestApp } from './harness.js';
import { type Catalogue, createCatalogue, item, placeOrder, takeaway } from './orders.fixtures.js';

// Issue 36 item 2: one customer per phone/e-mail across branches, but an employee (team.wien: Wien only)
// sees only what comes from the orders of their branches: the orders, their count, the contact fields
// and the last order's time. A customer who ordered only elsewhere answers 404 like any foreign-branch
// resource (scope-and-public.int-spec.ts). Admins see the whole record.
describe('customers scoped by branch', () => {
  let t: TestApp;
  let c: Catalogue;
  let admin: Staff;
  let employee: Staff;
  let wien: string;
  let graz: string;
  const ids: Record<string, string> = {};

  /** Places an order in the test catalogue's branch, then moves it (with its address) to `branch`. */
  const place = async (name: string, branch: string, street: string, extra: object) => {
    const res = await placeOrder(t, takeaway(c.branch.id, [item(c.products.pizza, 1)], extra)).expect(201);
    ids[name] = res.body.data.id;
    await t.ds.query(`UPDATE "order" SET "branchId" = $2, "street" = $3, "zipCode" = $4, "city" = $5 WHERE "id" = $1`, [
      ids[name],
      branch,
      street,
      branch === wien ? '1070' : '8020',
      branch === wien ? 'Wien' : 'Graz',
    ]);
  };

  beforeAll(async () => {
    t = await startTestApp();
    c = await createCatalogue(t);
    admin = c.admin;
    employee = await login(t.http, DEMO.employee);
    wien = (await admin.get('/api/branches/wien-neubau').expect(200)).body.data.id;
    graz = (await admin.get('/api/branches/graz-lend').expect(200)).body.data.id;
    // One person: first in Wien (phone only), later in Graz under another surname, street and with an
    // e-mail address (joined by the phone). A second person ordered in Graz only.
    await place('wien', wien, 'Neubaugasse 1', {
      firstName: 'Maria',
      lastName: 'Muster',
      phone: '+43 699 5550001',
      email: '',
      notificationType: 'sms',
    });
    await place('graz', graz, 'Lendplatz 7', {
      firstName: 'Maria',
      lastName: 'Muster-Graz',
      phone: '0699 555 0001',
      email: 'maria.graz@example.at',
    });
    await place('grazOnly', graz, 'Annenstraße 3', {
      firstName: 'Gustav',
      lastName: 'Grazer',
      phone: '+43 699 5550002',
      email: 'gustav@example.at',
    });
  });
  afterAll(() => t.close());

  const find = async (who: Staff, term: string) =>
    (await who.get(`/api/customers?search=${encodeURIComponent(term)}`).expect(200)).body.data as CustomerView[];
  const orderDate = async (name: string) => {
    const [row] = (await t.ds.query(`SELECT "createdAt" FROM "order" WHERE "id" = $1`, [ids[name]])) as {
      createdAt: Date;
    }[];
    return new Date(row!.createdAt).toISOString();
  };

  it('admins see the whole customer: both orders, the newest (Graz) contact data', async () => {
    const [maria] = await find(admin, '+43 699 5550001');
    expect(maria).toMatchObject({
      lastName: 'Muster-Graz',
      street: 'Lendplatz 7',
      city: 'Graz',
      email: 'maria.graz@example.at',
      orderCount: 2,
      lastOrderAt: await orderDate('graz'),
    });
    const one = (await admin.get(`/api/customers/${maria!.id}`).expect(200)).body.data as CustomerView;
    expect(one).toMatchObject({ street: 'Lendplatz 7', orderCount: 2 });
    const history = (await admin.get(`/api/customers/${maria!.id}/orders`).expect(200)).body
      .data as CustomerOrderView[];
    expect(history.map((o) => o.id).sort()).toEqual([ids.wien, ids.graz].sort());
  });

  it('the Wien employee sees only the Wien order, its count and its contact data, never the Graz street', async () => {
    const [adminView] = await find(admin, '+43 699 5550001');
    const [listed] = await find(employee, '+43 699 5550001');
    expect(listed).toMatchObject({
      id: adminView!.id,
      firstName: 'Maria',
      lastName: 'Muster',
      street: 'Neubaugasse 1',
      zipCode: '1070',
      city: 'Wien',
      email: '',
      orderCount: 1,
      lastOrderAt: await orderDate('wien'),
    });
    const one = (await employee.get(`/api/customers/${adminView!.id}`).expect(200)).body.data as CustomerView;
    expect(one).toEqual(listed);
    expect(JSON.stringify(one)).not.toMatch(/Lendplatz|Graz|maria\.graz/);

    const history = (await employee.get(`/api/customers/${adminView!.id}/orders`).expect(200)).body
      .data as CustomerOrderView[];
    expect(history.map((o) => o.id)).toEqual([ids.wien]);
    expect(history[0]!.branch.id).toBe(wien);

    // The whole list holds no trace of the Graz data either.
    const all = (await employee.get('/api/customers').expect(200)).body.data as CustomerView[];
    expect(JSON.stringify(all)).not.toMatch(/Lendplatz|Annenstraße|Muster-Graz|Grazer/);
  });

  it("an employee's edit answers with the scoped view; the record keeps the notes for everyone", async () => {
    const [maria] = await find(employee, '+43 699 5550001');
    const res = await employee
      .put(`/api/customers/${maria!.id}`, { id: maria!.id, notes: 'Holt meist freitags ab' })
      .expect(200);
    expect(res.body.data).toMatchObject({ notes: 'Holt meist freitags ab', street: 'Neubaugasse 1', orderCount: 1 });
    const asAdmin = (await admin.get(`/api/customers/${maria!.id}`).expect(200)).body.data as CustomerView;
    expect(asAdmin).toMatchObject({ notes: 'Holt meist freitags ab', street: 'Lendplatz 7', orderCount: 2 });
  });

  it('a customer who ordered only in Graz is 404 for the Wien employee (read, orders, edit) and not listed', async () => {
    const [gustav] = await find(admin, 'Grazer');
    expect(gustav).toMatchObject({ street: 'Annenstraße 3', orderCount: 1 });
    await employee.get(`/api/customers/${gustav!.id}`).expect(404);
    await employee.get(`/api/customers/${gustav!.id}/orders`).expect(404);
    const edit = await employee.put(`/api/customers/${gustav!.id}`, { id: gustav!.id, notes: 'x' }).expect(404);
    expect(edit.body.errors).toEqual([{ message: expect.any(String) }]);
    expect(await find(employee, 'Grazer')).toEqual([]);
    expect(await find(employee, '+43 699 5550002')).toEqual([]);
  });
});
