import type { Instant, LocalDate, LocalTime, Weekday } from '../types.js';

// Wall-clock conversions use the platform's Intl time zone data with one cached formatter per zone, and
// calendar arithmetic plain UTC dates: no dayjs here. dayjs' tz plugin cost ~20 µs per conversion, and the
// checkout's date sheet converts thousands of slot bounds in one render (issue 17: a 560 ms task in
// Lighthouse's throttled checkout).

// In a module of its own, so screens that only name the zone (the time clock) don't load the conversions.
import { DEFAULT_TIMEZONE } from './default-timezone.js';
export { DEFAULT_TIMEZONE };

/** Weekday names in Date.getUTCDay() order (0 = Sunday). */
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
 * One cached Intl formatter per timezone: building one per call (as dayjs' tz() does) was the largest
 * single cost of rendering receipts and mails (worker profile of `npm run bench -- workers`).
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
    });
    formatters.set(tz, f);
  }
  return f;
}

/**
 * Zones on the EU's summer-time rule since 1997 (standard offset in minutes): summer time, one hour more,
 * from the last Sunday of March to the last Sunday of October, 01:00 UTC both. The first Intl formatter
 * with a time zone loads ICU's zone data, a 40 ms task on a phone's first render (issue 17: 170 ms at
 * Lighthouse's 4x CPU); these zones need none. zoned-time.spec.ts checks every one against Intl.
 */
export const EU_RULE_ZONES: Readonly<Record<string, number>> = {
  'Europe/London': 0,
  'Europe/Lisbon': 0,
  'Europe/Dublin': 0,
  'Europe/Vienna': 60,
  'Europe/Berlin': 60,
  'Europe/Zurich': 60,
  'Europe/Vaduz': 60,
  'Europe/Busingen': 60,
  'Europe/Rome': 60,
  'Europe/Paris': 60,
  'Europe/Amsterdam': 60,
  'Europe/Brussels': 60,
  'Europe/Luxembourg': 60,
  'Europe/Prague': 60,
  'Europe/Bratislava': 60,
  'Europe/Budapest': 60,
  'Europe/Ljubljana': 60,
  'Europe/Zagreb': 60,
  'Europe/Warsaw': 60,
  'Europe/Copenhagen': 60,
  'Europe/Stockholm': 60,
  'Europe/Oslo': 60,
  'Europe/Madrid': 60,
  'Europe/Athens': 120,
  'Europe/Helsinki': 120,
};
const EU_RULE_YEARS = [1997, 2037] as const;

/** The last Sunday of a month (0-based) at 01:00 UTC. */
function lastSundayOneUtc(year: number, month: number): number {
  const last = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, last.getUTCDate() - last.getUTCDay(), 1);
}

/** The offset by the EU rule, or null outside its zones and years. */
function euRuleOffset(ms: number, tz: string): number | null {
  const standard = EU_RULE_ZONES[tz];
  if (standard === undefined) return null;
  const year = new Date(ms).getUTCFullYear();
  if (year < EU_RULE_YEARS[0] || year > EU_RULE_YEARS[1]) return null;
  const summer = ms >= lastSundayOneUtc(year, 2) && ms < lastSundayOneUtc(year, 9);
  return (standard + (summer ? 60 : 0)) * MINUTE;
}

/** How far `tz`'s wall clock is ahead of UTC at an instant (ms, whole minutes): the EU rule, else Intl. */
function intlOffset(ms: number, tz: string): number {
  return euRuleOffset(ms, tz) ?? askIntl(ms, tz);
}

function askIntl(ms: number, tz: string): number {
  const p: Record<string, string> = {};
  for (const part of formatter(tz).formatToParts(new Date(ms))) p[part.type] = part.value;
  const wall = Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute));
  return wall - Math.floor(ms / MINUTE) * MINUTE;
}

const MINUTE = 60_000;
const DAY = 86_400_000;
/** Per zone and UTC day: its offset when the same all day, null on a day the offset changes. */
const dayOffsets = new Map<string, number | null>();

