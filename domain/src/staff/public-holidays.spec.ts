// Issue 18 item 4: public holidays per country and federal state come from date-holidays.
import { describe, expect, it } from '@jest/globals';
import { federalStates, publicHolidayPredicate, publicHolidays } from './public-holidays.js';

describe('public holidays (date-holidays)', () => {
  it('knows Austria with Vienna and Germany per state', () => {
    const wien = publicHolidays('AT', '9', 2026).map((h) => h.date);
    expect(wien).toHaveLength(13);
    expect(wien).toEqual(expect.arrayContaining(['2026-01-06', '2026-10-26', '2026-12-08', '2026-12-26']));
    expect(publicHolidays('AT', null, 2026).find((h) => h.date === '2026-10-26')?.name).toBe('Nationalfeiertag');
    const bayern = publicHolidays('DE', 'BY', 2026).map((h) => h.date);
    const berlin = publicHolidays('DE', 'BE', 2026).map((h) => h.date);
    expect(bayern).toContain('2026-01-06'); // Heilige Drei Könige in Bavaria only
    expect(berlin).not.toContain('2026-01-06');
    expect(berlin).toContain('2026-03-08'); // Frauentag in Berlin
    expect(bayern).toContain('2026-04-03'); // Karfreitag is public in Germany, not in Austria
    expect(wien).not.toContain('2026-04-03');
  });

  it('answers a date predicate and lists states', () => {
    const isHoliday = publicHolidayPredicate('DE', 'BY');
    expect(isHoliday('2026-10-03')).toBe(true);
    expect(isHoliday('2026-10-02')).toBe(false);
    expect(federalStates('AT')['9']).toBe('Wien');
    expect(Object.keys(federalStates('DE'))).toHaveLength(16);
  });
});
