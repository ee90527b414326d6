import { z } from 'zod';
import {
  type ClockState,
  type CopyWeekResult,
  DATE_RANGE_MESSAGE,
  type DayFlagView,
  daysBetween,
  DEFAULT_TIMEZONE,
  isDateInRange,
  JURISDICTIONS,
  pinRefusal,
  type PublishSchedulesResult,
  type PunchKind,
  STAFF_TEXTS,
  type TimeClockAction,
  VALIDATION,
  weekdayOf,
  type WorkDayView,
  type WorkingActivityListItem,
  type WorkingActivityView,
  zonedParts,
} from '@bestell/domain';
import { assertSameShape, defineRoute, refView, s } from '../common/index.js';
import { TASK_STATES, type TaskState } from './staff.entities.js';

// Views of the staff resources and route contracts of the time clock (issue 22); the activity views are
// checked against domain/src/staff/staff-views.ts.

const instant = z.iso.datetime({ offset: true });
const day = z.iso.date();
const namedRef = z.strictObject({ id: z.uuid(), name: z.string() });
const jurisdiction = z.enum(JURISDICTIONS as readonly ['AT', 'DE']);
const weekday = z.enum(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']);

export const departmentView = z
  .strictObject({ id: z.uuid(), name: z.string(), branch: refView })
  .meta({ id: 'Department' });

export const workContractView = z
  .strictObject({
    id: z.uuid(),
    /** null: the person was deleted (the contract stays anonymised for the retention period). */
    user: refView.nullable(),
    validFrom: day,
    hoursPerWeekday: z.partialRecord(weekday, z.number()),
    holidayDaysPerYear: z.number(),
    jurisdiction,
    state: z.string().nullable(),
  })
  .meta({ id: 'WorkContract' });

export const workingScheduleView = z
  .strictObject({
    id: z.uuid(),
    user: namedRef,
    branch: refView,
    department: refView.nullable(),
    start: instant,
    end: instant,
    breakMinutes: z.number().int(),
    note: z.string(),
    isPublished: z.boolean(),
  })
  .meta({ id: 'WorkingSchedule', description: 'A planned shift.' });
/** The time clock's own shifts (the person is the caller). */
const ownScheduleView = workingScheduleView.omit({ user: true }).meta({ id: 'OwnWorkingSchedule' });

export const projectView = z
  .strictObject({
    id: z.uuid(),
    name: z.string(),
    description: z.string(),
    branch: refView.nullable(),
    isActive: z.boolean(),
  })
  .meta({ id: 'Project' });

const taskState = z.enum(TASK_STATES as readonly ['open', 'in-progress', 'done']);
assertSameShape<z.output<typeof taskState>, TaskState>(true);
export const taskView = z
  .strictObject({
    id: z.uuid(),
    project: refView,
    name: z.string(),
    description: z.string(),
    assignee: namedRef.nullable(),
    state: taskState,
    dueDate: day.nullable(),
  })
  .meta({ id: 'Task' });

export const holidayLedgerView = z
  .strictObject({
    id: z.uuid(),
    user: namedRef,
    kind: z.enum(['grant', 'carry-over', 'taken', 'correction']),
    date: day,
    days: z.number(),
    validUntil: day.nullable(),
    note: z.string(),
  })
  .meta({ id: 'HolidayLedgerEntry' });

const clockState = z.enum(['off', 'working', 'paused']);
assertSameShape<z.output<typeof clockState>, ClockState>(true);
const clockAction = z.enum(['start', 'pause', 'resume', 'end']);
assertSameShape<z.output<typeof clockAction>, TimeClockAction>(true);

export const workingActivityView = z
  .strictObject({
    id: z.uuid(),
    user: namedRef,
    branch: refView,
    department: refView.nullable(),
    start: instant,
    end: instant.nullable(),
    pauses: z.array(z.strictObject({ start: instant, end: instant.nullable() })),
    state: clockState,
    workedMinutes: z.number(),
    projectId: z.string().nullable(),
    taskId: z.string().nullable(),
    project: namedRef.nullable(),
    task: namedRef.nullable(),
    sourceDevice: refView.nullable(),
    author: namedRef.nullable(),
    changeReason: z.string().nullable(),
    needsReview: z.boolean(),
    updatedAt: instant,
    version: z.number().int(),
  })
  .meta({ id: 'WorkingActivity' });
assertSameShape<z.output<typeof workingActivityView>, WorkingActivityView>(true);

const dayFlagView = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('break-too-short'),
    requiredMinutes: z.number(),
    takenMinutes: z.number(),
    message: z.string(),
  }),
  z.strictObject({
    type: z.literal('max-daily-work'),
    maxMinutes: z.number(),
    workedMinutes: z.number(),
    message: z.string(),
  }),
  z.strictObject({
    type: z.literal('rest-too-short'),
    requiredMinutes: z.number(),
    restMinutes: z.number(),
    message: z.string(),
  }),
]);
type Mutual<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
assertSameShape<Mutual<z.output<typeof dayFlagView>, DayFlagView>, true>(true);
export const workDayView = z
  .strictObject({
    date: day,
    jurisdiction,
    workedMinutes: z.number(),
    breakMinutes: z.number(),
    restMinutes: z.number().nullable(),
    flags: z.array(dayFlagView),
  })
  .meta({ id: 'WorkDay' });
