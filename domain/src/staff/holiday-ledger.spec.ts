// Issue 18 item 4: the holiday account is a ledger (grant, carry-over with expiry, taken, correction),
// with half days and public holidays; right across a year end with carry-over expiry.
import { describe, expect, it } from '@jest/globals';
import { type HolidayLedgerEntry, holidayBalance, leaveDays, yearEndCarryOver, yearlyGrant } from './holiday-ledger.js';
import type { WorkContract } from './work-contracts.js';

const week = { monday: 8, tuesday: 8, wednesday: 8, thursday: 8, friday: 8 };
const contracts: WorkContract[] = [
  { validFrom: '2025-06-01', hoursPerWeekday: week, holidayDaysPerYear: 25, jurisdiction: 'AT', state: '9' },
  { validFrom: '2027-01-01', hoursPerWeekday: { ...week, friday: 0 }, holidayDaysPerYear: 20, jurisdiction: 'AT' },
];

describe('holiday ledger', () => {
  const y2026: HolidayLedgerEntry[] = [
    yearlyGrant(contracts, 2026)!,
    { kind: 'taken', date: '2026-07-13', days: 10 },
    { kind: 'taken', date: '2026-08-03', days: 7.5 },
    { kind: 'correction', date: '2026-09-01', days: -0.5, note: 'Betriebsausflug' },
  ];
  // 25 - 17.5 - 0.5 = 7 days left on 31 December; they carry over until 31 March 2027.
  const carry = yearEndCarryOver(y2026, 2026, '2027-03-31')!;
  const ledger: HolidayLedgerEntry[] = [
    ...y2026,
    carry,
    yearlyGrant(contracts, 2027)!,
    { kind: 'taken', date: '2027-02-15', days: 4 },
    { kind: 'taken', date: '2027-05-10', days: 2 },
  ];

  it('grants by the contract valid on 1 January', () => {
    expect(yearlyGrant(contracts, 2026)).toEqual({ kind: 'grant', date: '2026-01-01', days: 25 });
    expect(yearlyGrant(contracts, 2027)?.days).toBe(20);
    expect(yearlyGrant(contracts, 2025)).toBeNull();
    expect(carry).toEqual({ kind: 'carry-over', date: '2027-01-01', days: 7, validUntil: '2027-03-31' });
  });

  it.each<[string, number, number, number, number, { days: number; validUntil: string }[], number]>([
    // asOf, balance, entitlement, taken, carriedOver, expiring, expired
    ['2026-12-31', 7, 25, 17.5, 0, [], 0],
    ['2027-01-01', 27, 20, 0, 7, [{ days: 7, validUntil: '2027-03-31' }], 0],
    // The 4 days in February come out of the carry-over first.
    ['2027-02-15', 23, 20, 4, 7, [{ days: 3, validUntil: '2027-03-31' }], 0],
    ['2027-03-31', 23, 20, 4, 7, [{ days: 3, validUntil: '2027-03-31' }], 0],
    // The 3 carry-over days left are forfeited the day after their last valid day.
    ['2027-04-01', 20, 20, 4, 7, [], 3],
    ['2027-05-10', 18, 20, 6, 7, [], 3],
  ])('on %s: balance %d', (asOf, balance, entitlement, taken, carriedOver, expiring, expired) => {
    expect(holidayBalance(ledger, asOf)).toEqual({ balance, entitlement, taken, carriedOver, expiring, expired });
  });

  it('carries nothing over from an empty or overdrawn year, and a carry-over never exceeds the balance', () => {
    expect(yearEndCarryOver([], 2026, '2027-03-31')).toBeNull();
    const overdrawn: HolidayLedgerEntry[] = [
      { kind: 'grant', date: '2026-01-01', days: 5 },
      { kind: 'taken', date: '2026-03-01', days: 6 },
    ];
    expect(yearEndCarryOver(overdrawn, 2026, '2027-03-31')).toBeNull();
    const tooMuch: HolidayLedgerEntry[] = [
      ...overdrawn.slice(0, 1),
      { kind: 'carry-over', date: '2027-01-01', days: 9, validUntil: '2027-03-31' },
    ];
    expect(holidayBalance(tooMuch, '2027-04-01')).toMatchObject({ balance: 0, expired: 5 });
  });

  it('counts leave by the contract of each day, with half days and public holidays', () => {
    const easterMonday = (d: string) => d === '2026-04-06';
    // Mon 2026-03-30 .. Fri 2026-04-10 with Easter Monday: 9 working days; half day on the last Friday.
    expect(leaveDays({ from: '2026-03-30', to: '2026-04-10', halfDayEnd: true }, contracts, easterMonday)).toBe(8.5);
    expect(leaveDays({ from: '2026-04-01', to: '2026-04-01', halfDayStart: true }, contracts)).toBe(0.5);
    // Across the contract change (Fridays free from 2027): Mon-Thu in 2026, Mon-Thu in 2027.
    expect(leaveDays({ from: '2026-12-28', to: '2027-01-08' }, contracts)).toBe(4 + 4);
    expect(leaveDays({ from: '2026-12-21', to: '2026-12-25' }, contracts)).toBe(5);
  });
});
