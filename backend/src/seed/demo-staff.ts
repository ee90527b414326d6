// Demo staff (issue 18 item 8): departments Backstube and Verkauf per demo branch, six employees with
// time-clock PINs and contracts, last and this week's shifts, recorded activities (one with a break
// that is too short, to show the flag) and a holiday account each. Plain data first, then bulk inserts.
import type { EntityManager } from 'typeorm';
import { addDays, weekdayOf, zonedInstant, zonedParts } from '@bestell/domain';
import { hashApiKey } from '../catalog/index.js';
import { Device } from '../devices/index.js';
import {
  Department,
  HolidayLedgerRow,
  Project,
  StaffPin,
  Task,
  TimePunch,
  WorkContractRow,
  WorkingActivity,
  WorkingSchedule,
} from '../staff/index.js';
import { User } from '../users/index.js';
import { DEMO_IDS, type DemoBranchKey } from './demo-data.js';

const TZ = 'Europe/Vienna';

export interface StaffSeed {
  username: string;
  name: string;
  email: string;
  branch: DemoBranchKey;
  department: 'Backstube' | 'Verkauf';
  /** Development PIN (production seeds random ones and prints them once). */
  devPin: string;
}

export const DEMO_STAFF: StaffSeed[] = [
  {
    username: 'lena',
    name: 'Lena Bauer',
    email: 'lena.bauer@sonnleitner.at',
    branch: 'wien',
    department: 'Backstube',
    devPin: '1201',
  },
  {
    username: 'markus',
    name: 'Markus Huber',
    email: 'markus.huber@sonnleitner.at',
    branch: 'wien',
    department: 'Backstube',
    devPin: '1202',
  },
  {
    username: 'sophie',
    name: 'Sophie Wagner',
    email: 'sophie.wagner@sonnleitner.at',
    branch: 'wien',
    department: 'Verkauf',
    devPin: '1203',
  },
  {
    username: 'jonas',
    name: 'Jonas Gruber',
    email: 'jonas.gruber@sonnleitner.at',
    branch: 'graz',
    department: 'Backstube',
    devPin: '1204',
  },
  {
    username: 'eva',
    name: 'Eva Steiner',
    email: 'eva.steiner@sonnleitner.at',
    branch: 'graz',
    department: 'Verkauf',
    devPin: '1205',
  },
  {
    username: 'felix',
    name: 'Felix Moser',
    email: 'felix.moser@sonnleitner.at',
    branch: 'graz',
    department: 'Verkauf',
    devPin: '1206',
  },
];

/** Development tokens of the demo time-clock devices; production generates random ones. */
export const DEV_TIME_CLOCK_TOKENS: Record<DemoBranchKey, string> = {
  wien: 'demo-wien-zeiterfassung',
  graz: 'demo-graz-zeiterfassung',
};

/**
 * Projects and tasks to book time to (issue 40 item 10), one per branch so the time-tracking screens
 * show bookings. Names avoid those the browser tests create (Weihnachtsbäckerei, Vanillekipferl formen).
 */
export const DEMO_PROJECTS: {
  name: string;
  description: string;
  branch: DemoBranchKey;
  tasks: { name: string; state: 'open' | 'in-progress' | 'done'; assignee: string | null; dueInDays: number | null }[];
}[] = [
  {
    name: 'Adventmarkt Graz',
    description: 'Stand am Hauptplatz: Lebkuchen, Stollen und Punsch.',
    branch: 'graz',
    tasks: [
      { name: 'Standplan mit dem Marktamt abstimmen', state: 'done', assignee: 'eva', dueInDays: null },
      { name: 'Lebkuchenherzen verzieren', state: 'in-progress', assignee: 'jonas', dueInDays: 10 },
      { name: 'Punschausschank einteilen', state: 'open', assignee: 'felix', dueInDays: 14 },
    ],
  },
  {
    name: 'Sauerteig-Umstellung Wien',
    description: 'Alle Roggenbrote auf den hauseigenen Natursauerteig umstellen.',
    branch: 'wien',
    tasks: [
      { name: 'Anstellgut täglich auffrischen', state: 'in-progress', assignee: 'lena', dueInDays: null },
      { name: 'Verkostung für das Verkaufsteam', state: 'open', assignee: 'sophie', dueInDays: 7 },
    ],
  },
];

/** Which recorded days are booked to a demo task: the Backstube of both branches, on Mondays and Thursdays. */
const bookedTask = (seed: StaffSeed, date: string): string | null =>
  seed.department === 'Backstube' && ['monday', 'thursday'].includes(weekdayOf(date))
    ? seed.branch === 'graz'
      ? 'Lebkuchenherzen verzieren'
      : 'Anstellgut täglich auffrischen'
    : null;

