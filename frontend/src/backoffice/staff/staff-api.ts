// The staff area's server state (issue 18): shifts, activities, holiday balances and the commands
// (publish, copy a week, lock a month). Types of the API come from domain/src/staff where they exist.
import type {
  CopyWeekInput,
  CopyWeekResult,
  PublishSchedulesInput,
  PublishSchedulesResult,
  WorkingActivityListItem,
} from '@bestell/domain';
import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '../../shared/api/query-keys';
import { apiHref, bo, boGetFiltered, withoutEmpty } from '../core/api';

/** A planned shift as GET /api/working-schedules returns it. */
export interface ShiftView {
  id: string;
  user: { id: string; name: string };
  branch: { id: string };
  department: { id: string } | null;
  start: string;
  end: string;
  breakMinutes: number;
  note: string;
  isPublished: boolean;
}

/** What POST / PUT /api/working-schedules take. */
export interface ShiftInput {
  user: { id: string };
  branch: { id: string };
  department: { id: string } | null;
  start: string;
  end: string;
  breakMinutes: number;
  note: string;
}

export interface HolidayBalanceView {
  user: { id: string; name: string };
  asOf: string;
  entitlement: number;
  taken: number;
  planned: number;
  carriedOver: number;
  /** Carry-over still usable, with the last day it may be used. */
  expiring: { days: number; validUntil: string }[];
  /** Carry-over forfeited this year. */
  expired: number;
  balance: number;
  remaining: number;
}

export interface StaffUserView {
  id: string;
  email: string;
  name: string | null;
  roles: string[];
  branches: { id: string }[];
  isEnabled: boolean;
}

/** Query keys of the area; under 'resources' so a resource invalidation of the same path reaches them. */
export const staffKeys = queryKeys.staff;

export interface ActivityWindow {
  branchId: string;
  /** ISO instants [from, to) */
  from: string;
  to: string;
  userId?: string;
}

/*
 * publish, copyWeek, lockMonth and balances call routes the OpenAPI document does not describe yet
 * ("no route contract"): their paths are checked, their answers are the domain/local types until the
 * server documents them (then the document's answer must fit these types).
 */
export const staffApi = {
  shifts: (branchId: string, from: string, to: string): Promise<ShiftView[]> =>
    boGetFiltered('/api/working-schedules', withoutEmpty({ branch: branchId, from, to })),
  createShift: (body: ShiftInput): Promise<ShiftView> => bo.post('/api/working-schedules', { body }),
  updateShift: (id: string, body: Partial<ShiftInput>): Promise<ShiftView> =>
    bo.put('/api/working-schedules/{id}', { path: { id }, body }),
  deleteShift: (id: string) => bo.delete('/api/working-schedules/{id}', { path: { id } }),
  publish: (input: PublishSchedulesInput): Promise<PublishSchedulesResult> =>
    bo.post('/api/working-schedules/publish', { body: input }),
  copyWeek: (input: CopyWeekInput): Promise<CopyWeekResult> =>
    bo.post('/api/working-schedules/copy-week', { body: input }),
  activities: (branchId: string, from: string, to: string, userId?: string): Promise<WorkingActivityListItem[]> =>
    bo.get('/api/working-activities', { query: withoutEmpty({ branch: branchId, from, to, user: userId }) }),
  correct: (id: string, body: { start?: string; end?: string; reason: string }) =>
    bo.put('/api/working-activities/{id}', { path: { id }, body }),
  lockMonth: (branchId: string, month: string): Promise<unknown> =>
    bo.post('/api/time-sheets/lock', { body: { branch: branchId, month } }),
  balances: (): Promise<HolidayBalanceView[]> => bo.get('/api/time-sheets/holiday-balances'),
  users: (): Promise<StaffUserView[]> => bo.get('/api/users'),
};

export const staffQueries = {
  shifts: (branchId: string, from: string, to: string) =>
    queryOptions({
      queryKey: staffKeys.shifts(branchId, from, to),
      queryFn: () => staffApi.shifts(branchId, from, to),
    }),
  /** Recorded time of a branch (and person) in a window; the live screen merges pushes into it. */
  activities: (w: ActivityWindow) =>
    queryOptions({
      queryKey: staffKeys.activities(w.branchId, w.from, w.to, w.userId),
      queryFn: () => staffApi.activities(w.branchId, w.from, w.to, w.userId),
    }),
  balances: () => queryOptions({ queryKey: staffKeys.balances, queryFn: staffApi.balances }),
  users: () => queryOptions({ queryKey: staffKeys.users, queryFn: staffApi.users }),
  /** GET /api/work-contracts, typed by the OpenAPI document. */
  workContracts: () =>
    queryOptions({ queryKey: staffKeys.workContracts, queryFn: () => bo.get('/api/work-contracts') }),
};

export const activitiesQuery = staffQueries.activities;

/** Address of a person's monthly time sheet (CSV or PDF) for payroll. */
export const timeSheetUrl = (userId: string, month: string, kind: 'csv' | 'pdf') =>
  apiHref(`/api/time-sheets/{userId}/{month}.${kind}`, { path: { userId, month } });
