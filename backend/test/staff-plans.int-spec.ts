import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { addDays, weekdayOf, zonedParts } from '@bestell/domain';
import { DEMO, login, type Staff, startTestApp, type TestApp } from './harness.js';

// Issue 18 (second part) on real PostgreSQL: the CRUD resources with filter parameters (spec 7), the
// demo staff, the day flags in GET /api/working-activities and the statistics of working time.
const WIEN = '7a9e4d2c-1b3f-4c8a-8e6d-5f0a2b9c3d11';
const GRAZ = 'c4d8e2f6-9a1b-4d3c-b7e5-0f6a8c2d4e22';
const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

describe('staff: plans, resources and statistics', () => {
  let t: TestApp;
  let admin: Staff;
  let employee: Staff;
  const people: Record<string, string> = {};
  const today = zonedParts(new Date(), 'Europe/Vienna').date;
  const monday = addDays(today, -WEEKDAYS.indexOf(weekdayOf(today)));
  const lastMonday = addDays(monday, -7);

  beforeAll(async () => {
    t = await startTestApp();
    [admin, employee] = await Promise.all([login(t.http, DEMO.admin), login(t.http, DEMO.employee)]);
    const users = (await admin.get('/api/users').expect(200)).body.data as { id: string; email: string }[];
    for (const u of users) people[u.email.split('.')[0]!.split('@')[0]!] = u.id;
  }, 60_000);

  afterAll(async () => {
    await t?.close();
  });

  it('migration and entities agree on the new tables', async () => {
    const { upQueries } = await t.ds.driver.createSchemaBuilder().log();
    const tables = /"(project|task|holiday_ledger_entry|time_sheet_lock)"/;
    expect(upQueries.map((q) => q.query).filter((q) => tables.test(q))).toEqual([]);
  });

  it('seeds departments, six employees with PINs, two weeks of shifts and recorded time', async () => {
    const departments = await admin.get(`/api/departments?branch=${WIEN}`).expect(200);
    expect(departments.body.data.map((d: { name: string }) => d.name)).toEqual(['Backstube', 'Verkauf']);
    expect((await admin.get('/api/departments').expect(200)).body.data).toHaveLength(4);
    const pins = await t.ds.query(`SELECT "username", "pinHash" FROM "staff_pin" ORDER BY "username"`);
    expect(pins.map((p: { username: string }) => p.username)).toEqual([
      'eva',
      'felix',
      'jonas',
      'lena',
      'markus',
      'sophie',
    ]);
    expect(pins.every((p: { pinHash: string }) => p.pinHash.startsWith('$argon2id$'))).toBe(true);
    const lena = await admin.get(`/api/working-schedules?user=${people.lena}`).expect(200);
    expect(lena.body.data).toHaveLength(10);
    expect(lena.body.data[0]).toMatchObject({ breakMinutes: 30, isPublished: true, user: { id: people.lena } });
  });

  it('filters working schedules by user, branch, period and published flag; employees see their branches', async () => {
    const thisWeek = await admin.get(`/api/working-schedules?user=${people.lena}&from=${monday}T00:00:00%2B01:00`);
    expect(thisWeek.status).toBe(200);
    expect(thisWeek.body.data).toHaveLength(5);
    const graz = await admin.get(`/api/working-schedules?branch=${GRAZ}`).expect(200);
    expect(graz.body.data).toHaveLength(30);
    expect((await admin.get('/api/working-schedules?isPublished=false').expect(200)).body.data).toHaveLength(0);
    // The Wien employee sees Wien's shifts only, even when asking for Graz.
    expect((await employee.get('/api/working-schedules').expect(200)).body.data).toHaveLength(30);
    expect((await employee.get(`/api/working-schedules?branch=${GRAZ}`).expect(200)).body.data).toHaveLength(0);
    const bad = await admin.get('/api/working-schedules?user=kein-uuid');
    expect(bad.status).toBe(422);
    expect(bad.body.errors[0].field).toBe('user');
    // Writing shifts is for admins; an end before the start is refused in German.
    const shift = {
      user: { id: people.lena },
      branch: { id: WIEN },
      start: '2026-03-02T04:00:00+01:00',
      end: '2026-03-02T12:30:00+01:00',
      breakMinutes: 30,
      note: 'Ostervorbereitung',
    };
    expect((await employee.post('/api/working-schedules', shift)).status).toBe(403);
    const created = await admin.post('/api/working-schedules', shift).expect(201);
    expect(created.body.data).toMatchObject({ note: 'Ostervorbereitung', isPublished: false });
    const wrong = await admin.put(`/api/working-schedules/${created.body.data.id}`, {
      end: '2026-03-02T03:00:00+01:00',
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors[0]).toEqual({ message: 'Das Ende muss nach dem Beginn liegen.', field: 'end' });
    await admin.put(`/api/working-schedules/${created.body.data.id}`, { isPublished: true }).expect(200);
    await admin.del(`/api/working-schedules/${created.body.data.id}`).expect(200);
  });

  it('projects and tasks with filters; staff move a task along but do not rename it', async () => {
    const shared = await admin.post('/api/projects', { name: 'Inventur' }).expect(201);
    const wien = await admin.post('/api/projects', { name: 'Umbau Wien', branch: { id: WIEN } }).expect(201);
    await admin.post('/api/projects', { name: 'Umbau Graz', branch: { id: GRAZ }, isActive: false }).expect(201);
    // The demo business has a project per branch (issue 40 item 10) besides the ones made here.
    const ofWien = await admin.get(`/api/projects?branch=${WIEN}`).expect(200);
    expect(ofWien.body.data.map((p: { name: string }) => p.name).sort()).toEqual([
      'Sauerteig-Umstellung Wien',
      'Umbau Wien',
    ]);
    expect((await admin.get('/api/projects?isActive=false').expect(200)).body.data).toHaveLength(1);
    expect((await admin.get('/api/projects?shared=true').expect(200)).body.data[0].id).toBe(shared.body.data.id);
    // Employees see shared projects and their branch's.
    const seen = (await employee.get('/api/projects').expect(200)).body.data.map((p: { name: string }) => p.name);
    expect(seen.sort()).toEqual(['Inventur', 'Sauerteig-Umstellung Wien', 'Umbau Wien']);

    const task = await admin
      .post('/api/tasks', {
        project: { id: wien.body.data.id },
        name: 'Ofen abbauen',
        assignee: { id: people.markus },
        dueDate: '2026-04-30',
      })
      .expect(201);
    expect(task.body.data).toMatchObject({ state: 'open', assignee: { id: people.markus, name: 'Markus Huber' } });
    await admin.post('/api/tasks', { project: { id: shared.body.data.id }, name: 'Mehl zählen' }).expect(201);
    expect((await admin.get(`/api/tasks?project=${wien.body.data.id}`).expect(200)).body.data).toHaveLength(1);
    expect((await admin.get(`/api/tasks?assignee=${people.markus}`).expect(200)).body.data).toHaveLength(1);
    await employee.put(`/api/tasks/${task.body.data.id}`, { state: 'in-progress' }).expect(200);
    expect((await employee.put(`/api/tasks/${task.body.data.id}`, { name: 'Anders' })).status).toBe(403);
    const progressing = await admin.get('/api/tasks?state=in-progress').expect(200);
    expect(progressing.body.data.map((x: { name: string }) => x.name).sort()).toEqual([
      'Anstellgut täglich auffrischen',
      'Lebkuchenherzen verzieren',
      'Ofen abbauen',
    ]);
    expect((await admin.get('/api/tasks?state=erledigt')).status).toBe(422);
  });

  it('filters work contracts by person', async () => {
    const res = await admin.get(`/api/work-contracts?user=${people.sophie}`).expect(200);
    expect(res.body.data).toHaveLength(1);
    expect(res.body.data[0]).toMatchObject({ jurisdiction: 'AT', state: '9', holidayDaysPerYear: 25 });
    expect((await employee.get('/api/work-contracts')).status).toBe(403);
  });

  it('lists activities with their day: worked and break minutes and the rule flags (the demo break violation)', async () => {
    const res = await admin.get(
      `/api/working-activities?user=${people.markus}&from=${lastMonday}T00:00:00%2B01:00&to=${monday}T00:00:00%2B01:00`,
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(5);
    const wednesday = addDays(lastMonday, 2);
    for (const a of res.body.data as { day: { date: string; flags: unknown[] } }[]) {
      expect(a.day.flags).toHaveLength(a.day.date === wednesday ? 1 : 0);
    }
    const violation = res.body.data.find((a: { day: { date: string } }) => a.day.date === wednesday);
    expect(violation.day).toMatchObject({
      date: wednesday,
      jurisdiction: 'AT',
      workedMinutes: 425,
      breakMinutes: 10,
      flags: [
        {
          type: 'break-too-short',
          requiredMinutes: 30,
          takenMinutes: 10,
          message: 'Pause zu kurz: 10 von 30 Minuten',
        },
      ],
    });
    // Nobody else has a flagged day in the demo.
    const all = await admin.get(`/api/working-activities?from=${lastMonday}T00:00:00%2B01:00`).expect(200);
    const flagged = all.body.data.filter((a: { day: { flags: unknown[] } }) => a.day.flags.length > 0);
    expect(flagged.map((a: { user: { name: string } }) => a.user.name)).toEqual(['Markus Huber']);
  });

  it('statistics: minutes per person and day, recorded and planned, with the branch filter', async () => {
    const wednesday = addDays(lastMonday, 2);
    const recorded = await admin.get(
      `/api/statistics/working-activities?from=${lastMonday}&to=${addDays(lastMonday, 6)}&branch=${WIEN}`,
    );
    expect(recorded.status).toBe(200);
    // Three Wien employees on five days.
    expect(recorded.body.data).toHaveLength(15);
    expect(recorded.body.data).toContainEqual({
      user: { id: people.markus, name: 'Markus Huber' },
      date: wednesday,
      minutes: 425,
    });
    const lena = recorded.body.data.filter((r: { user: { id: string } }) => r.user.id === people.lena);
    expect(lena.every((r: { minutes: number }) => r.minutes === 483)).toBe(true);
    const planned = await admin.get(
      `/api/statistics/working-schedules?from=${lastMonday}&to=${addDays(monday, 6)}&branch=${GRAZ}`,
    );
    expect(planned.status).toBe(200);
    expect(planned.body.data).toHaveLength(30);
    expect(planned.body.data.every((r: { minutes: number }) => r.minutes === 480)).toBe(true);
    // The Wien employee gets nothing of Graz.
    const other = await employee.get(
      `/api/statistics/working-schedules?from=${lastMonday}&to=${monday}&branch=${GRAZ}`,
    );
    expect(other.body.data).toEqual([]);
    const reversed = await admin.get(`/api/statistics/working-activities?from=${monday}&to=${lastMonday}`);
    expect(reversed.status).toBe(422);
  });

  it('statistics: a person profile and their days over a period', async () => {
    const end = addDays(lastMonday, 6);
    const profile = await admin.get(
      `/api/statistics/user-profile?user=${people.markus}&start=${lastMonday}&end=${end}`,
    );
    expect(profile.status).toBe(200);
    expect(profile.body.data).toMatchObject({
      user: { id: people.markus, name: 'Markus Huber' },
      start: lastMonday,
      end,
      workedMinutes: 4 * 483 + 425,
      plannedMinutes: 5 * 480,
      workedDays: 5,
      flaggedDays: 1,
    });
    const { targetMinutes, balanceMinutes } = profile.body.data;
    expect(balanceMinutes).toBe(4 * 483 + 425 - targetMinutes);
    // "now" stands for the end of a running period.
    const running = await admin.get(
      `/api/statistics/user-profile?user=${people.markus}&start=${lastMonday}&now=${end}`,
    );
    expect(running.body.data.workedMinutes).toBe(profile.body.data.workedMinutes);
    const days = await admin.get(
      `/api/statistics/user-profile-working-activities?user=${people.markus}&start=${lastMonday}&end=${end}`,
    );
    expect(days.status).toBe(200);
    const wednesday = days.body.data.find((d: { date: string }) => d.date === addDays(lastMonday, 2));
    expect(wednesday).toMatchObject({ workedMinutes: 425, breakMinutes: 10, flags: [{ type: 'break-too-short' }] });
    // Employees see their own profile only.
    expect((await employee.get(`/api/statistics/user-profile?user=${people.markus}&start=${lastMonday}`)).status).toBe(
      404,
    );
  });
});
