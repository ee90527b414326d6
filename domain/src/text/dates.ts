import dayjs from 'dayjs';
import isoWeek from 'dayjs/plugin/isoWeek.js';
import utc from 'dayjs/plugin/utc.js';
import { DEFAULT_TIMEZONE, zonedParts } from '../opening-hours/zoned-time.js';
import type { Instant, LocalDate } from '../types.js';

dayjs.extend(utc);
dayjs.extend(isoWeek);

/** Display formats of spec 9. */
export const DATE_FORMAT = 'DD.MM.YYYY';
export const DATE_TIME_FORMAT = 'DD.MM.YYYY HH:mm';
export const TIME_FORMAT = 'HH:mm';

/** German weekday names, Monday first (ISO order). */
export const GERMAN_WEEKDAYS = ['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag', 'Sonntag'];
/** Date-picker column headers, Monday first (spec 2). */
export const WEEKDAY_HEADERS = ['Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So'];

const LOCAL_DATE = /^\d{4}-\d{2}-\d{2}$/;

// A plain 'YYYY-MM-DD' is a calendar date and needs no timezone; anything else is an instant, shown as
// its wall-clock time in `tz` (a UTC dayjs of the local date and time, only ever formatted).
function local(value: LocalDate | Instant, tz: string) {
  if (typeof value === 'string' && LOCAL_DATE.test(value)) return dayjs.utc(value);
  const { date, time } = zonedParts(value, tz);
  return dayjs.utc(`${date}T${time}`);
}

/** 'DD.MM.YYYY' of a local date or of an instant in `tz`. */
export function formatDate(value: LocalDate | Instant, tz = DEFAULT_TIMEZONE): string {
  return local(value, tz).format(DATE_FORMAT);
}

/** 'DD.MM.YYYY HH:mm' of an instant in `tz`. */
export function formatDateTime(value: Instant, tz = DEFAULT_TIMEZONE): string {
  return local(value, tz).format(DATE_TIME_FORMAT);
}

/** 'HH:mm' of an instant in `tz`. */
export function formatTime(value: Instant, tz = DEFAULT_TIMEZONE): string {
  return local(value, tz).format(TIME_FORMAT);
}

/** German weekday name of a local date or instant, e.g. 'Montag'. */
export function germanWeekday(value: LocalDate | Instant, tz = DEFAULT_TIMEZONE): string {
  return GERMAN_WEEKDAYS[local(value, tz).isoWeekday() - 1]!;
}

/** ISO 8601 week number (weeks start Monday; week 1 holds the first Thursday). */
export function isoWeekNumber(date: LocalDate): number {
  return dayjs.utc(date).isoWeek();
}

/** One row of the month calendar: ISO week number and its seven dates, Monday first. */
export interface CalendarWeek {
  week: number;
  days: LocalDate[];
}

/** Month grid of the date picker (spec 2): full Monday-first weeks covering the month (1-based month). */
export function monthGrid(year: number, month: number): CalendarWeek[] {
  const first = dayjs.utc(`${year}-${String(month).padStart(2, '0')}-01`);
  const last = first.endOf('month');
  let cursor = first.subtract(first.isoWeekday() - 1, 'day');
  const weeks: CalendarWeek[] = [];
  while (!cursor.isAfter(last, 'day')) {
    const days = Array.from({ length: 7 }, (_, index) => cursor.add(index, 'day').format('YYYY-MM-DD'));
    weeks.push({ week: cursor.isoWeek(), days });
    cursor = cursor.add(7, 'day');
  }
  return weeks;
}

/** Past days are disabled in the date picker (spec 2): a local date before today in `tz`. */
export function isPastDate(date: LocalDate, now: Instant, tz = DEFAULT_TIMEZONE): boolean {
  return date < zonedParts(now, tz).date;
}
