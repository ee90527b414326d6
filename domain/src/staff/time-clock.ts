import type { Instant } from '../types.js';
import { toDate } from '../opening-hours/zoned-time.js';
import { STAFF_TEXTS } from './texts.js';

/** Punches are append-only events; activities are derived from them (issue 18 item 3). */
export type PunchKind = 'clock-in' | 'pause-start' | 'pause-end' | 'clock-out';
export const PUNCH_KINDS: readonly PunchKind[] = ['clock-in', 'pause-start', 'pause-end', 'clock-out'];

/** The time-clock commands of spec 7 and the punch each one writes. */
export type TimeClockAction = 'start' | 'pause' | 'resume' | 'end';
export const PUNCH_OF_ACTION: Record<TimeClockAction, PunchKind> = {
  start: 'clock-in',
  pause: 'pause-start',
  resume: 'pause-end',
  end: 'clock-out',
};

/** Where a person stands: not working, working, or on a pause. */
export type ClockState = 'off' | 'working' | 'paused';

/** Which action the big button offers next (Kommen / Pause / Weiter / Gehen come from the UI). */
export function clockActions(state: ClockState): TimeClockAction[] {
  if (state === 'off') return ['start'];
  if (state === 'working') return ['pause', 'end'];
  return ['resume', 'end'];
}

/** Why an action is not possible in a state, or null when it is. */
export function actionError(state: ClockState, action: TimeClockAction): string | null {
  if (clockActions(state).includes(action)) return null;
  if (action === 'start') return STAFF_TEXTS.alreadyStarted;
  if (state === 'off') return STAFF_TEXTS.notStarted;
  return action === 'pause' ? STAFF_TEXTS.alreadyPaused : STAFF_TEXTS.notPaused;
}

/** Offline punches sync later with their device time, up to this far back (issue 18 item 3). */
export const OFFLINE_PUNCH_MAX_AGE_HOURS = 12;
/** Clock skew between tablet and server that still counts as "now". */
export const PUNCH_CLOCK_SKEW_SECONDS = 120;

/** Refuses a device time older than 12 h or in the future (beyond the skew); null when acceptable. */
export function punchTimeError(deviceTime: Instant, serverNow: Instant): string | null {
  const diff = toDate(serverNow).getTime() - toDate(deviceTime).getTime();
  if (diff < -PUNCH_CLOCK_SKEW_SECONDS * 1000) return STAFF_TEXTS.punchInFuture;
  if (diff > OFFLINE_PUNCH_MAX_AGE_HOURS * 3_600_000) return STAFF_TEXTS.punchTooOld(OFFLINE_PUNCH_MAX_AGE_HOURS);
  return null;
}

export interface Punch {
  kind: PunchKind;
  /** The time the punch stands for (device time, or a manager's corrected time). */
  at: Instant;
}

export interface DerivedActivity {
  start: Date;
  end: Date | null;
  pauses: { start: Date; end: Date | null }[];
}

/**
 * Replays punches in time order into activities: clock-in opens one, pause-start/-end add a pause,
 * clock-out closes it (and an open pause with it). Punches that do not fit the state are skipped.
 */
export function deriveActivities(punches: readonly Punch[]): DerivedActivity[] {
  const sorted = [...punches].sort((a, b) => toDate(a.at).getTime() - toDate(b.at).getTime());
  const activities: DerivedActivity[] = [];
  let current: DerivedActivity | null = null;
  for (const punch of sorted) {
    const at = toDate(punch.at);
    const state = stateOf(current);
    if (punch.kind === 'clock-in' && state === 'off') {
      current = { start: at, end: null, pauses: [] };
      activities.push(current);
    } else if (punch.kind === 'pause-start' && state === 'working') {
      current!.pauses.push({ start: at, end: null });
    } else if (punch.kind === 'pause-end' && state === 'paused') {
      current!.pauses[current!.pauses.length - 1]!.end = at;
    } else if (punch.kind === 'clock-out' && state !== 'off') {
      const open = current!.pauses.find((p) => p.end === null);
      if (open) open.end = at;
      current!.end = at;
      current = null;
    }
  }
  return activities;
}

/** The clock state of a person's current activity (null: none open). */
export function stateOf(activity: { end: unknown; pauses: readonly { end: unknown }[] } | null): ClockState {
  if (!activity || activity.end !== null) return 'off';
  return activity.pauses.some((p) => p.end === null) ? 'paused' : 'working';
}

/** Automatic clock-out after this many hours of an open activity, flagged for review (issue 18 item 3). */
export const AUTO_CLOCK_OUT_HOURS = 12;

/** A pause of a stored activity (ISO texts; end null while it runs). */
export interface ActivityPause {
  start: string;
  end: string | null;
}

/**
 * A pause, resume or end punch at `at` into the open activity: its new pauses (and end), or the refusal
 * when a synced offline punch lands before what the activity already records (issue 38: from the handler).
 */
export function punchIntoActivity(
  activity: { start: Instant; pauses: readonly ActivityPause[] },
  action: Exclude<TimeClockAction, 'start'>,
  at: Date,
): { pauses: readonly ActivityPause[]; end: Date | null } | { error: string } {
  const start = toDate(activity.start).getTime();
  const last = Math.max(start, ...activity.pauses.flatMap((p) => [Date.parse(p.start), p.end ? Date.parse(p.end) : 0]));
  if (at.getTime() < last || (action === 'end' && at.getTime() <= start)) return { error: STAFF_TEXTS.punchBeforeLast };
  const open = activity.pauses.find((p) => p.end === null);
  let pauses = activity.pauses;
  if (action === 'pause') pauses = [...pauses, { start: at.toISOString(), end: null }];
  if ((action === 'resume' || action === 'end') && open) {
    pauses = pauses.map((p) => (p === open ? { ...p, end: at.toISOString() } : p));
  }
  return { pauses, end: action === 'end' ? at : null };
}
