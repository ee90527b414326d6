// Spec section 5 "Minimum order": delivery gross must reach the area's minimumOrderValue.
import { describe, expect, it } from '@jest/globals';
import type { DeliveryArea, OrderType } from '../types.js';
import { checkMinimumOrder, minimumOrderMessage } from './minimum-order.js';

const zone: DeliveryArea = { area: 'Zone 1', price: '3', tax: '20', free: false, minimumOrderValue: '15.00' };

describe('minimum order (spec 5)', () => {
  it.each<[OrderType, DeliveryArea | null, string, boolean, string | null, string]>([
    ['delivery', zone, '14.99', false, '15.00', '0.01'],
    ['delivery', zone, '15.00', true, '15.00', '0.00'],
    ['delivery', zone, '20.00', true, '15.00', '0.00'],
    ['delivery', { ...zone, minimumOrderValue: null }, '1.00', true, null, '0.00'],
    ['delivery', null, '1.00', true, null, '0.00'],
    ['takeaway', zone, '1.00', true, null, '0.00'],
    ['dineIn', zone, '1.00', true, null, '0.00'],
  ])('%s with %j at %s: reached %p', (orderType, area, gross, reached, minimum, missing) => {
    expect(checkMinimumOrder(orderType, area, gross)).toEqual({ reached, minimum, missing });
  });

  it('builds the German message with the formatted amount', () => {
    expect(minimumOrderMessage(checkMinimumOrder('delivery', zone, '10'))).toBe(
      'Sie haben den Mindestbestellwert in Höhe von 15,00 € leider noch nicht erreicht.',
    );
    expect(minimumOrderMessage(checkMinimumOrder('delivery', zone, '15'))).toBeNull();
  });
});
