import { dec, type DecimalValue } from '../decimal.js';
import type { DeliveryArea, Money, OrderType } from '../types.js';
import { isThresholdSet } from './delivery-fee.js';
import { CHECKOUT_TEXTS } from '../messages/storefront.js';
import { formatMoney } from './money-format.js';
import { roundMoney } from './rounding.js';

/** Result of the minimum-order check; `missing` is what the customer still has to add. */
export interface MinimumOrderCheck {
  reached: boolean;
  minimum: Money | null;
  missing: Money;
}

/**
 * Minimum order (spec 5): for delivery the items' gross (without the delivery fee) must reach the
 * chosen area's minimumOrderValue. Other order types and areas without a minimum always pass.
 */
export function checkMinimumOrder(
  orderType: OrderType,
  area: DeliveryArea | null | undefined,
  itemsGross: DecimalValue,
): MinimumOrderCheck {
  if (orderType !== 'delivery' || !area || !isThresholdSet(area.minimumOrderValue)) {
    return { reached: true, minimum: null, missing: '0.00' };
  }
  const missing = dec(area.minimumOrderValue).sub(dec(itemsGross));
  return {
    reached: missing.lte(0),
    minimum: roundMoney(area.minimumOrderValue),
    missing: missing.gt(0) ? roundMoney(missing) : '0.00',
  };
}

/** 'Sie haben den Mindestbestellwert in Höhe von {amount} leider noch nicht erreicht.' or null when reached. */
export function minimumOrderMessage(check: MinimumOrderCheck, currency = 'EUR'): string | null {
  return check.reached || !check.minimum ? null : CHECKOUT_TEXTS.minimumOrder(formatMoney(check.minimum, currency));
}
