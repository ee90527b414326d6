import { JURISDICTIONS, STAFF_TEXTS } from '@bestell/domain';
import { type FindOptionsWhere, IsNull, LessThan, MoreThan, Not } from 'typeorm';
import { z } from 'zod';
import { Branch } from '../catalog/index.js';
import { ApiError, defineResource, loadRef, parseInput, s } from '../common/index.js';
import { User } from '../users/index.js';
import { assertMonthOpen } from './month-lock.js';
import {
  departmentView,
  holidayLedgerView,
  projectView,
  taskView,
  workContractView,
  workingScheduleView,
} from './staff.contract.js';
import {
  Department,
  HolidayLedgerRow,
  Project,
  Task,
  TASK_STATES,
  WorkContractRow,
  WorkingSchedule,
} from './staff.entities.js';

// Filter parameters arrive as strings from the query string.
const flag = z.enum(['true', 'false']).transform((v) => v === 'true');
const byId = (id: string | undefined) => (id ? { id } : undefined);
/** Drops undefined keys: TypeORM would read `{ branch: undefined }` as no condition anyway, but be explicit. */
const where = <E>(w: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(w).filter(([, v]) => v !== undefined)) as FindOptionsWhere<E>;

/**
 * The branch scope of a staff resource for employees (review D6): a row is theirs when its branch is one
 * of their branches; a row without a branch is shared with every branch when `shared` (projects).
 */
const inBranches =
  <E>(branchOf: (row: E) => { id: string } | null | undefined, shared = false) =>
  (row: E, ids: string[]): boolean => {
    const branch = branchOf(row);
    return branch ? ids.includes(branch.id) : shared;
  };

export const departmentResource = defineResource({
  path: 'departments',
  entity: Department,
  label: { one: 'Abteilung', many: 'Abteilungen' },
  schema: z.strictObject({ name: s.text(120).min(1), branch: s.ref() }),
  relations: { branch: true },
  order: { name: 'ASC' },
  access: { read: 'staff', create: 'admin', update: 'admin', delete: 'admin' },
  filter: (query) => {
    const q = parseInput(z.object({ branch: z.uuid().optional() }), query);
    return where<Department>({ branch: byId(q.branch) });
  },
  inScope: inBranches((d: Department) => d.branch),
  apply: async (d, input, em) => {
    if (input.name !== undefined) d.name = input.name as string;
    if (input.branch !== undefined) d.branch = (await loadRef(em, Branch, input.branch as { id: string }, 'branch'))!;
  },
  viewSchema: departmentView,
  view: (d): z.output<typeof departmentView> => ({ id: d.id, name: d.name, branch: { id: d.branch.id } }),
});

const hours = z.number().min(0).max(24);
export const workContractResource = defineResource({
  path: 'work-contracts',
  entity: WorkContractRow,
  label: { one: 'Arbeitsvertrag', many: 'Arbeitsverträge' },
  schema: z.strictObject({
    user: s.ref(),
    validFrom: s.date(),
    hoursPerWeekday: z.strictObject({
      monday: hours.optional(),
      tuesday: hours.optional(),
      wednesday: hours.optional(),
      thursday: hours.optional(),
      friday: hours.optional(),
      saturday: hours.optional(),
      sunday: hours.optional(),
    }),
    holidayDaysPerYear: z.number().min(0).max(100).multipleOf(0.5),
    jurisdiction: z.enum(JURISDICTIONS as [string, ...string[]]),
    state: s.text(10).nullable().optional(),
  }),
  relations: { user: true },
  order: { validFrom: 'ASC' },
  // Contracts are personnel data: admins only, and a change is a new contract (valid from a later date).
  access: { read: 'admin', create: 'admin', update: 'admin', delete: 'admin' },
  filter: (query) => {
    const q = parseInput(z.object({ user: z.uuid().optional() }), query);
    // Contracts of deleted people stay anonymised for the retention period; they are nobody's to edit.
    return where<WorkContractRow>({ user: q.user ? { id: q.user } : { id: Not(IsNull()) } });
  },
  apply: async (c, input, em) => {
    if (input.user !== undefined) c.user = (await loadRef(em, User, input.user as { id: string }, 'user'))!;
    if (input.validFrom !== undefined) c.validFrom = input.validFrom as string;
    if (input.hoursPerWeekday !== undefined)
      c.hoursPerWeekday = input.hoursPerWeekday as WorkContractRow['hoursPerWeekday'];
    if (input.holidayDaysPerYear !== undefined) c.holidayDaysPerYear = String(input.holidayDaysPerYear);
    if (input.jurisdiction !== undefined) c.jurisdiction = input.jurisdiction as WorkContractRow['jurisdiction'];
    if (input.state !== undefined) c.state = (input.state as string | null) || null;
  },
  viewSchema: workContractView,
  view: (c): z.output<typeof workContractView> => ({
    id: c.id,
    user: c.user ? { id: c.user.id } : null,
    validFrom: c.validFrom,
    hoursPerWeekday: c.hoursPerWeekday,
    holidayDaysPerYear: Number(c.holidayDaysPerYear),
    jurisdiction: c.jurisdiction,
    state: c.state,
  }),
});

