import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import type { Instant, LocalDate, LocalTime, Weekday } from '../types.js';

dayjs.extend(utc);
dayjs.extend(timezone);

/** Default business timezone when a branch or config gives none. */
export const DEFAULT_TIMEZONE = 'Europe/Vienna';

/** Weekday names in dayjs order (0 = Sunday). */
export const WEEKDAYS_BY_INDEX: readonly Weekday[] = [
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
];

/** Wall-clock view of an instant in a timezone. */
export interface ZonedParts {
  date: LocalDate;
  time: LocalTime;
  /** Minutes since local midnight. */
  minutes: number;
  weekday: Weekday;
}

/** Parses an instant (Date or ISO string) into a Date; throws on an invalid value. */
export function toDate(instant: Instant): Date {
  const date = instant instanceof Date ? new Date(instant.getTime()) : new Date(instant);
  if (Number.isNaN(date.getTime())) throw new Error(`Invalid instant: ${String(instant)}`);
  return date;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * One cached Intl formatter per timezone: dayjs' tz() builds two locale strings per call, which was the
 * largest single cost of rendering receipts and mails (worker profile of `npm run bench -- workers`).
 */
function formatter(tz: string): Intl.DateTimeFormat {
  let f = formatters.get(tz);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: tz,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      weekday: 'short',
    });
    formatters.set(tz, f);
  }
  return f;
}

const SHORT_WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** Local date, time and weekday of an instant in `tz`. */
export function zonedParts(instant: Instant, tz: string = DEFAULT_TIMEZONE): ZonedParts {
  const parts: Record<string, string> = {};
  for (const p of formatter(tz).formatToParts(toDate(instant))) parts[p.type] = p.value;
  const minutes = Number(parts.hour) * 60 + Number(parts.minute);
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}`,
    minutes,
    weekday: WEEKDAYS_BY_INDEX[SHORT_WEEKDAYS.indexOf(parts.weekday!)]!,
  };
}

/**
 * The instant of a local wall-clock time. '24:00' means the next midnight. A time skipped by the
 * spring DST change resolves forward (02:30 -> 03:30); a repeated autumn time resolves to one of both.
 */
export function zonedInstant(date: LocalDate, time: LocalTime, tz: string = DEFAULT_TIMEZONE): Date {
  if (time === '24:00') return zonedInstant(addDays(date, 1), '00:00', tz);
  return dayjs.tz(`${date} ${time}`, tz).toDate();
}

/** The instants of local days `from` to `to`, both included: [from 00:00, the day after `to` 00:00). */
export function zonedDays(from: LocalDate, to: LocalDate, tz: string = DEFAULT_TIMEZONE): { from: Date; to: Date } {
  return { from: zonedInstant(from, '00:00', tz), to: zonedInstant(to, '24:00', tz) };
}

// Calendar arithmetic is done on plain dates in UTC: dayjs' tz objects mis-add days across DST.
/** Adds calendar days to a local date. */
export function addDays(date: LocalDate, days: number): LocalDate {
  return dayjs.utc(date).add(days, 'day').format('YYYY-MM-DD');
}

/** Weekday of a local date. */
export function weekdayOf(date: LocalDate): Weekday {
  return WEEKDAYS_BY_INDEX[dayjs.utc(date).day()]!;
}

/** Whole calendar days from `from` to `to` (local dates). */
export function daysBetween(from: LocalDate, to: LocalDate): number {
  return dayjs.utc(to).diff(dayjs.utc(from), 'day');
}

/** 'HH:MM' to minutes since midnight; '24:00' is 1440. */
export function timeToMinutes(time: LocalTime): number {
  const match = /^(\d{1,2}):(\d{2})/.exec(time);
  if (!match) throw new Error(`Invalid time: ${time}`);
  return Number(match[1]) * 60 + Number(match[2]);
}

/** Minutes since midnight to 'HH:MM'. */
export function minutesToTime(minutes: number): LocalTime {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}
