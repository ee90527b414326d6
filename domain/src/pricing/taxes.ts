import { dec, type DecimalValue } from '../decimal.js';
import type { Money, OrderType, Product, TaxRate } from '../types.js';
import { roundNet } from './rounding.js';

/**
 * Tax rate of a product for an order type (spec 9). `tax` is the delivery rate; takeawayTax and
 * dineInTax fall back to it when unset.
 */
export function taxRateFor(product: Pick<Product, 'tax' | 'takeawayTax' | 'dineInTax'>, orderType: OrderType): TaxRate {
  const specific = orderType === 'takeaway' ? product.takeawayTax : orderType === 'dineIn' ? product.dineInTax : null;
  return normaliseRate(specific !== null && specific !== undefined && specific !== '' ? specific : product.tax);
}

/** Canonical key of a rate so "10", "10.0" and "10.00" group together. */
export function normaliseRate(rate: DecimalValue | null | undefined): TaxRate {
  return dec(rate).toString();
}

/**
 * Splits a gross amount (prices include VAT) into net rounded to 4 decimals (spec 9) and the tax as the
 * exact remainder, so gross = net + tax always holds.
 */
export function splitGross(gross: DecimalValue, rate: DecimalValue): { net: Money; tax: Money } {
  const net = roundNet(dec(gross).div(dec(rate).div(100).add(1)));
  return { net, tax: dec(gross).sub(net).toFixed(4) };
}
