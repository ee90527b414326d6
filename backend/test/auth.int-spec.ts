import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { AUTH } from '@bestell/domain';
import { cookieValue, DEMO, login, startTestApp, type TestApp } from './harness.js';

// Issue 2 item 5: staff auth, sessions, CSRF, throttling; spec section 8 authentication messages.
describe('staff authentication', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ LOGIN_MAX_FAILURES_ACCOUNT: '3', LOGIN_MAX_FAILURES_IP: '50', LOGIN_LOCK_MINUTES: '15' });
  });
  afterAll(() => t.close());

  it('answers 401 JSON to staff calls without a session', async () => {
    for (const [method, url] of [
      ['get', '/api/users/me'],
      ['get', '/api/users'],
      ['post', '/api/products'],
      ['post', '/api/config'],
      ['post', '/api/auth/logout'],
    ] as const) {
      const res = await request(t.http)[method](url).send({});
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ errors: [{ message: AUTH.unauthenticated }] });
    }
  });

  it('logs in with a new HttpOnly SameSite=Lax session and a readable XSRF-TOKEN cookie', async () => {
    const res = await request(t.http).post('/api/auth/login').send(DEMO.admin).expect(200);
    expect(res.body.data).toMatchObject({ email: DEMO.admin.email, roles: ['ROLE_ADMIN'] });
    expect(res.body.data.passwordHash).toBeUndefined();
    const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
    const sid = cookies.find((c) => c.startsWith('sid='))!;
    expect(sid).toMatch(/HttpOnly/i);
    expect(sid).toMatch(/SameSite=Lax/i);
    const xsrf = cookies.find((c) => c.startsWith('XSRF-TOKEN='))!;
    expect(xsrf).not.toMatch(/HttpOnly/i);

    const again = await request(t.http)
      .post('/api/auth/login')
      .set('Cookie', sid.split(';')[0]!)
      .send(DEMO.admin)
      .expect(200);
    expect(cookieValue(again, 'sid')).not.toEqual(cookieValue(res, 'sid'));
    // The session presented at the second login was replaced, not kept.
    await request(t.http).get('/api/users/me').set('Cookie', sid.split(';')[0]!).expect(401);
  });

  it('gives unknown users and wrong passwords the same German answer', async () => {
    const unknown = await request(t.http).post('/api/auth/login').send({ email: 'niemand@example.at', password: 'x' });
    const wrong = await request(t.http)
      .post('/api/auth/login')
      .send({ email: DEMO.employee.email, password: 'falsch' });
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.body).toEqual({ errors: [{ message: 'Fehlerhafte Zugangsdaten.' }] });
  });

  it('validates the login body with field names', async () => {
    const res = await request(t.http).post('/api/auth/login').send({ email: '' }).expect(422);
    expect(res.body.errors).toEqual(
      expect.arrayContaining([
        { message: 'Dieser Wert sollte nicht leer sein.', field: 'email' },
        { message: 'Dieser Wert sollte nicht leer sein.', field: 'password' },
      ]),
    );
  });

  it('throttles an account after repeated failures with the minutes in German, even for the right password', async () => {
    const email = 'throttle@sonnleitner.at';
    const admin = await login(t.http, DEMO.admin);
    await admin.post('/api/users', { email, password: 'richtig-richtig', roles: ['ROLE_EMPLOYEE'] }).expect(201);
    for (let i = 0; i < 3; i++) {
      await request(t.http).post('/api/auth/login').send({ email, password: 'falsch' }).expect(401);
    }
    const locked = await request(t.http).post('/api/auth/login').send({ email, password: 'richtig-richtig' });
    expect(locked.status).toBe(429);
    expect(locked.body.errors[0].message).toBe(
      'Zu viele fehlgeschlagene Anmeldeversuche, bitte versuchen Sie es in 15 Minuten erneut.',
    );
    // Without TRUST_PROXY a made-up X-Forwarded-For is not a new client.
    await request(t.http)
      .post('/api/auth/login')
      .set('X-Forwarded-For', '198.51.100.99')
      .send({ email, password: 'richtig-richtig' })
      .expect(429);
    // Other accounts from the same IP are not locked by it.
    await request(t.http).post('/api/auth/login').send(DEMO.employee).expect(200);
  });

  it('refuses a cookie-authenticated state change without the CSRF header', async () => {
    const admin = await login(t.http, DEMO.admin);
    const noHeader = await admin.agent.post('/api/tags').send({ name: 'Ohne Token' });
    expect(noHeader.status).toBe(403);
    expect(noHeader.body).toEqual({ errors: [{ message: 'Ungültiges CSRF-Token.' }] });
    const wrongHeader = await admin.agent.post('/api/tags').set('X-XSRF-TOKEN', 'erfunden').send({ name: 'Falsch' });
    expect(wrongHeader.status).toBe(403);
    await admin.post('/api/tags', { name: 'Mit Token' }).expect(201);
  });

  it('logs out: the session is destroyed and its cookie no longer works', async () => {
    const staff = await login(t.http, DEMO.employee);
    await staff.get('/api/users/me').expect(200);
    await staff.post('/api/auth/logout').expect(200);
    await staff.get('/api/users/me').expect(401);
  });

  it("answers a session cookie that names no session (any more) with the spec's no-session text", async () => {
    const res = await request(t.http).post('/api/auth/login').send(DEMO.employee).expect(200);
    const sid = cookieValue(res, 'sid')!;
    await request(t.http).get('/api/users/me').set('Cookie', `sid=${sid}`).expect(200);
    // A logout elsewhere (or expiry) ends the session; the browser still sends the old cookie.
    await request(t.http)
      .post('/api/auth/logout')
      .set('Cookie', `sid=${sid}; XSRF-TOKEN=${cookieValue(res, 'XSRF-TOKEN')}`)
      .set('X-XSRF-TOKEN', cookieValue(res, 'XSRF-TOKEN')!)
      .expect(200);
    const stale = await request(t.http).get('/api/users/me').set('Cookie', `sid=${sid}`).expect(401);
    expect(stale.body).toEqual({ errors: [{ message: AUTH.noSession }] });
    const forged = await request(t.http).get('/api/users/me').set('Cookie', 'sid=erfunden').expect(401);
    expect(forged.body).toEqual({ errors: [{ message: AUTH.noSession }] });
  });

  it('ends the sessions of a user whose account is disabled', async () => {
    const admin = await login(t.http, DEMO.admin);
    const created = await admin
      .post('/api/users', { email: 'kurz@sonnleitner.at', password: 'kurz-kurz-kurz', roles: ['ROLE_EMPLOYEE'] })
      .expect(201);
    const user = await login(t.http, { email: 'kurz@sonnleitner.at', password: 'kurz-kurz-kurz' });
    await user.get('/api/users/me').expect(200);
    await admin.put(`/api/users/${created.body.data.id}`, { isEnabled: false }).expect(200);
    await user.get('/api/users/me').expect(401);
    const again = await request(t.http)
      .post('/api/auth/login')
      .send({ email: 'kurz@sonnleitner.at', password: 'kurz-kurz-kurz' });
    expect(again.body).toEqual({ errors: [{ message: 'Der Account ist deaktiviert.' }] });
  });
});

describe('login throttling per IP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ LOGIN_MAX_FAILURES_ACCOUNT: '100', LOGIN_MAX_FAILURES_IP: '4', LOGIN_LOCK_MINUTES: '1' });
  });
  afterAll(() => t.close());

  it('locks the IP after failures spread over many accounts', async () => {
    for (let i = 0; i < 4; i++) {
      await request(t.http)
        .post('/api/auth/login')
        .send({ email: `raten${i}@example.at`, password: 'x' })
        .expect(401);
    }
    const res = await request(t.http).post('/api/auth/login').send(DEMO.admin);
    expect(res.status).toBe(429);
    expect(res.body.errors[0].message).toBe(
      'Zu viele fehlgeschlagene Anmeldeversuche, bitte versuchen Sie es in 1 Minute erneut.',
    );
  });
});
