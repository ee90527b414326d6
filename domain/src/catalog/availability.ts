import { nextOpening } from '../opening-hours/next-opening.js';
import { isOpenAt } from '../opening-hours/shifts.js';
import { zonedParts } from '../opening-hours/zoned-time.js';
import type { Instant, OpeningHoursRule, Schedule } from '../types.js';

/** Fields shared by products and categories for availability (spec 2 and 3). */
export interface Schedulable {
  isEnabled: boolean;
  isPublic?: boolean;
  isVisibleWhenUnavailable?: boolean;
  schedule?: Schedule | null;
}

const toMs = (i: Instant): number => new Date(i).getTime();

/** How far ahead the menu looks for a product's return ('Wieder verfügbar ab ...'). */
export const AVAILABLE_AGAIN_HORIZON_DAYS = 60;

const parts = (schedule: Schedule) =>
  Array.isArray(schedule)
    ? { from: null, to: null, rules: schedule as readonly OpeningHoursRule[] }
    : (schedule as Exclude<Schedule, readonly OpeningHoursRule[]>);

/** A schedule is active when absent/empty, or when `now` is inside its season and one of its ranges. */
export function isScheduleActive(schedule: Schedule | null | undefined, now: Instant, tz: string): boolean {
  if (!schedule) return true;
  const { from, to, rules } = parts(schedule);
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

/**
 * When an enabled item whose schedule is inactive now comes back (its season starts or its next range
 * opens, within 60 days); null when it is available, switched off or not coming back (issue 40 item 9).
 */
export function availableAgainAt(item: Schedulable, now: Instant, tz: string): Date | null {
  if (!item.isEnabled || !item.schedule || isScheduleActive(item.schedule, now, tz)) return null;
  const { from, to, rules } = parts(item.schedule);
  const start = from && toMs(from) > toMs(now) ? new Date(from) : new Date(now);
  const next =
    rules && rules.length > 0 ? nextOpening(rules, start, tz, { horizonDays: AVAILABLE_AGAIN_HORIZON_DAYS }) : start;
  return next && (!to || next.getTime() < toMs(to)) ? next : null;
}

/** 'DD.MM.YYYY' of `availableAgainAt` in the shop's zone, or null. */
export function availableAgainDate(item: Schedulable, now: Instant, tz: string): string | null {
  const at = availableAgainAt(item, now, tz);
  if (!at) return null;
  const [year, month, day] = zonedParts(at, tz).date.split('-');
  return `${day}.${month}.${year}`;
}