assertSameShape<Mutual<z.output<typeof workDayView>, WorkDayView>, true>(true);
export const workingActivityListItem = workingActivityView
  .extend({ day: workDayView.nullable() })
  .meta({ id: 'WorkingActivityListItem' });
assertSameShape<Mutual<z.output<typeof workingActivityListItem>, WorkingActivityListItem>, true>(true);

// --- time clock ---------------------------------------------------------------------------------------

const CLOCK = ['time-tracking'];
const clockParams = z.strictObject({ accessToken: z.string(), username: z.string() });
const pinHeader = { 'X-Pin': { description: "The person's PIN (GETs; a punch may send it in the body)" } };
const range = z.object({ from: s.dateTime().optional(), to: s.dateTime().optional() });
// A wrong device token answers 403, a wrong PIN 403 and, after too many, 429.
const clockErrors = [403, 404, 429];

export const punchBody = z.object({
  pin: z.string().max(20).optional(),
  /** Device time of a punch made offline (ISO with offset). */
  time: s.dateTime().optional(),
  projectId: z.uuid().nullable().optional(),
  taskId: z.uuid().nullable().optional(),
});

export const TIME_CLOCK_ROUTES = {
  people: defineRoute({
    tags: CLOCK,
    summary: "Usernames and names of the time clock's branch",
    description: '{accessToken} is the token of the time-clock device.',
    params: z.strictObject({ accessToken: z.string() }),
    responses: { 200: z.array(z.strictObject({ username: z.string(), name: z.string() })) },
    errors: [403],
  }),
  me: defineRoute({
    tags: CLOCK,
    summary: 'The person, the clock state with the next steps and the current activity',
    params: clockParams,
    headers: pinHeader,
    responses: {
      200: z.strictObject({
        id: z.uuid(),
        name: z.string(),
        branch: namedRef,
        state: clockState,
        nextActions: z.array(clockAction),
        workingActivity: workingActivityView.nullable(),
        weekWorkedMinutes: z.number(),
      }),
    },
    errors: clockErrors,
  }),
  schedules: defineRoute({
    tags: CLOCK,
    summary: "The person's shifts (default: this week)",
    params: clockParams,
    query: range,
    headers: pinHeader,
    responses: { 200: z.array(ownScheduleView) },
    errors: clockErrors,
  }),
  activities: defineRoute({
    tags: CLOCK,
    summary: "The person's working activities (default: this week)",
    params: clockParams,
    query: range,
    headers: pinHeader,
    responses: { 200: z.array(workingActivityView) },
    errors: clockErrors,
  }),
  punch: defineRoute({
    tags: CLOCK,
    summary: 'Start, pause, resume or end (offline punches carry their device `time`)',
    params: clockParams.extend({ action: clockAction }),
    body: punchBody,
    headers: pinHeader,
    responses: { 200: workingActivityView },
    errors: [...clockErrors, 409],
  }),
};

// --- working activities (back office) -----------------------------------------------------------------

