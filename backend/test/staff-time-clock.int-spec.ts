import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { DEMO, login, type Staff, startTestApp, type TestApp } from './harness.js';

// Issue 18 items 2 and 3 on real PostgreSQL: the time clock of spec 7 (device token + username + PIN),
// punches as append-only events with an outbox row each, offline punches, no overlapping activities.
describe('staff: time clock', () => {
  let t: TestApp;
  let admin: Staff;
  let token: string;
  let deviceId: string;
  let userId: string;
  let branchId: string;
  const PIN = '4711';
  const base = () => `/api/time-tracking/${token}/anna`;
  const post = (step: string, body: object = {}) =>
    request(t.http)
      .post(`${base()}/working-activities/${step}`)
      .send({ pin: PIN, ...body });
  const iso = (msAgo: number) => new Date(Date.now() - msAgo).toISOString();
  const H = 3_600_000;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await login(t.http, DEMO.admin);
    const users = (await admin.get('/api/users').expect(200)).body.data as {
      id: string;
      email: string;
      branches: { id: string }[];
    }[];
    const employee = users.find((u) => u.email === DEMO.employee.email)!;
    userId = employee.id;
    branchId = employee.branches[0]!.id;
    const device = await admin.post('/api/devices', {
      identifier: 'stempeluhr-1',
      type: 'time-clock',
      name: 'Stempeluhr',
      branch: { id: branchId },
    });
    expect(device.status).toBe(201);
    ({ id: deviceId, token } = device.body.data);
    await admin.put(`/api/users/${userId}/time-clock-pin`, { username: 'Anna', pin: PIN }).expect(200);
  }, 60_000);

  afterAll(async () => {
    await t?.close();
  });

  it('migration and entities agree on the staff tables', async () => {
    const { upQueries } = await t.ds.driver.createSchemaBuilder().log();
    const staffTables = /"(department|work_contract|staff_pin|working_activity|time_punch|working_schedule)"/;
    expect(upQueries.map((q) => q.query).filter((q) => staffTables.test(q))).toEqual([]);
  });

  it('stores the PIN hashed and answers /me', async () => {
    const [row] = await t.ds.query(`SELECT "pinHash" FROM "staff_pin" WHERE "userId" = $1`, [userId]);
    expect(row.pinHash).toMatch(/^\$argon2id\$/);
    const me = await request(t.http).get(`${base()}/me`).set('X-Pin', PIN).expect(200);
    expect(me.body.data).toMatchObject({ id: userId, state: 'off', nextActions: ['start'], workingActivity: null });
  });

  it('lists the branch staff of the device for the name list: usernames and display names only', async () => {
    const res = await request(t.http).get(`/api/time-tracking/${token}/people`).expect(200);
    const people = res.body.data as Record<string, unknown>[];
    expect(people).toContainEqual({ username: 'anna', name: expect.any(String) });
    for (const p of people) expect(Object.keys(p).sort()).toEqual(['name', 'username']);
    await request(t.http).get('/api/time-tracking/not-a-device/people').expect(403);
  });

  it('refuses a step that does not fit with the German command message', async () => {
    const res = await post('pause').expect(409);
    expect(res.body.errors[0]).toEqual({ message: 'Aktivität konnte nicht pausiert werden' });
    expect(res.body.errors[1].message).toBe('Es läuft keine Aktivität.');
    expect((await post('resume').expect(409)).body.errors[0].message).toBe('Aktivität konnte nicht fortgesetzt werden');
    expect((await post('end').expect(409)).body.errors[0].message).toBe('Aktivität konnte nicht beendet werden');
  });

  // Past punches first: an open activity reaches to infinity, so nothing may start before a later one.
  it('accepts a stop and a start in the same minute (half-open intervals)', async () => {
    const at = new Date(Date.now() - 5 * H);
    at.setUTCSeconds(0, 0);
    await post('start', { time: new Date(at.getTime() - 30 * 60_000).toISOString() }).expect(200);
    await post('end', { time: at.toISOString() }).expect(200);
    const next = await post('start', { time: at.toISOString() }).expect(200);
    expect(next.body.data.start).toBe(at.toISOString());
    await post('end', { time: new Date(at.getTime() + 60_000).toISOString() }).expect(200);
  });

  it('takes an offline punch of 3 h ago with its time; refuses 13 h old and future ones', async () => {
    const old = await post('start', { time: iso(13 * H) }).expect(422);
    expect(old.body.errors[0].message).toBe('Aktivität konnte nicht gestartet werden');
    expect(old.body.errors[1]).toEqual({
      message: 'Die Buchung liegt mehr als 12 Stunden zurück und kann nicht übernommen werden.',
      field: 'time',
    });
    const future = await post('start', { time: new Date(Date.now() + H).toISOString() }).expect(422);
    expect(future.body.errors[1].message).toBe('Die Buchung liegt in der Zukunft und kann nicht übernommen werden.');
    const threeHours = iso(3 * H);
    const started = await post('start', { time: threeHours }).expect(200);
    expect(started.body.data.start).toBe(threeHours);
    const [punch] = await t.ds.query(
      `SELECT "at", "deviceTime", "serverTime" FROM "time_punch" WHERE "activityId" = $1`,
      [started.body.data.id],
    );
    expect(punch.deviceTime.toISOString()).toBe(threeHours);
    expect(punch.serverTime.getTime() - punch.deviceTime.getTime()).toBeGreaterThan(2.9 * H);
    // The sync may not put the end before what the activity already records.
    expect((await post('end', { time: iso(4 * H) }).expect(422)).body.errors[0].message).toBe(
      'Aktivität konnte nicht beendet werden',
    );
    await post('end').expect(200);
  });

  it('start -> pause -> resume -> end gives one activity with one pause, a punch and an outbox row each', async () => {
    const [{ count: outboxBefore }] = await t.ds.query(
      `SELECT count(*)::int AS count FROM "outbox" WHERE "topic" = 'time-punch'`,
    );
    const started = await post('start').expect(200);
    expect(started.body.data).toMatchObject({
      state: 'working',
      end: null,
      pauses: [],
      sourceDevice: { id: deviceId },
    });
    const paused = await post('pause').expect(200);
    expect(paused.body.data).toMatchObject({ id: started.body.data.id, state: 'paused' });
    const resumed = await post('resume').expect(200);
    expect(resumed.body.data.state).toBe('working');
    const ended = await post('end').expect(200);
    expect(ended.body.data).toMatchObject({ id: started.body.data.id, state: 'off' });
    expect(ended.body.data.end).not.toBeNull();
    expect(ended.body.data.pauses).toHaveLength(1);
    expect(ended.body.data.pauses[0].end).not.toBeNull();
    const punches = await t.ds.query(
      `SELECT "kind", "deviceId" FROM "time_punch" WHERE "activityId" = $1 ORDER BY "at", "serverTime"`,
      [started.body.data.id],
    );
    expect(punches.map((p: { kind: string }) => p.kind)).toEqual(['clock-in', 'pause-start', 'pause-end', 'clock-out']);
    const [{ count: outboxAfter }] = await t.ds.query(
      `SELECT count(*)::int AS count FROM "outbox" WHERE "topic" = 'time-punch'`,
    );
    expect(outboxAfter - outboxBefore).toBe(4);
    // Append-only: the punch's content cannot be changed.
    await expect(
      t.ds.query(`UPDATE "time_punch" SET "at" = now() WHERE "activityId" = $1`, [started.body.data.id]),
    ).rejects.toThrow(/append-only/);
    const me = await request(t.http).get(`${base()}/me`).set('X-Pin', PIN).expect(200);
    expect(me.body.data).toMatchObject({ state: 'off', workingActivity: null });
    const list = await request(t.http).get(`${base()}/working-activities`).set('X-Pin', PIN).expect(200);
    expect(list.body.data.map((a: { id: string }) => a.id)).toContain(started.body.data.id);
    await request(t.http).get(`${base()}/working-schedules`).set('X-Pin', PIN).expect(200);
  });

  it('refuses a wrong PIN, an unknown user and an unknown or rotated device token', async () => {
    const wrong = await request(t.http).post(`${base()}/working-activities/start`).send({ pin: '0000' }).expect(403);
    expect(wrong.body.errors).toEqual([
      { message: 'Aktivität konnte nicht gestartet werden' },
      { message: 'Benutzername oder PIN ist falsch.', field: 'pin' },
    ]);
    await request(t.http).get(`/api/time-tracking/${token}/niemand/me`).set('X-Pin', PIN).expect(403);
    const unknown = await request(t.http)
      .get(`/api/time-tracking/${'x'.repeat(32)}/anna/me`)
      .set('X-Pin', PIN)
      .expect(403);
    expect(unknown.body.errors).toEqual([{ message: 'Unbekanntes oder ungültiges Zeiterfassungsgerät.' }]);
    const rotated = await admin.post(`/api/devices/${deviceId}/rotate-token`).expect(200);
    expect(rotated.body.data.token).toMatch(/^[\w-]{32}$/);
    await request(t.http).get(`${base()}/me`).set('X-Pin', PIN).expect(403);
    token = rotated.body.data.token;
    await request(t.http).get(`${base()}/me`).set('X-Pin', PIN).expect(200);
    // A token of another kind of device is no time clock.
    const printer = await admin.post('/api/devices', {
      identifier: 'drucker-x',
      type: 'printer',
      branch: { id: branchId },
    });
    await request(t.http).get(`/api/time-tracking/${printer.body.data.token}/anna/me`).set('X-Pin', PIN).expect(403);
  });

  it('refuses overlapping manual entries through the constraint with a German 409; adjacent ones are fine', async () => {
    const day = '2026-01-12';
    const entry = (start: string, end: string) =>
      admin.post('/api/working-activities', {
        user: { id: userId },
        branch: { id: branchId },
        start: `${day}T${start}:00+01:00`,
        end: `${day}T${end}:00+01:00`,
        reason: 'Nachtrag: Stempeluhr defekt',
      });
    const first = await entry('08:00', '12:00');
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({
      author: { id: expect.any(String) },
      changeReason: 'Nachtrag: Stempeluhr defekt',
    });
    const overlap = await entry('11:00', '13:00');
    expect(overlap.status).toBe(409);
    expect(overlap.body.errors).toEqual([
      { message: 'Die Aktivität überschneidet sich mit einer anderen Aktivität dieser Person.', field: 'start' },
    ]);
    expect((await entry('12:00', '16:00')).status).toBe(201);
    // A correction that would overlap is refused the same way; the punches keep author and reason.
    const moved = await admin.put(`/api/working-activities/${first.body.data.id}`, {
      end: `${day}T12:30:00+01:00`,
      reason: 'Korrektur',
    });
    expect(moved.status).toBe(409);
    const punches = await t.ds.query(`SELECT "kind", "reason", "authorId" FROM "time_punch" WHERE "activityId" = $1`, [
      first.body.data.id,
    ]);
    expect(punches).toHaveLength(2);
    expect(punches.every((p: { authorId: string | null }) => p.authorId !== null)).toBe(true);
    const list = await admin.get(
      `/api/working-activities?user=${userId}&from=${day}T00:00:00%2B01:00&to=${day}T23:59:00%2B01:00`,
    );
    expect(list.status).toBe(200);
    expect(list.body.data).toHaveLength(2);
  });
});
