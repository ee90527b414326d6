// Spec section 4 "Checkout": stored cart items must still match an active product (id, name,
// description, price), otherwise they are removed on load.
import { describe, expect, it } from '@jest/globals';
import type { CartProductSnapshot } from '../types.js';
import { matchesCatalogue, pruneCart } from './cart-item-match.js';

const active: CartProductSnapshot[] = [
  { id: 1, name: 'Pizza', description: 'Tomate, Käse', price: '9.50' },
  { id: 2, name: 'Salat', description: null, price: '6.00' },
];

describe('stored cart item matching (spec 4)', () => {
  it.each<[string, CartProductSnapshot, boolean]>([
    ['same product', { id: 1, name: 'Pizza', description: 'Tomate, Käse', price: '9.50' }, true],
    [
      'id as string, price without trailing zero',
      { id: '1', name: 'Pizza', description: 'Tomate, Käse', price: '9.5' },
      true,
    ],
    ['missing vs null description', { id: 2, name: 'Salat', price: '6' }, true],
    ['renamed', { id: 1, name: 'Pizza Margherita', description: 'Tomate, Käse', price: '9.50' }, false],
    ['new description', { id: 1, name: 'Pizza', description: 'Tomate', price: '9.50' }, false],
    ['new price', { id: 1, name: 'Pizza', description: 'Tomate, Käse', price: '9.90' }, false],
    ['no longer active', { id: 3, name: 'Suppe', price: '4.00' }, false],
  ])('%s -> %p', (_name, snapshot, expected) => {
    expect(matchesCatalogue(snapshot, active)).toBe(expected);
  });

  it('removes stale items on load', () => {
    const items = [
      { product: active[0]!, amount: 1 },
      { product: { ...active[1]!, price: '7.00' }, amount: 2 },
    ];
    expect(pruneCart(items, active)).toEqual([items[0]]);
  });

  it('drops an item whose unit the product no longer offers, when the entries carry units', () => {
    const units = [{ ...active[0]!, unit: 'kilogram' as const }];
    const items = [
      { product: active[0]!, amount: 1, unit: 'gram' as const },
      { product: active[0]!, amount: 1, unit: 'piece' as const },
    ];
    expect(pruneCart(items, units)).toEqual([items[0]]);
    expect(pruneCart(items, active)).toEqual(items);
  });
});
