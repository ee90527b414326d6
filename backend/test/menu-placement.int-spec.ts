import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DEMO, login, type Staff, startTestApp, type TestApp } from './harness.js';

// Issue 39 item 1: a product is not picked a second time in 'Produktkataloge'. It joins the menus that
// have a group for its category, follows a category change, and a hand-made catalogue stays as built.
describe('products follow their category into the menus', () => {
  let t: TestApp;
  let admin: Staff;
  let branch: string;
  let brot: string;
  let torten: string;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await login(t.http, DEMO.admin);
    branch = (await admin.post('/api/branches', { identifier: 'kat-filiale', name: 'Kat' }).expect(201)).body.data.id;
    brot = (await admin.post('/api/categories', { name: 'Kat-Brot', position: 1 }).expect(201)).body.data.id;
    torten = (await admin.post('/api/categories', { name: 'Kat-Torten', position: 2 }).expect(201)).body.data.id;
  });
  afterAll(() => t?.close());

  const menu = async (id: string) => (await admin.get(`/api/menus/${id}`).expect(200)).body.data;
  const group = (m: { catalog: { category: string; products: string[] }[] }, category: string) =>
    m.catalog.find((g) => g.category === category)?.products;

  it('appends a new product to its category group, moves it on a category change, keeps hand removals', async () => {
    const existing = (await admin.post('/api/products', { name: 'Semmel', price: '0.60', category: { id: brot } })).body
      .data.id;
    const both = (
      await admin
        .post('/api/menus', {
          name: 'Beide',
          availableFrom: '2026-01-01T00:00:00Z',
          branches: [{ id: branch }],
          catalog: [
            { category: brot, products: [existing] },
            { category: torten, products: [] },
          ],
        })
        .expect(201)
    ).body.data.id;
    const onlyTorten = (
      await admin
        .post('/api/menus', {
          name: 'Nur Torten',
          availableFrom: '2026-01-01T00:00:00Z',
          branches: [{ id: branch }],
          catalog: [{ category: torten, products: [] }],
        })
        .expect(201)
    ).body.data.id;

    const laib = (
      await admin.post('/api/products', { name: 'Laib', price: '4.20', category: { id: brot } }).expect(201)
    ).body.data.id;
    expect(group(await menu(both), brot)).toEqual([existing, laib]);
    expect((await menu(onlyTorten)).catalog).toEqual([{ category: torten, products: [] }]);

    await admin.put(`/api/products/${laib}`, { category: { id: torten } }).expect(200);
    expect(await menu(both)).toMatchObject({
      catalog: [
        { category: brot, products: [existing] },
        { category: torten, products: [laib] },
      ],
    });
    expect(group(await menu(onlyTorten), torten)).toEqual([laib]);

    // Taken out by hand: a later edit that keeps the category does not bring it back.
    await admin.put(`/api/menus/${onlyTorten}`, { catalog: [{ category: torten, products: [] }] }).expect(200);
    await admin.put(`/api/products/${laib}`, { name: 'Bauernlaib', price: '4.50' }).expect(200);
    expect(group(await menu(onlyTorten), torten)).toEqual([]);
    expect(group(await menu(both), torten)).toEqual([laib]);

    // Deleted: out of every menu, so the menu still saves (no id of a product that is gone).
    await admin.del(`/api/products/${laib}`).expect(200);
    expect(group(await menu(both), torten)).toEqual([]);
    await admin.put(`/api/menus/${both}`, { catalog: (await menu(both)).catalog }).expect(200);
  });

  it('a new menu without catalogue gets every category with its enabled products; availableFrom defaults to now', async () => {
    const kipferl = (
      await admin.post('/api/products', { name: 'Kipferl', price: '0.90', category: { id: brot }, position: 0 })
    ).body.data.id;
    const off = (
      await admin.post('/api/products', { name: 'Aus', price: '1.00', category: { id: brot }, isEnabled: false })
    ).body.data.id;
    const before = Date.now();
    const created = (await admin.post('/api/menus', { name: 'Alles', branches: [{ id: branch }] }).expect(201)).body
      .data;
    expect(Math.abs(new Date(created.availableFrom).getTime() - before)).toBeLessThan(60_000);
    const brotGroup = group(created, brot)!;
    expect(brotGroup).toContain(kipferl);
    expect(brotGroup).not.toContain(off);
    expect(created.catalog.map((g: { category: string }) => g.category)).toEqual(
      expect.arrayContaining([brot, torten]),
    );
    // Categories in position order: brot (1) before torten (2).
    const order = created.catalog.map((g: { category: string }) => g.category);
    expect(order.indexOf(brot)).toBeLessThan(order.indexOf(torten));
    // A menu given a catalogue keeps exactly that one.
    const given = (
      await admin.post('/api/menus', { name: 'Leer', branches: [{ id: branch }], catalog: [] }).expect(201)
    ).body.data;
    expect(given.catalog).toEqual([]);
  });
});
