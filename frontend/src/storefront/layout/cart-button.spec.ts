// Header cart button (spec 2): outside a shop page it goes to the shop; on a shop page it opens the
// panel, and only when the cart has items.
import { describe, expect, it } from '@jest/globals';
import { cartButtonAction, isShopPath } from './cart-button';

describe('cart button rule (spec 2 header)', () => {
  it.each([
    ['/shop', true],
    ['/shop/c-1/brot', true],
    ['/shop/wien', true],
    ['/store/wien', true],
    ['/shop/wien/checkout', false],
    ['/store/wien/checkout', false],
    ['/store/wien/checkout/error', false],
    ['/', false],
    ['/kontakt', false],
    ['/shopping', false],
  ])('%s is a shop path: %s', (path, expected) => {
    expect(isShopPath(path)).toBe(expected);
  });

  it.each([
    ['/shop', 'default', 2, { navigate: null, openPanel: true, sayEmpty: false }],
    ['/shop/c-1/brot', 'default', 0, { navigate: null, openPanel: false, sayEmpty: true }],
    ['/store/wien', 'wien', 1, { navigate: null, openPanel: true, sayEmpty: false }],
    ['/store/wien', 'wien', 0, { navigate: null, openPanel: false, sayEmpty: true }],
    ['/', null, 0, { navigate: '/shop', openPanel: false, sayEmpty: false }],
    ['/kontakt', 'default', 3, { navigate: '/shop', openPanel: false, sayEmpty: false }],
    ['/kontakt', 'wien', 3, { navigate: '/store/wien', openPanel: false, sayEmpty: false }],
    ['/status/u/h', 'graz', 0, { navigate: '/store/graz', openPanel: false, sayEmpty: false }],
  ] as const)('%s with cart %s (%i items)', (path, key, count, expected) => {
    expect(cartButtonAction(path, key, count)).toEqual(expected);
  });
});
