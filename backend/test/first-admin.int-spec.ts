import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { FIRST_ADMIN_TEXTS } from '@bestell/domain';
import { runAdminCli } from '../src/admin-command.js';
import { FirstAdminService } from '../src/auth/index.js';
import { loadConfig } from '../src/config/app-config.js';
import { bootApp, cookieValue, createTestDatabase, startTestApp, type TestApp } from './harness.js';

// Issue 37 item 1: the first admin of an empty install, by the one-time setup link or `npm run admin`.
const ADMIN = { name: 'Maria Sonnleitner', email: 'Maria@Example.at', password: 'lange-sichere-passphrase-42' };
const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

describe('first admin by setup link', () => {
  let t: TestApp;
  let link: string;

  beforeAll(async () => {
    t = await startTestApp({ SEED_DEMO: 'false' });
    link = t.app.get(FirstAdminService).setupLink!;
  }, 60_000);
  afterAll(() => t?.close());

  it('issues a link under PUBLIC_URL and stores only the hash of its token', async () => {
    expect(link).toMatch(/^http:\/\/localhost:3000\/backend\/setup\?token=[\w-]{43}$/);
    const rows = (await t.ds.query(`SELECT "id", "expiresAt" FROM "setup_token"`)) as { id: string; expiresAt: Date }[];
    expect(rows).toHaveLength(1);
    expect(rows[0]!.id).not.toContain(tokenOf(link));
    const hours = (rows[0]!.expiresAt.getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
  });

  it('refuses a wrong token with a German 403, also when creating', async () => {
    const wrong = await request(t.http)
      .get('/api/auth/setup')
      .query({ token: 'x'.repeat(43) })
      .expect(403);
    expect(wrong.body).toEqual({ errors: [{ message: FIRST_ADMIN_TEXTS.invalidLink }] });
    await request(t.http).get('/api/auth/setup').expect(403);
    await request(t.http)
      .post('/api/auth/setup')
      .send({ ...ADMIN, token: 'x'.repeat(43) })
      .expect(403);
    expect(await t.ds.query(`SELECT 1 FROM "user"`)).toHaveLength(0);
  });

  it('answers a wrong password with the staff rules (422 on the field) and keeps the link usable', async () => {
    const token = tokenOf(link);
    const short = await request(t.http)
      .post('/api/auth/setup')
      .send({ ...ADMIN, password: 'kurz', token })
      .expect(422);
    expect(short.body.errors).toEqual([
      { message: expect.stringContaining('mindestens 12 Zeichen'), field: 'password' },
    ]);
    const common = await request(t.http)
      .post('/api/auth/setup')
      .send({ ...ADMIN, password: 'password1234', token })
      .expect(422);
    expect(common.body.errors[0].field).toBe('password');
    await request(t.http)
      .get('/api/auth/setup')
      .query({ token })
      .expect(200, { data: { valid: true } });
  });

  it('creates the first ROLE_ADMIN, logs them in (cookie works on staff routes) and voids the link', async () => {
    const token = tokenOf(link);
    const agent = request.agent(t.http);
    const res = await agent
      .post('/api/auth/setup')
      .send({ ...ADMIN, token })
      .expect(201);
    expect(res.body.data).toMatchObject({ email: 'maria@example.at', name: ADMIN.name, roles: ['ROLE_ADMIN'] });
    expect(cookieValue(res, 'sid')).toBeTruthy();
    const csrf = cookieValue(res, 'XSRF-TOKEN')!;
    const me = await agent.get('/api/users/me').expect(200);
    expect(me.body.data.email).toBe('maria@example.at');
    // An admin route, and a write with the session's CSRF token.
    await agent.get('/api/users').expect(200);
    await agent.post('/api/categories').set('X-XSRF-TOKEN', csrf).send({ name: 'Bäckerei' }).expect(201);
    // The normal password login works too; the session came from the auth module (an audited 'login').
    await request(t.http).post('/api/auth/login').send({ email: ADMIN.email, password: ADMIN.password }).expect(200);
    const logins = (await t.ds.query(`SELECT "detail" FROM "audit_log" WHERE "action" = 'login'`)) as {
      detail: string;
    }[];
    expect(logins.map((l) => l.detail)).toContain('setup-link');

    const again = await request(t.http)
      .post('/api/auth/setup')
      .send({ ...ADMIN, email: 'zweite@example.at', token })
      .expect(410);
    expect(again.body).toEqual({ errors: [{ message: FIRST_ADMIN_TEXTS.alreadyDone }] });
    await request(t.http).get('/api/auth/setup').query({ token }).expect(410);
    expect(await t.ds.query(`SELECT 1 FROM "setup_token"`)).toHaveLength(0);
    expect(await t.ds.query(`SELECT 1 FROM "user"`)).toHaveLength(1);
  });
});

describe('setup link across restarts, and npm run admin', () => {
  let db: { url: string; drop: () => Promise<void> };
  const env = { SEED_DEMO: 'false' };
  const linkOfBoot = async () => {
    const app = await bootApp(db.url, env);
    try {
      return app.get(FirstAdminService).setupLink;
    } finally {
      await app.close();
    }
  };

  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(() => db?.drop());

  it('issues a new link at each start while no staff account exists, none once one does', async () => {
    const first = await linkOfBoot();
    const second = await linkOfBoot();
    expect(first).toBeTruthy();
    expect(second).toBeTruthy();
    expect(second).not.toBe(first);
    const app = await bootApp(db.url, env);
    try {
      const link = app.get(FirstAdminService).setupLink!;
      await request(app.getHttpServer())
        .get('/api/auth/setup')
        .query({ token: tokenOf(link) })
        .expect(200);
      await request(app.getHttpServer())
        .post('/api/auth/setup')
        .send({ ...ADMIN, token: tokenOf(link) })
        .expect(201);
    } finally {
      await app.close();
    }
    expect(await linkOfBoot()).toBeNull();
  }, 60_000);

  it('npm run admin: creates, is idempotent, refuses a second owner unless --force', async () => {
    const fresh = await createTestDatabase();
    const lines: string[] = [];
    const out = (line: string) => lines.push(line);
    const config = (extra: Record<string, string> = {}) =>
      loadConfig({ NODE_ENV: 'test', DATABASE_URL: fresh.url, LOG_LEVEL: 'silent', ...extra });
    const stdin = (value: string) => () => Promise.resolve(value);
    try {
      const args = ['create', '--email', 'Chefin@Example.at', '--name', 'Chefin'];
      // Wrong password: German staff rule, nothing created.
      expect(await runAdminCli(args, config(), stdin('kurz'), out)).toBe(1);
      expect(lines.pop()).toMatch(/^password: .*mindestens 12 Zeichen/);
      expect(await runAdminCli(args, config(), stdin('eine-lange-passphrase-7'), out)).toBe(0);
      expect(lines.pop()).toContain('Admin account chefin@example.at created');
      // Same address again: reported, exit 0, no password asked.
      const never = () => Promise.reject(new Error('password asked'));
      expect(await runAdminCli(args, config(), never, out)).toBe(0);
      expect(lines.pop()).toContain('exists already');
      const second = ['create', '--email', 'zweiter@example.at', '--name', 'Zweiter'];
      expect(await runAdminCli(second, config({ ADMIN_PASSWORD: 'noch-eine-passphrase-8' }), never, out)).toBe(2);
      expect(lines.pop()).toContain('--force');
      expect(
        await runAdminCli([...second, '--force'], config({ ADMIN_PASSWORD: 'noch-eine-passphrase-8' }), never, out),
      ).toBe(0);
      const ds = new DataSource({ type: 'postgres', url: fresh.url });
      await ds.initialize();
      try {
        const users = (await ds.query(`SELECT "email", "roles" FROM "user" ORDER BY "email"`)) as {
          email: string;
          roles: string[];
        }[];
        expect(users).toEqual([
          { email: 'chefin@example.at', roles: ['ROLE_ADMIN'] },
          { email: 'zweiter@example.at', roles: ['ROLE_ADMIN'] },
        ]);
      } finally {
        await ds.destroy();
      }
      expect(await runAdminCli(['create', '--email', 'x@example.at'], config(), never, out)).toBe(1);
      expect(lines.pop()).toContain('Usage');
    } finally {
      await fresh.drop();
    }
  }, 60_000);
});