const ACTIVITIES = ['working-activities'];
const pause = z.strictObject({ start: s.dateTime(), end: s.dateTime() });
export const manualEntryBody = z.strictObject({
  user: s.ref(),
  branch: s.ref(),
  start: s.dateTime(),
  end: s.dateTime(),
  pauses: z.array(pause).max(20).optional(),
  projectId: z.uuid().nullable().optional(),
  taskId: z.uuid().nullable().optional(),
  reason: s.text(500).min(1, { error: STAFF_TEXTS.reasonRequired }),
});
/**
 * A correction; its reason is required once it changes something (the controller checks), so an activity
 * read back from GET unchanged is accepted without one (issue 40 item 10).
 */
export const correctionBody = manualEntryBody.omit({ user: true, branch: true }).partial();

const punchKind = z.enum(['clock-in', 'pause-start', 'pause-end', 'clock-out']);
assertSameShape<z.output<typeof punchKind>, PunchKind>(true);
const punchView = z.strictObject({
  kind: punchKind,
  at: instant,
  serverTime: instant,
  deviceTime: instant.nullable(),
  device: refView.nullable(),
  author: namedRef.nullable(),
  reason: z.string().nullable(),
});

const activityWithPunches = workingActivityView
  .extend({ punches: z.array(punchView) })
  .meta({ id: 'WorkingActivityWithPunches' });

export const WORKING_ACTIVITY_ROUTES = {
  list: defineRoute({
    tags: ACTIVITIES,
    summary: 'Working activities with their day (rule flags), filtered',
    query: z.object({
      user: z.uuid().optional(),
      branch: z.uuid().optional(),
      from: s.dateTime().optional(),
      to: s.dateTime().optional(),
      project: z.uuid().optional(),
      task: z.uuid().optional(),
    }),
    responses: { 200: z.array(workingActivityListItem) },
  }),
  one: defineRoute({
    tags: ACTIVITIES,
    summary: 'One working activity with its punches',
    params: z.strictObject({ id: z.uuid() }),
    responses: { 200: activityWithPunches },
    errors: [404],
  }),
  create: defineRoute({
    tags: ACTIVITIES,
    summary: "A manager's manual entry (with reason)",
    body: manualEntryBody,
    responses: { 201: workingActivityView },
    errors: [409],
  }),
  update: defineRoute({
    tags: ACTIVITIES,
    summary: "A manager's correction (with reason); new punches, the originals stay",
    description: 'The activity as GET answers it may be sent back: its read-only fields are ignored.',
    params: z.strictObject({ id: z.uuid() }),
    body: correctionBody,
    readBack: activityWithPunches,
    // As GET answers it, so the answer of a read-back is the body that was sent.
    responses: { 200: activityWithPunches },
    errors: [404, 409],
  }),
  remove: defineRoute({
    tags: ACTIVITIES,
    summary: 'Delete a working activity (its punches stay, the audit log keeps what it was)',
    params: z.strictObject({ id: z.uuid() }),
    responses: { 200: null },
    errors: [404, 409],
  }),
  setPin: defineRoute({
    tags: ACTIVITIES,
    summary: "Set a person's time-clock username and PIN (admin)",
    params: z.strictObject({ id: z.uuid() }),
    body: z.strictObject({
      username: z
        .string()
        .trim()
        .toLowerCase()
        .regex(/^[a-z0-9._-]{2,60}$/),
      pin: z
        .string()
        .regex(/^\d{4,8}$/, { error: STAFF_TEXTS.pinFormat, abort: true })
        .refine((pin) => !pinRefusal(pin), { error: STAFF_TEXTS.pinTrivial }),
      /** For the shift-plan SMS of people without a deliverable e-mail address (absent: unchanged). */
      phone: z.string().trim().max(40).nullable().optional(),
    }),
    responses: { 200: z.strictObject({ user: refView, username: z.string() }) },
    errors: [404],
  }),
};

// --- time sheets (holiday accounts, month locks, the monthly sheet) -------------------------------------

const TIME_SHEETS = ['time-sheets'];
export const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
/** 'yyyy-mm' within the dates the API accepts (2000-01 to 2100-12, issue 36). */
export const isMonth = (value: string): boolean => MONTH.test(value) && isDateInRange(`${value}-01`);
const month = z
  .string()
  .regex(MONTH)
  .refine(isMonth, { error: DATE_RANGE_MESSAGE, when: (payload) => payload.issues.length === 0 });