/** Planned shifts (spec 3 working schedule); writes into a locked month answer 409. */
export const workingScheduleResource = defineResource({
  path: 'working-schedules',
  entity: WorkingSchedule,
  label: { one: 'Schicht', many: 'Schichten' },
  schema: z.strictObject({
    user: s.ref(),
    branch: s.ref(),
    department: s.ref().nullable().optional(),
    start: s.dateTime(),
    end: s.dateTime(),
    breakMinutes: z.number().int().min(0).max(600).optional(),
    note: s.text(1000).optional(),
    isPublished: z.boolean().optional(),
  }),
  relations: { user: true, branch: true, department: true },
  order: { start: 'ASC' },
  access: { read: 'staff', create: 'admin', update: 'admin', delete: 'admin' },
  filter: (query) => {
    const q = parseInput(
      z.object({
        user: z.uuid().optional(),
        branch: z.uuid().optional(),
        department: z.uuid().optional(),
        from: s.dateTime().optional(),
        to: s.dateTime().optional(),
        isPublished: flag.optional(),
      }),
      query,
    );
    return where<WorkingSchedule>({
      user: byId(q.user),
      branch: byId(q.branch),
      department: byId(q.department),
      // Shifts overlapping [from, to).
      end: q.from ? MoreThan(new Date(q.from)) : undefined,
      start: q.to ? LessThan(new Date(q.to)) : undefined,
      isPublished: q.isPublished,
    });
  },
  inScope: inBranches((w: WorkingSchedule) => w.branch),
  apply: async (w, input, em) => {
    // The shift as it was may not sit in a locked month either (moving it out is a change there too).
    if (w.id) await assertMonthOpen(em, w.branch?.id, [w.start]);
    if (input.user !== undefined) w.user = (await loadRef(em, User, input.user as { id: string }, 'user'))!;
    if (input.branch !== undefined) w.branch = (await loadRef(em, Branch, input.branch as { id: string }, 'branch'))!;
    if (input.department !== undefined) {
      w.department = input.department
        ? (await loadRef(em, Department, input.department as { id: string }, 'department'))!
        : null;
    }
    if (input.start !== undefined) w.start = new Date(input.start as string);
    if (input.end !== undefined) w.end = new Date(input.end as string);
    if (input.breakMinutes !== undefined) w.breakMinutes = input.breakMinutes as number;
    if (input.note !== undefined) w.note = input.note as string;
    if (input.isPublished !== undefined) w.isPublished = input.isPublished as boolean;
    if (w.end <= w.start) throw ApiError.validation([{ message: STAFF_TEXTS.endBeforeStart, field: 'end' }]);
    await assertMonthOpen(em, w.branch.id, [w.start]);
  },
  beforeDelete: (w, em) => assertMonthOpen(em, w.branch.id, [w.start]),
  viewSchema: workingScheduleView,
  view: (w): z.output<typeof workingScheduleView> => ({
    id: w.id,
    user: { id: w.user.id, name: w.user.name },
    branch: { id: w.branch.id },
    department: w.department ? { id: w.department.id } : null,
    start: w.start.toISOString(),
    end: w.end.toISOString(),
    breakMinutes: w.breakMinutes,
    note: w.note,
    isPublished: w.isPublished,
  }),
});

/** Projects to book time to (spec 3); branch null: every branch. */
export const projectResource = defineResource({
  path: 'projects',
  entity: Project,
  label: { one: 'Projekt', many: 'Projekte' },
  schema: z.strictObject({
    name: s.required(120),
    description: s.text(2000).optional(),
    branch: s.ref().nullable().optional(),
    isActive: z.boolean().optional(),
  }),
  relations: { branch: true },
  order: { name: 'ASC' },
  access: { read: 'staff', create: 'admin', update: 'admin', delete: 'admin' },
  filter: (query) => {
    const q = parseInput(
      z.object({ branch: z.uuid().optional(), isActive: flag.optional(), shared: flag.optional() }),
      query,
    );
    return where<Project>({ branch: q.shared ? IsNull() : byId(q.branch), isActive: q.isActive });
  },
  // Projects of every branch are shared; others only for their branch's staff.
  inScope: inBranches((p: Project) => p.branch, true),
  apply: async (p, input, em) => {
    if (input.name !== undefined) p.name = input.name as string;
    if (input.description !== undefined) p.description = input.description as string;
    if (input.branch !== undefined) {
      p.branch = input.branch ? (await loadRef(em, Branch, input.branch as { id: string }, 'branch'))! : null;
    }
    if (input.isActive !== undefined) p.isActive = input.isActive as boolean;
  },
  viewSchema: projectView,
  view: (p): z.output<typeof projectView> => ({
    id: p.id,
    name: p.name,
    description: p.description,
    branch: p.branch ? { id: p.branch.id } : null,
    isActive: p.isActive,
  }),
});

