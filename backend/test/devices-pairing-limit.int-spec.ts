import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { HTTP } from '@bestell/domain';
import { startTestApp, type TestApp } from './harness.js';
import { deleteKeysUnder } from './redis-keys.js';

// Issue 36 item 2: anonymous pairing requests (a kiosk's POST /api/devices/pairing-requests, a TV's
// POST /api/signage/pairing-requests) each keep a row for ~70 minutes; one address gets
// RATE_LIMIT_PAIRINGS_PER_IP of them an hour across both endpoints, then 429 with the German message and
// Retry-After, and nothing is stored. Counted in Redis; TRUST_PROXY=loopback lets X-Forwarded-For name
// the client.
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const PREFIX = `bw-pairings-${process.pid}-${Date.now()}`;
const PER_IP = 5;

describe('pairing requests per IP (issue 36)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({
      REDIS_URL,
      QUEUE_PREFIX: PREFIX,
      TRUST_PROXY: 'loopback',
      RATE_LIMIT_PAIRINGS_PER_IP: String(PER_IP),
    });
  });

  afterAll(async () => {
    await t?.close();
    await deleteKeysUnder(REDIS_URL, PREFIX);
  });

  const kiosk = (ip: string) =>
    request(t.http).post('/api/devices/pairing-requests').set('X-Forwarded-For', ip).send({ type: 'kiosk' });
  const tv = (ip: string) => request(t.http).post('/api/signage/pairing-requests').set('X-Forwarded-For', ip).send({});
  const stored = async (): Promise<number> =>
    ((await t.ds.query(`SELECT count(*)::int AS n FROM "device_pairing"`)) as { n: number }[])[0]!.n;

  const expectRefused = (res: request.Response) => {
    expect(res.status).toBe(429);
    expect(res.body).toEqual({ errors: [{ message: HTTP.tooManyRequests }] });
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
  };

  it('kiosk and TV requests share one allowance per address; past it 429 with Retry-After and no row', async () => {
    const before = await stored();
    for (let i = 0; i < 3; i++) await kiosk('198.51.100.21').expect(201);
    for (let i = 0; i < 2; i++) await tv('198.51.100.21').expect(201);
    expect(await stored()).toBe(before + PER_IP);

    expectRefused(await kiosk('198.51.100.21'));
    expectRefused(await tv('198.51.100.21'));
    expect(await stored()).toBe(before + PER_IP);

    // Another address still pairs.
    const other = (await tv('198.51.100.22').expect(201)).body.data;
    expect(other.code).toMatch(/^[A-Z2-9]{6}$/);
    expect(await stored()).toBe(before + PER_IP + 1);
  });

  it('30 requests from one address at once: exactly the allowance is stored, the rest get 429', async () => {
    const before = await stored();
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => (i % 2 ? kiosk('198.51.100.23') : tv('198.51.100.23'))),
    );
    expect(answers.filter((r) => r.status === 201)).toHaveLength(PER_IP);
    const refused = answers.filter((r) => r.status !== 201);
    expect(refused).toHaveLength(30 - PER_IP);
    refused.forEach(expectRefused);
    expect(await stored()).toBe(before + PER_IP);
  });
});
