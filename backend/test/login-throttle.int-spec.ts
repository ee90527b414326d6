import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import request from 'supertest';
import { AUTH } from '@bestell/domain';
import { DEMO, startTestApp, type TestApp } from './harness.js';
import { deleteKeysUnder } from './redis-keys.js';

// Issue 12 item 1 on real PostgreSQL and Redis: attempts are counted before the hash is verified, so
// parallel guesses cannot overtake the limit; a stranger locks only their own (account, IP) pair and IP.
// TRUST_PROXY=loopback: supertest (127.0.0.1) plays the proxy, X-Forwarded-For names the client.
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const PREFIX = `bw-login-${process.pid}-${Date.now()}`;
const WRONG = 'falsches-passwort';

const attempt = (t: TestApp, ip: string, body: { email: string; password: string }, forwarded = ip) =>
  request(t.http).post('/api/auth/login').set('X-Forwarded-For', forwarded).send(body);

const statuses = (responses: { status: number }[]) =>
  responses.reduce<Record<number, number>>((acc, r) => ({ ...acc, [r.status]: (acc[r.status] ?? 0) + 1 }), {});

describe('login throttling under concurrency (Redis)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({
      REDIS_URL,
      QUEUE_PREFIX: PREFIX,
      TRUST_PROXY: 'loopback',
      LOGIN_MAX_FAILURES_ACCOUNT: '5',
      LOGIN_MAX_FAILURES_IP: '30',
      LOGIN_LOCK_MINUTES: '15',
      LOGIN_DELAY_AFTER_FAILURES: '8',
      LOGIN_DELAY_SECONDS: '60',
    });
  });
  afterAll(async () => {
    await t?.close();
    await deleteKeysUnder(REDIS_URL, PREFIX);
  });

  it('150 parallel wrong passwords for one account from one IP: at most 5 evaluated, none gets in', async () => {
    const stranger = '203.0.113.7';
    const responses = await Promise.all(
      Array.from({ length: 150 }, () => attempt(t, stranger, { email: DEMO.admin.email, password: WRONG })),
    );
    const counts = statuses(responses);
    // 401 = the password was checked and was wrong; 429 = refused before any hash was computed.
    expect(counts[200]).toBeUndefined();
    expect(counts[401]).toBe(5);
    expect(counts[429]).toBe(145);
    const refused = responses.find((r) => r.status === 429)!;
    expect(refused.body).toEqual({ errors: [{ message: AUTH.tooManyAttempts(15) }] });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(14 * 60);
    // Even the right password is refused from that IP now.
    await attempt(t, stranger, DEMO.admin).expect(429);
  });

  it('the owner still logs in from another IP after the stranger locked their own pair', async () => {
    const res = await attempt(t, '198.51.100.20', DEMO.admin).expect(200);
    expect(res.body.data.email).toBe(DEMO.admin.email);
  });

  it('a spoofed X-Forwarded-For does not reset the limit', async () => {
    // The client writes whatever it likes in front; the trusted proxy appended the address it saw.
    for (const spoof of ['1.2.3.4', '198.51.100.20', '127.0.0.1', 'unknown']) {
      const res = await attempt(t, '203.0.113.7', DEMO.admin, `${spoof}, 203.0.113.7`);
      expect(res.status).toBe(429);
    }
  });

  it('failures from many IPs slow the account down, one attempt at a time, instead of locking it', async () => {
    const account = { email: DEMO.employee.email, password: WRONG };
    // 8 free failures spread over 8 IPs (one each, under every per-IP and per-pair limit).
    for (let i = 0; i < 8; i++) await attempt(t, `192.0.2.${i + 1}`, account).expect(401);
    // Now the account waits 60 s after each failure: 150 parallel guesses from 150 IPs all wait.
    const burst = await Promise.all(
      Array.from({ length: 150 }, (_, i) => attempt(t, `10.9.${Math.floor(i / 200)}.${i + 1}`, account)),
    );
    expect(statuses(burst)).toEqual({ 429: 150 });
    expect(burst[0]!.body).toEqual({ errors: [{ message: AUTH.tooManyAttempts(1) }] });
    // The owner too waits the minute (a delay, not a 15-minute lock): same message, same Retry-After.
    const owner = await attempt(t, '198.51.100.30', DEMO.employee).expect(429);
    expect(Number(owner.headers['retry-after'])).toBeLessThanOrEqual(60);
  });
});

describe('login throttling: the delay ends by the limiter clock (in-process limiter)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      TRUST_PROXY: 'loopback',
      LOGIN_MAX_FAILURES_ACCOUNT: '5',
      LOGIN_DELAY_AFTER_FAILURES: '3',
      LOGIN_DELAY_SECONDS: '30',
    });
  });
  afterAll(async () => {
    jest.useRealTimers();
    await t?.close();
  });

  it('the account waits 30 s, then 60 s; the owner gets in once the wait is over', async () => {
    const account = { email: DEMO.employee.email, password: WRONG };
    for (let i = 0; i < 3; i++) await attempt(t, `192.0.2.${i + 1}`, account).expect(401);
    await attempt(t, '198.51.100.40', DEMO.employee).expect(429);
    // Only the clock moves (Date); timers, I/O and the database run as usual.
    jest.useFakeTimers({
      doNotFake: [
        'setTimeout',
        'clearTimeout',
        'setInterval',
        'clearInterval',
        'setImmediate',
        'clearImmediate',
        'nextTick',
        'queueMicrotask',
        'hrtime',
        'performance',
      ],
    });
    jest.setSystemTime(Date.now() + 31_000);
    // One more wrong guess passes the gate and doubles the wait.
    await attempt(t, '192.0.2.9', account).expect(401);
    const waiting = await attempt(t, '198.51.100.40', DEMO.employee).expect(429);
    expect(Number(waiting.headers['retry-after'])).toBeGreaterThan(30);
    jest.setSystemTime(Date.now() + 61_000);
    await attempt(t, '198.51.100.40', DEMO.employee).expect(200);
  });
});
