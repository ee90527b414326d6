import type { Instant, LocalDate, LocalTime, OpeningHoursRule } from '../types.js';
import { openRulesForDate, passesMidnight } from './rules.js';
import { addDays, toDate, zonedInstant, zonedParts } from './zoned-time.js';

/** One open period as real instants, with the local wall-clock texts it was built from. */
export interface Shift {
  start: Date;
  end: Date;
  /** Local date the range belongs to (the day it starts). */
  date: LocalDate;
  from: LocalTime;
  to: LocalTime;
}

/** The shifts that start on a local date; a range past midnight ends on the next date. */
export function shiftsOfDate(rules: readonly OpeningHoursRule[], date: LocalDate, tz: string): Shift[] {
  return openRulesForDate(rules, date)
    .map((rule) => ({
      start: zonedInstant(date, rule.from, tz),
      end: zonedInstant(passesMidnight(rule) ? addDays(date, 1) : date, rule.to, tz),
      date,
      from: rule.from,
      to: rule.to,
    }))
    .sort((a, b) => a.start.getTime() - b.start.getTime());
}

/** Shifts starting on the local dates from `fromDate` for `days` days, in time order. */
export function shiftsBetween(
  rules: readonly OpeningHoursRule[],
  fromDate: LocalDate,
  days: number,
  tz: string,
): Shift[] {
  const shifts: Shift[] = [];
  for (let offset = 0; offset < days; offset++) shifts.push(...shiftsOfDate(rules, addDays(fromDate, offset), tz));
  return shifts.sort((a, b) => a.start.getTime() - b.start.getTime());
}

/** Shifts are half-open [start, end): at the closing minute the branch is closed. */
export function shiftContains(shift: Shift, instant: Instant): boolean {
  const time = toDate(instant).getTime();
  return shift.start.getTime() <= time && time < shift.end.getTime();
}

/**
 * The shift open at `now`, or null. Yesterday's shifts are included because a range past midnight
 * ('22:00 bis 02:00') belongs to the day it starts. Touching shifts (22:00-24:00 then 00:00-02:00)
 * are joined so "open until" reports the real closing time.
 */
export function currentShift(rules: readonly OpeningHoursRule[], now: Instant, tz: string): Shift | null {
  const today = zonedParts(now, tz).date;
  const shifts = mergeShifts(shiftsBetween(rules, addDays(today, -1), 3, tz));
  return shifts.find((shift) => shiftContains(shift, now)) ?? null;
}

/** True when `now` is inside the rules' opening hours. */
export function isOpenAt(rules: readonly OpeningHoursRule[], now: Instant, tz: string): boolean {
  return currentShift(rules, now, tz) !== null;
}

/** Joins overlapping or touching shifts, keeping the first one's start and local labels. */
export function mergeShifts(shifts: readonly Shift[]): Shift[] {
  const merged: Shift[] = [];
  for (const shift of [...shifts].sort((a, b) => a.start.getTime() - b.start.getTime())) {
    const last = merged[merged.length - 1];
    if (last && shift.start.getTime() <= last.end.getTime()) {
      if (shift.end.getTime() > last.end.getTime())
        merged[merged.length - 1] = { ...last, end: shift.end, to: shift.to };
    } else {
      merged.push({ ...shift });
    }
  }
  return merged;
}
