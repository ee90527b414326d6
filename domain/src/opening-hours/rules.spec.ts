// Spec section 3 "Opening-hours rule" (once, daily, monday..sunday; isClosed; from/to; isRange).
import { describe, expect, it } from '@jest/globals';
import type { OpeningHoursRule } from '../types.js';
import { isClosedOn, isRange, openRulesForDate, passesMidnight, rulesForDate } from './rules.js';

const rule = (type: OpeningHoursRule['type'], from: string, to: string, extra: Partial<OpeningHoursRule> = {}) => ({
  type,
  from,
  to,
  isClosed: false,
  ...extra,
});

const rules: OpeningHoursRule[] = [
  rule('daily', '10:00', '18:00'),
  rule('saturday', '09:00', '12:00'),
  rule('saturday', '14:00', '17:00'),
  rule('sunday', '00:00', '00:00', { isClosed: true }),
  rule('once', '12:00', '15:00', { date: '2026-06-03' }), // a Wednesday with short hours
  rule('once', '00:00', '00:00', { date: '2026-06-06', isClosed: true }), // holiday on a Saturday
];

describe('opening-hours rules (spec 3)', () => {
  it.each<[string, string, string[]]>([
    ['daily applies without a weekday rule', '2026-06-01', ['10:00-18:00']],
    ['weekday rules replace daily (two ranges)', '2026-06-13', ['09:00-12:00', '14:00-17:00']],
    ['a once rule overrides the weekday/daily rules', '2026-06-03', ['12:00-15:00']],
    ['a closed once rule closes a Saturday (holiday)', '2026-06-06', []],
    ['a closed weekday closes the day', '2026-06-07', []],
  ])('%s (%s)', (_name, date, ranges) => {
    expect(openRulesForDate(rules, date).map((r) => `${r.from}-${r.to}`)).toEqual(ranges);
    expect(isClosedOn(rules, date)).toBe(ranges.length === 0);
  });

  it('a date without any rule is closed', () => {
    expect(isClosedOn([rule('monday', '08:00', '12:00')], '2026-06-02')).toBe(true);
    expect(rulesForDate([], '2026-06-02')).toEqual([]);
  });

  it.each([
    ['22:00', '02:00', true],
    ['10:00', '18:00', false],
    ['00:00', '00:00', true], // equal means 24 h
    ['18:00', '24:00', false],
  ])('%s bis %s passes midnight: %p', (from, to, expected) => {
    expect(passesMidnight({ from, to })).toBe(expected);
  });

  it('isRange is derived from isClosed and the times', () => {
    expect(isRange(rule('daily', '10:00', '12:00'))).toBe(true);
    expect(isRange(rule('daily', '10:00', '12:00', { isClosed: true }))).toBe(false);
    expect(isRange(rule('daily', '', ''))).toBe(false);
  });
});
