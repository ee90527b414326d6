// Spec section 9: "Cart count adds amounts for three unit types and counts 1 per item otherwise".
import { describe, expect, it } from '@jest/globals';
import type { CartItem } from '../types.js';
import { cartCount } from './cart-count.js';

describe('cart count (spec 9)', () => {
  it.each<[Pick<CartItem, 'amount' | 'unit'>[], number]>([
    [[], 0],
    [[{ amount: 3, unit: 'piece' }], 3],
    [
      [
        { amount: 2, unit: 'serving' },
        { amount: 1, unit: 'pair' },
      ],
      3,
    ],
    [[{ amount: 0.75, unit: 'kilogram' }], 1],
    [
      [
        { amount: 250, unit: 'gram' },
        { amount: 2, unit: 'piece' },
        { amount: 10, unit: 'person' },
      ],
      4,
    ],
    [[{ amount: 3, unit: 'package' }], 1],
  ])('counts %j as %d', (items, expected) => {
    expect(cartCount(items)).toBe(expected);
  });
});
