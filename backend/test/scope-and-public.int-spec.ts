import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { DEMO, login, type Staff, startTestApp, type TestApp } from './harness.js';

const SECRET_KEYS = ['apiKey', 'apiKeyHash', 'internalNote', 'passwordHash', 'csrfToken'];

function keysDeep(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((v) => keysDeep(v, into));
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      into.add(k);
      keysDeep(v, into);
    }
  }
  return into;
}

// Issue 2 items 5 and 7: branch scope for employees; anonymous callers see public, enabled data only.
describe('branch scope and public data', () => {
  let t: TestApp;
  let admin: Staff;
  let employee: Staff;
  let wien: string;
  let graz: string;
  let hidden: { branch: string; product: string; disabled: string; grazTable: string };

  beforeAll(async () => {
    t = await startTestApp();
    admin = await login(t.http, DEMO.admin);
    employee = await login(t.http, DEMO.employee);
    wien = (await admin.get('/api/branches/wien-neubau').expect(200)).body.data.id;
    graz = (await admin.get('/api/branches/graz-lend').expect(200)).body.data.id;
    hidden = {
      branch: (await admin.post('/api/branches', { identifier: 'geheim', name: 'Geheim', isPublic: false }).expect(201))
        .body.data.id,
      product: (
        await admin.post('/api/products', { name: 'Mitarbeiterbrot', price: '1.00', isPublic: false }).expect(201)
      ).body.data.id,
      disabled: (
        await admin.post('/api/products', { name: 'Ausverkauft', price: '1.00', isEnabled: false }).expect(201)
      ).body.data.id,
      grazTable: (await admin.get(`/api/tables/1?branch=${graz}`).expect(200)).body.data.id,
    };
  });
  afterAll(() => t.close());

  it('an employee sees and changes only the branches in the user list', async () => {
    const list = await employee.get('/api/branches').expect(200);
    expect(list.body.data.map((b: { id: string }) => b.id)).toEqual([wien]);
    await employee.get(`/api/branches/${graz}`).expect(404);
    await employee.put(`/api/branches/${graz}`, { name: 'Übernommen' }).expect(404);
    await employee.post(`/api/branches/${graz}/api-key`).expect(404);
    const own = await employee.put(`/api/branches/${wien}`, { closedMessage: 'Heute Inventur' }).expect(200);
    expect(own.body.data.closedMessage).toBe('Heute Inventur');
  });

  it("an employee cannot read or change another branch's tables, nor move a table there", async () => {
    await employee.get(`/api/tables/${hidden.grazTable}`).expect(404);
    await employee.put(`/api/tables/${hidden.grazTable}`, { name: 'x' }).expect(404);
    await employee.del(`/api/tables/${hidden.grazTable}`).expect(404);
    const tables = await employee.get('/api/tables').expect(200);
    expect(tables.body.data.every((x: { branch: { id: string } }) => x.branch.id === wien)).toBe(true);
    const moved = await employee.post('/api/tables', { identifier: 'X9', branch: { id: graz } });
    expect(moved.status).toBe(403);
    await employee.post('/api/tables', { identifier: 'X9', branch: { id: wien } }).expect(201);
  });

  it('admin-only resources answer 403 to employees', async () => {
    await employee.get('/api/users').expect(403);
    await employee.post('/api/products', { name: 'x', price: '1' }).expect(403);
    await employee.post('/api/branches', { identifier: 'neu', name: 'Neu' }).expect(403);
    await employee.post('/api/config', { shopName: 'x' }).expect(403);
    const me = await employee.get('/api/users/me').expect(200);
    expect(me.body.data).toMatchObject({
      email: DEMO.employee.email,
      roles: ['ROLE_EMPLOYEE'],
      branches: [{ id: wien }],
    });
  });

  it('anonymous /api/init lists the demo catalogue but hides non-public data and every secret field', async () => {
    const res = await request(t.http).get('/api/init').expect(200);
    const entries = res.body.data as { url: string; data: unknown }[];
    const byUrl = Object.fromEntries(entries.map((e) => [e.url, e.data])) as Record<string, { id: string }[]>;
    expect(Object.keys(byUrl)).toEqual([
      '/api/config',
      '/api/users/me',
      '/api/divisions',
      '/api/branches',
      '/api/menus',
      '/api/categories',
      '/api/products',
      '/api/tags',
      '/api/tables',
      '/api/sites',
      '/api/navigations',
      '/api/blocks',
      '/api/donatees',
    ]);
    expect(byUrl['/api/users/me']).toBeNull();
    expect(byUrl['/api/products']!.length).toBeGreaterThanOrEqual(28);
    expect(byUrl['/api/categories']!.length).toBeGreaterThanOrEqual(5);

    const branchIds = byUrl['/api/branches']!.map((b) => b.id);
    expect(branchIds).toEqual(expect.arrayContaining([wien, graz]));
    expect(branchIds).not.toContain(hidden.branch);
    const productIds = byUrl['/api/products']!.map((p) => p.id);
    expect(productIds).not.toContain(hidden.product);
    expect(productIds).not.toContain(hidden.disabled);
    const menuProducts = (byUrl['/api/menus'] as unknown as { catalog: { products: string[] }[] }[]).flatMap((m) =>
      m.catalog.flatMap((g) => g.products),
    );
    expect(menuProducts.every((id) => productIds.includes(id))).toBe(true);

    const keys = keysDeep(entries);
    for (const secret of SECRET_KEYS) expect(keys.has(secret)).toBe(false);
    // No user record of any kind reaches anonymous callers.
    expect(keys.has('roles')).toBe(false);
  });

  it('anonymous single reads of hidden items are 404, and anonymous users cannot list users', async () => {
    await request(t.http).get(`/api/branches/${hidden.branch}`).expect(404);
    await request(t.http).get('/api/branches/geheim').expect(404);
    await request(t.http).get(`/api/products/${hidden.product}`).expect(404);
    await request(t.http).get('/api/users').expect(401);
  });

  it('staff /api/init includes the user and, for admins, the user list with staff fields', async () => {
    const res = await admin.get('/api/init').expect(200);
    const urls = res.body.data.map((e: { url: string }) => e.url);
    expect(urls).toContain('/api/users');
    const me = res.body.data.find((e: { url: string }) => e.url === '/api/users/me');
    expect(me.data.email).toBe(DEMO.admin.email);
    const emp = await employee.get('/api/init').expect(200);
    expect(emp.body.data.map((e: { url: string }) => e.url)).not.toContain('/api/users');
  });
});
