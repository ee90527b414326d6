import { dec } from '../decimal.js';
import type { Money } from '../types.js';
import type { Totals } from './totals.js';

/** Largest amount a money column holds (numeric(10,2)); order lines and totals must stay below it. */
export const MONEY_MAX: Money = '99999999.99';

/**
 * Where a priced order exceeds what can be stored: the first line whose total is too big (`line`), or
 * the order as a whole (`line: null`); null when everything fits.
 */
export function moneyOverflow(
  lineTotals: readonly Money[],
  totals: Pick<Totals, 'gross' | 'deliveryGross' | 'totalGross' | 'totalNet'>,
): { line: number | null } | null {
  const tooBig = (amount: string) => dec(amount).gt(MONEY_MAX);
  const line = lineTotals.findIndex(tooBig);
  if (line >= 0) return { line };
  return [totals.gross, totals.deliveryGross, totals.totalGross, totals.totalNet].some(tooBig) ? { line: null } : null;
}
