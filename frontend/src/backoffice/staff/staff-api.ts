// The staff area's server state (issue 18): shifts, activities, holiday balances and the commands
// (publish, copy a week, lock a month). Types of the API come from domain/src/staff where they exist.
import type {
  CopyWeekInput,
  CopyWeekResult,
  PublishSchedulesInput,
  PublishSchedulesResult,
  WorkingActivityListItem,
} from '@bestell/domain';
import { bo } from '../core/api';

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
export const staffKeys = {
  shifts: (branchId: string, from: string, to: string) =>
    ['resources', 'working-schedules', branchId, from, to] as const,
  allShifts: ['resources', 'working-schedules'] as const,
  activities: (branchId: string, from: string, to: string) =>
    ['resources', 'working-activities', branchId, from, to] as const,
  balances: ['resources', 'holiday-balances'] as const,
};

const query = (params: Record<string, string | undefined>) => {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v) q.set(k, v);
  return q.toString();
};

export const staffApi = {
  shifts: (branchId: string, from: string, to: string) =>
    bo.get<ShiftView[]>(`/working-schedules?${query({ branch: branchId, from, to })}`),
  createShift: (body: ShiftInput) => bo.post<ShiftView>('/working-schedules', body),
  updateShift: (id: string, body: Partial<ShiftInput>) => bo.put<ShiftView>(`/working-schedules/${id}`, body),
  deleteShift: (id: string) => bo.delete<unknown>(`/working-schedules/${id}`),
  publish: (input: PublishSchedulesInput) => bo.post<PublishSchedulesResult>('/working-schedules/publish', input),
  copyWeek: (input: CopyWeekInput) => bo.post<CopyWeekResult>('/working-schedules/copy-week', input),
  activities: (branchId: string, from: string, to: string, userId?: string) =>
    bo.get<WorkingActivityListItem[]>(`/working-activities?${query({ branch: branchId, from, to, user: userId })}`),
  correct: (id: string, body: { start?: string; end?: string; reason: string }) =>
    bo.put<unknown>(`/working-activities/${id}`, body),
  lockMonth: (branchId: string, month: string) => bo.post<unknown>('/time-sheets/lock', { branch: branchId, month }),
  balances: () => bo.get<HolidayBalanceView[]>('/time-sheets/holiday-balances'),
  users: () => bo.get<StaffUserView[]>('/users'),
};

/** Address of a person's monthly time sheet (CSV or PDF) for payroll. */
export const timeSheetUrl = (userId: string, month: string, kind: 'csv' | 'pdf') =>
  `/api/time-sheets/${encodeURIComponent(userId)}/${month}.${kind}`;
