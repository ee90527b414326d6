// Spec section 2 (date and time pickers: only available dates, 5-minute granularity, windows per day),
// section 4 (lead-time slots 180 days ahead) and section 5 "Appointment" (validity and its messages).
import { describe, expect, it } from '@jest/globals';
import { CHECKOUT_TEXTS } from '../messages/storefront.js';
import type { OpeningHoursRule } from '../types.js';
import { appointmentError, availableDates, timeSlots, timeWindows } from './appointment-slots.js';
import { earliestAppointment } from './lead-time.js';
import { at, rule, TZ } from './test-helpers.js';

const hours: OpeningHoursRule[] = [
  rule('daily', '10:00', '14:00'),
  rule('daily', '17:00', '22:00'),
  rule('friday', '18:00', '02:00'),
  rule('sunday', '00:00', '00:00', { isClosed: true }),
  rule('once', '12:00', '13:00', { date: '2026-06-03' }),
];

const windowsOf = (date: string, now: string, earliest?: string) =>
  timeWindows(hours, date, { now: at(now), tz: TZ, earliest: earliest ? at(earliest) : undefined }).map(
    (window) => `${window.from}-${window.to}`,
  );

describe('time windows (spec 2 time picker)', () => {
  it.each<[string, string, string, string | undefined, string[]]>([
    ['a normal day', '2026-06-01', '2026-05-31 08:00', undefined, ['10:00-14:00', '17:00-22:00']],
    [
      'today from now, rounded up to 5 minutes',
      '2026-06-01',
      '2026-06-01 11:02',
      undefined,
      ['11:05-14:00', '17:00-22:00'],
    ],
    ['lead time cuts into the day', '2026-06-01', '2026-06-01 08:00', '2026-06-01 18:30', ['18:30-22:00']],
    ['once rule overrides', '2026-06-03', '2026-06-01 08:00', undefined, ['12:00-13:00']],
    ['Friday past midnight ends the day at 24:00', '2026-06-05', '2026-06-01 08:00', undefined, ['18:00-24:00']],
    ['closed Sunday still has the Saturday-night tail', '2026-06-07', '2026-06-01 08:00', undefined, []],
    [
      'Saturday starts with the Friday tail',
      '2026-06-06',
      '2026-06-01 08:00',
      undefined,
      ['00:00-02:00', '10:00-14:00', '17:00-22:00'],
    ],
    ['past day', '2026-05-31', '2026-06-01 08:00', undefined, []],
    ['beyond the 180-day horizon', '2026-11-28', '2026-06-01 08:00', undefined, []],
  ])('%s', (_name, date, now, earliest, expected) => {
    expect(windowsOf(date, now, earliest)).toEqual(expected);
  });

  it('lists 5-minute slots, with a custom step too', () => {
    const slots = timeSlots([rule('daily', '10:00', '10:30')], '2026-06-01', { now: at('2026-06-01 08:00'), tz: TZ });
    expect(slots).toEqual(['10:00', '10:05', '10:10', '10:15', '10:20', '10:25']);
    const quarter = timeSlots([rule('daily', '10:00', '11:00')], '2026-06-01', {
      now: at('2026-06-01 08:00'),
      tz: TZ,
      stepMinutes: 15,
    });
    expect(quarter).toEqual(['10:00', '10:15', '10:30', '10:45']);
  });

  it('skips the missing hour on the DST spring day', () => {
    const slots = timeSlots([rule('sunday', '01:50', '03:10')], '2026-03-29', { now: at('2026-03-28 08:00'), tz: TZ });
    expect(slots).toEqual(['01:50', '01:55', '03:00', '03:05']);
  });
});

describe('available dates (spec 2 date picker, spec 4 lead time)', () => {
  it('with a lead time across a month end the first date is in the next month', () => {
    const now = at('2026-01-30 15:00');
    const earliest = earliestAppointment(
      [{ isLeadTimeEnabled: true, leadTimeType: 'days', leadTimeValue: 2 }],
      now,
      TZ,
    );
    const dates = availableDates(hours, { now, tz: TZ, earliest, horizonDays: 6 });
    // Earliest is Sunday 2026-02-01 15:00, a closed day; the horizon ends before 2026-02-05.
    expect(dates).toEqual(['2026-02-02', '2026-02-03', '2026-02-04']);
  });

  it('looks 180 days ahead by default and leaves closed days out', () => {
    const dates = availableDates([rule('daily', '10:00', '12:00')], { now: at('2026-06-01 08:00'), tz: TZ });
    expect(dates[0]).toBe('2026-06-01');
    expect(dates).toHaveLength(180);
    expect(dates.at(-1)).toBe('2026-11-27');
    expect(availableDates(hours, { now: at('2026-06-01 08:00'), tz: TZ, horizonDays: 7 })).not.toContain('2026-06-07');
  });
});

describe('appointment validity (spec 5 Appointment)', () => {
  const options = { now: at('2026-06-01 08:00'), tz: TZ };
  it.each<[string, string, string | null]>([
    ['inside opening hours', '2026-06-01 12:00', null],
    ['past midnight on a Friday', '2026-06-06 01:30', null],
    ['between two ranges', '2026-06-01 15:00', CHECKOUT_TEXTS.appointmentClosed],
    ['at the closing minute', '2026-06-01 22:00', CHECKOUT_TEXTS.appointmentClosed],
    ['on a closed day', '2026-06-07 12:00', CHECKOUT_TEXTS.noSlotsOnDay],
    ['before now', '2026-05-31 12:00', CHECKOUT_TEXTS.noSlotsOnDay],
  ])('%s', (_name, local, expected) => {
    expect(appointmentError(hours, at(local), options)).toBe(expected);
  });

  it('respects the lead time', () => {
    const earliest = at('2026-06-01 18:00');
    expect(appointmentError(hours, at('2026-06-01 12:00'), { ...options, earliest })).toBe(
      CHECKOUT_TEXTS.appointmentClosed,
    );
    expect(appointmentError(hours, at('2026-06-01 18:00'), { ...options, earliest })).toBeNull();
    expect(appointmentError(hours, at('2026-06-01 18:00').toISOString(), { ...options, earliest })).toBeNull();
  });
});
