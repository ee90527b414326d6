// Spec section 2 "Branch shop page": a product is enabled when isEnabled and, if it has a schedule, the
// schedule is currently active; isVisibleWhenUnavailable shows it anyway. Same for categories (spec 3).
import { describe, expect, it } from '@jest/globals';
import { at, rule, TZ } from '../opening-hours/test-helpers.js';
import { availableAgainDate, isAvailable, isScheduleActive, isShown, type Schedulable } from './availability.js';

const lunch = [rule('daily', '11:00', '14:00')];

describe('product / category availability (spec 2, 3)', () => {
  it.each<[string, Schedulable, string, boolean, boolean]>([
    ['enabled, no schedule', { isEnabled: true }, '2026-06-01 09:00', true, true],
    ['enabled, empty schedule', { isEnabled: true, schedule: [] }, '2026-06-01 09:00', true, true],
    ['disabled', { isEnabled: false }, '2026-06-01 12:00', false, false],
    ['schedule active', { isEnabled: true, schedule: lunch }, '2026-06-01 12:00', true, true],
    ['schedule inactive', { isEnabled: true, schedule: lunch }, '2026-06-01 15:00', false, false],
    [
      'inactive but visible when unavailable',
      { isEnabled: true, schedule: lunch, isVisibleWhenUnavailable: true },
      '2026-06-01 15:00',
      false,
      true,
    ],
    [
      'disabled but visible when unavailable',
      { isEnabled: false, isVisibleWhenUnavailable: true },
      '2026-06-01 15:00',
      false,
      true,
    ],
    ['not public is never shown', { isEnabled: true, isPublic: false }, '2026-06-01 12:00', true, false],
  ])('%s', (_name, item, now, available, shown) => {
    expect(isAvailable(item, at(now), TZ)).toBe(available);
    expect(isShown(item, at(now), TZ)).toBe(shown);
  });

  it.each([
    ['before the season', '2027-01-06 12:00', false],
    ['on its first day', '2027-01-07 06:00', true],
    ['inside the season and the rule', '2027-02-01 09:00', true],
    ['inside the season but outside the rule', '2027-02-01 20:00', false],
    ['at the exclusive end', '2027-02-17 00:00', false],
  ])('a seasonal schedule with rules: %s', (_label, when, expected) => {
    const schedule = {
      from: '2027-01-06T23:00:00Z',
      to: '2027-02-16T23:00:00Z',
      rules: [{ type: 'daily' as const, isClosed: false, from: '06:00', to: '18:00' }],
    };
    expect(isScheduleActive(schedule, at(when), TZ)).toBe(expected);
  });

  it('a season without rules is active all day inside it', () => {
    expect(isScheduleActive({ from: '2026-01-01T00:00:00Z', to: null }, at('2026-06-01 03:00'), TZ)).toBe(true);
    expect(isScheduleActive({ rules: [] }, at('2026-06-01 03:00'), TZ)).toBe(true);
  });

  it('treats a missing schedule as active', () => {
    expect(isScheduleActive(null, at('2026-06-01 03:00'), TZ)).toBe(true);
  });
});

describe("'Wieder verfügbar ab' (issue 40 item 9)", () => {
  it.each<[string, Schedulable, string, string | null]>([
    ['available now: no date', { isEnabled: true, schedule: lunch }, '2026-06-01 12:00', null],
    ['after lunch: tomorrow', { isEnabled: true, schedule: lunch }, '2026-06-01 15:00', '02.06.2026'],
    ['before lunch: today', { isEnabled: true, schedule: lunch }, '2026-06-01 09:00', '01.06.2026'],
    ['switched off: unknown', { isEnabled: false, schedule: lunch }, '2026-06-01 15:00', null],
    [
      'season starts later',
      { isEnabled: true, schedule: { from: '2026-11-20T00:00:00+01:00', to: null, rules: [] } },
      '2026-06-01 12:00',
      '20.11.2026',
    ],
    [
      'season over: not coming back',
      { isEnabled: true, schedule: { from: null, to: '2026-05-01T00:00:00+02:00', rules: [] } },
      '2026-06-01 12:00',
      null,
    ],
  ])('%s', (_name, item, now, expected) => {
    expect(availableAgainDate(item, at(now), TZ)).toBe(expected);
  });
});
