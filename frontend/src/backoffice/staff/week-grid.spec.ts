// The week plan's pure rules: which cell a shift sits in, what a drag makes of it, what copying the
// previous week produces. Vienna times, including the night shift and the DST change of 25 Oct 2026.
import { describe, expect, it } from '@jest/globals';
import {
  copiedShifts,
  draggedDays,
  isSameCell,
  localTime,
  movedShift,
  placeShifts,
  plannedMinutes,
  shiftDay,
  shiftTimes,
  weekDays,
  weekRange,
  weekStartOf,
} from './week-grid';

/** A shift from Vienna clock times. */
const shift = (id: string, userId: string, date: string, from: string, to: string) => ({
  id,
  user: { id: userId },
  ...shiftTimes(date, from, to),
  breakMinutes: 30,
});

describe('weeks', () => {
  it('start on Monday and run to Sunday, whatever day is given', () => {
    expect(weekStartOf('2026-11-25')).toBe('2026-11-23'); // Wednesday
    expect(weekStartOf('2026-11-23')).toBe('2026-11-23'); // Monday itself
    expect(weekStartOf('2026-11-29')).toBe('2026-11-23'); // Sunday belongs to the week before
    expect(weekDays('2026-11-23')).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
  });

  it('span Monday 00:00 to Monday 00:00 in Vienna, 169 hours in the week the clocks go back', () => {
    expect(weekRange('2026-11-23')).toEqual({ from: '2026-11-22T23:00:00.000Z', to: '2026-11-29T23:00:00.000Z' });
    const dst = weekRange('2026-10-19');
    expect((Date.parse(dst.to) - Date.parse(dst.from)) / 3_600_000).toBe(169);
  });
});

describe('placeShifts', () => {
  const days = weekDays('2026-11-23');
  it('puts each shift in the cell of its person and start day, sorted by start', () => {
    const late = shift('late', 'lena', '2026-11-24', '12:00', '16:00');
    const early = shift('early', 'lena', '2026-11-24', '04:00', '08:00');
    const markus = shift('m', 'markus', '2026-11-29', '06:00', '14:00');
    const cells = placeShifts([late, markus, early], ['lena', 'markus'], days);
    expect(cells.get('lena|2026-11-24')!.map((s) => s.id)).toEqual(['early', 'late']);
    expect(cells.get('markus|2026-11-29')!.map((s) => s.id)).toEqual(['m']);
    expect(cells.size).toBe(2);
  });

  it('keeps a night shift on the day it starts, even though it ends the next day', () => {
    const night = shift('n', 'lena', '2026-11-24', '22:00', '06:00');
    expect(night.end).toBe('2026-11-25T05:00:00.000Z');
    expect(plannedMinutes(night)).toBe(8 * 60 - 30);
    expect([...placeShifts([night], ['lena'], days).keys()]).toEqual(['lena|2026-11-24']);
  });

  it('uses the Vienna day, not UTC: 00:30 on Monday is 23:30 UTC on Sunday', () => {
    const s = shift('s', 'lena', '2026-11-23', '00:30', '06:00');
    expect(s.start).toBe('2026-11-22T23:30:00.000Z');
    expect(shiftDay(s)).toBe('2026-11-23');
    expect(placeShifts([s], ['lena'], days).has('lena|2026-11-23')).toBe(true);
  });

  it('leaves out shifts of other weeks and of people without a row', () => {
    const before = shift('a', 'lena', '2026-11-22', '08:00', '12:00');
    const after = shift('b', 'lena', '2026-11-30', '08:00', '12:00');
    const stranger = shift('c', 'eva', '2026-11-24', '08:00', '12:00');
    expect(placeShifts([before, after, stranger], ['lena'], days).size).toBe(0);
  });
});

describe('drag', () => {
  it('moves a shift to another day and person at the same clock time and length', () => {
    const s = shift('s', 'lena', '2026-11-24', '04:00', '12:30');
    expect(movedShift(s, 'markus', '2026-11-26')).toEqual({
      user: { id: 'markus' },
      start: '2026-11-26T03:00:00.000Z',
      end: '2026-11-26T11:30:00.000Z',
    });
    expect(isSameCell(s, 'lena', '2026-11-24')).toBe(true);
    expect(isSameCell(s, 'lena', '2026-11-25')).toBe(false);
    expect(isSameCell(s, 'markus', '2026-11-24')).toBe(false);
  });

  it('keeps the clock time across the DST change (06:00 summer time stays 06:00 winter time)', () => {
    const s = shift('s', 'lena', '2026-10-23', '06:00', '14:00');
    expect(s.start).toBe('2026-10-23T04:00:00.000Z');
    const moved = movedShift(s, 'lena', '2026-10-26');
    expect(moved.start).toBe('2026-10-26T05:00:00.000Z');
    expect(localTime(moved.start)).toBe('06:00');
    expect(localTime(moved.end)).toBe('14:00');
  });

  it('covers the days between anchor and pointer in one row, in either direction', () => {
    const days = weekDays('2026-11-23');
    expect(draggedDays(days, '2026-11-24', '2026-11-26')).toEqual(['2026-11-24', '2026-11-25', '2026-11-26']);
    expect(draggedDays(days, '2026-11-26', '2026-11-24')).toEqual(['2026-11-24', '2026-11-25', '2026-11-26']);
    expect(draggedDays(days, '2026-11-24', '2026-11-24')).toEqual(['2026-11-24']);
    expect(draggedDays(days, '2026-11-24', '2026-12-24')).toEqual(['2026-11-24']);
  });
});

describe('copiedShifts', () => {
  it('moves last week to this week at the same clock times, unpublished, only that week', () => {
    const monday = { ...shift('a', 'lena', '2026-11-16', '04:00', '12:30'), isPublished: true };
    const night = { ...shift('b', 'markus', '2026-11-22', '22:00', '06:00'), isPublished: true };
    const thisWeek = { ...shift('c', 'lena', '2026-11-23', '04:00', '12:30'), isPublished: false };
    const copies = copiedShifts([monday, night, thisWeek], '2026-11-16', '2026-11-23');
    expect(copies).toEqual([
      {
        user: { id: 'lena' },
        breakMinutes: 30,
        start: '2026-11-23T03:00:00.000Z',
        end: '2026-11-23T11:30:00.000Z',
        isPublished: false,
      },
      {
        user: { id: 'markus' },
        breakMinutes: 30,
        start: '2026-11-29T21:00:00.000Z',
        end: '2026-11-30T05:00:00.000Z',
        isPublished: false,
      },
    ]);
  });

  it('keeps 06:00 at 06:00 when the clocks changed between the weeks', () => {
    const s = shift('a', 'lena', '2026-10-20', '06:00', '14:00');
    const [copy] = copiedShifts([s], '2026-10-19', '2026-10-26');
    expect(copy!.start).toBe('2026-10-27T05:00:00.000Z');
    expect(localTime(copy!.start)).toBe('06:00');
    expect(localTime(copy!.end)).toBe('14:00');
  });
});
