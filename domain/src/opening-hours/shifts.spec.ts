// Spec section 4 "Branch status": open within opening hours; ranges past midnight; DST change days.
import { describe, expect, it } from '@jest/globals';
import type { OpeningHoursRule } from '../types.js';
import { currentShift, isOpenAt, mergeShifts, shiftsBetween, shiftsOfDate } from './shifts.js';
import { zonedInstant } from './zoned-time.js';

const TZ = 'Europe/Vienna';
const at = (local: string) => zonedInstant(local.slice(0, 10), local.slice(11), TZ);
const rule = (type: OpeningHoursRule['type'], from: string, to: string, extra: Partial<OpeningHoursRule> = {}) => ({
  type,
  from,
  to,
  isClosed: false,
  ...extra,
});

// A bar: Friday and Saturday '22:00 bis 02:00', otherwise 17:00-23:00; Sunday closed.
const bar: OpeningHoursRule[] = [
  rule('daily', '17:00', '23:00'),
  rule('friday', '22:00', '02:00'),
  rule('saturday', '22:00', '02:00'),
  rule('sunday', '00:00', '00:00', { isClosed: true }),
];

describe('shifts and open-at (spec 4)', () => {
  it.each<[string, string | Date, boolean]>([
    ['Friday 21:59', at('2026-06-05 21:59'), false],
    ['Friday 22:00', at('2026-06-05 22:00'), true],
    ['Friday 23:30', at('2026-06-05 23:30'), true],
    ['Saturday 01:59 (Friday shift past midnight)', at('2026-06-06 01:59'), true],
    ['Saturday 02:00 (closing minute is closed)', at('2026-06-06 02:00'), false],
    ['Sunday 01:00 (Saturday shift reaches into closed Sunday)', at('2026-06-07 01:00'), true],
    ['Sunday 20:00 closed', at('2026-06-07 20:00'), false],
    ['Monday 17:00 daily', at('2026-06-08 17:00'), true],
    ['Monday 23:00 daily closed', at('2026-06-08 23:00'), false],
    // DST spring: Saturday 2026-03-28 22:00 CET until 02:00, which is the jump to 03:00 CEST.
    ['DST spring 01:59 CET', '2026-03-29T00:59:00Z', true],
    ['DST spring 03:00 CEST', '2026-03-29T01:00:00Z', false],
    // DST autumn: Saturday 2026-10-24 22:00 CEST until 02:00 (the later, CET one).
    ['DST autumn first 02:30 (CEST)', '2026-10-25T00:30:00Z', true],
    ['DST autumn second 02:00 (CET)', '2026-10-25T01:00:00Z', false],
  ])('%s -> open %p', (_name, instant, open) => {
    expect(isOpenAt(bar, instant, TZ)).toBe(open);
  });

  it('keeps the wall-clock hours on DST days (08:00-18:00 local)', () => {
    const daily = [rule('daily', '08:00', '18:00')];
    expect(shiftsOfDate(daily, '2026-03-29', TZ).map((s) => [s.start.toISOString(), s.end.toISOString()])).toEqual([
      ['2026-03-29T06:00:00.000Z', '2026-03-29T16:00:00.000Z'],
    ]);
    expect(shiftsOfDate(daily, '2026-10-25', TZ).map((s) => [s.start.toISOString(), s.end.toISOString()])).toEqual([
      ['2026-10-25T07:00:00.000Z', '2026-10-25T17:00:00.000Z'],
    ]);
  });

  it('a 00:00-00:00 range is open the whole day', () => {
    const allDay = [rule('daily', '00:00', '00:00')];
    expect(isOpenAt(allDay, at('2026-06-01 03:00'), TZ)).toBe(true);
    const [shift] = shiftsOfDate(allDay, '2026-06-01', TZ);
    expect(shift!.end.getTime() - shift!.start.getTime()).toBe(24 * 3_600_000);
  });

  it('joins touching shifts so the closing time is the real one', () => {
    const late = [rule('daily', '18:00', '24:00'), rule('tuesday', '00:00', '02:00'), rule('monday', '18:00', '24:00')];
    const shift = currentShift(late, at('2026-06-01 23:00'), TZ);
    expect(shift).toMatchObject({ from: '18:00', to: '02:00' });
    expect(shift!.end.toISOString()).toBe(at('2026-06-02 02:00').toISOString());
    expect(currentShift(late, at('2026-06-01 17:00'), TZ)).toBeNull();
  });

  it('merges overlapping shifts and keeps separate ones apart', () => {
    const rules = [rule('daily', '10:00', '14:00'), rule('daily', '12:00', '13:00'), rule('daily', '17:00', '20:00')];
    const merged = mergeShifts(shiftsBetween(rules, '2026-06-01', 1, TZ));
    expect(merged.map((s) => `${s.from}-${s.to}`)).toEqual(['10:00-14:00', '17:00-20:00']);
  });
});
