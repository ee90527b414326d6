import { Decimal as DecimalJs } from 'decimal.js';

// One configured Decimal class for all money and quantity arithmetic: enough precision for any cart and
// ROUND_HALF_UP (commercial rounding, 0.125 -> 0.13) as the default rounding mode.
export const Decimal = DecimalJs.clone({ precision: 40, rounding: DecimalJs.ROUND_HALF_UP });
export type Decimal = InstanceType<typeof Decimal>;

/** Parses a money/quantity value; null, undefined, '' and non-numeric input become 0. */
export function dec(value: DecimalJs.Value | null | undefined): Decimal {
  if (value === null || value === undefined || value === '') return new Decimal(0);
  try {
    const parsed = new Decimal(typeof value === 'string' ? value.trim().replace(',', '.') : value);
    return parsed.isFinite() ? parsed : new Decimal(0);
  } catch {
    return new Decimal(0);
  }
}

/** True when a value is present and parses as a finite decimal. */
export function isSetAmount(value: DecimalJs.Value | null | undefined): boolean {
  if (value === null || value === undefined || value === '') return false;
  try {
    return new Decimal(typeof value === 'string' ? value.trim().replace(',', '.') : value).isFinite();
  } catch {
    return false;
  }
}
