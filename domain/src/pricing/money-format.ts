import { Decimal, dec, type DecimalValue } from '../decimal.js';

import { currencySymbol } from './money-text.js';

export { currencySymbol };

/** German number with two decimals and thousands dots: "1234.5" -> "1.234,50" (half up). */
export function formatAmountDe(value: DecimalValue | null | undefined, decimals = 2): string {
  const rounded = dec(value).toDecimalPlaces(decimals, Decimal.ROUND_HALF_UP);
  const [integer, fraction] = rounded.abs().toFixed(decimals).split('.');
  const grouped = integer!.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const sign = rounded.isNegative() && !rounded.isZero() ? '-' : '';
  return sign + grouped + (fraction ? `,${fraction}` : '');
}

/**
 * German price (spec 9): two decimals, configured currency after a plain space: "1.234,50 €".
 * With `prefix` ('ca.' or 'ab') for approximate / minimum prices: "ca. 12,50 €".
 */
export function formatMoney(
  value: DecimalValue | null | undefined,
  currency: string = 'EUR',
  prefix: string = '',
): string {
  const text = `${formatAmountDe(value)} ${currencySymbol(currency)}`;
  return prefix ? `${prefix} ${text}` : text;
}
