import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { inflateSync } from 'node:zlib';
import request from 'supertest';
import { WORKING_ACTIVITY_EVENT, type WorkingActivityEvent, type WorkingActivityListItem } from '@bestell/domain';
import { StaffRetention } from '../src/staff/retention.js';
import { cookieValue, DEMO, login, type Staff, startTestApp, type TestApp } from './harness.js';
import { connect, type Recorder } from './realtime.helpers.js';
import { decodeQp, SmsStub, SmtpSink, until } from './workers.sinks.js';

// Issue 18, the rest of the backend on real PostgreSQL: live activities over Socket.IO, bookings to
// projects and tasks, publishing and copying shift plans (mail through the outbox and the e-mail job),
// the monthly time sheet as PDF, and retention (anonymise on delete, remove after the legal period).
const WIEN = '7a9e4d2c-1b3f-4c8a-8e6d-5f0a2b9c3d11';
const CLOCK = '/api/time-tracking/demo-wien-zeiterfassung/lena';
const PIN = '1201';

/** Text of a PDF: inflates its streams and joins the strings of each TJ / Tj operation. */
function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const out: string[] = [];
  for (const m of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(m[1]!, 'latin1')).toString('latin1');
    } catch {
      continue; // not a deflated content stream (fonts, images)
    }
    for (const op of content.matchAll(/\[(.*?)\]\s*TJ|(<[0-9a-fA-F]*>|\((?:\\.|[^)])*\))\s*Tj/g)) {
      const parts = (op[1] ?? op[2]!).match(/<[0-9a-fA-F]*>|\((?:\\.|[^)])*\)/g) ?? [];
      out.push(
        parts
          .map((p) =>
            p.startsWith('<')
              ? Buffer.from(p.slice(1, -1), 'hex').toString('latin1')
              : p.slice(1, -1).replace(/\\(.)/g, '$1'),
          )
          .join(''),
      );
    }
  }
  return out.join('\n');
}

