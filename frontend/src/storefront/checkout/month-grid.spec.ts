import { describe, expect, it } from '@jest/globals';
import { isoWeek, monthGrid, shiftMonth } from './month-grid';

describe('month grid (date sheet)', () => {
  it.each([
    [2026, 1, 1, 1], // Thursday: week 1
    [2027, 1, 1, 53], // Friday: still week 53 of 2026
    [2024, 12, 30, 1], // Monday of week 1 of 2025
    [2026, 6, 15, 25],
  ])('isoWeek(%i-%i-%i) = %i', (y, m, d, week) => expect(isoWeek(y, m, d)).toBe(week));

  it('starts weeks on Monday and pads the first and last week', () => {
    const june = monthGrid(2026, 6); // 1 June 2026 is a Monday
    expect(june[0]).toEqual({ week: 23, days: ['2026-06-01', ...[2, 3, 4, 5, 6, 7].map((d) => `2026-06-0${d}`)] });
    expect(june.at(-1)!.days).toEqual(['2026-06-29', '2026-06-30', null, null, null, null, null]);
    const march = monthGrid(2026, 3); // 1 March 2026 is a Sunday
    expect(march[0]!.days).toEqual([null, null, null, null, null, null, '2026-03-01']);
    expect(march[0]!.week).toBe(9);
    expect(march).toHaveLength(6);
  });

  it('shifts months across years', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
  });
});
