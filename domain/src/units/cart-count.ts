import { dec } from '../decimal.js';
import type { CartItem, UnitType } from '../types.js';
import { unitDefinition } from './unit-table.js';

/**
 * Unit types whose amounts are added up for the cart badge. The spec says "three unit types (ids not
 * shown)"; we take the first three countable types of its list: amount, serving, pair.
 */
export const COUNTED_UNIT_TYPES: readonly UnitType[] = ['amount', 'serving', 'pair'];

/** Cart badge count (spec 9): amounts of counted unit types are added, every other item counts 1. */
export function cartCount(items: readonly Pick<CartItem, 'amount' | 'unit'>[]): number {
  return items
    .reduce(
      (sum, item) => sum.add(COUNTED_UNIT_TYPES.includes(unitDefinition(item.unit).type) ? dec(item.amount) : 1),
      dec(0),
    )
    .toNumber();
}
