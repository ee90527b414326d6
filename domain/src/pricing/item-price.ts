import { Decimal, dec, maxDecimal } from '../decimal.js';
import type { Money, PartSelection, Product, UnitId } from '../types.js';
import { unitRatio } from '../units/conversion.js';
import { applyModifiers, chosenOptions } from './modifiers.js';
import { roundMoney } from './rounding.js';

/** An item to price: the catalogue product (never the cart's snapshot), amount, unit and step choices. */
export interface PricedItem {
  product: Product;
  amount: number | string;
  unit: UnitId;
  parts?: PartSelection[];
}

/**
 * Exact price of one `unit` of the item: product price with part modifiers, times the unit ratio
 * (alternative unit: price x ratio, spec 9). Unrounded, so totals round once per line.
 */
export function exactUnitPrice(item: Omit<PricedItem, 'amount'>): Decimal {
  const options = chosenOptions(item.product.config?.parts ?? [], item.parts);
  return applyModifiers(item.product.price, options).mul(unitRatio(item.product, item.unit));
}

/** Unit price for display, rounded to cents. */
export function itemUnitPrice(item: Omit<PricedItem, 'amount'>): Money {
  return roundMoney(exactUnitPrice(item));
}

/** Line gross: exact unit price x amount, rounded half up to cents once. Negative amounts count as 0. */
export function itemTotal(item: PricedItem): Money {
  return roundMoney(exactUnitPrice(item).mul(maxDecimal(dec(item.amount), 0)));
}