const expiringView = z.strictObject({ days: z.number(), validUntil: day });
const holidayBalanceView = z
  .strictObject({
    user: namedRef,
    asOf: day,
    entitlement: z.number().meta({ description: 'Grants dated in the year of asOf (days)' }),
    taken: z.number().meta({ description: 'Days taken in the year of asOf' }),
    planned: z.number().meta({ description: 'Leave booked after asOf in the same year' }),
    carriedOver: z.number(),
    expiring: z.array(expiringView).meta({ description: 'Carry-over still usable on asOf, with its last day' }),
    expired: z.number(),
    balance: z.number().meta({ description: 'Days left on asOf' }),
    remaining: z.number().meta({ description: 'balance less planned' }),
  })
  .meta({ id: 'HolidayBalance', description: "A person's holiday account on a day (issue 18)." });
const monthSheet = (contentType: string, what: string) => ({
  description: `${what} (attachment, not cached)`,
  contentType,
  headers: ['Content-Disposition'],
});
const sheetParams = z.strictObject({
  userId: z.uuid(),
  month: z.string().regex(MONTH).meta({ example: '2025-12' }),
});

export const TIME_SHEET_ROUTES = {
  holidayBalances: defineRoute({
    tags: TIME_SHEETS,
    summary: 'Holiday balance per person on a day (default today; employees: their own)',
    query: z.object({ user: z.uuid().optional(), asOf: s.date().optional() }),
    responses: { 200: z.array(holidayBalanceView) },
  }),
  lock: defineRoute({
    tags: TIME_SHEETS,
    summary: 'Close a month of a branch (admin): later writes to it answer 409; locking again is harmless',
    body: z.strictObject({ month, branch: z.union([z.uuid(), s.ref()]) }),
    responses: {
      201: z
        .strictObject({
          id: z.uuid(),
          branch: refView,
          month: z.string().meta({ example: '2025-10' }),
          lockedBy: namedRef.nullable(),
          createdAt: instant,
        })
        .meta({ id: 'TimeSheetLock' }),
    },
    errors: [404],
  }),
  csv: defineRoute({
    tags: TIME_SHEETS,
    summary: "A person's month as CSV for payroll: one line per day, semicolons, decimal commas, UTF-8 BOM",
    description: 'Employees get their own sheet only; another person and a bad month answer 404.',
    params: sheetParams,
    responses: { 200: monthSheet('text/csv', 'The time sheet as CSV') },
    errors: [404],
  }),
  pdf: defineRoute({
    tags: TIME_SHEETS,
    summary: "A person's month as a printable PDF (A4 landscape)",
    description: 'Employees get their own sheet only; another person and a bad month answer 404.',
    params: sheetParams,
    responses: { 200: monthSheet('application/pdf', 'The time sheet as PDF') },
    errors: [404],
  }),
};

// --- working-time statistics ---------------------------------------------------------------------------

const STATISTICS = ['statistics'];
const MAX_DAYS = 400;
const statisticsRange = z
  .object({ from: s.date(), to: s.date(), branch: z.uuid().optional(), user: z.uuid().optional() })
  .refine((q) => q.from <= q.to && daysBetween(q.from, q.to) <= MAX_DAYS, {
    message: VALIDATION.range(0, MAX_DAYS),
    path: ['to'],
  });
/** The end of a profile's period: `end`, else `now` (the end of a running period), else today (Vienna). */
export const profileEnd = (q: { end?: string; now?: string }): string =>
  q.end ?? q.now ?? zonedParts(new Date(), DEFAULT_TIMEZONE).date;
/** Spec 7: user-profile takes (user, start, now / end); without either the period runs to today. */
const profileQuery = z
  .object({ user: z.uuid(), start: s.date(), end: s.date().optional(), now: s.date().optional() })
  .refine(
    (q) => {
      const end = profileEnd(q);
      return q.start <= end && daysBetween(q.start, end) <= MAX_DAYS;
    },
    { message: VALIDATION.range(0, MAX_DAYS), path: ['end'] },
  );
