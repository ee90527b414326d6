// Issue 39 item 3: ranges of weekdays, several ranges a day, dated and holiday exceptions, closed rules
// without times.
import { describe, expect, it } from '@jest/globals';
import type { OpeningHoursRule } from '../types.js';
import {
  formatOpeningHours,
  groupRules,
  HOLIDAY_STATES,
  openingHoursLines,
  ungroupRows,
  withHolidayDates,
} from './hour-ranges.js';
import { isClosedOn, openRulesForDate } from './rules.js';
import { branchStatus } from './branch-status.js';
import { nextOpening } from './next-opening.js';
import { at, rule, TZ } from './test-helpers.js';
import { federalStates, publicHolidays, withPublicHolidays } from '../staff/public-holidays.js';

const WORKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const;
const bakery: OpeningHoursRule[] = [
  ...WORKDAYS.map((day) => rule(day, '06:30', '18:00')),
  rule('saturday', '07:00', '12:00'),
  rule('sunday', '', '', { isClosed: true }),
];

describe('weekday ranges (group / ungroup)', () => {
  it('groups Mo-Fr with the same hours into one row and expands it back to one rule per day', () => {
    const rows = groupRules(bakery);
    expect(rows.map((row) => [row.type, row.days, row.from, row.to, row.isClosed])).toEqual([
      ['weekdays', [...WORKDAYS], '06:30', '18:00', false],
      ['weekdays', ['saturday'], '07:00', '12:00', false],
      ['weekdays', ['sunday'], '', '', true],
    ]);
    expect(ungroupRows(rows)).toEqual(bakery);
  });

  it('keeps two ranges a day as two rows and daily, dated and holiday rules as rows of their own', () => {
    const rules: OpeningHoursRule[] = [
      rule('daily', '08:00', '12:00'),
      rule('tuesday', '14:00', '18:00'),
      rule('monday', '14:00', '18:00'),
      rule('monday', '06:30', '12:00'),
      rule('tuesday', '06:30', '12:00'),
      rule('once', '06:30', '12:00', { date: '2026-12-24' }),
      { type: 'holidays', country: 'AT', state: '9', isClosed: true, from: '', to: '', dates: ['2026-12-25'] },
    ];
    const rows = groupRules(rules);
    expect(rows.map((row) => `${row.type}:${row.days.join('+')}:${row.from}-${row.to}`)).toEqual([
      'daily::08:00-12:00',
      'weekdays:monday+tuesday:06:30-12:00',
      'weekdays:monday+tuesday:14:00-18:00',
      'once::06:30-12:00',
      'holidays::-',
    ]);
    expect(rows[4]).toMatchObject({ country: 'AT', state: '9', isClosed: true });
    const back = ungroupRows(rows);
    // Same rules (the server fills the holiday dates in again), in week order.
    expect(back).toHaveLength(7);
    expect(back).toEqual(
      expect.arrayContaining([
        rule('monday', '06:30', '12:00'),
        rule('tuesday', '14:00', '18:00'),
        { type: 'once', date: '2026-12-24', isClosed: false, from: '06:30', to: '12:00' },
        { type: 'holidays', country: 'AT', state: '9', isClosed: true, from: '', to: '' },
      ]),
    );
  });

  it('stores a closed row without times, whatever the hidden inputs still held', () => {
    expect(
      ungroupRows([{ type: 'once', days: [], date: '2026-12-31', isClosed: true, from: '08:00', to: '12:00' }]),
    ).toEqual([{ type: 'once', date: '2026-12-31', isClosed: true, from: '', to: '' }]);
  });
});

describe('formatOpeningHours', () => {
  it('renders runs of days, closed days and exceptions', () => {
    const rules: OpeningHoursRule[] = [
      ...bakery,
      { type: 'holidays', country: 'AT', state: null, isClosed: true, from: '', to: '' },
      rule('once', '06:30', '12:00', { date: '2026-12-24' }),
      rule('once', '', '', { date: '2025-12-24', isClosed: true }),
    ];
    expect(formatOpeningHours(bakery)).toBe('Mo–Fr 06:30–18:00, Sa 07:00–12:00, So geschlossen');
    expect(openingHoursLines(rules, '2026-12-01')).toEqual([
      'Mo–Fr 06:30–18:00',
      'Sa 07:00–12:00',
      'So geschlossen',
      'Feiertage geschlossen',
      '24.12. 06:30–12:00',
    ]);
  });

  it('joins several ranges of a day, lets weekdays replace daily and says Täglich for a uniform week', () => {
    expect(
      formatOpeningHours([
        rule('daily', '08:00', '18:00'),
        rule('saturday', '14:00', '00:00'),
        rule('saturday', '06:30', '12:00'),
        rule('sunday', '', '', { isClosed: true }),
      ]),
    ).toBe('Mo–Fr 08:00–18:00, Sa 06:30–12:00 und 14:00–24:00, So geschlossen');
    expect(formatOpeningHours([rule('daily', '07:00', '19:00')])).toBe('Täglich 07:00–19:00');
    expect(formatOpeningHours([])).toBe('');
  });
});

