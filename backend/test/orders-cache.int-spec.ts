import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { ORDER_TEXTS } from '../src/orders/messages.js';
import { startTestApp, type TestApp } from './harness.js';
import { type Catalogue, createCatalogue, item, placeOrder, takeaway } from './orders.fixtures.js';

// Placing an order reads branch, menus, products and settings from caches (issue 4, bench target).
// A write through the API must apply to the very next order, without waiting for the cache TTL.
describe('order placement caches', () => {
  let t: TestApp;
  let c: Catalogue;

  beforeAll(async () => {
    t = await startTestApp();
    c = await createCatalogue(t, 'cache');
  });
  afterAll(() => t.close());

  const pizza = () => takeaway(c.branch.id, [item(c.products.pizza)]);

  it('sees a disabled product at once', async () => {
    await placeOrder(t, pizza()).expect(201);
    await c.admin.put(`/api/products/${c.products.pizza}`, { isEnabled: false }).expect(200);
    const res = await placeOrder(t, pizza()).expect(422);
    expect(res.body.errors).toEqual([{ field: 'items.0.product', message: ORDER_TEXTS.productUnavailable('Pizza') }]);
    await c.admin.put(`/api/products/${c.products.pizza}`, { isEnabled: true }).expect(200);
    await placeOrder(t, pizza()).expect(201);
  });

  it('sees a branch that stopped offering takeaway at once', async () => {
    await placeOrder(t, pizza()).expect(201);
    await c.admin.put(`/api/branches/${c.branch.id}`, { isTakeawayEnabled: false }).expect(200);
    const res = await placeOrder(t, pizza()).expect(422);
    expect(res.body.errors).toEqual([{ field: 'isDelivery', message: ORDER_TEXTS.orderTypeDisabled }]);
    await c.admin.put(`/api/branches/${c.branch.id}`, { isTakeawayEnabled: true }).expect(200);
    await placeOrder(t, pizza()).expect(201);
  });

  it('sees a newer menu without the product at once', async () => {
    await placeOrder(t, pizza()).expect(201);
    const category = (await c.admin.post('/api/categories', { name: 'Nur Wein' }).expect(201)).body.data.id;
    await c.admin
      .post('/api/menus', {
        name: 'Nur Wein',
        availableFrom: new Date(Date.now() - 1_000).toISOString(),
        branches: [{ id: c.branch.id }],
        catalog: [{ category, products: [c.products.wine] }],
      })
      .expect(201);
    const res = await placeOrder(t, pizza()).expect(422);
    expect(res.body.errors).toEqual([{ field: 'items.0.product', message: ORDER_TEXTS.productUnknown }]);
    await placeOrder(t, takeaway(c.branch.id, [item(c.products.wine)])).expect(201);
  });

  it('serves changed settings at once', async () => {
    expect((await request(t.http).get('/api/config').expect(200)).body.data.shopName).not.toBe('Cache-Test');
    await c.admin.post('/api/config', { shopName: 'Cache-Test' }).expect(200);
    expect((await request(t.http).get('/api/config').expect(200)).body.data.shopName).toBe('Cache-Test');
  });
});
