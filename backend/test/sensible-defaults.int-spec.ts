import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { OWN_TEXTS } from '@bestell/domain';
import { startTestApp, type TestApp } from './harness.js';
import { ALWAYS_OPEN, type Catalogue, counts, createCatalogue, item, placeOrder, takeaway } from './orders.fixtures.js';

// Issue 39 item 5: entering a delivery area switches delivery on, a new branch asks pickup customers for a
// phone number, and a zip code this branch does not serve names the branch that does.
describe('sensible defaults of a branch', () => {
  let t: TestApp;
  let c: Catalogue;
  const area = (name: string, zipCodes: string[]) => ({ area: name, price: '2.50', tax: '20', zipCodes });

  beforeAll(async () => {
    t = await startTestApp();
    c = await createCatalogue(t, 'vorgaben');
  });
  afterAll(() => t.close());

  it('switches delivery on with the first delivery area, unless the same request switches it off', async () => {
    const created = (
      await c.admin
        .post('/api/branches', { identifier: 'mit-gebiet', name: 'Mit Gebiet', deliveryAreas: [area('Zentrum', [])] })
        .expect(201)
    ).body.data;
    expect(created.isDeliveryEnabled).toBe(true);

    const plain = (await c.admin.post('/api/branches', { identifier: 'ohne', name: 'Ohne Gebiet' }).expect(201)).body
      .data;
    expect(plain.isDeliveryEnabled).toBe(false);
    const later = await c.admin
      .put(`/api/branches/${plain.id}`, { deliveryAreas: [area('Zentrum', ['4020'])] })
      .expect(200);
    expect(later.body.data.isDeliveryEnabled).toBe(true);
    // Switched off by hand: a changed area list leaves it off (only the first area switches it on).
    await c.admin.put(`/api/branches/${plain.id}`, { isDeliveryEnabled: false }).expect(200);
    const edited = await c.admin
      .put(`/api/branches/${plain.id}`, { deliveryAreas: [area('Zentrum', ['4020', '4030'])] })
      .expect(200);
    expect(edited.body.data.isDeliveryEnabled).toBe(false);

    const refused = (
      await c.admin
        .post('/api/branches', {
          identifier: 'bewusst-aus',
          name: 'Bewusst aus',
          isDeliveryEnabled: false,
          deliveryAreas: [area('Zentrum', [])],
        })
        .expect(201)
    ).body.data;
    expect(refused.isDeliveryEnabled).toBe(false);
  });

  it('asks pickup customers of a new branch for a phone number by default', async () => {
    const created = (await c.admin.post('/api/branches', { identifier: 'abhol', name: 'Abholfiliale' }).expect(201))
      .body.data;
    expect(created).toMatchObject({ isTakeawayPhoneRequired: true, isTakeawayEmailRequired: false });
    const [column] = await t.ds.query(
      `SELECT column_default FROM information_schema.columns WHERE table_name = 'branch' AND column_name = 'isTakeawayPhoneRequired'`,
    );
    expect(column.column_default).toBe('true');
  });

  it("names the branch that delivers to a zip code none of this branch's areas serves", async () => {
    const wine = [item(c.products.wine, 1)];
    // The ordering branch serves 4020 only; Linz-Urfahr serves 4040 (and a private branch would too).
    await c.admin.put(`/api/branches/${c.branch.id}`, { deliveryAreas: [area('Linz Zentrum', ['4020'])] }).expect(200);
    const urfahr = (
      await c.admin
        .post('/api/branches', {
          identifier: 'linz-urfahr',
          name: 'Linz-Urfahr',
          openingHours: ALWAYS_OPEN,
          deliveryAreas: [area('Urfahr', ['4040'])],
        })
        .expect(201)
    ).body.data;
    // Going public needs products in a catalogue; the demo branches stop delivering so only ours count.
    const menus = (await c.admin.get('/api/menus').expect(200)).body.data as { id: string; name: string }[];
    const menu = menus.find((m) => m.name === 'Sortiment vorgaben')!;
    await c.admin
      .put(`/api/menus/${menu.id}`, { branches: [{ id: c.branch.id }, { id: c.hoursBranch.id }, { id: urfahr.id }] })
      .expect(200);
    const branches = (await c.admin.get('/api/branches').expect(200)).body.data as { id: string }[];
    for (const b of branches.filter((b) => b.id !== c.branch.id && b.id !== urfahr.id))
      await c.admin.put(`/api/branches/${b.id}`, { isDeliveryEnabled: false }).expect(200);
    const order = (zipCode: string) =>
      takeaway(c.branch.id, wine, {
        isDelivery: true,
        street: 'Hauptstraße 1',
        zipCode,
        city: 'Linz',
        country: 'AT',
        deliveryArea: 'Linz Zentrum',
      });
    const before = await counts(t);

    // Still private: no branch delivers to 4040 for customers.
    const nobody = await placeOrder(t, order('4040')).expect(422);
    expect(nobody.body.errors).toEqual([{ field: 'zipCode', message: OWN_TEXTS.deliveryZipNotServed('4040') }]);

    await c.admin.put(`/api/branches/${urfahr.id}`, { isPublic: true }).expect(200);
    const other = await placeOrder(t, order('4040')).expect(422);
    expect(other.body.errors).toEqual([
      { field: 'zipCode', message: '4040 beliefern wir von Linz-Urfahr aus. Bitte bestellen Sie dort.' },
    ]);
    expect(await counts(t)).toEqual(before);
    await placeOrder(t, order('4020')).expect(201);
  });
});