const minutesPerDay = z.array(
  z
    .strictObject({ user: namedRef, date: day, minutes: z.number() })
    .meta({ id: 'MinutesPerPersonDay', description: 'Minutes of one person on one day (Europe/Vienna)' }),
);
const profileDayView = z
  .strictObject({
    date: day,
    workedMinutes: z.number(),
    breakMinutes: z.number(),
    targetMinutes: z.number().meta({ description: 'Contracted minutes of the day (0 on public holidays)' }),
    publicHoliday: z.boolean(),
    flags: z.array(dayFlagView),
  })
  .meta({ id: 'ProfileDay' });

export const STAFF_STATISTICS_ROUTES = {
  workingActivities: defineRoute({
    tags: STATISTICS,
    summary: 'Recorded minutes per person and day (employees: their branches)',
    query: statisticsRange,
    responses: { 200: minutesPerDay },
  }),
  workingSchedules: defineRoute({
    tags: STATISTICS,
    summary: 'Planned minutes (shifts less breaks) per person and day (employees: their branches)',
    query: statisticsRange,
    responses: { 200: minutesPerDay },
  }),
  userProfile: defineRoute({
    tags: STATISTICS,
    summary: "A person's totals over a period: worked, planned, target, balance, flagged days",
    description: 'Employees see their own profile only; another person answers 404.',
    query: profileQuery,
    responses: {
      200: z
        .strictObject({
          user: namedRef,
          start: day,
          end: day,
          workedMinutes: z.number(),
          breakMinutes: z.number(),
          plannedMinutes: z.number(),
          targetMinutes: z.number(),
          balanceMinutes: z.number().meta({ description: 'workedMinutes less targetMinutes' }),
          workedDays: z.number().int(),
          flaggedDays: z.number().int(),
        })
        .meta({ id: 'UserProfile' }),
    },
    errors: [404],
  }),
  userProfileWorkingActivities: defineRoute({
    tags: STATISTICS,
    summary: "A person's days over a period with worked, break and target minutes and the rule flags",
    description: 'Only days with work or a target. Employees see their own days only; another person answers 404.',
    query: profileQuery,
    responses: { 200: z.array(profileDayView) },
    errors: [404],
  }),
};

// --- the week grid's plan actions ---------------------------------------------------------------------

const SCHEDULES = ['working-schedules'];
const monday = s.date().refine((d) => weekdayOf(d) === 'monday', { error: STAFF_TEXTS.weekStartMonday });
const publishResult = z.strictObject({
  published: z.number().int().meta({ description: 'Shifts newly published' }),
  notified: z.number().int().meta({ description: 'People notified (one e-mail or SMS each)' }),
});
assertSameShape<z.output<typeof publishResult>, PublishSchedulesResult>(true);
const copyResult = z.strictObject({ copied: z.number().int() });
assertSameShape<z.output<typeof copyResult>, CopyWeekResult>(true);

export const SCHEDULE_PLAN_ROUTES = {
  publish: defineRoute({
    tags: SCHEDULES,
    summary: 'Publish the shifts of a branch (and department) in [from, to); tells each person once',
    description:
      'People with newly published shifts get an e-mail, or an SMS without a deliverable address (through the outbox). A shift in a closed month answers 409.',
    body: z
      .strictObject({
        branchId: z.uuid(),
        departmentId: z.uuid().nullable().optional(),
        from: s.dateTime(),
        to: s.dateTime(),
      })
      .refine((b) => Date.parse(b.to) > Date.parse(b.from), { error: STAFF_TEXTS.endBeforeStart, path: ['to'] }),
    responses: { 200: publishResult },
    errors: [409],
  }),
  copyWeek: defineRoute({
    tags: SCHEDULES,
    summary: "Copy a week's shifts to another week as unpublished drafts (a second click copies nothing twice)",
    description: 'Both weeks start on a Monday (Europe/Vienna). A copy into a closed month answers 409.',
    body: z
      .strictObject({
        branchId: z.uuid(),
        departmentId: z.uuid().nullable().optional(),
        fromWeekStart: monday,
        toWeekStart: monday,
      })
      .refine((b) => b.fromWeekStart !== b.toWeekStart, { error: STAFF_TEXTS.copySameWeek, path: ['toWeekStart'] }),
    responses: { 200: copyResult },
    errors: [409],
  }),
};
