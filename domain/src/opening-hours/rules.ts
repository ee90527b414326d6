import type { LocalDate, OpeningHoursRule } from '../types.js';
import { timeToMinutes, weekdayOf } from './zoned-time.js';

/**
 * The rules that govern one local date. Most specific wins: 'once' rules for that date replace a
 * 'holidays' rule listing the date (issue 39), which replaces the weekday rules, which replace 'daily'
 * rules. Several rules of the winning kind are several ranges (e.g. lunch and dinner).
 */
export function rulesForDate(rules: readonly OpeningHoursRule[], date: LocalDate): OpeningHoursRule[] {
  const once = rules.filter((rule) => rule.type === 'once' && rule.date === date);
  if (once.length > 0) return once;
  const holiday = rules.filter((rule) => rule.type === 'holidays' && !!rule.dates?.includes(date));
  if (holiday.length > 0) return holiday;
  const weekday = weekdayOf(date);
  const byWeekday = rules.filter((rule) => rule.type === weekday);
  if (byWeekday.length > 0) return byWeekday;
  return rules.filter((rule) => rule.type === 'daily');
}

/** A date is closed when no rule opens it or any winning rule is marked isClosed. */
export function isClosedOn(rules: readonly OpeningHoursRule[], date: LocalDate): boolean {
  const winning = rulesForDate(rules, date);
  return winning.length === 0 || winning.some((rule) => rule.isClosed);
}

/** The open ranges of a date (none when the date is closed). */
export function openRulesForDate(rules: readonly OpeningHoursRule[], date: LocalDate): OpeningHoursRule[] {
  return isClosedOn(rules, date) ? [] : rulesForDate(rules, date);
}

/** isRange (spec 3, derived): the rule opens for a time range rather than closing the day. */
export function isRange(rule: OpeningHoursRule): boolean {
  return !rule.isClosed && !!rule.from && !!rule.to;
}

/** A range whose end is at or before its start runs past midnight ('22:00 bis 02:00'); equal means 24 h. */
export function passesMidnight(rule: Pick<OpeningHoursRule, 'from' | 'to'>): boolean {
  return timeToMinutes(rule.to) <= timeToMinutes(rule.from);
}