/** Tasks of a project with assignee and state (spec 3). */
export const taskResource = defineResource({
  path: 'tasks',
  entity: Task,
  label: { one: 'Aufgabe', many: 'Aufgaben' },
  schema: z.strictObject({
    project: s.ref(),
    name: s.required(200),
    description: s.text(2000).optional(),
    assignee: s.ref().nullable().optional(),
    state: z.enum(TASK_STATES as [string, ...string[]]).optional(),
    dueDate: s.date().nullable().optional(),
  }),
  relations: { project: { branch: true }, assignee: true },
  order: { createdAt: 'ASC' },
  access: { read: 'staff', create: 'admin', update: 'staff', delete: 'admin' },
  filter: (query) => {
    const q = parseInput(
      z.object({
        project: z.uuid().optional(),
        assignee: z.uuid().optional(),
        state: z.enum(TASK_STATES as [string, ...string[]]).optional(),
      }),
      query,
    );
    return where<Task>({ project: byId(q.project), assignee: byId(q.assignee), state: q.state as Task['state'] });
  },
  inScope: inBranches((t: Task) => t.project?.branch, true),
  // Staff may move a task along (state); what it is and who does it stay with the admins.
  adminOnlyChanges: (_t, input) =>
    ['project', 'name', 'description', 'assignee', 'dueDate'].filter((k) => input[k] !== undefined),
  apply: async (t, input, em) => {
    if (input.project !== undefined) {
      t.project = (await em.getRepository(Project).findOne({
        where: { id: (input.project as { id: string }).id },
        relations: { branch: true },
      }))!;
      if (!t.project) throw ApiError.validation([{ message: 'Unbekanntes Projekt.', field: 'project' }]);
    }
    if (input.name !== undefined) t.name = input.name as string;
    if (input.description !== undefined) t.description = input.description as string;
    if (input.assignee !== undefined) {
      t.assignee = input.assignee ? (await loadRef(em, User, input.assignee as { id: string }, 'assignee'))! : null;
    }
    if (input.state !== undefined) t.state = input.state as Task['state'];
    if (input.dueDate !== undefined) t.dueDate = (input.dueDate as string | null) ?? null;
  },
  viewSchema: taskView,
  view: (t): z.output<typeof taskView> => ({
    id: t.id,
    project: { id: t.project.id },
    name: t.name,
    description: t.description,
    assignee: t.assignee ? { id: t.assignee.id, name: t.assignee.name } : null,
    state: t.state,
    dueDate: t.dueDate,
  }),
});

const LEDGER_KINDS = ['grant', 'carry-over', 'taken', 'correction'] as const;
/** Lines of the holiday accounts (admins); the balances are GET /api/time-sheets/holiday-balances. */
export const holidayLedgerResource = defineResource({
  path: 'holiday-ledger-entries',
  entity: HolidayLedgerRow,
  label: { one: 'Urlaubsbuchung', many: 'Urlaubsbuchungen' },
  schema: z.strictObject({
    user: s.ref(),
    kind: z.enum(LEDGER_KINDS),
    date: s.date(),
    // Half days; a correction may take days away, a taken line counts positive.
    days: z.number().min(-366).max(366).multipleOf(0.5),
    validUntil: s.date().nullable().optional(),
    note: s.text(500).optional(),
  }),
  relations: { user: true },
  order: { date: 'ASC' },
  access: { read: 'admin', create: 'admin', update: 'admin', delete: 'admin' },
  filter: (query) => {
    const q = parseInput(z.object({ user: z.uuid().optional(), kind: z.enum(LEDGER_KINDS).optional() }), query);
    return where<HolidayLedgerRow>({ user: byId(q.user), kind: q.kind });
  },
  apply: async (e, input, em) => {
    if (input.user !== undefined) e.user = (await loadRef(em, User, input.user as { id: string }, 'user'))!;
    if (input.kind !== undefined) e.kind = input.kind as HolidayLedgerRow['kind'];
    if (input.date !== undefined) e.date = input.date as string;
    if (input.days !== undefined) e.days = String(input.days);
    if (input.validUntil !== undefined) e.validUntil = (input.validUntil as string | null) ?? null;
    if (input.note !== undefined) e.note = input.note as string;
    if (e.kind !== 'carry-over') e.validUntil = null;
    if (e.kind === 'carry-over' && !e.validUntil) {
      throw ApiError.validation([{ message: STAFF_TEXTS.validUntilRequired, field: 'validUntil' }]);
    }
  },
  viewSchema: holidayLedgerView,
  view: (e): z.output<typeof holidayLedgerView> => ({
    id: e.id,
    user: { id: e.user.id, name: e.user.name },
    kind: e.kind,
    date: e.date,
    days: Number(e.days),
    validUntil: e.validUntil,
    note: e.note,
  }),
});
