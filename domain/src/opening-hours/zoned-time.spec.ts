// Spec section 4 "Branch status" needs local wall-clock time in the configured timezone (default
// Europe/Vienna); these cover the DST change days 2026-03-29 and 2026-10-25.
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import {
  addDays,
  daysBetween,
  DEFAULT_TIMEZONE,
  EU_RULE_ZONES,
  minutesToTime,
  timeToMinutes,
  toDate,
  weekdayOf,
  zonedDays,
  zonedInstant,
  zonedParts,
} from './zoned-time.js';

const TZ = DEFAULT_TIMEZONE;

// The reference: Intl's own wall clock (and weekday) of an instant in a zone, one formatter per zone.
const references = new Map<string, Intl.DateTimeFormat>();
function intlParts(zone: string, instant: Date): Record<string, string> {
  let reference = references.get(zone);
  if (!reference) {
    reference = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      weekday: 'long',
    });
    references.set(zone, reference);
  }
  return Object.fromEntries(reference.formatToParts(instant).map((part) => [part.type, part.value]));
}

describe('zoned time (spec 4, timezone Europe/Vienna)', () => {
  it.each([
    ['2026-03-29T00:59:00Z', '2026-03-29', '01:59', 'sunday'],
    ['2026-03-29T01:00:00Z', '2026-03-29', '03:00', 'sunday'], // spring forward
    ['2026-10-25T00:30:00Z', '2026-10-25', '02:30', 'sunday'], // first 02:30 (CEST)
    ['2026-10-25T01:30:00Z', '2026-10-25', '02:30', 'sunday'], // second 02:30 (CET)
    ['2026-06-30T22:30:00Z', '2026-07-01', '00:30', 'wednesday'],
  ])('%s is %s %s (%s) in Vienna', (instant, date, time, weekday) => {
    expect(zonedParts(instant, TZ)).toMatchObject({ date, time, weekday });
  });

  it.each([
    ['2026-03-29', '01:30', '2026-03-29T00:30:00.000Z'],
    ['2026-03-29', '02:30', '2026-03-29T01:30:00.000Z'], // skipped time resolves forward (03:30 CEST)
    ['2026-03-29', '03:00', '2026-03-29T01:00:00.000Z'],
    ['2026-10-25', '02:30', '2026-10-25T01:30:00.000Z'], // repeated time resolves to the later one
    ['2026-10-25', '03:00', '2026-10-25T02:00:00.000Z'],
    ['2026-10-25', '24:00', '2026-10-25T23:00:00.000Z'],
    ['2026-03-29', '24:00', '2026-03-29T22:00:00.000Z'],
  ])('%s %s in Vienna is %s', (date, time, iso) => {
    expect(zonedInstant(date, time, TZ).toISOString()).toBe(iso);
  });

  it('gives a range of local days as instants; the autumn DST day has 25 hours', () => {
    const range = zonedDays('2026-10-24', '2026-10-25', TZ);
    expect(range.from.toISOString()).toBe('2026-10-23T22:00:00.000Z');
    expect(range.to.toISOString()).toBe('2026-10-25T23:00:00.000Z');
    expect((range.to.getTime() - range.from.getTime()) / 3_600_000).toBe(49);
  });

  // The EU rule stands in for Intl in these zones (no ICU zone data on a first render): it must give what
  // Intl gives, at every change and at random minutes from 1990 to 2045 (Intl outside 1997-2037).
  it('the EU rule zones agree with Intl: every change 1996-2038 and random minutes', () => {
    const intl = (ms: number, tz: string) => {
      const p = intlParts(tz, new Date(ms));
      return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`;
    };
    const ours = (ms: number, tz: string) => {
      const parts = zonedParts(new Date(ms), tz);
      return `${parts.date} ${parts.time}`;
    };
    const zones = Object.keys(EU_RULE_ZONES);
    expect(zones).toContain(DEFAULT_TIMEZONE);
    for (const tz of zones) {
      for (let year = 1996; year <= 2038; year++) {
        for (const month of [2, 9]) {
          const last = new Date(Date.UTC(year, month + 1, 0));
          const change = Date.UTC(year, month, last.getUTCDate() - last.getUTCDay(), 1);
          for (const ms of [change - 60_000, change, change + 60_000])
            expect([tz, ours(ms, tz)]).toEqual([tz, intl(ms, tz)]);
        }
      }
    }
    fc.assert(
      fc.property(
        fc.constantFrom(...zones),
        fc.integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2045, 0, 1) }),
        (tz, ms) => ours(ms, tz) === intl(ms, tz),
      ),
      { numRuns: 2000 },
    );
  });

  it('uses other timezones too', () => {
    expect(zonedInstant('2026-06-01', '12:00', 'Europe/London').toISOString()).toBe('2026-06-01T11:00:00.000Z');
    expect(zonedParts('2026-06-01T11:00:00Z').time).toBe('13:00');
    expect(zonedInstant('2026-06-01', '12:00').toISOString()).toBe('2026-06-01T10:00:00.000Z');
  });

  it.each([
    ['2026-01-31', 1, '2026-02-01'],
    ['2026-02-28', 1, '2026-03-01'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2026-03-01', -1, '2026-02-28'],
    ['2026-03-28', 1, '2026-03-29'],
  ])('addDays(%s, %d) = %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
    expect(daysBetween(date, expected)).toBe(days);
  });

  it('maps weekdays and times', () => {
    expect(weekdayOf('2026-03-29')).toBe('sunday');
    expect(weekdayOf('2026-06-01')).toBe('monday');
    expect(timeToMinutes('22:30')).toBe(1350);
    expect(timeToMinutes('24:00')).toBe(1440);
    expect(minutesToTime(125)).toBe('02:05');
    expect(() => timeToMinutes('noon')).toThrow('Invalid time');
    expect(() => toDate('not a date')).toThrow('Invalid instant');
    const date = new Date('2026-01-01T00:00:00Z');
    expect(toDate(date)).not.toBe(date);
  });

  it('property: local wall clock round-trips to the same instant (outside the repeated autumn hour)', () => {
    const start = Date.parse('2026-01-01T00:00:00Z');
    const end = Date.parse('2027-01-01T00:00:00Z');
    fc.assert(
      fc.property(fc.integer({ min: start / 60_000, max: end / 60_000 }), (minute) => {
        const instant = new Date(minute * 60_000);
        const local = zonedParts(instant, TZ);
        const back = zonedInstant(local.date, local.time, TZ);
        const repeated = local.date === '2026-10-25' && local.time >= '02:00' && local.time < '03:00';
        if (repeated) expect(Math.abs(back.getTime() - instant.getTime())).toBeLessThanOrEqual(3_600_000);
        else expect(back.getTime()).toBe(instant.getTime());
      }),
    );
  });

  it.each(['Europe/Vienna', 'America/New_York', 'Australia/Lord_Howe', 'Asia/Kathmandu', 'Pacific/Chatham'])(
    'property: wall clock and weekday in %s match Intl, and local times round-trip',
    (zone) => {
      const start = Date.parse('2026-01-01T00:00:00Z') / 60_000;
      fc.assert(
        fc.property(fc.integer({ min: start, max: start + 2 * 366 * 1440 }), (minute) => {
          const instant = new Date(minute * 60_000);
          const p = intlParts(zone, instant);
          const local = zonedParts(instant, zone);
          expect(local).toEqual({
            date: `${p.year}-${p.month}-${p.day}`,
            time: `${p.hour}:${p.minute}`,
            minutes: Number(p.hour) * 60 + Number(p.minute),
            weekday: p.weekday!.toLowerCase(),
          });
          // Back to an instant with the same wall clock (the same instant outside a repeated hour).
          expect(zonedParts(zonedInstant(local.date, local.time, zone), zone)).toEqual(local);
        }),
        { numRuns: 2000 },
      );
    },
  );
});
