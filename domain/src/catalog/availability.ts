import { isOpenAt } from '../opening-hours/shifts.js';
import type { Instant, OpeningHoursRule, Schedule } from '../types.js';

/** Fields shared by products and categories for availability (spec 2 and 3). */
export interface Schedulable {
  isEnabled: boolean;
  isPublic?: boolean;
  isVisibleWhenUnavailable?: boolean;
  schedule?: Schedule | null;
}

const toMs = (i: Instant): number => new Date(i).getTime();

/** A schedule is active when absent/empty, or when `now` is inside its season and one of its ranges. */
export function isScheduleActive(schedule: Schedule | null | undefined, now: Instant, tz: string): boolean {
  if (!schedule) return true;
  const { from, to, rules } = Array.isArray(schedule)
    ? { from: null, to: null, rules: schedule as readonly OpeningHoursRule[] }
    : (schedule as Exclude<Schedule, readonly OpeningHoursRule[]>);
  const t = toMs(now);
  if (from && t < toMs(from)) return false;
  if (to && t >= toMs(to)) return false;
  return !rules || rules.length === 0 || isOpenAt(rules, now, tz);
}

/** Enabled (spec 2): isEnabled and, if it has a schedule, the schedule is currently active. */
export function isAvailable(item: Schedulable, now: Instant, tz: string): boolean {
  return item.isEnabled && isScheduleActive(item.schedule, now, tz);
}

/**
 * Shown in the menu: public (absent counts as public) and either available or marked
 * isVisibleWhenUnavailable (then shown but not orderable).
 */
export function isShown(item: Schedulable, now: Instant, tz: string): boolean {
  return item.isPublic !== false && (isAvailable(item, now, tz) || !!item.isVisibleWhenUnavailable);
}
