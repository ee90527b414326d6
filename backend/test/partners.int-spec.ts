import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { INTEGRATING_GUIDE } from '../src/partners/integrating-guide.js';
import { DEMO, login, startTestApp, type TestApp } from './harness.js';
import { type Catalogue, createCatalogue, item, placeOrder, takeaway } from './orders.fixtures.js';
import { asPartner, createPartner, readmeGuide } from './partners.helpers.js';

// Issue 21 5b / 22 items 5-6: external users (admin CRUD, hashed token shown once, filters), the partner
// API's bearer tokens with scopes and branches, order placement with Idempotency-Key, the catalogue,
// webhook endpoints with the host policy, and the README's guide served beside the API docs.
describe('external users and the partner API', () => {
  let t: TestApp;
  let c: Catalogue;

  beforeAll(async () => {
    t = await startTestApp();
    c = await createCatalogue(t, 'partner');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('migration and entities agree on the partner tables', async () => {
    const { upQueries } = await t.ds.driver.createSchemaBuilder().log();
    expect(upQueries.map((q) => q.query).filter((q) => /external_user|webhook_/.test(q))).toEqual([]);
  });

  it('admins manage external users; the token is shown once and stored hashed; lists filter', async () => {
    const created = await c.admin
      .post('/api/external-users', {
        name: 'Lieferdienst Blitz',
        email: 'it@blitz.at',
        scopes: ['orders:read'],
        branches: [{ id: c.branch.id }],
      })
      .expect(201);
    const user = created.body.data;
    expect(user).toMatchObject({
      role: 'ROLE_PARTNER',
      scopes: ['orders:read'],
      isActive: true,
      branches: [{ id: c.branch.id }],
    });
    expect(user.token).toMatch(/^[\w-]{32}$/);
    expect(user.tokenHint).toBe(user.token.slice(0, 6));
    const [row] = await t.ds.query(`SELECT "tokenHash" FROM "external_user" WHERE "id" = $1`, [user.id]);
    expect(row.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.tokenHash).not.toContain(user.token);
    const shown = await c.admin.get(`/api/external-users/${user.id}`).expect(200);
    expect(shown.body.data.token).toBeUndefined();

    await c.admin.put(`/api/external-users/${user.id}`, { isActive: false }).expect(200);
    const inactive = await c.admin.get('/api/external-users?isActive=false').expect(200);
    expect(inactive.body.data.map((u: { id: string }) => u.id)).toEqual([user.id]);
    const byScope = await c.admin.get('/api/external-users?scope=orders:read&name=blitz').expect(200);
    expect(byScope.body.data.map((u: { id: string }) => u.id)).toEqual([user.id]);
    expect((await c.admin.get('/api/external-users?scope=orders:write&name=blitz').expect(200)).body.data).toEqual([]);
    await c.admin.get('/api/external-users?isActive=vielleicht').expect(422);
    await c.admin.post('/api/external-users', { name: 'X', scopes: ['alles'], branches: [] }).expect(422);

    const employee = await login(t.http, DEMO.employee);
    await employee.get('/api/external-users').expect(403);
    await request(t.http).get('/api/external-users').expect(401);
  });

  it('authenticates bearer tokens with scopes; a rotated token stops working at once', async () => {
    const reader = await createPartner(c.admin, [c.branch.id], ['orders:read']);
    await request(t.http).get('/api/partner/orders').expect(401);
    await request(t.http)
      .get('/api/partner/orders')
      .set('Authorization', 'Bearer falsch-falsch-falsch-falsch')
      .expect(401);
    await asPartner(t, reader.token).get('/api/partner/orders').expect(200);
    const denied = await asPartner(t, reader.token).get('/api/partner/catalogue').expect(403);
    expect(denied.body.errors[0].message).toContain('catalogue:read');
    await asPartner(t, reader.token).post('/api/partner/webhooks', {}).expect(403);

    const rotated = await c.admin.post(`/api/external-users/${reader.id}/token`).expect(200);
    await asPartner(t, reader.token).get('/api/partner/orders').expect(401);
    await asPartner(t, rotated.body.data.token).get('/api/partner/me').expect(200);
    await c.admin.put(`/api/external-users/${reader.id}`, { isActive: false }).expect(200);
    await asPartner(t, rotated.body.data.token).get('/api/partner/me').expect(403);
  });

  it("lists only its branches' orders and places orders with Idempotency-Key as channel 'api'", async () => {
    const partner = await createPartner(c.admin, [c.branch.id]);
    const api = asPartner(t, partner.token);
    const mine = (await placeOrder(t, takeaway(c.branch.id, [item(c.products.pizza)])).expect(201)).body.data;
    const foreign = (
      await placeOrder(t, takeaway(c.hoursBranch.id, [item(c.products.pizza)], { isPreorder: true })).expect(201)
    ).body.data;
    const listed = await api.get('/api/partner/orders?limit=200').expect(200);
    const ids = listed.body.data.map((o: { id: string }) => o.id);
    expect(ids).toContain(mine.id);
    expect(ids).not.toContain(foreign.id);
    expect(listed.body.data[0].hash).toBeUndefined();
    await api.get(`/api/partner/orders/${mine.id}`).expect(200);
    await api.get(`/api/partner/orders/${foreign.id}`).expect(404);
    await api.get('/api/partner/orders?status=irgendwas').expect(422);

    const form = takeaway(c.branch.id, [item(c.products.pizza, 2)], { firstName: 'Eva', lastName: 'Koch' });
    const first = await api.post('/api/partner/orders', form).set('Idempotency-Key', 'catering-4711').expect(201);
    const again = await api.post('/api/partner/orders', form).set('Idempotency-Key', 'catering-4711').expect(201);
    expect(again.body.data.id).toBe(first.body.data.id);
    const [{ n }] = await t.ds.query(`SELECT count(*)::int AS n FROM "order" WHERE "lastName" = 'Koch'`);
    expect(n).toBe(1);
    const [stored] = await t.ds.query(`SELECT "channel", "enteredById", "enteredByName" FROM "order" WHERE "id" = $1`, [
      first.body.data.id,
    ]);
    expect(stored).toEqual({ channel: 'api', enteredById: partner.id, enteredByName: 'Catering Huber' });
    // Same key, other body: refused; keys are per external user, so another partner's key is its own.
    await api
      .post('/api/partner/orders', { ...form, lastName: 'Anders' })
      .set('Idempotency-Key', 'catering-4711')
      .expect(422);
    const other = await createPartner(c.admin, [c.branch.id]);
    const theirs = await asPartner(t, other.token)
      .post('/api/partner/orders', form)
      .set('Idempotency-Key', 'catering-4711')
      .expect(201);
    expect(theirs.body.data.id).not.toBe(first.body.data.id);
    const refused = await api
      .post('/api/partner/orders', takeaway(c.hoursBranch.id, [item(c.products.pizza)], { isPreorder: true }))
      .expect(403);
    expect(refused.body.errors[0]).toMatchObject({ field: 'branch' });
    await api.post('/api/partner/orders', { branch: { id: c.branch.id } }).expect(422);
  });

  it('reads the catalogue of the shop and its own branches', async () => {
    const partner = await createPartner(c.admin, [c.branch.id], ['catalogue:read']);
    const res = await asPartner(t, partner.token).get('/api/partner/catalogue').expect(200);
    expect(res.body.data.branches.map((b: { id: string }) => b.id)).toEqual([c.branch.id]);
    expect(res.body.data.products.map((p: { id: string }) => p.id)).toContain(c.products.pizza);
    expect(res.body.data.categories.length).toBeGreaterThan(0);
  });

  it('keeps webhook endpoints to their owner and to allowed hosts', async () => {
    const a = await createPartner(c.admin, [c.branch.id]);
    const b = await createPartner(c.admin, [c.branch.id]);
    const refused = await asPartner(t, a.token)
      .post('/api/partner/webhooks', { url: 'https://example.com/hook', events: ['order.placed'] })
      .expect(422);
    expect(refused.body.errors[0]).toMatchObject({ field: 'url' });
    expect(refused.body.errors[0].message).toContain('example.com');
    await asPartner(t, a.token).post('/api/partner/webhooks', { url: 'http://127.0.0.1:9/x', events: [] }).expect(422);
    const created = await asPartner(t, a.token)
      .post('/api/partner/webhooks', { url: 'http://127.0.0.1:9/x', events: ['order.placed', 'order.placed'] })
      .expect(201);
    expect(created.body.data.events).toEqual(['order.placed']);
    const id = created.body.data.id;
    await asPartner(t, b.token).get(`/api/partner/webhooks/${id}`).expect(404);
    await asPartner(t, b.token).put(`/api/partner/webhooks/${id}`, { enabled: false }).expect(404);
    await asPartner(t, b.token).del(`/api/partner/webhooks/${id}`).expect(404);
    expect((await c.admin.get(`/api/external-users/${a.id}/webhooks`).expect(200)).body.data).toHaveLength(1);
    const off = await asPartner(t, a.token).put(`/api/partner/webhooks/${id}`, { enabled: false }).expect(200);
    expect(off.body.data.isEnabled).toBe(false);
    const [row] = await t.ds.query(`SELECT "secret" FROM "webhook_endpoint" WHERE "id" = $1`, [id]);
    expect(row.secret).toBe(created.body.data.secret);
  });

  it("serves the README's Integrating guide beside the API docs", async () => {
    expect(readmeGuide()).toBe(INTEGRATING_GUIDE);
    const res = await request(t.http).get('/api/docs/integrating').expect(200);
    expect(res.headers['content-type']).toContain('text/markdown');
    expect(res.text).toBe(INTEGRATING_GUIDE);
  });
});
