// Spec section 9: delivery free if the area is free or the gross reaches freeFromOrderValue, else area price.
import { describe, expect, it } from '@jest/globals';
import type { DeliveryArea } from '../types.js';
import { deliveryFee, freeDeliveryRemaining, isDeliveryFree, isThresholdSet } from './delivery-fee.js';

const area = (overrides: Partial<DeliveryArea> = {}): DeliveryArea => ({
  area: '1010 Wien',
  price: '3.50',
  tax: '20',
  free: false,
  minimumOrderValue: '15.00',
  freeFromOrderValue: '40.00',
  ...overrides,
});

describe('delivery fee (spec 9)', () => {
  it.each<[DeliveryArea | null, string, string, string | null]>([
    [area(), '20.00', '3.50', '20.00'],
    [area(), '39.99', '3.50', '0.01'],
    [area(), '40.00', '0.00', null], // reaching the value counts (notice only shows below it)
    [area(), '55.00', '0.00', null],
    [area({ free: true }), '5.00', '0.00', null],
    [area({ freeFromOrderValue: null }), '500.00', '3.50', null],
    [area({ freeFromOrderValue: '0' }), '500.00', '3.50', null], // zero threshold = not set
    [area({ freeFromOrderValue: '' }), '1.00', '3.50', null],
    [area({ price: '2.125' }), '1.00', '2.13', '39.00'],
    [null, '10.00', '0.00', null],
  ])('area %j with gross %s: fee %s, remaining %p', (zone, gross, fee, remaining) => {
    expect(deliveryFee(zone, gross)).toBe(fee);
    expect(freeDeliveryRemaining(zone, gross)).toBe(remaining);
  });

  it('free flag and thresholds', () => {
    expect(isDeliveryFree(area(), '40')).toBe(true);
    expect(isThresholdSet(undefined)).toBe(false);
    expect(isThresholdSet('abc')).toBe(false);
    expect(isThresholdSet('0.01')).toBe(true);
  });
});
