import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import request from 'supertest';
import { DEMO, login, type Staff, startTestApp, type TestApp } from './harness.js';
import { deleteKeysUnder } from './redis-keys.js';

/** Waits for a condition checked every 100 ms (a positive signal, never a fixed pause). */
async function until(check: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not reached in time');
    await new Promise((r) => setTimeout(r, 100));
  }
}

const AFTER_MS = 3_600;

async function closesAndFlags(t: TestApp, admin: Staff): Promise<void> {
  // The demo time clock of Wien and Lena's development PIN (printed at start).
  const base = '/api/time-tracking/demo-wien-zeiterfassung/lena';
  const started = await request(t.http).post(`${base}/working-activities/start`).send({ pin: '1201' }).expect(200);
  const id = started.body.data.id as string;
  await request(t.http).post(`${base}/working-activities/pause`).send({ pin: '1201' }).expect(200);

  let activity: Record<string, unknown> & { end: string | null; start: string } = { end: null, start: '' };
  await until(async () => {
    activity = (await admin.get(`/api/working-activities/${id}`).expect(200)).body.data;
    return activity.end !== null;
  });
  expect(Date.parse(activity.end!) - Date.parse(activity.start)).toBe(AFTER_MS);
  expect(activity).toMatchObject({
    needsReview: true,
    state: 'off',
    changeReason: 'Automatisch ausgestempelt nach 0:00 h – bitte prüfen.',
    pauses: [{ end: activity.end }],
  });
  const punches = activity.punches as { kind: string; reason: string | null; author: unknown }[];
  expect(punches.map((p) => p.kind)).toEqual(['clock-in', 'pause-start', 'clock-out']);
  expect(punches[2]).toMatchObject({ reason: expect.stringContaining('Automatisch'), author: null });
  const me = await request(t.http).get(`${base}/me`).set('X-Pin', '1201').expect(200);
  expect(me.body.data).toMatchObject({ state: 'off', workingActivity: null });
  // The day shows it for review; a manager's correction clears the flag.
  const corrected = await admin
    .put(`/api/working-activities/${id}`, { end: activity.end, reason: 'Geprüft, stimmt so' })
    .expect(200);
  expect(corrected.body.data.needsReview).toBe(false);
}

// Issue 18: an activity left open longer than STAFF_AUTO_CLOCK_OUT_HOURS is closed by the scheduled scan
// (here without REDIS_URL: the in-process timer) and flagged for review. Threshold 3.6 s, scan every 0.3 s.
describe('staff: automatic clock-out', () => {
  let t: TestApp;
  let admin: Staff;

  beforeAll(async () => {
    t = await startTestApp({ STAFF_AUTO_CLOCK_OUT_HOURS: '0.001', STAFF_AUTO_CLOCK_OUT_CHECK_MINUTES: '0.005' });
    admin = await login(t.http, DEMO.admin);
  }, 60_000);

  afterAll(async () => {
    await t?.close();
  });

  it('closes an open activity at start + threshold, ends its pause and flags it needsReview', () =>
    closesAndFlags(t, admin));
});

// With REDIS_URL the scan is a BullMQ job scheduler (one run per interval across processes).
describe('staff: automatic clock-out with Redis', () => {
  const prefix = `bw-clock-${randomBytes(4).toString('hex')}`;
  let t: TestApp;
  let admin: Staff;

  beforeAll(async () => {
    t = await startTestApp({
      REDIS_URL: 'redis://127.0.0.1:6379',
      QUEUE_PREFIX: prefix,
      STAFF_AUTO_CLOCK_OUT_HOURS: '0.001',
      STAFF_AUTO_CLOCK_OUT_CHECK_MINUTES: '0.005',
    });
    admin = await login(t.http, DEMO.admin);
  }, 60_000);

  afterAll(async () => {
    await t?.close();
    // Only this test's keys (its own prefix) are removed from the shared Redis.
    await deleteKeysUnder('redis://127.0.0.1:6379', prefix);
  });

  it('schedules the scan as a repeatable job that closes the activity', async () => {
    const redis = new Redis('redis://127.0.0.1:6379');
    try {
      await until(async () => (await redis.zcard(`${prefix}:staff-auto-clock-out:repeat`)) > 0);
    } finally {
      await redis.quit();
    }
    await closesAndFlags(t, admin);
  });
});
