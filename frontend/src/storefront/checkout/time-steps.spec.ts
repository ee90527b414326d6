// Time picker (spec 2): hour and minute up/down buttons in 5-minute steps over the day's slots.
import { describe, expect, it } from '@jest/globals';
import { stepTime, typedTime } from './time-steps';

// Two windows: 08:00-09:00 and 14:00-15:00, in 5-minute slots.
const slots = [8, 14].flatMap((hour) =>
  Array.from({ length: 12 }, (_, i) => `${String(hour).padStart(2, '0')}:${String(i * 5).padStart(2, '0')}`),
);

describe('stepTime', () => {
  it.each([
    ['minute up by 5', '08:10', 'minute', 1, '08:15'],
    ['minute down by 5', '08:10', 'minute', -1, '08:05'],
    ['minute up over the gap', '08:55', 'minute', 1, '14:00'],
    ['minute down over the gap', '14:00', 'minute', -1, '08:55'],
    ['no minute after the last slot', '14:55', 'minute', 1, null],
    ['no minute before the first slot', '08:00', 'minute', -1, null],
    ['hour up into the next window', '08:30', 'hour', 1, '14:00'],
    ['hour up within a window', '14:10', 'hour', 1, null],
    ['hour down over the gap to the last earlier slot', '14:40', 'hour', -1, '08:55'],
    ['empty: up starts at the first slot', null, 'hour', 1, '08:00'],
    ['empty: down starts at the last slot', null, 'minute', -1, '14:55'],
  ] as const)('%s', (_name, current, unit, direction, expected) => {
    expect(stepTime(slots, current, unit, direction)).toBe(expected);
  });

  it('moves a whole hour inside a long window', () => {
    const day = Array.from({ length: 24 * 12 }, (_, i) => {
      const minutes = i * 5;
      return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
    });
    expect(stepTime(day, '12:35', 'hour', 1)).toBe('13:35');
    expect(stepTime(day, '12:35', 'hour', -1)).toBe('11:35');
    expect(stepTime(day, '23:35', 'hour', 1)).toBeNull();
  });

  it('has nothing to offer on a day without slots', () => {
    expect(stepTime([], null, 'hour', 1)).toBeNull();
  });
});

describe('typedTime (taken as typed, never moved to a slot)', () => {
  it.each([
    ['14', '20', '14:20'],
    ['14', '', '14:00'],
    ['8', '3', '08:03'],
    ['10', '00', '10:00'],
    ['20', '00', '20:00'],
    ['0', '0', '00:00'],
    ['24', '00', null],
    ['', '10', null],
    ['12', '75', null],
  ])('%s:%s -> %s', (hour, minute, expected) => {
    expect(typedTime(hour, minute)).toBe(expected);
  });
});
