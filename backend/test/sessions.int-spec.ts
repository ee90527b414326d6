import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { OWN_TEXTS } from '@bestell/domain';
import { cookieValue, DEMO, login, startTestApp, type TestApp } from './harness.js';

// Issue 12 item 8: sessions also end when idle, the session cookie is __Host- over TLS, and staff
// passwords set through the API are long and not common (the seeded demo passwords stay for development).
describe('sessions and staff passwords', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ TRUST_PROXY: 'loopback', SESSION_IDLE_MINUTES: '120' });
  });
  afterAll(() => t?.close());

  const sessionRow = async (): Promise<{ id: string; lastSeenAt: Date }[]> =>
    t.ds.query(`SELECT "id", "lastSeenAt" FROM "session" ORDER BY "createdAt" DESC LIMIT 1`);

  it('a session idle for longer than SESSION_IDLE_MINUTES ends; activity keeps it alive', async () => {
    const staff = await login(t.http, DEMO.employee);
    const [row] = await sessionRow();
    // Idle 100 minutes: still valid, and the request moves lastSeenAt to now.
    await t.ds.query(`UPDATE "session" SET "lastSeenAt" = now() - interval '100 minutes' WHERE "id" = $1`, [row!.id]);
    await staff.get('/api/users/me').expect(200);
    const [touched] = await sessionRow();
    expect(Date.now() - new Date(touched!.lastSeenAt).getTime()).toBeLessThan(60_000);
    // Idle 121 minutes (the absolute lifetime of 12 h is far away): over.
    await t.ds.query(`UPDATE "session" SET "lastSeenAt" = now() - interval '121 minutes' WHERE "id" = $1`, [row!.id]);
    await staff.get('/api/users/me').expect(401);
  });

  it('over TLS (X-Forwarded-Proto from the trusted proxy) the cookie is __Host-sid: Secure, path /, no Domain', async () => {
    const res = await request(t.http)
      .post('/api/auth/login')
      .set('X-Forwarded-Proto', 'https')
      .send(DEMO.admin)
      .expect(200);
    const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
    const session = cookies.find((c) => c.startsWith('__Host-sid='))!;
    expect(session).toMatch(/; Path=\/;/);
    expect(session).toMatch(/; Secure/);
    expect(session).toMatch(/; HttpOnly/);
    expect(session).not.toMatch(/Domain=/i);
    expect(cookies.some((c) => c.startsWith('sid='))).toBe(false);
    const token = cookieValue(res, '__Host-sid')!;
    const me = (cookie: string, proto?: string) => {
      const req = request(t.http).get('/api/users/me').set('Cookie', cookie);
      return proto ? req.set('X-Forwarded-Proto', proto) : req;
    };
    await me(`__Host-sid=${token}`, 'https').expect(200);
    // Over TLS a plain `sid` (which any HTTP page could have planted) is not read.
    await me(`sid=${token}`, 'https').expect(401);
    // Plain HTTP deployments keep the unprefixed name.
    await me(`sid=${token}`).expect(200);
    expect(cookieValue(await request(t.http).post('/api/auth/login').send(DEMO.admin), 'sid')).toBeDefined();
  });

  it('staff passwords: at least 12 characters and not a common one; the demo passwords still log in', async () => {
    const admin = await login(t.http, DEMO.admin);
    const create = (password: string) =>
      admin.post('/api/users', { email: `neu.${password.length}@sonnleitner.at`, password, roles: ['ROLE_EMPLOYEE'] });
    const short = await create('elf-zeichen').expect(422);
    expect(short.body.errors).toEqual([
      { field: 'password', message: 'Diese Zeichenkette ist zu kurz. Sie sollte mindestens 12 Zeichen haben.' },
    ]);
    for (const common of ['qwerty123456', '1q2w3e4r5t6y', 'Qwerty123456']) {
      const res = await create(common).expect(422);
      expect(res.body.errors).toEqual([{ field: 'password', message: OWN_TEXTS.passwordTooCommon }]);
    }
    const created = await create('Theke-Sonnleitner-7').expect(201);
    // Changing a password follows the same rule.
    const change = await admin.put(`/api/users/${created.body.data.id}`, { password: '123456789012' }).expect(422);
    expect(change.body.errors).toEqual([{ field: 'password', message: OWN_TEXTS.passwordTooCommon }]);
    await login(t.http, { email: 'neu.19@sonnleitner.at', password: 'Theke-Sonnleitner-7' });
    // The seeded development accounts keep their short passwords (set by the seed, not the API).
    await login(t.http, DEMO.employee);
  });
});
