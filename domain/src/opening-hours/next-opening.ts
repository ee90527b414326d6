import type { Instant, OpeningHoursRule } from '../types.js';
import { mergeShifts, shiftContains, shiftsBetween } from './shifts.js';
import { addDays, toDate, zonedParts } from './zoned-time.js';

/** Step of the next-opening search (spec 4). */
export const NEXT_OPENING_STEP_MINUTES = 30;
/** How far the search looks ahead; beyond it the closedMessage is shown ("no next shift"). */
export const NEXT_OPENING_HORIZON_DAYS = 14;

/** Rounds an instant up to the next multiple of `minutes` (UTC grid = local grid for whole-hour zones). */
export function ceilToMinutes(instant: Instant, minutes: number): Date {
  const step = minutes * 60_000;
  return new Date(Math.ceil(toDate(instant).getTime() / step) * step);
}

/**
 * Next instant at which the rules are open, searched in 30-minute steps on the :00/:30 grid (spec 4),
 * starting at `now` rounded up. An opening at 11:15 is therefore reported as 11:30. Null when none
 * within the horizon.
 */
export function nextOpening(
  rules: readonly OpeningHoursRule[],
  now: Instant,
  tz: string,
  { stepMinutes = NEXT_OPENING_STEP_MINUTES, horizonDays = NEXT_OPENING_HORIZON_DAYS } = {},
): Date | null {
  const start = ceilToMinutes(now, stepMinutes);
  const limit = toDate(now).getTime() + horizonDays * 86_400_000;
  const today = zonedParts(now, tz).date;
  const shifts = mergeShifts(shiftsBetween(rules, addDays(today, -1), horizonDays + 2, tz));
  for (let time = start.getTime(); time <= limit; time += stepMinutes * 60_000) {
    const candidate = new Date(time);
    if (shifts.some((shift) => shiftContains(shift, candidate))) return candidate;
  }
  return null;
}
