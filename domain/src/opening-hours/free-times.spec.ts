// Issue 40 item 3: the 'Freie Uhrzeiten' of a day, from its windows (opening hours, lead time, now)
// and the full capacity slots.
import { describe, expect, it } from '@jest/globals';
import type { OpeningHoursRule } from '../types.js';
import { timeWindows } from './appointment-slots.js';
import { FREE_TIMES_MAX, freeTimeList, type BlockedRange } from './free-times.js';
import { at, rule, TZ } from './test-helpers.js';

const DAY = '2026-06-01';
const quarters = (from: string, count: number) =>
  Array.from({ length: count }, (_, i) => {
    const minutes = Number(from.slice(0, 2)) * 60 + Number(from.slice(3)) + i * 15;
    return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  });

const list = (hours: OpeningHoursRule[], now: string, blocked: [string, string][] = [], date = DAY) =>
  freeTimeList(
    timeWindows(hours, date, { now: at(now), tz: TZ }),
    blocked.map(([start, end]): BlockedRange => ({ start: at(start), end: at(end) })),
    TZ,
  );

describe('freeTimeList (Freie Uhrzeiten)', () => {
  it.each<[string, OpeningHoursRule[], string, [string, string][], string[]]>([
    ['a short day in quarter hours', [rule('daily', '11:00', '14:00')], '2026-05-31 08:00', [], quarters('11:00', 12)],
    [
      'today from now: the first bookable time, then the quarter hours',
      [rule('daily', '11:00', '14:00')],
      '2026-06-01 12:07',
      [],
      ['12:10', '12:15', '12:30', '12:45', '13:00', '13:15', '13:30', '13:45'],
    ],
    [
      'two windows, the gap left out',
      [rule('daily', '08:00', '09:00'), rule('daily', '14:00', '15:00')],
      '2026-05-31 08:00',
      [],
      [...quarters('08:00', 4), ...quarters('14:00', 4)],
    ],
    [
      'without the times of a full slot',
      [rule('daily', '08:00', '12:00')],
      '2026-05-31 08:00',
      [['2026-06-01 09:00', '2026-06-01 10:00']],
      [...quarters('08:00', 4), ...quarters('10:00', 8)],
    ],
    [
      'a full slot off the grid: its end is offered',
      [rule('daily', '08:00', '10:00')],
      '2026-05-31 08:00',
      [['2026-06-01 08:10', '2026-06-01 08:40']],
      ['08:00', '08:40', '08:45', '09:00', '09:15', '09:30', '09:45'],
    ],
    [
      'a long day in half hours (08:00 - 18:30)',
      [rule('daily', '08:00', '18:30')],
      '2026-05-31 08:00',
      [],
      Array.from({ length: 21 }, (_, i) => `${String(8 + Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`),
    ],
    [
      'around the clock in whole hours',
      [rule('daily', '00:00', '00:00')],
      '2026-05-31 08:00',
      [],
      Array.from({ length: 24 }, (_, i) => `${String(i).padStart(2, '0')}:00`),
    ],
    ['a closed day has none', [rule('monday', '00:00', '00:00', { isClosed: true })], '2026-05-31 08:00', [], []],
    [
      'everything full has none',
      [rule('daily', '08:00', '09:00')],
      '2026-05-31 08:00',
      [['2026-06-01 08:00', '2026-06-01 09:00']],
      [],
    ],
  ])('%s', (_name, hours, now, blocked, expected) => {
    expect(list(hours, now, blocked)).toEqual(expected);
  });

  it(`never lists more than ${FREE_TIMES_MAX} times for a plain day`, () => {
    for (const to of ['12:00', '16:00', '20:00', '23:55']) {
      expect(list([rule('daily', '06:00', to)], '2026-05-31 08:00').length).toBeLessThanOrEqual(FREE_TIMES_MAX);
    }
  });

  it('keeps local times on the day the clocks go forward', () => {
    const times = list([rule('daily', '01:00', '04:00')], '2026-03-28 08:00', [], '2026-03-29');
    expect(times).toEqual(['01:00', '01:15', '01:30', '01:45', '03:00', '03:15', '03:30', '03:45']);
  });
});