describe('several ranges per day (union)', () => {
  it('opens in both ranges and is closed in the break', () => {
    const rules = [rule('monday', '06:30', '12:00'), rule('monday', '14:00', '18:00')];
    expect(openRulesForDate(rules, '2026-12-07').map((r) => r.from)).toEqual(['06:30', '14:00']);
    expect(
      branchStatus({ openingHours: rules, isDeliveryHoursEnabled: false }, at('2026-12-07 07:00'), TZ).status,
    ).toBe('open');
    expect(
      branchStatus({ openingHours: rules, isDeliveryHoursEnabled: false }, at('2026-12-07 13:00'), TZ).status,
    ).toBe('closed');
    expect(
      branchStatus({ openingHours: rules, isDeliveryHoursEnabled: false }, at('2026-12-07 15:00'), TZ).status,
    ).toBe('open');
  });
});

describe('closed rule without times', () => {
  it('closes its day and never yields a shift', () => {
    const rules = [rule('daily', '08:00', '18:00'), rule('sunday', '', '', { isClosed: true })];
    expect(isClosedOn(rules, '2026-12-06')).toBe(true);
    expect(isClosedOn(rules, '2026-12-07')).toBe(false);
    expect(nextOpening(rules, at('2026-12-06 10:00'), TZ)?.toISOString()).toBe(at('2026-12-07 08:00').toISOString());
  });
});

describe("'holidays' rule", () => {
  const week = [rule('daily', '06:30', '18:00')];
  const holidays: OpeningHoursRule = { type: 'holidays', country: 'AT', state: '9', isClosed: true, from: '', to: '' };

  it('closes on the public holidays of the staff holiday data and lets a dated rule win over it', () => {
    // 8 Dec 2026 (Mariä Empfängnis) is a Tuesday.
    const rules = withPublicHolidays([...week, holidays], new Date('2026-12-02T10:00:00Z'));
    expect(rules[1]!.dates).toEqual(
      [...publicHolidays('AT', '9', 2026), ...publicHolidays('AT', '9', 2027)].map((h) => h.date),
    );
    expect(isClosedOn(rules, '2026-12-08')).toBe(true);
    expect(isClosedOn(rules, '2026-12-09')).toBe(false);
    expect(
      branchStatus({ openingHours: rules, isDeliveryHoursEnabled: false }, at('2026-12-08 10:00'), TZ).status,
    ).toBe('closed');
    expect(nextOpening(rules, at('2026-12-08 10:00'), TZ)?.toISOString()).toBe(at('2026-12-09 06:30').toISOString());
    const opened = [...rules, rule('once', '09:00', '12:00', { date: '2026-12-08' })];
    expect(openRulesForDate(opened, '2026-12-08').map((r) => r.from)).toEqual(['09:00']);
  });

  it('follows the federal state (Heilige Drei Könige in Bayern, not in Berlin)', () => {
    const bayern = withPublicHolidays(
      [...week, { ...holidays, country: 'DE', state: 'BY' }],
      new Date('2026-01-01T12:00:00Z'),
    );
    const berlin = withPublicHolidays(
      [...week, { ...holidays, country: 'DE', state: 'BE' }],
      new Date('2026-01-01T12:00:00Z'),
    );
    expect(isClosedOn(bayern, '2026-01-06')).toBe(true);
    expect(isClosedOn(berlin, '2026-01-06')).toBe(false);
  });

  it('governs no date without the dates (the browser never guesses holidays)', () => {
    expect(isClosedOn([...week, holidays], '2026-12-08')).toBe(false);
    expect(withHolidayDates([...week, holidays], () => ['2026-12-09'])[1]!.dates).toEqual(['2026-12-09']);
  });

  it('offers the federal states the holiday data knows', () => {
    expect(Object.keys(HOLIDAY_STATES.AT).sort()).toEqual(Object.keys(federalStates('AT')).sort());
    expect(Object.keys(HOLIDAY_STATES.DE).sort()).toEqual(Object.keys(federalStates('DE')).sort());
  });
});