/** The demo's one break violation: Markus, Wednesday of last week, 7:15 h with a 10-minute pause. */
export const BREAK_VIOLATION = { username: 'markus', weekday: 'wednesday', week: -1 } as const;

const SHIFT = { Backstube: { from: '04:00', to: '12:30' }, Verkauf: { from: '06:30', to: '15:00' } } as const;
const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
const BRANCH_IDS: Record<DemoBranchKey, string> = { wien: DEMO_IDS.branchWien, graz: DEMO_IDS.branchGraz };
const MINUTE = 60_000;

export interface DemoStaffSecrets {
  /** argon2 hash of each person's PIN, by username. */
  pinHashes: Record<string, string>;
  employeePasswordHash: string;
  timeClockTokens: Record<DemoBranchKey, string>;
}

export interface PlannedDay {
  seed: StaffSeed;
  date: string;
  week: -1 | 0;
}

/** Monday to Friday of last and this week for everyone (dates in Vienna around `now`). */
export function demoShiftDays(now: Date): PlannedDay[] {
  const today = zonedParts(now, TZ).date;
  const monday = addDays(today, -WEEKDAYS.indexOf(weekdayOf(today)));
  const out: PlannedDay[] = [];
  for (const week of [-1, 0] as const) {
    for (let d = 0; d < 5; d++) {
      const date = addDays(monday, week * 7 + d);
      for (const seed of DEMO_STAFF) out.push({ seed, date, week });
    }
  }
  return out;
}

/** What was recorded on a planned day: a few minutes around the shift and a 30-minute pause. */
export function demoActivity(day: PlannedDay, index: number) {
  const shift = SHIFT[day.seed.department];
  const jitter = (index % 5) - 2; // -2..+2 minutes, so the days do not look copied
  const start = new Date(zonedInstant(day.date, shift.from, TZ).getTime() + jitter * MINUTE);
  const violation =
    day.seed.username === BREAK_VIOLATION.username &&
    day.week === BREAK_VIOLATION.week &&
    weekdayOf(day.date) === BREAK_VIOLATION.weekday;
  const end = violation
    ? new Date(start.getTime() + (7 * 60 + 15) * MINUTE)
    : new Date(zonedInstant(day.date, shift.to, TZ).getTime() + (jitter + 3) * MINUTE);
  const pauseStart = new Date(start.getTime() + 4 * 60 * MINUTE);
  const pauseEnd = new Date(pauseStart.getTime() + (violation ? 10 : 30) * MINUTE);
  return { start, end, pauses: [{ start: pauseStart.toISOString(), end: pauseEnd.toISOString() }] };
}

