import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { addDays, DEFAULT_TIMEZONE, DINE_IN_TEXTS, OWN_TEXTS, zonedInstant, zonedParts } from '@bestell/domain';
import { DeliveryAreaZipFromName1796200731633 } from '../src/database/migrations/1796200731633-delivery-area-zip-from-name.js';
import { startTestApp, type TestApp } from './harness.js';
import { type Catalogue, counts, createCatalogue, item, placeOrder, takeaway } from './orders.fixtures.js';

// Issue 40 items 1 and 4: the delivery address's zip code decides area, fee and minimum ('1100 Wien' with
// the preselected '1070 Neubau' went through free of charge), and a closed café takes no dine-in order
// 'So bald wie möglich'; a table order's ready step reads 'Serviert'.
describe('delivery area from the zip code, dine-in by the hours', () => {
  let t: TestApp;
  let c: Catalogue;
  const area = (name: string, zip: string, price: string, minimumOrderValue: string) => ({
    area: name,
    price,
    tax: '20',
    free: price === '0.00',
    minimumOrderValue,
    zipCodes: [zip],
  });

  beforeAll(async () => {
    t = await startTestApp();
    c = await createCatalogue(t, 'plz-gebiete');
    await c.admin
      .put(`/api/branches/${c.branch.id}`, {
        deliveryAreas: [
          area('1070 Neubau', '1070', '0.00', '0.00'),
          area('1060 Mariahilf', '1060', '3.90', '10.00'),
          area('1080 Josefstadt', '1080', '4.50', '10.00'),
        ],
      })
      .expect(200);
  });
  afterAll(() => t.close());

  const delivery = (zipCode: string, extra: object = {}) =>
    takeaway(c.branch.id, [item(c.products.wine, 2)], {
      isDelivery: true,
      street: 'Favoritenstraße 1',
      zipCode,
      city: 'Wien',
      country: 'AT',
      deliveryArea: '1070 Neubau',
      ...extra,
    });

  it("refuses '1100' with 422 on zipCode although '1070 Neubau' was sent, and writes nothing", async () => {
    const before = await counts(t);
    const res = await placeOrder(t, delivery('1100')).expect(422);
    expect(res.body.errors).toEqual([{ field: 'zipCode', message: OWN_TEXTS.deliveryZipNotServed('1100') }]);
    expect(await counts(t)).toEqual(before);
  });

  it("prices '1060' with the 1060 area's fee and stores that area, whatever area was sent", async () => {
    const res = await placeOrder(t, delivery('1060')).expect(201);
    expect(res.body.data).toMatchObject({ deliveryArea: '1060 Mariahilf', deliveryGross: '3.90' });
    const wine = await placeOrder(t, takeaway(c.branch.id, [item(c.products.wine, 2)])).expect(201);
    const goods = Number(wine.body.data.totalGross);
    expect(Number(res.body.data.totalGross)).toBeCloseTo(goods + 3.9, 2);
    const [row] = await t.ds.query(`SELECT "deliveryArea", "deliveryAreaSnapshot" FROM "order" WHERE "id" = $1`, [
      res.body.data.id,
    ]);
    expect(row.deliveryArea).toBe('1060 Mariahilf');
    expect(row.deliveryAreaSnapshot).toMatchObject({ area: '1060 Mariahilf', price: '3.90' });
    // The status page reads the same area.
    const status = await request(t.http)
      .get(`/api/orders/public/${res.body.data.uid}/${res.body.data.hash}`)
      .expect(200);
    expect(status.body.data.deliveryArea).toBe('1060 Mariahilf');
    // Without a zip list an area delivers nowhere.
    await c.admin
      .put(`/api/branches/${c.branch.id}`, { deliveryAreas: [{ area: 'Überall', price: '0.00', tax: '20' }] })
      .expect(200);
    // (1120: no demo branch delivers there either, so the message names none.)
    const nowhere = await placeOrder(t, delivery('1120', { deliveryArea: 'Überall' })).expect(422);
    expect(nowhere.body.errors).toEqual([{ field: 'zipCode', message: OWN_TEXTS.deliveryZipNotServed('1120') }]);
  });

  it('the migration gives an empty list the leading zip of the area name, so existing shops keep delivering', async () => {
    await c.admin
      .put(`/api/branches/${c.branch.id}`, {
        deliveryAreas: ['1070 Neubau', '12345 Dorf', '123456 Zu lang', 'Zone A', '1060 Mariahilf'].map((name) => ({
          area: name,
          price: '1.00',
          tax: '20',
          zipCodes: name === '1060 Mariahilf' ? ['1061'] : [],
        })),
      })
      .expect(200);
    const runner = t.ds.createQueryRunner();
    try {
      await new DeliveryAreaZipFromName1796200731633().up(runner);
    } finally {
      await runner.release();
    }
    const branch = await request(t.http).get(`/api/branches/${c.branch.id}`).expect(200);
    expect(
      branch.body.data.deliveryAreas.map((a: { area: string; zipCodes: string[] }) => [a.area, a.zipCodes]),
    ).toEqual([
      ['1070 Neubau', ['1070']],
      ['12345 Dorf', ['12345']],
      ['123456 Zu lang', []],
      ['Zone A', []],
      ['1060 Mariahilf', ['1061']],
    ]);
  });

  it("refuses dine-in 'So bald wie möglich' while closed; a time inside the hours is taken and served", async () => {
    const later = addDays(zonedParts(new Date(), DEFAULT_TIMEZONE).date, 3);
    await c.admin
      .put(`/api/branches/${c.branch.id}`, {
        openingHours: [{ type: 'once', date: later, isClosed: false, from: '10:00', to: '18:00' }],
        isPreorderEnabled: true,
        isDineInEnabled: true,
        isTableSelectionEnabled: false,
      })
      .expect(200);
    const dineIn = (extra: object = {}) =>
      takeaway(c.branch.id, [item(c.products.wine, 1)], { isDineIn: true, ...extra });
    const before = await counts(t);
    const asap = await placeOrder(t, dineIn()).expect(422);
    expect(asap.body.errors).toEqual([{ field: 'appointmentDate', message: DINE_IN_TEXTS.closedPickTime }]);
    expect(await counts(t)).toEqual(before);

    const appointmentDate = zonedInstant(later, '12:00', DEFAULT_TIMEZONE).toISOString();
    const res = await placeOrder(t, dineIn({ appointmentDate })).expect(201);
    expect(res.body.data.isDineIn).toBe(true);
    expect(res.body.data.timeline.map((step: { label: string }) => step.label)).toEqual([
      'Bestellung bestätigt',
      'In Zubereitung',
      'Serviert',
      'Abgeschlossen',
    ]);

    // Without pre-orders a closed branch takes no order at all (the closed notice, as before).
    await c.admin.put(`/api/branches/${c.branch.id}`, { isPreorderEnabled: false }).expect(200);
    await placeOrder(t, dineIn({ appointmentDate })).expect(422);
  });
});
