import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import request from 'supertest';
import { StaffRepository } from '../src/staff/staff.repository.js';
import { DEMO, login, type Staff, startTestApp, type TestApp } from './harness.js';

// Issue 18 on real PostgreSQL: holiday accounts from the ledger across a year end, month locks (409 in
// German) and the monthly time sheet as CSV for Excel in AT/DE.
const WIEN = '7a9e4d2c-1b3f-4c8a-8e6d-5f0a2b9c3d11';
const GRAZ = 'c4d8e2f6-9a1b-4d3c-b7e5-0f6a8c2d4e22';

describe('staff: time sheets', () => {
  let t: TestApp;
  let admin: Staff;
  let employee: Staff;
  let lena: string;
  let employeeId: string;

  const entry = (user: string, day: string, from: string, to: string, pauses: [string, string][] = []) =>
    admin.post('/api/working-activities', {
      user: { id: user },
      branch: { id: WIEN },
      start: `${day}T${from}:00+01:00`,
      end: `${day}T${to}:00+01:00`,
      pauses: pauses.map(([s, e]) => ({ start: `${day}T${s}:00+01:00`, end: `${day}T${e}:00+01:00` })),
      reason: 'Nachtrag aus dem Papierbogen',
    });

  beforeAll(async () => {
    t = await startTestApp();
    [admin, employee] = await Promise.all([login(t.http, DEMO.admin), login(t.http, DEMO.employee)]);
    const users = (await admin.get('/api/users').expect(200)).body.data as { id: string; email: string }[];
    lena = users.find((u) => u.email === 'lena.bauer@sonnleitner.at')!.id;
    employeeId = users.find((u) => u.email === DEMO.employee.email)!.id;
  }, 60_000);

  afterAll(async () => {
    await t?.close();
  });

  it('gives the holiday balance across a year end with carry-over expiry, half days and planned leave', async () => {
    const user = await admin
      .post('/api/users', {
        email: 'urlaub.test@sonnleitner.at',
        name: 'Ulla Urlaub',
        password: 'richtig-richtig',
        roles: ['ROLE_EMPLOYEE'],
      })
      .expect(201);
    const id = user.body.data.id as string;
    const line = (body: object) => admin.post('/api/holiday-ledger-entries', { user: { id }, ...body });
    await line({ kind: 'grant', date: '2024-01-01', days: 25 }).expect(201);
    await line({ kind: 'taken', date: '2024-07-01', days: 20.5, note: 'Sommer' }).expect(201);
    await line({ kind: 'carry-over', date: '2025-01-01', days: 4.5, validUntil: '2025-03-31' }).expect(201);
    await line({ kind: 'grant', date: '2025-01-01', days: 25 }).expect(201);
    await line({ kind: 'taken', date: '2025-02-10', days: 2 }).expect(201);
    await line({ kind: 'taken', date: '2025-08-01', days: 5 }).expect(201);
    // A carry-over needs its expiry; quarter days do not exist.
    const noExpiry = await line({ kind: 'carry-over', date: '2025-01-01', days: 1 });
    expect(noExpiry.status).toBe(422);
    expect(noExpiry.body.errors[0].field).toBe('validUntil');
    expect((await line({ kind: 'taken', date: '2025-03-01', days: 0.25 })).status).toBe(422);

    const balance = async (asOf: string) =>
      (await admin.get(`/api/time-sheets/holiday-balances?user=${id}&asOf=${asOf}`).expect(200)).body.data[0];
    expect(await balance('2024-12-31')).toMatchObject({
      user: { id, name: 'Ulla Urlaub' },
      entitlement: 25,
      taken: 20.5,
      carriedOver: 0,
      balance: 4.5,
    });
    // Before 31 March: the carry-over is used first, 2.5 days of it are still to take.
    expect(await balance('2025-02-15')).toMatchObject({
      entitlement: 25,
      taken: 2,
      planned: 5,
      carriedOver: 4.5,
      expiring: [{ days: 2.5, validUntil: '2025-03-31' }],
      expired: 0,
      balance: 27.5,
      remaining: 22.5,
    });
    // After it: the rest of the carry-over is gone.
    expect(await balance('2025-04-01')).toMatchObject({
      taken: 2,
      planned: 5,
      carriedOver: 4.5,
      expiring: [],
      expired: 2.5,
      balance: 25,
    });
    // Employees see their own account only (the demo employee has none).
    expect((await employee.get(`/api/time-sheets/holiday-balances?user=${id}`).expect(200)).body.data).toEqual([]);
    expect(
      (
        await employee.post('/api/holiday-ledger-entries', {
          user: { id },
          kind: 'grant',
          date: '2025-01-01',
          days: 99,
        })
      ).status,
    ).toBe(403);
  });

  it('locks a month: writes to activities and shifts dated in it or before answer 409 in German', async () => {
    const october = await entry(lena, '2025-10-20', '07:00', '11:00');
    expect(october.status).toBe(201);
    const november = await entry(lena, '2025-11-20', '07:00', '11:00');
    expect(november.status).toBe(201);
    const shift = await admin
      .post('/api/working-schedules', {
        user: { id: lena },
        branch: { id: WIEN },
        start: '2025-10-21T07:00:00+02:00',
        end: '2025-10-21T11:00:00+02:00',
      })
      .expect(201);

    expect((await employee.post('/api/time-sheets/lock', { month: '2025-10', branch: WIEN })).status).toBe(403);
    expect((await admin.post('/api/time-sheets/lock', { month: '2025-13', branch: WIEN })).status).toBe(422);
    const lock = await admin.post('/api/time-sheets/lock', { month: '2025-10', branch: { id: WIEN } });
    expect(lock.status).toBe(201);
    expect(lock.body.data).toMatchObject({ month: '2025-10', branch: { id: WIEN }, lockedBy: { name: 'Anna Admin' } });
    // Locking again is harmless.
    await admin.post('/api/time-sheets/lock', { month: '2025-10', branch: WIEN }).expect(201);

    const message =
      'Der Monat 10/2025 ist für diese Filiale abgeschlossen; Einträge bis dahin können nicht mehr geändert werden.';
    const inLocked = await entry(lena, '2025-10-22', '07:00', '11:00');
    expect(inLocked.status).toBe(409);
    expect(inLocked.body.errors[0].message).toBe(message);
    // Before the locked month as well.
    expect((await entry(lena, '2025-09-22', '07:00', '11:00')).status).toBe(409);
    const correct = await admin.put(`/api/working-activities/${october.body.data.id}`, {
      end: '2025-10-20T12:00:00+01:00',
      reason: 'Korrektur',
    });
    expect(correct.status).toBe(409);
    // Moving a November activity into October is a write to October.
    const moveIn = await admin.put(`/api/working-activities/${november.body.data.id}`, {
      start: '2025-10-31T07:00:00+01:00',
      end: '2025-10-31T08:00:00+01:00',
      reason: 'Falscher Tag',
    });
    expect(moveIn.status).toBe(409);
    expect((await admin.put(`/api/working-schedules/${shift.body.data.id}`, { note: 'später' })).status).toBe(409);
    const removed = await admin.del(`/api/working-schedules/${shift.body.data.id}`);
    expect(removed.status).toBe(409);
    expect(removed.body.errors[0].message).toBe(message);
    // The month after, and another branch, stay open.
    await admin
      .put(`/api/working-activities/${november.body.data.id}`, {
        end: '2025-11-20T11:30:00+01:00',
        reason: 'Korrektur',
      })
      .expect(200);
    await admin
      .post('/api/working-schedules', {
        user: { id: lena },
        branch: { id: GRAZ },
        start: '2025-10-21T07:00:00+02:00',
        end: '2025-10-21T11:00:00+02:00',
      })
      .expect(201);
  });

  it('exports a month as CSV: German columns, semicolons, decimal commas and a UTF-8 BOM', async () => {
    // Lena has a contract (AT, Wien, Monday to Friday 8 h): targets and public holidays come from it.
    await entry(lena, '2025-12-01', '07:00', '15:30', [['11:00', '11:30']]).expect(201);
    // 7 h without a break (AT: above 6 h 30 minutes are due).
    await entry(lena, '2025-12-02', '06:00', '13:00').expect(201);
    const res = await admin
      .get(`/api/time-sheets/${lena}/2025-12.csv`)
      .buffer(true)
      .parse((r, cb) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => cb(null, Buffer.concat(chunks)));
      });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv; charset=utf-8/);
    expect(res.headers['content-disposition']).toContain('Arbeitszeit-Lena_Bauer-2025-12.csv');
    const bytes = res.body as Buffer;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString('utf8').slice(1).split('\r\n');
    expect(lines[0]).toBe(
      'Datum;Wochentag;Beginn;Ende;Pause (Minuten);Arbeitszeit (Stunden);Soll (Stunden);Differenz (Stunden);Hinweise',
    );
    // One line per day of December, then the sum, then the final line break.
    expect(lines).toHaveLength(1 + 31 + 1 + 1);
    expect(lines[1]).toBe('01.12.2025;Mo;07:00;15:30;30;8,00;8,00;0,00;');
    expect(lines[2]).toBe('02.12.2025;Di;06:00;13:00;0;7,00;8,00;-1,00;Pause zu kurz: 0 von 30 Minuten');
    expect(lines[3]).toBe('03.12.2025;Mi;;;;;8,00;-8,00;');
    expect(lines[8]).toBe('08.12.2025;Mo;;;;;;;Feiertag');
    expect(lines[25]).toBe('25.12.2025;Do;;;;;;;Feiertag');
    // 23 weekdays less three public holidays (8, 25, 26 December) are 160 h.
    expect(lines[32]).toBe('Summe;;;;30;15,00;160,00;-145,00;');
    // Employees get their own sheet only; a bad month is a 404.
    await employee.get(`/api/time-sheets/${employeeId}/2025-12.csv`).expect(200);
    await employee.get(`/api/time-sheets/${lena}/2025-12.csv`).expect(404);
    await admin.get(`/api/time-sheets/${employeeId}/2025-13.csv`).expect(404);
    await request(t.http).get(`/api/time-sheets/${employeeId}/2025-12.csv`).expect(401);
  });

  it('answers a failing statistic with the German message', async () => {
    const spy = jest.spyOn(StaffRepository.prototype, 'activitiesOf').mockRejectedValueOnce(new Error('boom'));
    try {
      const res = await admin.get('/api/statistics/working-activities?from=2025-12-01&to=2025-12-31');
      expect(res.status).toBe(500);
      expect(res.body.errors).toEqual([{ message: 'Statistik konnte nicht geladen werden' }]);
    } finally {
      spy.mockRestore();
    }
  });

  // Last: it closes the current month of Graz.
  it('refuses a time-clock punch into a locked month with the spec 8 message first', async () => {
    const month = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Vienna' }).slice(0, 7);
    await admin.post('/api/time-sheets/lock', { month, branch: GRAZ }).expect(201);
    const res = await request(t.http)
      .post('/api/time-tracking/demo-graz-zeiterfassung/jonas/working-activities/start')
      .send({ pin: '1204' });
    expect(res.status).toBe(409);
    expect(res.body.errors[0]).toEqual({ message: 'Aktivität konnte nicht gestartet werden' });
    expect(res.body.errors[1].message).toMatch(/^Der Monat \d\d\/\d{4} ist für diese Filiale abgeschlossen/);
  });
});
