import type { Instant, LocalDate } from '../types.js';
import { toDate, zonedParts, DEFAULT_TIMEZONE } from '../opening-hours/zoned-time.js';
import { contractOn, type Jurisdiction, type WorkContract } from './work-contracts.js';

/** A stretch of time [start, end). */
export interface TimeSpan {
  start: Instant;
  end: Instant;
}

/** A recorded working activity; open activities and open pauses (end null) are left out of the rules. */
export interface RecordedActivity {
  start: Instant;
  end: Instant | null;
  pauses?: readonly { start: Instant; end: Instant | null }[];
}

/** The break rule of a jurisdiction: above `afterMinutes` of work, `minutes` of break are due. */
export interface BreakRule {
  afterMinutes: number;
  minutes: number;
}

export interface WorkingTimeLaw {
  /** Ascending by afterMinutes; the highest one exceeded applies. */
  breaks: readonly BreakRule[];
  /** A break part shorter than this does not count (AT: 3 x 10 min; DE: at least 15 min). */
  minBreakPartMinutes: number;
  maxDailyWorkMinutes: number;
  minRestMinutes: number;
}

// AT: AZG § 11 (30 min above 6 h, splittable into 2 x 15 or 3 x 10), § 9 (10 h), ARG § 3 (11 h rest).
// DE: ArbZG § 4 (30 min above 6 h, 45 min above 9 h, parts of at least 15 min), § 3 (10 h), § 5 (11 h).
export const WORKING_TIME_LAWS: Record<Jurisdiction, WorkingTimeLaw> = {
  AT: {
    breaks: [{ afterMinutes: 6 * 60, minutes: 30 }],
    minBreakPartMinutes: 10,
    maxDailyWorkMinutes: 10 * 60,
    minRestMinutes: 11 * 60,
  },
  DE: {
    breaks: [
      { afterMinutes: 6 * 60, minutes: 30 },
      { afterMinutes: 9 * 60, minutes: 45 },
    ],
    minBreakPartMinutes: 15,
    maxDailyWorkMinutes: 10 * 60,
    minRestMinutes: 11 * 60,
  },
};

export type DayFlag =
  | { type: 'break-too-short'; requiredMinutes: number; takenMinutes: number }
  | { type: 'max-daily-work'; maxMinutes: number; workedMinutes: number }
  | { type: 'rest-too-short'; requiredMinutes: number; restMinutes: number };

export interface WorkDay {
  /** Local date the day's first activity started on (a night shift belongs to the day it began). */
  date: LocalDate;
  jurisdiction: Jurisdiction;
  workedMinutes: number;
  /** Break minutes that count under the law (parts long enough), pauses and gaps between activities. */
  breakMinutes: number;
  /** Rest since the previous day's last end, null for the first day seen. */
  restMinutes: number | null;
  flags: DayFlag[];
}

export interface EvaluateOptions {
  tz?: string;
  /** The person's contracts; each day is judged by the jurisdiction of the contract valid that day. */
  contracts?: readonly WorkContract[];
  /** When no contract is valid on a day. */
  fallbackJurisdiction?: Jurisdiction;
}

const MINUTE = 60_000;
const ms = (instant: Instant) => toDate(instant).getTime();
// Real elapsed time, so a 23-hour or 25-hour DST day counts what was actually worked.
const minutes = (from: number, to: number) => Math.max(0, (to - from) / MINUTE);

interface Closed {
  start: number;
  end: number;
  pauses: { start: number; end: number }[];
}

function closed(activities: readonly RecordedActivity[]): Closed[] {
  return activities
    .filter((a) => a.end !== null)
    .map((a) => {
      const start = ms(a.start);
      const end = ms(a.end!);
      const pauses = (a.pauses ?? [])
        .filter((p) => p.end !== null)
        .map((p) => ({ start: Math.max(start, ms(p.start)), end: Math.min(end, ms(p.end!)) }))
        .filter((p) => p.end > p.start);
      return { start, end, pauses };
    })
    .filter((a) => a.end > a.start)
    .sort((a, b) => a.start - b.start);
}

/** The break minutes due after `workedMinutes` of work under `law` (0 when none). */
export function requiredBreakMinutes(law: WorkingTimeLaw, workedMinutes: number): number {
  let due = 0;
  for (const rule of law.breaks) if (workedMinutes > rule.afterMinutes) due = rule.minutes;
  return due;
}

/**
 * Groups a person's activities into working days and flags each day that breaks a rule: breaks too
 * short, more than the daily maximum, too little rest since the previous day. Flags, never refusals.
 */
export function evaluateWorkDays(activities: readonly RecordedActivity[], options: EvaluateOptions = {}): WorkDay[] {
  const tz = options.tz ?? DEFAULT_TIMEZONE;
  const byDate = new Map<LocalDate, Closed[]>();
  for (const activity of closed(activities)) {
    const date = zonedParts(new Date(activity.start), tz).date;
    byDate.set(date, [...(byDate.get(date) ?? []), activity]);
  }
  const days: WorkDay[] = [];
  let previousEnd: number | null = null;
  for (const date of [...byDate.keys()].sort()) {
    const list = byDate.get(date)!;
    const jurisdiction =
      (options.contracts && contractOn(options.contracts, date)?.jurisdiction) ?? options.fallbackJurisdiction ?? 'AT';
    const law = WORKING_TIME_LAWS[jurisdiction];
    let worked = 0;
    const breakParts: number[] = [];
    list.forEach((activity, i) => {
      const paused = activity.pauses.reduce((sum, p) => sum + minutes(p.start, p.end), 0);
      worked += minutes(activity.start, activity.end) - paused;
      breakParts.push(...activity.pauses.map((p) => minutes(p.start, p.end)));
      // Clocking out and in again later the same day is a break as well.
      const next = list[i + 1];
      if (next && next.start > activity.end) breakParts.push(minutes(activity.end, next.start));
    });
    const counted = breakParts.filter((part) => part >= law.minBreakPartMinutes).reduce((a, b) => a + b, 0);
    const flags: DayFlag[] = [];
    const required = requiredBreakMinutes(law, worked);
    if (counted < required) {
      flags.push({ type: 'break-too-short', requiredMinutes: required, takenMinutes: Math.floor(counted) });
    }
    if (worked > law.maxDailyWorkMinutes) {
      flags.push({ type: 'max-daily-work', maxMinutes: law.maxDailyWorkMinutes, workedMinutes: Math.round(worked) });
    }
    const firstStart = list[0]!.start;
    const rest = previousEnd === null ? null : minutes(previousEnd, firstStart);
    if (rest !== null && rest < law.minRestMinutes) {
      flags.push({ type: 'rest-too-short', requiredMinutes: law.minRestMinutes, restMinutes: Math.floor(rest) });
    }
    previousEnd = Math.max(previousEnd ?? 0, ...list.map((a) => a.end));
    days.push({
      date,
      jurisdiction,
      workedMinutes: Math.round(worked),
      breakMinutes: Math.floor(counted),
      restMinutes: rest === null ? null : Math.floor(rest),
      flags,
    });
  }
  return days;
}

/** Whole minutes worked in an activity up to `now` (an open activity or pause runs until now). */
export function workedMinutesOf(activity: RecordedActivity, now: Instant): number {
  const end = activity.end === null ? ms(now) : ms(activity.end);
  const start = ms(activity.start);
  const paused = (activity.pauses ?? []).reduce(
    (sum, p) => sum + minutes(Math.max(start, ms(p.start)), Math.min(end, p.end === null ? end : ms(p.end))),
    0,
  );
  return Math.floor(minutes(start, end) - paused);
}