describe('staff: live activities, plans, PDF time sheet, retention', () => {
  let t: TestApp;
  let url: string;
  let admin: Staff;
  let lena: { id: string; email: string };
  const smtp = new SmtpSink();
  const sms = new SmsStub();
  const sockets: Recorder[] = [];

  beforeAll(async () => {
    await Promise.all([smtp.start(), sms.start()]);
    t = await startTestApp({ SMTP_URL: smtp.url, SMS_URL: sms.url, SMS_TOKEN: 'test-token', JOB_BACKOFF_MS: '50' });
    await t.app.listen(0, '127.0.0.1');
    url = `http://127.0.0.1:${(t.app.getHttpServer().address() as { port: number }).port}`;
    admin = await login(t.http, DEMO.admin);
    const users = (await admin.get('/api/users').expect(200)).body.data as { id: string; email: string }[];
    lena = users.find((u) => u.email === 'lena.bauer@sonnleitner.at')!;
  }, 60_000);

  afterAll(async () => {
    sockets.forEach((s) => s.socket.close());
    await t?.close();
    await Promise.all([smtp.stop(), sms.stop()]);
  });

  it('pushes each change of a working activity to the branch back office as the REST list entry', async () => {
    // An employee of Wien: the session cookie of the handshake puts the socket in backoffice:{Wien}.
    const res = await request(t.http).post('/api/auth/login').send(DEMO.employee).expect(200);
    const cookie = `sid=${encodeURIComponent(cookieValue(res, 'sid')!)}`;
    const staff = connect(url, {}, { cookie });
    sockets.push(staff);
    await staff.connected;

    const started = await request(t.http).post(`${CLOCK}/working-activities/start`).send({ pin: PIN }).expect(200);
    const id = started.body.data.id as string;
    const first = (await staff.waitFor((e) => e.name === WORKING_ACTIVITY_EVENT && e.payload.id === id))
      .payload as unknown as WorkingActivityEvent;
    expect(first).toMatchObject({ id, state: 'working', user: { id: lena.id }, branch: { id: WIEN }, end: null });
    expect(typeof first.version).toBe('number');

    await request(t.http).post(`${CLOCK}/working-activities/pause`).send({ pin: PIN }).expect(200);
    const paused = (
      await staff.waitFor(
        (e) =>
          e.name === WORKING_ACTIVITY_EVENT &&
          e.payload.id === id &&
          (e.payload as { state?: string }).state === 'paused',
      )
    ).payload as unknown as WorkingActivityEvent;
    expect(paused.version).toBeGreaterThan(first.version);
    // Same shape and values as GET /api/working-activities (what the 'Aktivitäten' screen loads).
    const list = (await admin.get(`/api/working-activities?user=${lena.id}`).expect(200)).body
      .data as WorkingActivityListItem[];
    const rest = list.find((a) => a.id === id)!;
    expect(Object.keys(paused).sort()).toEqual(Object.keys(rest).sort());
    // The running day's minutes and its rest (judged against however far back each looked) may differ.
    const strip = ({ day, workedMinutes, ...other }: WorkingActivityListItem) => ({
      ...other,
      date: day?.date,
      minutes: typeof workedMinutes,
    });
    expect(strip(paused)).toEqual(strip(rest));

    await request(t.http).post(`${CLOCK}/working-activities/end`).send({ pin: PIN }).expect(200);
    const ended = (
      await staff.waitFor(
        (e) =>
          e.name === WORKING_ACTIVITY_EVENT && e.payload.id === id && (e.payload as { state?: string }).state === 'off',
      )
    ).payload as unknown as WorkingActivityEvent;
    // A manager's correction that changes no time (no punch written) is pushed too.
    await admin.put(`/api/working-activities/${id}`, { projectId: null, reason: 'Geprüft' }).expect(200);
    const corrected = (
      await staff.waitFor(
        (e) =>
          e.name === WORKING_ACTIVITY_EVENT &&
          e.payload.id === id &&
          (e.payload as { changeReason?: string }).changeReason === 'Geprüft',
      )
    ).payload as unknown as WorkingActivityEvent;
    expect(corrected.version).toBeGreaterThan(ended.version);
    expect(corrected.author?.name).toBeTruthy();
  });

  it('books time to a project and task from the time clock and filters the activities by them', async () => {
    const project = (
      await admin.post('/api/projects', { name: 'Weihnachtsbäckerei', branch: { id: WIEN } }).expect(201)
    ).body.data as { id: string };
    const task = (await admin.post('/api/tasks', { project: { id: project.id }, name: 'Vanillekipferl' }).expect(201))
      .body.data as { id: string };
    const unknown = await request(t.http)
      .post(`${CLOCK}/working-activities/start`)
      .send({ pin: PIN, projectId: '00000000-0000-4000-8000-000000000000' })
      .expect(422);
    expect(unknown.body.errors[1]).toEqual({ message: 'Unbekanntes Projekt.', field: 'projectId' });

    const started = await request(t.http)
      .post(`${CLOCK}/working-activities/start`)
      .send({ pin: PIN, taskId: task.id })
      .expect(200);
    expect(started.body.data).toMatchObject({
      projectId: project.id,
      taskId: task.id,
      project: { id: project.id, name: 'Weihnachtsbäckerei' },
      task: { id: task.id, name: 'Vanillekipferl' },
    });
    await request(t.http).post(`${CLOCK}/working-activities/end`).send({ pin: PIN }).expect(200);
    const byProject = (await admin.get(`/api/working-activities?project=${project.id}`).expect(200)).body.data;
    const byTask = (await admin.get(`/api/working-activities?task=${task.id}`).expect(200)).body.data;
    expect(byProject.map((a: { id: string }) => a.id)).toEqual([started.body.data.id]);
    expect(byTask.map((a: { id: string }) => a.id)).toEqual([started.body.data.id]);
    // Deleting the project keeps the recorded time, without the booking.
    await admin.del(`/api/projects/${project.id}`).expect(200);
    const after = (await admin.get(`/api/working-activities/${started.body.data.id}`).expect(200)).body.data;
    expect(after).toMatchObject({ projectId: null, taskId: null, project: null });
  });

  it('copies a week as unpublished drafts and mails each person their shifts when the week is published', async () => {
    // A helper without an e-mail address of their own gets the plan by SMS (phone set with the PIN).
    const helper = (
      await admin
        .post('/api/users', {
          email: 'aushilfe.sms@sonnleitner.invalid',
          name: 'Sara Sms',
          password: 'geheim-genug-1',
          roles: ['ROLE_EMPLOYEE'],
          branches: [{ id: WIEN }],
        })
        .expect(201)
    ).body.data.id as string;
    await admin
      .put(`/api/users/${helper}/time-clock-pin`, { username: 'sara', pin: '5511', phone: '0664 1234567' })
      .expect(200);
    const shift = (start: string, end: string, user = lena.id) =>
      admin
        .post('/api/working-schedules', {
          user: { id: user },
          branch: { id: WIEN },
          start,
          end,
          breakMinutes: 30,
          note: 'Teig ansetzen',
        })
        .expect(201);
    // A week far ahead (Mondays 2027-03-22 and, across the DST change, 2027-03-29).
    await shift('2027-03-22T06:00:00+01:00', '2027-03-22T14:00:00+01:00');
    await shift('2027-03-24T05:30:00+01:00', '2027-03-24T13:30:00+01:00');
    const copy = { branchId: WIEN, fromWeekStart: '2027-03-22', toWeekStart: '2027-03-29' };
    expect((await admin.post('/api/working-schedules/copy-week', copy).expect(200)).body.data).toEqual({ copied: 2 });
    expect((await admin.post('/api/working-schedules/copy-week', copy).expect(200)).body.data).toEqual({ copied: 0 });
    const bad = await admin
      .post('/api/working-schedules/copy-week', { ...copy, toWeekStart: '2027-03-30' })
      .expect(422);
    expect(bad.body.errors).toEqual([{ message: 'Eine Woche beginnt an einem Montag.', field: 'toWeekStart' }]);
    const copied = (
      await admin
        .get(`/api/working-schedules?user=${lena.id}&from=2027-03-29T00:00:00%2B02:00&to=2027-04-05T00:00:00%2B02:00`)
        .expect(200)
    ).body.data as { start: string; isPublished: boolean }[];
    // Wall-clock kept across the change to summer time: 06:00 stays 06:00 (+02:00 now).
    expect(copied.map((c) => [c.start, c.isPublished])).toEqual([
      ['2027-03-29T04:00:00.000Z', false],
      ['2027-03-31T03:30:00.000Z', false],
    ]);

    await shift('2027-03-23T07:00:00+01:00', '2027-03-23T11:00:00+01:00', helper);
    const publish = { branchId: WIEN, from: '2027-03-22T00:00:00+01:00', to: '2027-03-29T00:00:00+02:00' };
    expect((await admin.post('/api/working-schedules/publish', publish).expect(200)).body.data).toEqual({
      published: 3,
      notified: 2,
    });
    await until(() => sms.requests.length > 0);
    const text = sms.requests[0]!.body;
    expect(text.recipientAddressList.map(String)).toEqual(['436641234567']);
    expect(text.messageContent).toMatch(
      /^.+: Dienstplan vom 22\.03\.2027 bis 28\.03\.2027 veröffentlicht\. Ihre Schichten: Di 23\.03\. 07:00–11:00$/,
    );
    await until(() => smtp.mails.some((m) => m.to.includes(lena.email)));
    const mail = decodeQp(smtp.mails.find((m) => m.to.includes(lena.email))!.raw);
    expect(mail).toContain('Dienstplan vom 22.03.2027 bis 28.03.2027');
    expect(mail).toContain('Montag, 22.03.2027: 06:00–14:00 Uhr, Pause 30 Min. (Teig ansetzen)');
    expect(mail).toContain('Mittwoch, 24.03.2027: 05:30–13:30 Uhr');
    // Publishing again changes nothing and mails nobody.
    expect((await admin.post('/api/working-schedules/publish', publish).expect(200)).body.data).toEqual({
      published: 0,
      notified: 0,
    });
    const employee = await login(t.http, DEMO.employee);
    await employee.post('/api/working-schedules/publish', publish).expect(403);
  });

  it('gives the month as a PDF for payroll with the name and the month total', async () => {
    const month = '2025-12';
    await admin
      .post('/api/working-activities', {
        user: { id: lena.id },
        branch: { id: WIEN },
        start: '2025-12-02T06:00:00+01:00',
        end: '2025-12-02T14:15:00+01:00',
        pauses: [{ start: '2025-12-02T10:00:00+01:00', end: '2025-12-02T10:30:00+01:00' }],
        reason: 'Nachtrag',
      })
      .expect(201);
    const csv = (await admin.get(`/api/time-sheets/${lena.id}/${month}.csv`).expect(200)).text;
    const total = csv
      .split('\r\n')
      .find((l) => l.startsWith('Summe'))!
      .split(';')[5]!;
    expect(total).toBe('7,75');
    const res = await admin
      .get(`/api/time-sheets/${lena.id}/${month}.pdf`)
      .buffer(true)
      .parse((r, cb) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => cb(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('Arbeitszeit-Lena_Bauer-2025-12.pdf');
    const pdf = res.body as Buffer;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(pdf);
    expect(text).toContain('Arbeitszeitnachweis Dezember 2025');
    expect(text).toContain('Lena Bauer');
    expect(text).toContain(`Arbeitszeit gesamt: ${total} Stunden`);
    expect(text).toContain('Pause (Min.)');
  });

  it('anonymises the time records of a deleted person and removes them after the legal period', async () => {
    const created = await admin
      .post('/api/users', {
        email: 'aushilfe@sonnleitner.at',
        name: 'Anton Aushilfe',
        password: 'geheim-genug-1',
        roles: ['ROLE_EMPLOYEE'],
        branches: [{ id: WIEN }],
      })
      .expect(201);
    const userId = created.body.data.id as string;
    await admin
      .post('/api/work-contracts', {
        user: { id: userId },
        validFrom: '2023-01-01',
        hoursPerWeekday: { monday: 8 },
        holidayDaysPerYear: 25,
        jurisdiction: 'AT',
      })
      .expect(201);
    const record = (start: string, end: string) =>
      admin
        .post('/api/working-activities', {
          user: { id: userId },
          branch: { id: WIEN },
          start,
          end,
          reason: 'Anton hat vergessen zu stempeln',
        })
        .expect(201);
    const old = (await record('2023-05-08T07:00:00+02:00', '2023-05-08T15:00:00+02:00')).body.data.id as string;
    const young = (await record('2025-06-02T07:00:00+02:00', '2025-06-02T15:00:00+02:00')).body.data.id as string;

    await admin.del(`/api/users/${userId}`).expect(200);
    const rows = (await t.ds.query(
      `SELECT "id", "userId", "personRef", "anonymisedAt", "changeReason" FROM "working_activity" WHERE "id" = ANY($1)`,
      [[old, young]],
    )) as { userId: string | null; personRef: string | null; anonymisedAt: Date | null; changeReason: string | null }[];
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row).toMatchObject({ userId: null, changeReason: null, personRef: rows[0]!.personRef });
      expect(row.anonymisedAt).not.toBeNull();
    }
    const punches = (await t.ds.query(
      `SELECT "userId", "reason", "personRef" FROM "time_punch" WHERE "activityId" = ANY($1)`,
      [[old, young]],
    )) as { userId: string | null; reason: string | null; personRef: string }[];
    expect(punches.length).toBeGreaterThanOrEqual(4);
    expect(punches.every((p) => p.userId === null && p.reason === null && p.personRef === rows[0]!.personRef)).toBe(
      true,
    );
    // Nothing personal is left to find: the name is gone, and the lists no longer show the records.
    const dump = JSON.stringify(
      await t.ds.query(`SELECT * FROM "working_activity" a WHERE a."personRef" = $1`, [rows[0]!.personRef]),
    );
    expect(dump).not.toContain('Anton');
    await admin.get(`/api/working-activities/${old}`).expect(404);
    const contracts = (await admin.get('/api/work-contracts').expect(200)).body.data as { user: unknown }[];
    expect(contracts.every((c) => c.user !== null)).toBe(true);

    const retention = t.app.get(StaffRetention);
    // Two years (the default) after the young record's day minus a bit: only the 2023 record is due.
    const first = await retention.run(new Date('2027-05-01T00:00:00Z'));
    expect(first).toMatchObject({ activities: 1, contracts: 0 });
    const left = (await t.ds.query(`SELECT "id" FROM "working_activity" WHERE "personRef" = $1`, [
      rows[0]!.personRef,
    ])) as { id: string }[];
    expect(left.map((r) => r.id)).toEqual([young]);
    // Later the rest goes, the contract with it; live people's records are never touched.
    const lenaBefore = Number(
      (await t.ds.query(`SELECT count(*) AS n FROM "working_activity" WHERE "userId" = $1`, [lena.id]))[0].n,
    );
    const second = await retention.run(new Date('2027-06-03T00:00:00Z'));
    expect(second).toMatchObject({ activities: 1, contracts: 1 });
    expect(
      Number(
        (await t.ds.query(`SELECT count(*) AS n FROM "time_punch" WHERE "personRef" = $1`, [rows[0]!.personRef]))[0].n,
      ),
    ).toBe(0);
    const lenaAfter = Number(
      (await t.ds.query(`SELECT count(*) AS n FROM "working_activity" WHERE "userId" = $1`, [lena.id]))[0].n,
    );
    expect(lenaAfter).toBe(lenaBefore);
  });

  it('migration and entities agree on the tables changed here', async () => {
    const { upQueries } = await t.ds.driver.createSchemaBuilder().log();
    const tables = /"(working_activity|time_punch|work_contract|staff_pin)"/;
    expect(upQueries.map((q) => q.query).filter((q) => tables.test(q))).toEqual([]);
  });
});
