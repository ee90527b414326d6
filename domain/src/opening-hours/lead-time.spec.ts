// Spec section 3 (isLeadTimeEnabled, leadTimeType minutes/hours/days/weeks, leadTimeValue) and section 4
// ("start times round up to 5 minutes").
import { describe, expect, it } from '@jest/globals';
import type { LeadTimeType, Product } from '../types.js';
import { addLeadTime, earliestAppointment, needsAppointment } from './lead-time.js';
import { at, TZ } from './test-helpers.js';

type LeadTime = Pick<Product, 'isLeadTimeEnabled' | 'leadTimeType' | 'leadTimeValue'>;
const lead = (leadTimeType: LeadTimeType, leadTimeValue: number): LeadTime => ({
  isLeadTimeEnabled: true,
  leadTimeType,
  leadTimeValue,
});

describe('lead time (spec 3, 4)', () => {
  it.each<[string, LeadTime[], string, string]>([
    ['no lead time: now rounded up to 5 minutes', [], '2026-06-01 10:01', '2026-06-01 10:05'],
    ['on the grid stays', [], '2026-06-01 10:05', '2026-06-01 10:05'],
    ['minutes', [lead('minutes', 45)], '2026-06-01 10:02', '2026-06-01 10:50'],
    ['hours', [lead('hours', 3)], '2026-06-01 22:58', '2026-06-02 02:00'],
    ['days across a month end', [lead('days', 2)], '2026-01-31 16:02', '2026-02-02 16:05'],
    ['days across a year end, rounding past midnight', [lead('days', 1)], '2026-12-31 23:59', '2027-01-02 00:00'],
    ['weeks keep the wall-clock time across DST', [lead('weeks', 1)], '2026-03-25 10:00', '2026-04-01 10:00'],
    [
      'longest lead time wins',
      [lead('hours', 1), lead('days', 1), lead('minutes', 10)],
      '2026-06-30 12:00',
      '2026-07-01 12:00',
    ],
    [
      'disabled lead time is ignored',
      [{ ...lead('days', 3), isLeadTimeEnabled: false }],
      '2026-06-01 10:00',
      '2026-06-01 10:00',
    ],
    [
      'missing type is ignored',
      [{ isLeadTimeEnabled: true, leadTimeType: null, leadTimeValue: 3 }],
      '2026-06-01 10:00',
      '2026-06-01 10:00',
    ],
  ])('%s', (_name, products, now, expected) => {
    expect(earliestAppointment(products, at(now), TZ)).toEqual(at(expected));
  });

  it('days are calendar days in the timezone, hours are real hours (DST spring)', () => {
    expect(addLeadTime(at('2026-03-28 10:00'), 'days', 1, TZ)).toEqual(at('2026-03-29 10:00'));
    expect(addLeadTime(at('2026-03-28 10:00'), 'hours', 24, TZ)).toEqual(at('2026-03-29 11:00'));
    expect(addLeadTime(new Date(at('2026-06-01 10:00').getTime() + 30_000), 'days', 1, TZ)).toEqual(
      new Date(at('2026-06-02 10:00').getTime() + 30_000),
    );
  });
});

describe('needsAppointment (issue 16)', () => {
  it('is true only with a product whose lead time is enabled and set', () => {
    expect(needsAppointment([{ isLeadTimeEnabled: false, leadTimeType: 'hours', leadTimeValue: 2 }])).toBe(false);
    expect(needsAppointment([{}, { isLeadTimeEnabled: true, leadTimeType: 'hours', leadTimeValue: 2 }])).toBe(true);
  });
});
