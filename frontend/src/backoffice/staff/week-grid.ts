// The week plan's rules as pure functions (issue 18 item 6): which cell a shift sits in, the times a
// drag gives, what copying a week would produce. Dates are local days in Vienna (yyyy-mm-dd); weeks
// start on Monday. The grid component only renders what these return.
import { addDays, DEFAULT_TIMEZONE, type LocalDate, weekdayOf, zonedInstant, zonedParts } from '@bestell/domain';

export const TZ = DEFAULT_TIMEZONE;
const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
const MINUTE = 60_000;

export interface ShiftLike {
  id: string;
  user: { id: string };
  start: string;
  end: string;
}

/** Today in Vienna. */
export const todayInVienna = (now: Date = new Date()): LocalDate => zonedParts(now, TZ).date;

/** The Monday of the week `date` lies in. */
export const weekStartOf = (date: LocalDate): LocalDate =>
  addDays(date, -WEEKDAYS.indexOf(weekdayOf(date) as (typeof WEEKDAYS)[number]));

/** Monday to Sunday of the week starting `weekStart`. */
export const weekDays = (weekStart: LocalDate): LocalDate[] => WEEKDAYS.map((_, i) => addDays(weekStart, i));

/** The week as instants [from, to): Monday 00:00 to next Monday 00:00 in Vienna (23 h or 25 h days included). */
export const weekRange = (weekStart: LocalDate) => ({
  from: zonedInstant(weekStart, '00:00', TZ).toISOString(),
  to: zonedInstant(addDays(weekStart, 7), '00:00', TZ).toISOString(),
});

/** One day as instants [from, to) in Vienna. */
export const dayRange = (date: LocalDate) => ({
  from: zonedInstant(date, '00:00', TZ).toISOString(),
  to: zonedInstant(addDays(date, 1), '00:00', TZ).toISOString(),
});

export const cellKey = (userId: string, date: LocalDate) => `${userId}|${date}`;

/** The local day a shift belongs to: the day it starts (a night shift stays on its first day). */
export const shiftDay = (shift: Pick<ShiftLike, 'start'>): LocalDate => zonedParts(shift.start, TZ).date;

/** Local clock time 'HH:mm' of an instant in Vienna. */
export const localTime = (iso: string): string => zonedParts(iso, TZ).time;

/**
 * Shifts by cell (`userId|date`), each cell sorted by start; shifts of other weeks or of people not
 * among `userIds` are left out (a row must exist for a shift to be shown).
 */
export function placeShifts<S extends ShiftLike>(
  shifts: readonly S[],
  userIds: readonly string[],
  days: readonly LocalDate[],
): Map<string, S[]> {
  const people = new Set(userIds);
  const week = new Set(days);
  const cells = new Map<string, S[]>();
  for (const shift of shifts) {
    const day = shiftDay(shift);
    if (!people.has(shift.user.id) || !week.has(day)) continue;
    const key = cellKey(shift.user.id, day);
    cells.set(key, [...(cells.get(key) ?? []), shift]);
  }
  for (const list of cells.values()) list.sort((a, b) => a.start.localeCompare(b.start));
  return cells;
}

/**
 * Start and end of a shift from local clock times on `date`; an end at or before the start is on the
 * next day (a night shift 22:00-06:00).
 */
export function shiftTimes(date: LocalDate, from: string, to: string): { start: string; end: string } {
  const start = zonedInstant(date, from, TZ);
  const endDate = to <= from ? addDays(date, 1) : date;
  return { start: start.toISOString(), end: zonedInstant(endDate, to, TZ).toISOString() };
}

/**
 * A shift dragged to another cell: same local start time on the target day, same length in minutes;
 * the person is the target row's.
 */
export function movedShift(
  shift: ShiftLike,
  toUserId: string,
  toDate: LocalDate,
): { user: { id: string }; start: string; end: string } {
  const length = new Date(shift.end).getTime() - new Date(shift.start).getTime();
  const start = zonedInstant(toDate, localTime(shift.start), TZ);
  return {
    user: { id: toUserId },
    start: start.toISOString(),
    end: new Date(start.getTime() + length).toISOString(),
  };
}

/** True when a drop would change nothing (same person, same day). */
export const isSameCell = (shift: ShiftLike, toUserId: string, toDate: LocalDate) =>
  shift.user.id === toUserId && shiftDay(shift) === toDate;

/** The days a drag over empty cells of one row covers, in order, whichever way it went. */
export function draggedDays(days: readonly LocalDate[], anchor: LocalDate, current: LocalDate): LocalDate[] {
  const a = days.indexOf(anchor);
  const b = days.indexOf(current);
  if (a < 0 || b < 0) return a >= 0 ? [anchor] : [];
  return days.slice(Math.min(a, b), Math.max(a, b) + 1);
}

/**
 * What copying the week `fromWeekStart` to `toWeekStart` makes: every shift of that week moved by the
 * whole weeks between them, at the same local times (a DST change between the weeks keeps 06:00 at
 * 06:00), unpublished. For the confirmation before the server copies.
 */
export function copiedShifts<S extends ShiftLike>(
  shifts: readonly S[],
  fromWeekStart: LocalDate,
  toWeekStart: LocalDate,
): (Omit<S, 'id' | 'start' | 'end'> & { start: string; end: string; isPublished: false })[] {
  const source = new Set(weekDays(fromWeekStart));
  const offset = Math.round(
    (Date.parse(`${toWeekStart}T00:00:00Z`) - Date.parse(`${fromWeekStart}T00:00:00Z`)) / (86_400_000 * 7),
  );
  return shifts
    .filter((s) => source.has(shiftDay(s)))
    .map(({ id: _id, start, end, ...rest }) => {
      const startLocal = zonedParts(start, TZ);
      const endLocal = zonedParts(end, TZ);
      return {
        ...rest,
        start: zonedInstant(addDays(startLocal.date, offset * 7), startLocal.time, TZ).toISOString(),
        end: zonedInstant(addDays(endLocal.date, offset * 7), endLocal.time, TZ).toISOString(),
        isPublished: false as const,
      };
    });
}

/** Planned minutes of a shift without its break. */
export const plannedMinutes = (shift: { start: string; end: string; breakMinutes?: number }) =>
  Math.max(0, Math.round((Date.parse(shift.end) - Date.parse(shift.start)) / MINUTE) - (shift.breakMinutes ?? 0));
