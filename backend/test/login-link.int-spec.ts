import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { AUTH, HTTP, OWN_TEXTS } from '@bestell/domain';
import { RateLimits } from '../src/limits/index.js';
import { cookieValue, DEMO, login, startTestApp, type TestApp } from './harness.js';
import { LoginLinkService } from '../src/auth/login-link.service.js';
import { decodeQp, SmtpSink, until } from './workers.sinks.js';

const INVALID = { errors: [{ message: AUTH.invalidLoginLink }] };
const NEUTRAL = { data: { message: OWN_TEXTS.loginLinkSent } };
const PUBLIC_URL = 'https://bestellung.example.at';

// Issue 8: login by e-mailed link. One neutral answer, a single-use hashed token that expires, a session
// like a password login, and one message for every bad link.
describe('login by e-mailed link', () => {
  const smtp = new SmtpSink();
  let t: TestApp;

  beforeAll(async () => {
    await smtp.start();
    t = await startTestApp({ SMTP_URL: smtp.url, PUBLIC_URL, RATE_LIMIT_LOGIN_LINKS_PER_IP: '6' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });
  beforeEach(async () => {
    smtp.mails.length = 0;
    // Every test starts with fresh link counters for this IP and the addresses asked so far.
    const limits = t.app.get(RateLimits);
    await Promise.all([
      limits.reset('loginLinkIp', '127.0.0.1'),
      ...[...asked].map((address) => limits.reset('loginLinkAddress', address)),
    ]);
  });

  const asked = new Set<string>();
  const ask = (email: string) => {
    asked.add(email.trim().toLowerCase());
    return request(t.http).post('/api/auth/login-link').send({ email });
  };
  const consume = (token: unknown) => request(t.http).post('/api/auth/login-link/consume').send({ token });
  /**
   * Resolves once every link mail the app started has been accepted by the SMTP sink: the service sends
   * after answering, and its shutdown hook is exactly "wait for the mails on their way".
   */
  const mailsSettled = () => t.app.get(LoginLinkService).onApplicationShutdown();
  /** Waits for the next mail and returns the token of its link (from the text part). */
  const nextToken = async (count = 1): Promise<string> => {
    await until(() => smtp.mails.length >= count, 10_000, 'login link mail');
    const body = decodeQp(smtp.mails[count - 1]!.raw);
    const match = body.match(/https:\/\/bestellung\.example\.at\/backend\/login#anmelde-link=([\w-]{43})/);
    expect(match).not.toBeNull();
    return match![1]!;
  };

  it('migration and entity agree on the login_link table', async () => {
    const { upQueries } = await t.ds.driver.createSchemaBuilder().log();
    expect(upQueries.map((q) => q.query).filter((q) => /"login_link"/.test(q))).toEqual([]);
  });

  it('mails a link to an existing account; the link logs in once, like a password login', async () => {
    const res = await ask('  Team.Wien@Sonnleitner.at ').expect(200);
    expect(res.body).toEqual(NEUTRAL);
    const token = await nextToken();
    expect(smtp.mails[0]!.to).toEqual([DEMO.employee.email]);
    expect(smtp.mails[0]!.raw).toMatch(/^Subject: =\?UTF-8\?Q\?Ihr_Anmelde-Link_f/m);
    // Only the hash is stored.
    const rows: { id: string; usedAt: Date | null; minutes: number }[] = await t.ds.query(
      `SELECT "id", "usedAt", EXTRACT(EPOCH FROM ("expiresAt" - now())) / 60 AS minutes FROM "login_link"`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.id).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]!.id).not.toContain(token);
    expect(Number(rows[0]!.minutes)).toBeGreaterThan(14);
    expect(Number(rows[0]!.minutes)).toBeLessThanOrEqual(15);

    const signedIn = await consume(token).expect(200);
    expect(signedIn.body.data).toMatchObject({ email: DEMO.employee.email, roles: ['ROLE_EMPLOYEE'] });
    const sid = cookieValue(signedIn, 'sid');
    const csrf = cookieValue(signedIn, 'XSRF-TOKEN');
    expect(sid).toBeTruthy();
    expect(csrf).toBeTruthy();
    const cookie = `sid=${sid}; XSRF-TOKEN=${csrf}`;
    const me = await request(t.http).get('/api/users/me').set('Cookie', cookie).expect(200);
    expect(me.body.data.email).toBe(DEMO.employee.email);
    // The session is a full staff session: it may log out (CSRF included).
    await request(t.http).post('/api/auth/logout').set('Cookie', cookie).set('X-XSRF-TOKEN', csrf!).expect(200);
    await request(t.http).get('/api/users/me').set('Cookie', cookie).expect(401);

    const again = await consume(token).expect(401);
    expect(again.body).toEqual(INVALID);
  });

  it('answers an unknown address exactly like a known one and sends nothing', async () => {
    const known = await ask(DEMO.admin.email).expect(200);
    const unknown = await ask('niemand@sonnleitner.at').expect(200);
    expect(unknown.body).toEqual(known.body);
    await nextToken();
    await mailsSettled();
    expect(smtp.mails.map((m) => m.to)).toEqual([[DEMO.admin.email]]);
  });

  it('an expired, unknown, malformed or missing token gets exactly the invalid-link message', async () => {
    await ask(DEMO.admin.email).expect(200);
    const token = await nextToken();
    await t.ds.query(`UPDATE "login_link" SET "expiresAt" = now() - interval '1 second'`);
    for (const bad of [token, 'A'.repeat(43), 'kurz', '', 42, undefined]) {
      const res = await consume(bad);
      expect([bad, res.status, res.body]).toEqual([bad, 401, INVALID]);
    }
    expect(cookieValue(await consume(token), 'sid')).toBeUndefined();
  });

  it('two simultaneous uses of one link: exactly one session', async () => {
    await ask(DEMO.admin.email).expect(200);
    const token = await nextToken();
    const [a, b] = await Promise.all([consume(token), consume(token)]);
    expect([a.status, b.status].sort()).toEqual([200, 401]);
    expect((a.status === 401 ? a : b).body).toEqual(INVALID);
  });

  it('a new link voids the older one', async () => {
    await ask(DEMO.admin.email).expect(200);
    const first = await nextToken(1);
    await ask(DEMO.admin.email).expect(200);
    const second = await nextToken(2);
    expect((await consume(first)).body).toEqual(INVALID);
    await consume(second).expect(200);
  });

  it('a link of an account disabled after the mail does not log in; disabled accounts get no mail', async () => {
    const admin = await login(t.http, DEMO.admin);
    const email = 'link-user@sonnleitner.at';
    const created = await admin
      .post('/api/users', { email, password: 'richtig-richtig', roles: ['ROLE_EMPLOYEE'] })
      .expect(201);
    await ask(email).expect(200);
    const token = await nextToken();
    await admin.put(`/api/users/${created.body.data.id}`, { isEnabled: false }).expect(200);
    expect((await consume(token).expect(401)).body).toEqual({ errors: [{ message: AUTH.accountDisabled }] });
    expect((await ask(email).expect(200)).body).toEqual(NEUTRAL);
    await mailsSettled();
    expect(smtp.mails).toHaveLength(1);
  });

  it('throttles: three mails per address and hour, then silence with the same answer; 429 per IP', async () => {
    for (let i = 0; i < 5; i++) expect((await ask(DEMO.admin.email).expect(200)).body).toEqual(NEUTRAL);
    await mailsSettled();
    expect(smtp.mails).toHaveLength(3);
    // RATE_LIMIT_LOGIN_LINKS_PER_IP=6 in this test: the 7th request of this IP is refused, whatever the address.
    await ask('niemand@sonnleitner.at').expect(200);
    const refused = await ask('noch-wer@sonnleitner.at').expect(429);
    expect(refused.body).toEqual({ errors: [{ message: HTTP.tooManyRequests }] });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Password login has its own counters.
    await login(t.http, DEMO.admin);
  });
});
