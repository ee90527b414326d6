import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import request from 'supertest';
import { CATALOGUE_CACHE_TTL_MS } from '../src/orders/catalogue-cache.js';
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

  it('sees a write of another process (plain SQL) after the TTL, reloading in the background', async () => {
    // Wine: the menu test above left a menu without the pizza active.
    const wine = () => takeaway(c.branch.id, [item(c.products.wine)]);
    await placeOrder(t, wine()).expect(201);
    await t.ds.query(`UPDATE "product" SET "isEnabled" = false WHERE "id" = $1`, [c.products.wine]);
    await t.ds.query(`UPDATE "shop_config" SET "shopName" = 'Anderer Prozess'`);
    // The TTL is the subject: the test moves the clock the caches read (Date) instead of waiting the TTL
    // out, so a stalled machine can neither push the first order past the TTL nor need a longer sleep.
    // Timers stay real: the database driver and HTTP need them.
    jest.useFakeTimers({
      doNotFake: [
        'hrtime',
        'nextTick',
        'performance',
        'queueMicrotask',
        'setImmediate',
        'clearImmediate',
        'setInterval',
        'clearInterval',
        'setTimeout',
        'clearTimeout',
      ],
    });
    try {
      // Within the TTL the cached rows still apply (no invalidation reached this process).
      await placeOrder(t, wine()).expect(201);
      jest.setSystemTime(Date.now() + CATALOGUE_CACHE_TTL_MS + 100);
      // Expired: served once more while one reload runs, then the new rows apply.
      let status = 201;
      for (let attempt = 0; status === 201 && attempt < 60; attempt++) {
        status = (await placeOrder(t, wine())).status;
        if (status === 201) await new Promise((r) => setTimeout(r, 50));
      }
      expect(status).toBe(422);
      expect((await request(t.http).get('/api/config').expect(200)).body.data.shopName).toBe('Anderer Prozess');
    } finally {
      jest.useRealTimers();
      await t.ds.query(`UPDATE "product" SET "isEnabled" = true WHERE "id" = $1`, [c.products.wine]);
    }
  });
});
