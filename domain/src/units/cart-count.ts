import type { CartItem, UnitType } from '../types.js';
import { unitDefinition } from './unit-table.js';

/**
 * Unit types whose amounts are added up for the cart badge. The spec says "three unit types (ids not
 * shown)"; we take the first three countable types of its list: amount, serving, pair.
 */
export const COUNTED_UNIT_TYPES: readonly UnitType[] = ['amount', 'serving', 'pair'];

/**
 * Cart badge count (spec 9): amounts of counted unit types are added, every other item counts 1.
 * Amounts are numbers with a few decimals (quantity steps), so the float sum rounded to 9 places is the
 * exact decimal sum (cart-count.spec checks it against Decimal). No Decimal here: every page's header
 * shows this count, and decimal.js-light would be 5 KB gzip more on pages without prices (issue 17).
 */
export function cartCount(items: readonly Pick<CartItem, 'amount' | 'unit'>[]): number {
  const sum = items.reduce(
    (total, item) => total + (COUNTED_UNIT_TYPES.includes(unitDefinition(item.unit).type) ? item.amount : 1),
    0,
  );
  return Math.round(sum * 1e9) / 1e9;
}
