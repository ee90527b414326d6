// Spec section 9 (date formats DD.MM.YYYY, DD.MM.YYYY HH:mm, HH:mm) and section 2 (date picker: ISO
// week numbers, Monday-first headers, past days disabled).
import { describe, expect, it } from '@jest/globals';
import {
  formatDate,
  formatDateTime,
  formatTime,
  germanWeekday,
  isoWeekNumber,
  isPastDate,
  monthGrid,
  WEEKDAY_HEADERS,
} from './dates.js';

describe('date formats (spec 9)', () => {
  it.each([
    ['2026-03-29T01:30:00Z', '29.03.2026', '29.03.2026 03:30', '03:30'],
    ['2026-10-25T01:30:00Z', '25.10.2026', '25.10.2026 02:30', '02:30'],
    ['2026-12-31T23:30:00Z', '01.01.2027', '01.01.2027 00:30', '00:30'],
  ])('%s in Vienna', (instant, date, dateTime, time) => {
    expect(formatDate(instant)).toBe(date);
    expect(formatDateTime(instant)).toBe(dateTime);
    expect(formatTime(new Date(instant))).toBe(time);
  });

  it('formats plain dates without timezone shifts and names weekdays', () => {
    expect(formatDate('2026-06-01')).toBe('01.06.2026');
    expect(formatTime('2026-06-01T10:00:00Z', 'Europe/London')).toBe('11:00');
    expect(germanWeekday('2026-06-01')).toBe('Montag');
    expect(germanWeekday('2026-06-07')).toBe('Sonntag');
  });
});

describe('ISO weeks and month grid (spec 2)', () => {
  it.each([
    ['2026-01-01', 1],
    ['2026-12-31', 53],
    ['2027-01-03', 53], // Sunday belongs to the previous ISO week
    ['2027-01-04', 1],
    ['2024-12-30', 1],
  ])('%s is ISO week %d', (date, week) => {
    expect(isoWeekNumber(date)).toBe(week);
  });

  it('builds Monday-first weeks covering the month', () => {
    const grid = monthGrid(2026, 3);
    expect(WEEKDAY_HEADERS[0]).toBe('Mo');
    expect(grid[0]).toEqual({
      week: 9,
      days: ['2026-02-23', '2026-02-24', '2026-02-25', '2026-02-26', '2026-02-27', '2026-02-28', '2026-03-01'],
    });
    expect(grid).toHaveLength(6);
    expect(grid.at(-1)!.days.at(-1)).toBe('2026-04-05');
    expect(monthGrid(2021, 2)).toHaveLength(4); // February 2021 starts on a Monday and has 28 days
  });

  it('disables past days in the timezone', () => {
    const now = '2026-06-01T22:30:00Z'; // already 2 June in Vienna
    expect(isPastDate('2026-06-01', now)).toBe(true);
    expect(isPastDate('2026-06-02', now)).toBe(false);
    expect(isPastDate('2026-06-01', now, 'UTC')).toBe(false);
  });
});
