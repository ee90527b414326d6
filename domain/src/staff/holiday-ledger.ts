import type { LocalDate } from '../types.js';
import { addDays, daysBetween } from '../opening-hours/zoned-time.js';
import { contractOn, isContractWorkday, type WorkContract } from './work-contracts.js';

/**
 * One line of a person's holiday account, in days (0.5 for a half day). A carry-over moves `days` of
 * the balance into a bucket that is used first and forfeits what is left after `validUntil`.
 */
export type HolidayLedgerEntry =
  | { kind: 'grant'; date: LocalDate; days: number; note?: string }
  | { kind: 'carry-over'; date: LocalDate; days: number; validUntil: LocalDate; note?: string }
  | { kind: 'taken'; date: LocalDate; days: number; note?: string }
  | { kind: 'correction'; date: LocalDate; days: number; note?: string };

export interface HolidayBalance {
  /** Days left on `asOf`, after expired carry-over is gone. */
  balance: number;
  /** Grants dated in the year of `asOf`. */
  entitlement: number;
  /** Days taken in the year of `asOf`. */
  taken: number;
  /** Carry-over moved into the year of `asOf`. */
  carriedOver: number;
  /** Carry-over still usable on `asOf`, with the last day it may be used. */
  expiring: { days: number; validUntil: LocalDate }[];
  /** Carry-over forfeited up to `asOf`. */
  expired: number;
}

const ORDER: Record<HolidayLedgerEntry['kind'], number> = { grant: 0, 'carry-over': 1, correction: 2, taken: 3 };
// Half days make quarters impossible, but corrections may be any decimal: keep sums to 1/1000.
const round = (days: number) => Math.round(days * 1000) / 1000;

/** Replays the ledger up to and including `asOf` (a date) and reports the account on that day. */
export function holidayBalance(entries: readonly HolidayLedgerEntry[], asOf: LocalDate): HolidayBalance {
  const year = asOf.slice(0, 4);
  const sorted = entries
    .filter((e) => e.date <= asOf)
    .sort((a, b) => (a.date === b.date ? ORDER[a.kind] - ORDER[b.kind] : a.date < b.date ? -1 : 1));
  let main = 0;
  let expired = 0;
  let entitlement = 0;
  let taken = 0;
  let carriedOver = 0;
  const buckets: { days: number; validUntil: LocalDate }[] = [];
  const expireBefore = (date: LocalDate) => {
    for (let i = buckets.length - 1; i >= 0; i--) {
      if (buckets[i]!.validUntil < date) {
        expired += buckets[i]!.days;
        buckets.splice(i, 1);
      }
    }
  };
  for (const entry of sorted) {
    expireBefore(entry.date);
    const inYear = entry.date.startsWith(year);
    if (entry.kind === 'grant') {
      main += entry.days;
      if (inYear) entitlement += entry.days;
    } else if (entry.kind === 'correction') {
      main += entry.days;
    } else if (entry.kind === 'carry-over') {
      const moved = Math.max(0, Math.min(entry.days, main));
      main -= moved;
      buckets.push({ days: moved, validUntil: entry.validUntil });
      buckets.sort((a, b) => (a.validUntil < b.validUntil ? -1 : 1));
      if (inYear) carriedOver += moved;
    } else {
      let rest = entry.days;
      // Days that expire soonest are used first.
      for (const bucket of buckets) {
        const use = Math.min(bucket.days, rest);
        bucket.days -= use;
        rest -= use;
      }
      main -= rest;
      if (inYear) taken += entry.days;
    }
  }
  expireBefore(asOf);
  const open = buckets.filter((b) => b.days > 0);
  return {
    balance: round(main + open.reduce((sum, b) => sum + b.days, 0)),
    entitlement: round(entitlement),
    taken: round(taken),
    carriedOver: round(carriedOver),
    expiring: open.map((b) => ({ days: round(b.days), validUntil: b.validUntil })),
    expired: round(expired),
  };
}

/**
 * The carry-over line at the start of `year + 1`: what is left on 31 December of `year` moves into a
 * bucket valid until `validUntil` (e.g. 31 March in DE, BUrlG § 7; longer by contract in AT).
 */
export function yearEndCarryOver(
  entries: readonly HolidayLedgerEntry[],
  year: number,
  validUntil: LocalDate,
): Extract<HolidayLedgerEntry, { kind: 'carry-over' }> | null {
  const left = holidayBalance(entries, `${year}-12-31`).balance;
  if (left <= 0) return null;
  return { kind: 'carry-over', date: `${year + 1}-01-01`, days: left, validUntil };
}

/** The yearly grant of the contract valid on 1 January of `year` (null without a contract then). */
export function yearlyGrant(
  contracts: readonly WorkContract[],
  year: number,
): Extract<HolidayLedgerEntry, { kind: 'grant' }> | null {
  const date = `${year}-01-01`;
  const valid = contractOn(contracts, date);
  return valid ? { kind: 'grant', date, days: valid.holidayDaysPerYear } : null;
}

export interface LeaveRequest {
  from: LocalDate;
  to: LocalDate;
  /** The first / last day is taken as a half day. */
  halfDayStart?: boolean;
  halfDayEnd?: boolean;
}

/**
 * Holiday days a leave costs: the working days of the contract valid on each date, minus public
 * holidays; a half day at either end counts 0.5.
 */
export function leaveDays(
  request: LeaveRequest,
  contracts: readonly WorkContract[],
  isPublicHoliday: (date: LocalDate) => boolean = () => false,
): number {
  let days = 0;
  const length = daysBetween(request.from, request.to);
  for (let i = 0; i <= length; i++) {
    const date = addDays(request.from, i);
    if (!isContractWorkday(contracts, date) || isPublicHoliday(date)) continue;
    const half = (i === 0 && request.halfDayStart) || (i === length && request.halfDayEnd);
    days += half ? 0.5 : 1;
  }
  return days;
}