/** Inserts the demo staff (call inside the seed transaction, after branches and users). */
export async function insertDemoStaff(em: EntityManager, secrets: DemoStaffSecrets, now = new Date()): Promise<void> {
  const departments = await em
    .getRepository(Department)
    .save(
      (['wien', 'graz'] as const).flatMap((branch) =>
        (['Backstube', 'Verkauf'] as const).map((name) => ({ name, branch: { id: BRANCH_IDS[branch] } })),
      ),
    );
  const departmentOf = (s: StaffSeed) =>
    departments.find((d) => d.name === s.department && d.branch.id === BRANCH_IDS[s.branch])!;
  const devices = await em.getRepository(Device).save(
    (['wien', 'graz'] as const).map((branch) => ({
      identifier: `zeiterfassung-${branch}`,
      type: 'time-clock' as const,
      name: 'Zeiterfassung',
      branch: { id: BRANCH_IDS[branch] },
      tokenHash: hashApiKey(secrets.timeClockTokens[branch]),
    })),
  );
  const users = await em.getRepository(User).save(
    DEMO_STAFF.map((s) => ({
      email: s.email,
      name: s.name,
      roles: ['ROLE_EMPLOYEE' as const],
      passwordHash: secrets.employeePasswordHash,
      isEnabled: true,
      expiresAt: null,
      branches: [{ id: BRANCH_IDS[s.branch] }],
    })),
  );
  const userOf = (s: StaffSeed) => users[DEMO_STAFF.indexOf(s)]!;
  await em
    .getRepository(StaffPin)
    .insert(
      DEMO_STAFF.map((s) => ({ userId: userOf(s).id, username: s.username, pinHash: secrets.pinHashes[s.username]! })),
    );
  const year = Number(zonedParts(now, TZ).date.slice(0, 4));
  await em.getRepository(WorkContractRow).insert(
    DEMO_STAFF.map((s) => ({
      user: { id: userOf(s).id },
      validFrom: `${year - 1}-01-01`,
      hoursPerWeekday: { monday: 8, tuesday: 8, wednesday: 8, thursday: 8, friday: 8 },
      holidayDaysPerYear: '25',
      jurisdiction: 'AT' as const,
      state: s.branch === 'wien' ? '9' : '6',
    })),
  );
  // Holiday accounts: last year's grant, some of it taken, the rest carried over until 31 March.
  await em.getRepository(HolidayLedgerRow).insert(
    DEMO_STAFF.flatMap((s, i) => {
      const user = { id: userOf(s).id };
      const takenLastYear = 20 + (i % 3);
      return [
        { user, kind: 'grant' as const, date: `${year - 1}-01-01`, days: '25', validUntil: null },
        { user, kind: 'taken' as const, date: `${year - 1}-08-04`, days: String(takenLastYear), validUntil: null },
        {
          user,
          kind: 'carry-over' as const,
          date: `${year}-01-01`,
          days: String(25 - takenLastYear),
          validUntil: `${year}-03-31`,
        },
        { user, kind: 'grant' as const, date: `${year}-01-01`, days: '25', validUntil: null },
        { user, kind: 'taken' as const, date: `${year}-07-14`, days: i % 2 ? '10' : '5.5', validUntil: null },
      ];
    }),
  );

  const days = demoShiftDays(now);
  await em.getRepository(WorkingSchedule).insert(
    days.map((day) => {
      const shift = SHIFT[day.seed.department];
      return {
        user: { id: userOf(day.seed).id },
        branch: { id: BRANCH_IDS[day.seed.branch] },
        department: { id: departmentOf(day.seed).id },
        start: zonedInstant(day.date, shift.from, TZ),
        end: zonedInstant(day.date, shift.to, TZ),
        breakMinutes: 30,
        note: '',
        isPublished: true,
      };
    }),
  );
  const today = zonedParts(now, TZ).date;
  const tasks = new Map<string, { id: string; projectId: string }>();
  for (const p of DEMO_PROJECTS) {
    const project = await em
      .getRepository(Project)
      .save({ name: p.name, description: p.description, branch: { id: BRANCH_IDS[p.branch] }, isActive: true });
    for (const task of p.tasks) {
      const person = DEMO_STAFF.find((x) => x.username === task.assignee);
      const saved = await em.getRepository(Task).save({
        project: { id: project.id },
        name: task.name,
        description: '',
        state: task.state,
        assignee: person ? { id: userOf(person).id } : null,
        dueDate: task.dueInDays === null ? null : addDays(today, task.dueInDays),
      });
      tasks.set(task.name, { id: saved.id, projectId: project.id });
    }
  }
  // Recorded time for the days that are over (today is still running).
  const recorded = days
    .map((day, i) => ({ day, ...demoActivity(day, i) }))
    .filter((a) => a.end.getTime() < now.getTime());
  if (recorded.length === 0) return;
  const inserted = await em.getRepository(WorkingActivity).insert(
    recorded.map((a) => ({
      user: { id: userOf(a.day.seed).id },
      branch: { id: BRANCH_IDS[a.day.seed.branch] },
      department: { id: departmentOf(a.day.seed).id },
      start: a.start,
      end: a.end,
      pauses: a.pauses,
      sourceDevice: { id: devices.find((d) => d.branch.id === BRANCH_IDS[a.day.seed.branch])!.id },
      projectId: tasks.get(bookedTask(a.day.seed, a.day.date) ?? '')?.projectId ?? null,
      taskId: tasks.get(bookedTask(a.day.seed, a.day.date) ?? '')?.id ?? null,
    })),
  );
  // The punches the activities are derived from (the legal record).
  await em.getRepository(TimePunch).insert(
    recorded.flatMap((a, i) => {
      const common = {
        user: { id: userOf(a.day.seed).id },
        branch: { id: BRANCH_IDS[a.day.seed.branch] },
        activity: { id: inserted.identifiers[i]!.id as string },
        device: { id: devices.find((d) => d.branch.id === BRANCH_IDS[a.day.seed.branch])!.id },
      };
      const pause = a.pauses[0]!;
      return [
        { ...common, kind: 'clock-in' as const, at: a.start },
        { ...common, kind: 'pause-start' as const, at: new Date(pause.start) },
        { ...common, kind: 'pause-end' as const, at: new Date(pause.end) },
        { ...common, kind: 'clock-out' as const, at: a.end },
      ];
    }),
  );
}
