// Spec section 4: "Next opening is searched in 30-minute steps".
import { describe, expect, it } from '@jest/globals';
import type { OpeningHoursRule } from '../types.js';
import { ceilToMinutes, nextOpening } from './next-opening.js';
import { at, rule, TZ } from './test-helpers.js';

const week: OpeningHoursRule[] = [
  rule('daily', '10:00', '18:00'),
  rule('monday', '00:00', '00:00', { isClosed: true }),
  rule('tuesday', '11:15', '18:00'),
  rule('once', '00:00', '00:00', { date: '2026-06-10', isClosed: true }),
];

describe('next opening (spec 4)', () => {
  it.each<[string, string, string | null]>([
    ['before opening the same day', '2026-06-06 08:17', '2026-06-06 10:00'],
    ['after closing: next day', '2026-06-06 18:00', '2026-06-07 10:00'],
    ['closed Monday: Tuesday 11:15 is found at the 11:30 step', '2026-06-08 09:00', '2026-06-09 11:30'],
    ['a once holiday is skipped', '2026-06-09 18:30', '2026-06-11 10:00'],
    ['already open: now rounded up to the grid', '2026-06-06 12:10', '2026-06-06 12:30'],
  ])('%s', (_name, now, expected) => {
    expect(nextOpening(week, at(now), TZ)).toEqual(expected ? at(expected) : null);
  });

  it('returns null when nothing opens within the horizon', () => {
    expect(nextOpening([], at('2026-06-01 10:00'), TZ)).toBeNull();
    expect(nextOpening(week, at('2026-06-08 09:00'), TZ, { horizonDays: 1 })).toBeNull();
  });

  it('finds an opening across the DST spring change', () => {
    const sunday = [rule('sunday', '03:00', '12:00')];
    expect(nextOpening(sunday, '2026-03-29T00:10:00Z', TZ)?.toISOString()).toBe('2026-03-29T01:00:00.000Z');
  });

  it('rounds up to a minute grid', () => {
    expect(ceilToMinutes('2026-06-01T10:00:00Z', 30).toISOString()).toBe('2026-06-01T10:00:00.000Z');
    expect(ceilToMinutes('2026-06-01T10:00:01Z', 5).toISOString()).toBe('2026-06-01T10:05:00.000Z');
  });
});
