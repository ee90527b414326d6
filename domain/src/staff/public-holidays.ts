// Server-only: date-holidays carries every country's rules (~0.8 MB of data, 1.5 MB minified), far too
// much for the storefront bundle. Not exported from index.ts; the backend imports
// '@bestell/domain/public-holidays' and hands the dates to the pure functions (leaveDays, targetMinutes).
import { createRequire } from 'node:module';
import type HolidaysClass from 'date-holidays';
import { withHolidayDates } from '../opening-hours/hour-ranges.js';
import type { LocalDate, OpeningHoursRule } from '../types.js';
import type { Jurisdiction } from './work-contracts.js';

export interface PublicHoliday {
  date: LocalDate;
  name: string;
}

// Required at the first holiday asked for, not when the server boots (issue 37 item 10): the rules of
// every country are ~8 MB of heap that a worker process, for one, never needs.
const require = createRequire(import.meta.url);
let holidaysClass: typeof HolidaysClass | undefined;
const Holidays = (): typeof HolidaysClass => (holidaysClass ??= require('date-holidays') as typeof HolidaysClass);

const cache = new Map<string, PublicHoliday[]>();

/** Statutory public holidays of a year in a country and (optionally) federal state, in German. */
export function publicHolidays(country: Jurisdiction, state: string | null | undefined, year: number): PublicHoliday[] {
  const key = `${country}-${state ?? ''}-${year}`;
  let list = cache.get(key);
  if (!list) {
    const Calendar = Holidays();
    const calendar = state
      ? new Calendar(country, state, { languages: ['de'] })
      : new Calendar(country, { languages: ['de'] });
    list = calendar
      .getHolidays(year, 'de')
      .filter((h) => h.type === 'public')
      .map((h) => ({ date: h.date.slice(0, 10), name: h.name }));
    cache.set(key, list);
  }
  return list;
}

/** A predicate for the pure rules: is this date a public holiday there? */
export function publicHolidayPredicate(country: Jurisdiction, state?: string | null): (date: LocalDate) => boolean {
  return (date) => publicHolidays(country, state, Number(date.slice(0, 4))).some((h) => h.date === date);
}

/** Federal states the package knows for a country (AT: '1'..'9', DE: 'BY', ...), with their names. */
export function federalStates(country: Jurisdiction): Record<string, string> {
  const Calendar = Holidays();
  return new Calendar().getStates(country) ?? {};
}

/**
 * Opening hours with the dates of their 'holidays' rules filled in (issue 39), for this and next year:
 * enough for the 14-day next-opening search and the 180-day slot look-ahead from any day of the year.
 */
export function withPublicHolidays(rules: readonly OpeningHoursRule[], now: Date = new Date()): OpeningHoursRule[] {
  if (!rules.some((rule) => rule.type === 'holidays')) return [...rules];
  const year = now.getUTCFullYear();
  return withHolidayDates(rules, (country, state) =>
    [year, year + 1].flatMap((y) => publicHolidays(country, state, y).map((h) => h.date)),
  );
}
