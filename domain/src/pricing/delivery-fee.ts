import { dec, isSetAmount, type DecimalValue } from '../decimal.js';
import type { DeliveryArea, Money } from '../types.js';
import { roundMoney } from './rounding.js';

/** A threshold counts only when set and above 0 (a zero threshold would be written as `free: true`). */
export function isThresholdSet(value: Money | null | undefined): value is Money {
  return isSetAmount(value) && dec(value).gt(0);
}

/**
 * Delivery is free when the area is free or the items' gross reaches freeFromOrderValue (spec 9 says
 * "exceeds"; we count equality as reached because the free-delivery notice shows only *below* the value).
 */
export function isDeliveryFree(area: DeliveryArea, itemsGross: DecimalValue): boolean {
  return area.free || (isThresholdSet(area.freeFromOrderValue) && dec(itemsGross).gte(dec(area.freeFromOrderValue)));
}

/** Delivery fee gross: 0 when free, otherwise the area price (taxed at the area tax by the totals). */
export function deliveryFee(area: DeliveryArea | null | undefined, itemsGross: DecimalValue): Money {
  if (!area || isDeliveryFree(area, itemsGross)) return '0.00';
  return roundMoney(area.price);
}

/** What is still missing for free delivery, or null when the notice should not show. */
export function freeDeliveryRemaining(area: DeliveryArea | null | undefined, itemsGross: DecimalValue): Money | null {
  if (!area || area.free || !isThresholdSet(area.freeFromOrderValue)) return null;
  const missing = dec(area.freeFromOrderValue).sub(dec(itemsGross));
  return missing.gt(0) ? roundMoney(missing) : null;
}
