import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { OWN_TEXTS, VALIDATION } from '@bestell/domain';
import { DEMO, login, startTestApp, type TestApp } from './harness.js';
import { type Catalogue, counts, createCatalogue, item, placeOrder, takeaway } from './orders.fixtures.js';

// Issue 12 item 5 (and the order side of item 4): a multiselect option listed twice counts once, the
// delivery area must cover the zip code, totals that would overflow their column are a 422 on the
// field, and an employee cannot change a branch's division or other admin-only fields.
const WIEN = '7a9e4d2c-1b3f-4c8a-8e6d-5f0a2b9c3d11';

describe('pricing edge cases', () => {
  let t: TestApp;
  let c: Catalogue;
  let gold: string;

  beforeAll(async () => {
    t = await startTestApp();
    c = await createCatalogue(t, 'kanten');
    const category = (await c.admin.post('/api/categories', { name: 'Gold' }).expect(201)).body.data.id;
    gold = (
      await c.admin
        .post('/api/products', { category: { id: category }, name: 'Goldbarren', price: '99999999.99' })
        .expect(201)
    ).body.data.id;
    await c.admin
      .post('/api/menus', {
        name: 'Sortiment mit Gold',
        availableFrom: new Date(Date.now() - 30_000).toISOString(),
        branches: [{ id: c.branch.id }],
        catalog: [{ category, products: [gold, c.products.menu, c.products.wine] }],
      })
      .expect(201);
    await c.admin
      .put(`/api/branches/${c.branch.id}`, {
        deliveryAreas: [
          { area: 'Zone A', price: '3.90', tax: '20', minimumOrderValue: '20.00', zipCodes: ['1010', '1070'] },
          { area: 'Umland', price: '9.90', tax: '20', zipCodes: ['2*'] },
        ],
      })
      .expect(200);
  });
  afterAll(() => t.close());

  const delivery = (items: object[], extra: object = {}) =>
    takeaway(c.branch.id, items, {
      isDelivery: true,
      street: 'Hauptstraße 1',
      zipCode: '1010',
      city: 'Wien',
      country: 'AT',
      deliveryArea: 'Zone A',
      ...extra,
    });

  it('a multiselect option listed three times counts and is stored once', async () => {
    const kaese = { name: 'Käse' };
    const res = await placeOrder(
      t,
      takeaway(c.branch.id, [item(c.products.menu, 1, { parts: [{ name: 'Groß' }, [kaese, kaese, kaese], null] })]),
    ).expect(201);
    // Groß 12.90 + Käse 1.20 once.
    expect(res.body.data.items[0].total).toBe('14.10');
    expect(res.body.data.totalGross).toBe('14.10');
    const [row] = await t.ds.query(`SELECT "items" FROM "order" WHERE "id" = $1`, [res.body.data.id]);
    expect(row.items[0].parts[1]).toEqual([{ name: 'Käse', value: '1.20', modifier: 'add' }]);
  });

  it("a delivery order's zip code must lie in an area, else 422 on the zip field; the zip picks the area", async () => {
    const wine = [item(c.products.wine, 1)];
    const before = await counts(t);
    const wrong = await placeOrder(t, delivery(wine, { zipCode: '3100', city: 'St. Pölten' })).expect(422);
    expect(wrong.body.errors).toEqual([{ field: 'zipCode', message: OWN_TEXTS.deliveryZipNotServed('3100') }]);
    // The different delivery address decides, not the billing one.
    const different = await placeOrder(
      t,
      delivery(wine, {
        isDeliveryAddressDifferent: true,
        deliveryStreet: 'Ring 1',
        deliveryZipCode: '3100',
        deliveryCity: 'St. Pölten',
        deliveryCountry: 'AT',
      }),
    ).expect(422);
    expect(different.body.errors).toEqual([
      { field: 'deliveryZipCode', message: OWN_TEXTS.deliveryZipNotServed('3100') },
    ]);
    expect(await counts(t)).toEqual(before);
    await placeOrder(t, delivery(wine, { zipCode: '1070' })).expect(201);
    // 'Zone A' sent, but 2340 lies in 'Umland': its fee applies.
    const umland = await placeOrder(t, delivery(wine, { zipCode: '2340' })).expect(201);
    expect(umland.body.data).toMatchObject({ deliveryArea: 'Umland', deliveryGross: '9.90' });
    // The branch view carries the lists, so the storefront previews the same rule.
    const branch = await request(t.http).get(`/api/branches/${c.branch.id}`).expect(200);
    expect(branch.body.data.deliveryAreas.map((a: { zipCodes: string[] }) => a.zipCodes)).toEqual([
      ['1010', '1070'],
      ['2*'],
    ]);
  });

  it('totals beyond the money columns are a 422 on the field, never a database overflow', async () => {
    const before = await counts(t);
    const line = await placeOrder(t, takeaway(c.branch.id, [item(gold, 2)])).expect(422);
    expect(line.body.errors).toEqual([{ field: 'items.0.amount', message: OWN_TEXTS.amountTooLarge }]);
    const order = await placeOrder(t, takeaway(c.branch.id, [item(c.products.wine, 1), item(gold, 1)])).expect(422);
    expect(order.body.errors).toEqual([{ field: 'items', message: OWN_TEXTS.amountTooLarge }]);
    // Amounts as strings obey the same limit as numbers.
    for (const amount of [1e9, '1e9', '1000000000', '100000,5']) {
      const res = await placeOrder(t, takeaway(c.branch.id, [item(c.products.wine, amount)])).expect(422);
      expect(res.body.errors).toEqual([{ field: 'items.0.amount', message: VALIDATION.max(100_000) }]);
    }
    expect(await counts(t)).toEqual(before);
    await placeOrder(t, takeaway(c.branch.id, [item(gold, 1)])).expect(201);
  });

  it('an employee cannot move a branch into another division or change admin-only fields', async () => {
    const other = (await c.admin.post('/api/divisions', { identifier: 'fremd', name: 'Fremde Firma' }).expect(201)).body
      .data.id;
    const employee = await login(t.http, DEMO.employee);
    const current = (await employee.get(`/api/branches/${WIEN}`).expect(200)).body.data;
    const refused: [object, string[]][] = [
      [{ division: { id: other } }, ['division']],
      [{ division: null }, ['division']],
      [{ identifier: 'uebernommen' }, ['identifier']],
      [{ isPublic: false, isMollieEnabled: !current.isMollieEnabled }, ['isPublic', 'isMollieEnabled']],
    ];
    for (const [body, fields] of refused) {
      const res = await employee.put(`/api/branches/${WIEN}`, body).expect(403);
      expect(res.body.errors).toEqual(fields.map((field) => ({ field, message: OWN_TEXTS.adminOnlyField })));
    }
    const after = (await employee.get(`/api/branches/${WIEN}`).expect(200)).body.data;
    expect(after).toEqual(current);
    // The back-office form sends the whole branch back: unchanged admin-only fields are fine.
    const { id: _id, ...whole } = current;
    const saved = await employee
      .put(`/api/branches/${WIEN}`, {
        ...whole,
        closedMessage: 'Heute Inventur',
        deliveryAreas: current.deliveryAreas.map(({ id: _a, ...a }: { id: string }) => a),
      })
      .expect(200);
    expect(saved.body.data.closedMessage).toBe('Heute Inventur');
    // An admin may.
    const moved = await c.admin.put(`/api/branches/${WIEN}`, { division: { id: other } }).expect(200);
    expect(moved.body.data.division).toEqual({ id: other });
  });
});
