import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { AUDIT_MASK, AUTH, type AuditLogView } from '@bestell/domain';
import { AuditRetention } from '../src/audit/index.js';
import { DEMO, login, type Staff, startTestApp, type TestApp } from './harness.js';
import { type Catalogue, createCatalogue, item, placeOrder, takeaway } from './orders.fixtures.js';

// Issue 21 item 6: every staff change and every login writes one audit row in the transaction of the
// change (an injected failure writes neither), with only the changed fields and no secrets; GET
// /api/logs filters them for admins; the retention job deletes old rows.
describe('audit log', () => {
  let t: TestApp;
  let c: Catalogue;
  let admin: Staff;
  let adminId: string;

  // The test client comes from 127.0.0.1, a trusted proxy here, so X-Forwarded-For names the client.
  const CLIENT = '203.0.113.7';

  beforeAll(async () => {
    t = await startTestApp({ TRUST_PROXY: 'loopback', AUDIT_RETENTION_DAYS: '30' });
    c = await createCatalogue(t);
    admin = c.admin;
    adminId = (await admin.get('/api/users/me').expect(200)).body.data.id;
  });
  afterAll(() => t.close());
  afterEach(async () => {
    await t.ds.query(`DROP TRIGGER IF EXISTS audit_fail_now ON "audit_log"`);
    await t.ds.query(`DROP TRIGGER IF EXISTS audit_fail_at_commit ON "audit_log"`);
    for (const table of ['tag', 'order'])
      await t.ds.query(`DROP TRIGGER IF EXISTS change_fail_at_commit ON "${table}"`);
  });

  // Read raw: the order's answer schema is the contract tests' business (backend/test/contract.ts), not this file's.
  const place = async () => {
    const res = await new Promise<request.Response>((resolve) =>
      placeOrder(t, takeaway(c.branch.id, [item(c.products.pizza, 1)])).end((_err, r) => resolve(r)),
    );
    expect(res.status).toBe(201);
    return res.body.data as { id: string; uid: string; hash: string };
  };

  type Row = AuditLogView & { at: Date };
  const rows = async (where = 'TRUE', params: unknown[] = []): Promise<Row[]> =>
    t.ds.query(`SELECT * FROM "audit_log" WHERE ${where} ORDER BY "at", "id"`, params);
  const count = async () => Number((await t.ds.query(`SELECT count(*)::int AS n FROM "audit_log"`))[0].n);
  const from = (staff: Staff) => ({
    post: (url: string, body: object = {}) => staff.post(url, body).set('X-Forwarded-For', CLIENT),
    put: (url: string, body: object = {}) => staff.put(url, body).set('X-Forwarded-For', CLIENT),
    del: (url: string) => staff.del(url).set('X-Forwarded-For', CLIENT),
  });

  it('the migration matches the entity', async () => {
    const { upQueries } = await t.ds.driver.createSchemaBuilder().log();
    expect(upQueries.map((q) => q.query).filter((q) => /"audit_log"/.test(q))).toEqual([]);
  });

  it('CRUD create, update and delete write one row each with who, when, where from and only the changed fields', async () => {
    const start = await count();
    const tag = (await from(admin).post('/api/tags', { name: 'Audit-Vegan' }).expect(201)).body.data;
    await from(admin).put(`/api/tags/${tag.id}`, { name: 'Audit-Vegetarisch' }).expect(200);
    // Saving unchanged data changes nothing and logs nothing.
    await from(admin).put(`/api/tags/${tag.id}`, { name: 'Audit-Vegetarisch' }).expect(200);
    await from(admin).del(`/api/tags/${tag.id}`).expect(200);
    expect(await count()).toBe(start + 3);

    const log = await rows(`"resource" = 'tags' AND "resourceId" = $1`, [tag.id]);
    expect(log.map((r) => [r.action, r.changes])).toEqual([
      ['create', { name: { after: 'Audit-Vegan' } }],
      ['update', { name: { before: 'Audit-Vegan', after: 'Audit-Vegetarisch' } }],
      ['delete', { name: { before: 'Audit-Vegetarisch' } }],
    ]);
    for (const r of log) {
      expect(r).toMatchObject({ actorKind: 'staff', actorId: adminId, ip: CLIENT });
      expect(r.actorName).toBeTruthy();
      expect(Date.now() - new Date(r.at).getTime()).toBeLessThan(60_000);
    }
  });

  it('records the branch of branch-scoped records', async () => {
    const table = (
      await from(admin)
        .post('/api/tables', { branch: { id: c.branch.id }, identifier: 'T-audit', name: 'Tisch 9' })
        .expect(201)
    ).body.data;
    const [row] = await rows(`"resource" = 'tables' AND "resourceId" = $1`, [table.id]);
    expect(row).toMatchObject({ action: 'create', branchId: c.branch.id });
  });

  it('never logs secrets: a new password shows as changed, masked; apiKeys and hashes never appear', async () => {
    const password = 'Sehr-geheim-4711';
    const user = (
      await from(admin)
        .post('/api/users', { email: 'audit@sonnleitner.at', name: 'Audit', password, roles: ['ROLE_EMPLOYEE'] })
        .expect(201)
    ).body.data;
    await from(admin).put(`/api/users/${user.id}`, { password: 'Noch-geheimer-0815', name: 'Audit Neu' }).expect(200);
    const branch = (
      await from(admin).post('/api/branches', { identifier: 'audit-filiale', name: 'Audit-Filiale' }).expect(201)
    ).body.data as { id: string; apiKey: string };
    expect(branch.apiKey).toBeTruthy();

    const [created, updated] = await rows(`"resource" = 'users' AND "resourceId" = $1`, [user.id]);
    expect(created!.changes).toMatchObject({
      email: { after: 'audit@sonnleitner.at' },
      password: { after: AUDIT_MASK },
    });
    expect(updated!.changes).toEqual({
      name: { before: 'Audit', after: 'Audit Neu' },
      password: { before: AUDIT_MASK, after: AUDIT_MASK },
    });
    const [hash] = await t.ds.query(`SELECT "passwordHash" FROM "user" WHERE "id" = $1`, [user.id]);
    const [keyHash] = await t.ds.query(`SELECT "apiKeyHash" FROM "branch" WHERE "id" = $1`, [branch.id]);
    const everything = JSON.stringify(await rows());
    for (const secret of [password, 'Noch-geheimer-0815', hash.passwordHash, branch.apiKey, keyHash.apiKeyHash]) {
      expect(everything).not.toContain(secret);
    }
  });

  it('the shop configuration: one row with the changed keys only', async () => {
    const before = (await admin.get('/api/config').expect(200)).body.data;
    await from(admin)
      .post('/api/config', { shopName: 'Audit-Bäckerei', currency: before.currency, title: before.title })
      .expect(200);
    const [row] = (await rows(`"resource" = 'config'`)).slice(-1);
    expect(row!.changes).toEqual({ shopName: { before: before.shopName, after: 'Audit-Bäckerei' } });
    expect(row).toMatchObject({ action: 'update', actorId: adminId, ip: CLIENT });
  });

  it('staff order changes get a row with the transition; the customer own actions do not', async () => {
    const order = await place();
    const start = await count();
    expect(start).toBe((await rows()).length);
    await from(admin).post(`/api/orders/${order.id}/status/confirm`).expect(200);
    await from(admin).put(`/api/orders/${order.id}`, { id: order.id, version: 2, comment: 'Ohne Zwiebel' }).expect(200);
    await from(admin).put(`/api/orders/${order.id}/items/0`, { amount: 2, parts: [] }).expect(200);
    const log = await rows(`"resource" = 'orders' AND "resourceId" = $1`, [order.id]);
    expect(log.map((r) => [r.action, r.detail])).toEqual([
      ['update', 'confirm'],
      ['update', 'editOrder'],
      ['update', 'updateItem'],
    ]);
    expect(log[0]!.changes).toMatchObject({ isConfirmed: { before: false, after: true } });
    expect(log[1]!.changes).toEqual({ comment: { before: '', after: 'Ohne Zwiebel' } });
    expect(log[2]!.changes).toMatchObject({ totalGross: { before: '11.00', after: '22.00' } });
    expect(log.every((r) => r.branchId === c.branch.id && r.actorId === adminId && r.ip === CLIENT)).toBe(true);

    await from(admin).del(`/api/orders/${order.id}`).expect(200);
    const [deleted] = await rows(`"resource" = 'orders' AND "action" = 'delete' AND "resourceId" = $1`, [order.id]);
    expect(deleted!.changes).toMatchObject({ lastName: { before: 'Muster' }, totalGross: { before: '22.00' } });

    // Staff propose another time (logged); the customer accepting it is the customer's change (not logged).
    const other = await place();
    const when = new Date(Date.now() + 86_400_000);
    when.setUTCHours(11, 0, 0, 0);
    await from(admin)
      .post(`/api/orders/${other.id}/counter-appointment`, { counterAppointment: when.toISOString() })
      .expect(200);
    const n = await count();
    const [proposed] = (await rows(`"resourceId" = $1`, [other.id])).slice(-1);
    expect(proposed).toMatchObject({ action: 'update', detail: 'proposeCounterAppointment' });
    await request(t.http).post(`/api/orders/public/${other.uid}/${other.hash}/confirm-counter-appointment`).expect(200);
    const [accepted] = await t.ds.query(`SELECT "version" FROM "order" WHERE "id" = $1`, [other.id]);
    expect(accepted.version).toBe(3);
    expect(await count()).toBe(n);
  });

  it('logins, failed logins and logouts are logged; the typed text is kept only when it is an address', async () => {
    const agent = request.agent(t.http);
    await agent.post('/api/auth/login').set('X-Forwarded-For', CLIENT).send(DEMO.employee).expect(200);
    await request(t.http)
      .post('/api/auth/login')
      .set('X-Forwarded-For', CLIENT)
      .send({ email: DEMO.employee.email, password: 'falsch' })
      .expect(401);
    await request(t.http).post('/api/auth/login').send({ email: 'niemand@example.at', password: 'falsch' }).expect(401);
    await request(t.http).post('/api/auth/login').send({ email: 'MeinPasswort123', password: 'x' }).expect(401);
    const employee = await login(t.http, DEMO.employee);
    await employee.post('/api/auth/logout').expect(200);

    const [me] = await t.ds.query(`SELECT "id", "name", "email" FROM "user" WHERE "email" = $1`, [DEMO.employee.email]);
    const log = (await rows(`"action" IN ('login', 'login-failed', 'logout')`)).filter((r) => r.actorId !== adminId);
    expect(log.map((r) => [r.action, r.detail, r.actorKind, r.actorName, r.resourceId, r.ip])).toEqual([
      ['login', 'password', 'staff', me.name || me.email, me.id, CLIENT],
      ['login-failed', 'invalid-credentials', 'anonymous', me.email, me.id, CLIENT],
      ['login-failed', 'invalid-credentials', 'anonymous', 'niemand@example.at', null, '127.0.0.1'],
      ['login-failed', 'invalid-credentials', 'anonymous', null, null, '127.0.0.1'],
      ['login', 'password', 'staff', me.name || me.email, me.id, '127.0.0.1'],
      ['logout', null, 'staff', me.name || me.email, me.id, '127.0.0.1'],
    ]);
    expect(JSON.stringify(log)).not.toMatch(/falsch|MeinPasswort123|demo-team/);
  });

  describe('an injected failure writes neither the change nor its row', () => {
    // The answer as it came: an injected database failure is a 500 no operation documents, so the
    // contract check (backend/test/contract.ts) would turn it into an error before we could look.
    const raw = (test: request.Test) =>
      new Promise<request.Response>((resolve) => test.end((_err, res) => resolve(res)));
    const failNow = () =>
      t.ds.query(`
        CREATE OR REPLACE FUNCTION audit_fail() RETURNS trigger LANGUAGE plpgsql AS $$
          BEGIN RAISE EXCEPTION 'injected audit failure'; END $$;
        CREATE TRIGGER audit_fail_now BEFORE INSERT ON "audit_log" FOR EACH ROW EXECUTE FUNCTION audit_fail();`);
    // Fails at COMMIT, after the audit row and the change are both written: the whole transaction goes.
    const failAtCommit = () =>
      t.ds.query(`
        CREATE OR REPLACE FUNCTION audit_fail() RETURNS trigger LANGUAGE plpgsql AS $$
          BEGIN RAISE EXCEPTION 'injected failure at commit'; END $$;
        CREATE CONSTRAINT TRIGGER audit_fail_at_commit AFTER INSERT ON "audit_log"
          DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION audit_fail();`);
    // The change itself fails at COMMIT (after its log row was written): a log row written anywhere but in
    // the change's own transaction would survive this one.
    const changeFailsAtCommit = (table: string) => () =>
      t.ds.query(`
        CREATE OR REPLACE FUNCTION audit_fail() RETURNS trigger LANGUAGE plpgsql AS $$
          BEGIN RAISE EXCEPTION 'injected failure of the change'; END $$;
        CREATE CONSTRAINT TRIGGER change_fail_at_commit AFTER UPDATE ON "${table}"
          DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION audit_fail();`);

    it.each([
      ['the log insert fails', failNow],
      ['the transaction fails after the log insert', failAtCommit],
      ['the change fails after the log insert', changeFailsAtCommit('tag')],
    ])('CRUD update: %s', async (name, inject) => {
      const tag = (await admin.post('/api/tags', { name: `Audit-Saisonal ${name}` }).expect(201)).body.data;
      const start = await count();
      await inject();
      const res = await raw(admin.put(`/api/tags/${tag.id}`, { name: 'Winter' }));
      expect(res.status).toBeGreaterThanOrEqual(500);
      const [stored] = await t.ds.query(`SELECT "name" FROM "tag" WHERE "id" = $1`, [tag.id]);
      expect(stored.name).toBe(`Audit-Saisonal ${name}`);
      expect(await count()).toBe(start);
    });

    it.each([
      ['the log insert fails', failNow],
      ['the transaction fails after the log insert', failAtCommit],
      ['the change fails after the log insert', changeFailsAtCommit('order')],
    ])('order status change: %s', async (_name, inject) => {
      const order = await place();
      const history = async () =>
        Number(
          (await t.ds.query(`SELECT count(*)::int AS n FROM "order_history" WHERE "orderId" = $1`, [order.id]))[0].n,
        );
      const historyBefore = await history();
      const start = await count();
      await inject();
      const res = await raw(admin.post(`/api/orders/${order.id}/status/confirm`));
      expect(res.status).toBeGreaterThanOrEqual(500);
      const [stored] = await t.ds.query(`SELECT "isConfirmed", "version" FROM "order" WHERE "id" = $1`, [order.id]);
      expect(stored).toEqual({ isConfirmed: false, version: 1 });
      expect(await history()).toBe(historyBefore);
      expect(await count()).toBe(start);
    });

    it('config and login: neither is stored without its row', async () => {
      const before = (await admin.get('/api/config').expect(200)).body.data;
      const sessions = async () => Number((await t.ds.query(`SELECT count(*)::int AS n FROM "session"`))[0].n);
      const sessionsBefore = await sessions();
      await failAtCommit();
      expect((await raw(admin.post('/api/config', { shopName: 'Nie gespeichert' }))).status).toBeGreaterThanOrEqual(
        500,
      );
      expect((await raw(request(t.http).post('/api/auth/login').send(DEMO.employee))).status).toBeGreaterThanOrEqual(
        500,
      );
      const [row] = await t.ds.query(`SELECT "shopName" FROM "shop_config" WHERE "id" = 1`);
      expect(row.shopName).toBe(before.shopName);
      expect(await sessions()).toBe(sessionsBefore);
    });
  });

  describe('GET /api/logs', () => {
    it('admins only: 401 without a session, 403 for employees', async () => {
      await request(t.http).get('/api/logs').expect(401);
      const employee = await login(t.http, DEMO.employee);
      const res = await employee.get('/api/logs').expect(403);
      expect(res.body.errors[0].message).toBe(AUTH.forbidden);
      const one = (await rows())[0]!;
      await employee.get(`/api/logs/${one.id}`).expect(403);
    });

    it('newest first, paged with X-Total-Count; filters by resource, record, user, action and time', async () => {
      const all = await rows();
      const res = await admin.get('/api/logs?limit=5').expect(200);
      expect(Number(res.headers['x-total-count'])).toBe(all.length);
      expect(res.body.data.map((r: AuditLogView) => r.id)).toEqual(
        [...all]
          .sort((a, b) => +new Date(b.at) - +new Date(a.at) || (b.id < a.id ? -1 : 1))
          .slice(0, 5)
          .map((r) => r.id),
      );
      const page2 = await admin.get('/api/logs?limit=5&page=2').expect(200);
      expect(page2.body.data[0].id).not.toBe(res.body.data[0].id);

      const list = async (query: string) =>
        ((await admin.get(`/api/logs?${query}`).expect(200)).body.data as AuditLogView[]).map((r) => r.id).sort();
      const ids = (pick: (r: Row) => boolean) =>
        all
          .filter(pick)
          .map((r) => r.id)
          .sort();

      expect(await list('resource=tags&limit=200')).toEqual(ids((r) => r.resource === 'tags'));
      expect(await list('action=login-failed&limit=200')).toEqual(ids((r) => r.action === 'login-failed'));
      expect(await list(`user=${adminId}&action=update&limit=200`)).toEqual(
        ids((r) => r.actorId === adminId && r.action === 'update'),
      );
      const tagRow = all.find((r) => r.resource === 'tags')!;
      expect(await list(`resource=tags&resourceId=${tagRow.resourceId}`)).toEqual(
        ids((r) => r.resource === 'tags' && r.resourceId === tagRow.resourceId),
      );
      const middle = all[Math.floor(all.length / 2)]!;
      const at = new Date(middle.at).toISOString();
      expect(await list(`from=${encodeURIComponent(at)}&limit=200`)).toEqual(
        ids((r) => new Date(r.at).getTime() >= new Date(at).getTime()),
      );
      expect(await list(`to=${encodeURIComponent(at)}&limit=200`)).toEqual(
        ids((r) => new Date(r.at).getTime() < new Date(at).getTime()),
      );

      const one = await admin.get(`/api/logs/${tagRow.id}`).expect(200);
      expect(one.body.data).toMatchObject({ id: tagRow.id, resource: 'tags', action: tagRow.action });
      await admin.get('/api/logs/00000000-0000-4000-8000-000000000000').expect(404);
      await admin.get('/api/logs/kein-log').expect(404);
      const bad = await admin.get('/api/logs?action=explode&from=gestern').expect(422);
      expect(bad.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['action', 'from']);
    });
  });

  it('retention: rows older than AUDIT_RETENTION_DAYS (30 here) are deleted, younger ones stay', async () => {
    const insert = (daysAgo: number) =>
      t.ds.query(
        `INSERT INTO "audit_log" ("at", "actorKind", "action", "resource", "detail")
         VALUES (now() - make_interval(days => $1), 'system', 'update', 'retention-test', $2) RETURNING "id"`,
        [daysAgo, `${daysAgo}`],
      );
    for (const days of [400, 31, 29, 1]) await insert(days);
    const { deleted } = await t.app.get(AuditRetention).run();
    expect(deleted).toBe(2);
    const left = await rows(`"resource" = 'retention-test'`);
    expect(left.map((r) => r.detail).sort()).toEqual(['1', '29']);
  });
});
