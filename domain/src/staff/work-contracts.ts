import type { LocalDate, Weekday } from '../types.js';
import { weekdayOf } from '../opening-hours/zoned-time.js';

/** Which working-time law applies: Austria (AZG/ARG) or Germany (ArbZG). */
export type Jurisdiction = 'AT' | 'DE';
export const JURISDICTIONS: readonly Jurisdiction[] = ['AT', 'DE'];

/**
 * A work contract from `validFrom` until the next contract of the same person starts. A change is a
 * new contract, so the past keeps being computed with the terms that applied then.
 */
export interface WorkContract {
  validFrom: LocalDate;
  /** Contracted hours per weekday (0 or absent: not a working day). */
  hoursPerWeekday: Partial<Record<Weekday, number>>;
  holidayDaysPerYear: number;
  jurisdiction: Jurisdiction;
  /** Federal state for public holidays: AT '1'..'9' (9 = Wien), DE 'BY', 'BE', ... */
  state?: string | null;
}

/** The contract valid on `date`: the one with the latest validFrom on or before it; null before the first. */
export function contractOn<C extends Pick<WorkContract, 'validFrom'>>(
  contracts: readonly C[],
  date: LocalDate,
): C | null {
  let best: C | null = null;
  for (const c of contracts) {
    if (c.validFrom <= date && (!best || c.validFrom > best.validFrom)) best = c;
  }
  return best;
}

/** Contracted minutes of a date: the weekday's hours of the valid contract, 0 on public holidays. */
export function targetMinutes(
  contracts: readonly WorkContract[],
  date: LocalDate,
  isPublicHoliday: (date: LocalDate) => boolean = () => false,
): number {
  const contract = contractOn(contracts, date);
  if (!contract || isPublicHoliday(date)) return 0;
  return Math.round((contract.hoursPerWeekday[weekdayOf(date)] ?? 0) * 60);
}

/** Whether `date` is a working day under the valid contract (a leave day there costs holiday). */
export function isContractWorkday(contracts: readonly WorkContract[], date: LocalDate): boolean {
  const contract = contractOn(contracts, date);
  return !!contract && (contract.hoursPerWeekday[weekdayOf(date)] ?? 0) > 0;
}
