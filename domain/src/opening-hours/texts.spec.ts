// Spec section 2 (branch card status, pickup line, location toolbar) - German texts quoted verbatim.
import { describe, expect, it } from '@jest/globals';
import type { Branch } from '../types.js';
import {
  branchToolbarStatus,
  closingTimeText,
  dayName,
  locationsSummary,
  openingStatusText,
  pickupLine,
  relativeDayName,
} from './texts.js';
import { at, rule, TZ } from './test-helpers.js';

/** Open around the clock ('00:00 bis 00:00' is 24 hours), and a branch that closes at midnight. */
const allDay = { openingHours: [rule('daily', '00:00', '00:00')] };
const untilMidnight = { openingHours: [rule('daily', '08:00', '00:00')] };

const branch: Pick<Branch, 'openingHours' | 'closedMessage' | 'orderableFrom'> = {
  openingHours: [
    rule('daily', '10:00', '18:00'),
    rule('monday', '00:00', '00:00', { isClosed: true }),
    rule('saturday', '22:00', '02:00'),
  ],
  closedMessage: null,
  orderableFrom: null,
};

describe('branch card texts (spec 2)', () => {
  it.each<[string, Partial<typeof branch>, string, string]>([
    ['open', {}, '2026-06-02 12:00', 'Offen heute 10:00 Uhr bis 18:00 Uhr'],
    ['past midnight', {}, '2026-06-07 01:00', 'Offen heute 22:00 Uhr bis 02:00 Uhr'],
    ['around the clock', allDay, '2026-06-02 12:00', 'Offen heute 00:00 Uhr bis 24:00 Uhr'],
    ['around the clock, at midnight', allDay, '2026-06-02 00:00', 'Offen heute 00:00 Uhr bis 24:00 Uhr'],
    ['until midnight', untilMidnight, '2026-06-02 23:59', 'Offen heute 08:00 Uhr bis 24:00 Uhr'],
    ['opens later today', {}, '2026-06-02 08:00', 'Öffnet heute um 10:00 Uhr'],
    ['opens tomorrow', {}, '2026-06-02 19:00', 'Öffnet morgen um 10:00 Uhr'],
    ['opens on a weekday', {}, '2026-06-07 19:00', 'Öffnet Dienstag um 10:00 Uhr'],
    ['no rules: Geschlossen', { openingHours: [] }, '2026-06-02 12:00', 'Geschlossen'],
    [
      'no rules: closedMessage',
      { openingHours: [], closedMessage: 'Betriebsurlaub' },
      '2026-06-02 12:00',
      'Betriebsurlaub',
    ],
  ])('%s', (_name, overrides, now, expected) => {
    expect(openingStatusText({ ...branch, ...overrides }, at(now), TZ)).toBe(expected);
  });

  it.each<[string, Partial<typeof branch>, string, string | null]>([
    ['current shift', {}, '2026-06-02 12:00', 'Abholung 10:00 Uhr bis 18:00 Uhr'],
    ['later today', {}, '2026-06-02 08:00', 'Abholung 10:00 Uhr bis 18:00 Uhr'],
    [
      'orderableFrom replaces the start',
      { orderableFrom: '11:30' },
      '2026-06-02 08:00',
      'Abholung 11:30 Uhr bis 18:00 Uhr',
    ],
    ['around the clock', allDay, '2026-06-02 12:00', 'Abholung 00:00 Uhr bis 24:00 Uhr'],
    ['until midnight, later today', untilMidnight, '2026-06-02 07:00', 'Abholung 08:00 Uhr bis 24:00 Uhr'],
    ['none left today', {}, '2026-06-02 19:00', null],
    ['closed day', {}, '2026-06-01 12:00', null],
  ])('pickup line: %s', (_name, overrides, now, expected) => {
    expect(pickupLine({ ...branch, ...overrides }, at(now), TZ)).toBe(expected);
  });

  it.each<[Parameters<typeof locationsSummary>[0], string]>([
    [['open'], '1 Standort geöffnet'],
    [['open', 'closingSoon', 'closed'], '2 Standorte geöffnet'],
    [['closed', 'closed'], 'Alle Standorte geschlossen'],
    [[], 'Alle Standorte geschlossen'],
  ])('location toolbar %j -> %s', (statuses, expected) => {
    expect(locationsSummary(statuses)).toBe(expected);
  });

  it.each<[string, string, string | null]>([
    ['2026-06-02 12:00', 'Geöffnet bis 18:00', null],
    ['2026-06-02 17:30', 'Geöffnet bis 18:00', 'Schließt in 30 Minuten'],
    ['2026-06-02 17:59', 'Geöffnet bis 18:00', 'Schließt in 1 Minute'],
    ['2026-06-02 19:00', 'Geschlossen', null],
  ])('branch toolbar at %s', (now, text, warning) => {
    expect(branchToolbarStatus(branch, at(now), TZ)).toEqual({ text, warning });
  });

  // Closing at midnight reads '24:00'; open for the next 24 hours or more, no closing time is claimed,
  // since a bare 'HH:mm' names its next occurrence and a later one would be read a day too early.
  const closedMondays = {
    openingHours: [rule('daily', '00:00', '00:00'), rule('monday', '00:00', '00:00', { isClosed: true })],
  };
  const fridayToSaturdayMorning = {
    openingHours: [rule('friday', '00:00', '00:00'), rule('saturday', '00:00', '06:00')],
  };
  it.each<[string, Pick<Branch, 'openingHours'>, string, string, string | null]>([
    ['around the clock', allDay, '2026-06-02 12:00', 'Geöffnet', null],
    ['around the clock, at midnight', allDay, '2026-06-02 00:00', 'Geöffnet', null],
    ['until midnight', untilMidnight, '2026-06-02 12:00', 'Geöffnet bis 24:00', null],
    ['until midnight, closing soon', untilMidnight, '2026-06-02 23:30', 'Geöffnet bis 24:00', 'Schließt in 30 Minuten'],
    ['closed Mondays, Saturday (38 h left)', closedMondays, '2026-06-06 10:00', 'Geöffnet', null],
    ['closed Mondays, Sunday 00:00 (24 h left)', closedMondays, '2026-06-07 00:00', 'Geöffnet', null],
    ['closed Mondays, Sunday 00:01', closedMondays, '2026-06-07 00:01', 'Geöffnet bis 24:00', null],
    ['closes Saturday 06:00, seen Friday 05:00 (25 h)', fridayToSaturdayMorning, '2026-06-05 05:00', 'Geöffnet', null],
    [
      'closes Saturday 06:00, seen Friday 12:00',
      fridayToSaturdayMorning,
      '2026-06-05 12:00',
      'Geöffnet bis 06:00',
      null,
    ],
  ])('branch toolbar: %s', (_name, hours, now, text, warning) => {
    expect(branchToolbarStatus(hours, at(now), TZ)).toEqual({ text, warning });
  });

  it.each([
    ['00:00', '24:00'],
    ['24:00', '24:00'],
    ['18:00', '18:00'],
    ['00:30', '00:30'],
  ])('closing time %s reads %s', (time, text) => {
    expect(closingTimeText(time)).toBe(text);
  });

  it.each([
    ['2026-06-02', '2026-06-02', 'heute', 'Dienstag'],
    ['2026-06-03', '2026-06-02', 'morgen', 'Mittwoch'],
    ['2026-06-08', '2026-06-02', 'Montag', 'Montag'],
    ['2026-06-09', '2026-06-02', '09.06.2026', '09.06.2026'],
  ])('day names for %s seen from %s', (date, today, relative, plain) => {
    expect(relativeDayName(date, today)).toBe(relative);
    expect(dayName(date, today)).toBe(plain);
  });
});