/**
 * The offset of `tz` at an instant. Intl is asked twice per zone and UTC day (its first and last minute),
 * and only a day with a DST change is asked minute by minute: the checkout's date sheet converts thousands
 * of slot bounds in one render (issue 17, a 560 ms task in Lighthouse's throttled checkout with dayjs' tz).
 */
function offsetAt(ms: number, tz: string): number {
  const day = Math.floor(ms / DAY);
  const key = `${tz}|${day}`;
  let offset = dayOffsets.get(key);
  if (offset === undefined) {
    const first = intlOffset(day * DAY, tz);
    offset = first === intlOffset((day + 1) * DAY - MINUTE, tz) ? first : null;
    if (dayOffsets.size >= 20_000) dayOffsets.clear();
    dayOffsets.set(key, offset);
  }
  return offset ?? intlOffset(ms, tz);
}

/** Local date, time and weekday of an instant in `tz`. */
export function zonedParts(instant: Instant, tz: string = DEFAULT_TIMEZONE): ZonedParts {
  const ms = toDate(instant).getTime();
  // The wall clock as a UTC date: its UTC fields are the local ones.
  const local = new Date(Math.floor(ms / MINUTE) * MINUTE + offsetAt(ms, tz));
  const iso = local.toISOString();
  return {
    date: iso.slice(0, 10),
    time: iso.slice(11, 16),
    minutes: local.getUTCHours() * 60 + local.getUTCMinutes(),
    weekday: WEEKDAYS_BY_INDEX[local.getUTCDay()]!,
  };
}

/**
 * The instant of a local wall-clock time. '24:00' means the next midnight. A time skipped by the
 * spring DST change resolves forward (02:30 -> 03:30); a repeated autumn time resolves to one of both.
 */
export function zonedInstant(date: LocalDate, time: LocalTime, tz: string = DEFAULT_TIMEZONE): Date {
  if (time === '24:00') return zonedInstant(addDays(date, 1), '00:00', tz);
  const wall = utcMs(date) + timeToMinutes(time) * MINUTE;
  // The zone's offsets half a day either side: equal almost always, two around a DST change. An offset
  // fits when the instant it gives has that offset; a repeated time fits both (the later instant wins), a
  // skipped one neither (the offset before the change applies, so 02:30 becomes 03:30).
  const before = offsetAt(wall - 14 * 3_600_000, tz);
  const after = offsetAt(wall + 14 * 3_600_000, tz);
  if (before === after) return new Date(wall - before);
  const fitting = [before, after].map((offset) => wall - offset).filter((t) => offsetAt(t, tz) === wall - t);
  return new Date(fitting.length ? Math.max(...fitting) : wall - before);
}

const LOCAL_DATE = /^(\d{4})-(\d{2})-(\d{2})/;

/** Midnight UTC of a local date's digits (plain calendar arithmetic). */
function utcMs(date: LocalDate): number {
  const match = LOCAL_DATE.exec(date);
  if (!match) throw new Error(`Invalid date: ${date}`);
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

/** The instants of local days `from` to `to`, both included: [from 00:00, the day after `to` 00:00). */
export function zonedDays(from: LocalDate, to: LocalDate, tz: string = DEFAULT_TIMEZONE): { from: Date; to: Date } {
  return { from: zonedInstant(from, '00:00', tz), to: zonedInstant(to, '24:00', tz) };
}

// Calendar arithmetic is done on plain dates in UTC: a local day may have 23 or 25 hours, a UTC day not.
/** Adds calendar days to a local date. */
export function addDays(date: LocalDate, days: number): LocalDate {
  return new Date(utcMs(date) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Weekday of a local date. */
export function weekdayOf(date: LocalDate): Weekday {
  return WEEKDAYS_BY_INDEX[new Date(utcMs(date)).getUTCDay()]!;
}

/** Whole calendar days from `from` to `to` (local dates). */
export function daysBetween(from: LocalDate, to: LocalDate): number {
  return Math.round((utcMs(to) - utcMs(from)) / 86_400_000);
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
