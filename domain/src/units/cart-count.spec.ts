// Spec section 9: "Cart count adds amounts for three unit types and counts 1 per item otherwise".
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { dec } from '../decimal.js';
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

  it('adds fractional amounts exactly, as decimal arithmetic does', () => {
    expect(cartCount([0.1, 0.2, 0.7].map((amount) => ({ amount, unit: 'serving' })))).toBe(1);
    // Amounts as quantity steps make them: up to 3 decimals (0.001 steps), up to 9,999 per line.
    const amount = fc.integer({ min: 0, max: 9_999_999 }).map((thousandths) => thousandths / 1000);
    fc.assert(
      fc.property(fc.array(amount, { maxLength: 40 }), (amounts) => {
        const exact = amounts.reduce((sum, value) => sum.add(dec(value)), dec(0)).toNumber();
        expect(cartCount(amounts.map((value) => ({ amount: value, unit: 'piece' })))).toBe(exact);
      }),
    );
  });
});
