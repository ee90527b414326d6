import { Decimal, dec, type DecimalValue } from '../decimal.js';
import type { Money } from '../types.js';

// Rounding mode everywhere: half up ("kaufmännisches Runden"), as German receipts and the analytics
// rule of spec 9 ("prices rounded to 2 decimals") expect; 0.125 -> 0.13, 1.005 -> 1.01.

/** Rounds to cents, half up, as a 2-decimal string. */
export function roundMoney(value: DecimalValue | null | undefined): Money {
  return dec(value).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);
}

/** Rounds a net amount to 4 decimals, half up (spec 9: "net rounded to 4 decimals"). */
export function roundNet(value: DecimalValue | null | undefined): string {
  return dec(value).toDecimalPlaces(4, Decimal.ROUND_HALF_UP).toFixed(4);
}

/** Sums money values exactly (no float). */
export function sumMoney(values: readonly (DecimalValue | null | undefined)[]): Decimal {
  return values.reduce<Decimal>((sum, value) => sum.add(dec(value)), new Decimal(0));
}
