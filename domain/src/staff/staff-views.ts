// What the staff API returns and pushes (issue 18), typed once: the backend builds these with
// `satisfies`, the back office imports them. Types and constants only, no rules.
import type { ClockState } from './time-clock.js';
import type { DayFlag } from './working-time-rules.js';
import type { Jurisdiction } from './work-contracts.js';

/**
 * Socket.IO event (server -> client) to the back-office rooms of the activity's branch
 * (`backoffice:{branchId}` and `backoffice:*`) on every change of a working activity: start, pause,
 * resume, end, a manager's entry or correction, the automatic clock-out. Payload: WorkingActivityEvent.
 */
export const WORKING_ACTIVITY_EVENT = 'working-activity' as const;
export type WorkingActivityEventName = typeof WORKING_ACTIVITY_EVENT;

export interface StaffRef {
  id: string;
}
export interface StaffNamedRef {
  id: string;
  name: string;
}

/** A pause of an activity; `end` null while it runs. ISO instants. */
export interface PauseView {
  start: string;
  end: string | null;
}

/** A rule flag of a day (not a refusal) with its German text. */
export type DayFlagView = DayFlag & { message: string };

/** A person's working day under the contract valid on it (night shifts count to the day they began). */
export interface WorkDayView {
  /** yyyy-mm-dd, Europe/Vienna */
  date: string;
  jurisdiction: Jurisdiction;
  workedMinutes: number;
  breakMinutes: number;
  restMinutes: number | null;
  flags: DayFlagView[];
}

/** A working activity (spec 3) as POST / PUT / GET /api/working-activities/{id} return it. */
export interface WorkingActivityView {
  id: string;
  user: StaffNamedRef;
  branch: StaffRef;
  department: StaffRef | null;
  start: string;
  /** null while the activity runs */
  end: string | null;
  pauses: PauseView[];
  state: ClockState;
  /** Worked minutes without pauses; for a running activity up to the server's now. */
  workedMinutes: number;
  projectId: string | null;
  taskId: string | null;
  project: StaffNamedRef | null;
  task: StaffNamedRef | null;
  sourceDevice: StaffRef | null;
  /** Who changed it last by hand (null: the time clock or the automatic clock-out), and why. */
  author: StaffNamedRef | null;
  changeReason: string | null;
  /** Closed by the automatic clock-out, to be reviewed by a manager. */
  needsReview: boolean;
  updatedAt: string;
  /** Grows with every change (updatedAt in ms): keep the higher one, ignore stale pushes. */
  version: number;
}

/** An entry of GET /api/working-activities: the activity plus its day with the rule flags. */
export interface WorkingActivityListItem extends WorkingActivityView {
  day: WorkDayView | null;
}

/** Payload of WORKING_ACTIVITY_EVENT: exactly a GET /api/working-activities entry. */
export type WorkingActivityEvent = WorkingActivityListItem;

/** Activities arrive out of order across reconnects and refetches: keep the higher version. */
export function newerActivity<T extends { version: number }>(current: T | null | undefined, incoming: T): boolean {
  return !current || incoming.version > current.version;
}

/** POST /api/working-schedules/publish: publishes the shifts of a branch (and department) in [from, to). */
export interface PublishSchedulesInput {
  branchId: string;
  departmentId?: string | null;
  /** ISO instants */
  from: string;
  to: string;
}
export interface PublishSchedulesResult {
  /** Shifts newly published */
  published: number;
  /** People notified (one e-mail or SMS each) */
  notified: number;
}

/** POST /api/working-schedules/copy-week: copies a week's shifts 7·n days on, unpublished. */
export interface CopyWeekInput {
  branchId: string;
  departmentId?: string | null;
  /** yyyy-mm-dd, Mondays (Europe/Vienna) */
  fromWeekStart: string;
  toWeekStart: string;
}
export interface CopyWeekResult {
  copied: number;
}
