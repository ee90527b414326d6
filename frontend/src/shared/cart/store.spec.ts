// Cart store (spec 3 "Cart", spec 4 Checkout): sessionStorage per site key and branch, stale items
// dropped on load, delivery type saved with the cart, emptying the cart closes the panel.
import { describe, expect, it, beforeEach, jest } from '@jest/globals';
import type { CartProductSnapshot } from '@bestell/domain';
import { keepInCatalogue, orderTypeOf } from './selectors';
import { cartStorageKey, createCartStore, selectCount, type CartLine } from './store';

const bread: CartProductSnapshot = { id: 'p1', name: 'Bauernbrot', description: 'Laib', price: '5.90' };
const ham: CartProductSnapshot = { id: 'p2', name: 'Beinschinken', description: null, price: '29.90' };

function setup(siteKey = 'shop.example') {
  return createCartStore({ storage: () => window.sessionStorage, siteKey });
}

describe('cart store (spec 3 Cart, spec 4)', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('keeps one cart per site key and branch identifier in sessionStorage', () => {
    const store = setup();
    store.getState().load('wien', keepInCatalogue([bread, ham]));
    store.getState().addItem({ product: bread, amount: 2, unit: 'piece' });
    store.getState().load('graz', keepInCatalogue([bread, ham]));
    expect(store.getState().cart.items).toHaveLength(0);
    store.getState().addItem({ product: ham, amount: 0.2, unit: 'kilogram' });

    const wien = JSON.parse(window.sessionStorage.getItem(cartStorageKey('shop.example', 'wien'))!);
    const graz = JSON.parse(window.sessionStorage.getItem(cartStorageKey('shop.example', 'graz'))!);
    expect(wien.items.map((item: { product: CartProductSnapshot }) => item.product.name)).toEqual(['Bauernbrot']);
    expect(graz.items.map((item: { product: CartProductSnapshot }) => item.product.name)).toEqual(['Beinschinken']);

    // Another site on the same origin does not see these carts.
    const other = setup('other.example');
    other.getState().load('wien', keepInCatalogue([bread, ham]));
    expect(other.getState().cart.items).toHaveLength(0);

    // A fresh store (page reload) restores the branch's cart.
    const reloaded = setup();
    reloaded.getState().load('wien', keepInCatalogue([bread, ham]));
    expect(reloaded.getState().cart.items).toHaveLength(1);
    expect(reloaded.getState().cart.items[0]!.amount).toBe(2);
  });

  it('drops items whose product no longer matches the catalogue on load', () => {
    const store = setup();
    store.getState().load('wien', keepInCatalogue([bread, ham]));
    store.getState().addItem({ product: bread, amount: 1, unit: 'piece' });
    store.getState().addItem({ product: ham, amount: 1, unit: 'kilogram' });

    const reloaded = setup();
    reloaded.getState().load('wien', keepInCatalogue([{ ...bread, price: '6.20' }, ham]));
    expect(reloaded.getState().cart.items.map((item) => item.product.id)).toEqual(['p2']);
    const saved = JSON.parse(window.sessionStorage.getItem(cartStorageKey('shop.example', 'wien'))!);
    expect(saved.items).toHaveLength(1);

    reloaded.getState().load('wien', keepInCatalogue([]));
    expect(reloaded.getState().cart.items).toHaveLength(0);
  });

  it('loads the loaded cart again without a change (no re-render) unless an item must go', () => {
    const store = setup();
    const catalogue = jest.fn(() => [bread, ham]);
    const keep = (items: CartLine[]) => keepInCatalogue(catalogue())(items);
    store.getState().load('wien', keep);
    // An empty cart has nothing to check: the catalogue (the menu's rules) is not even computed.
    expect(catalogue).not.toHaveBeenCalled();
    store.getState().addItem({ product: bread, amount: 1, unit: 'piece' });

    const changes = jest.fn();
    store.subscribe(changes);
    store.getState().load('wien', keep);
    expect(changes).not.toHaveBeenCalled();
    expect(catalogue).toHaveBeenCalledTimes(1);

    store.getState().openPanel();
    changes.mockClear();
    const onlyHam = jest.fn(keepInCatalogue([ham]));
    store.getState().load('wien', onlyHam);
    // The item to drop is found and dropped by one run of the rule; the panel closes with the empty cart.
    expect(onlyHam).toHaveBeenCalledTimes(1);
    expect(changes).toHaveBeenCalledTimes(1);
    expect(store.getState().cart.items).toEqual([]);
    expect(store.getState().isPanelOpen).toBe(false);
    // Saved: a reload of the page finds the cart without the item.
    const reloaded = setup();
    reloaded.getState().load('wien', keepInCatalogue([bread, ham]));
    expect(reloaded.getState().cart.items).toEqual([]);
  });

  it('saves the delivery type, delivery area and order details with the cart', () => {
    const store = setup();
    store.getState().load('wien', keepInCatalogue([bread]));
    store.getState().setOrderType('delivery');
    store.getState().setDeliveryArea('1060 Mariahilf');
    store.getState().setOrder({ comment: 'Bitte läuten', appointment: '2026-11-24T09:00:00.000Z' });

    const reloaded = setup();
    reloaded.getState().load('wien', keepInCatalogue([bread]), 'takeaway');
    const { cart } = reloaded.getState();
    expect(orderTypeOf(cart)).toBe('delivery');
    expect(cart).toMatchObject({
      isDelivery: true,
      isDineIn: false,
      deliveryArea: '1060 Mariahilf',
      order: { comment: 'Bitte läuten', appointment: '2026-11-24T09:00:00.000Z' },
    });

    reloaded.getState().setOrderType('dineIn');
    expect(JSON.parse(window.sessionStorage.getItem(cartStorageKey('shop.example', 'wien'))!)).toMatchObject({
      isDelivery: false,
      isDineIn: true,
    });
  });

  it('applies the default delivery method only to a new cart', () => {
    const store = setup();
    store.getState().load('graz', keepInCatalogue([bread]), 'dineIn');
    expect(orderTypeOf(store.getState().cart)).toBe('dineIn');
    store.getState().setOrderType('takeaway');
    const reloaded = setup();
    reloaded.getState().load('graz', keepInCatalogue([bread]), 'dineIn');
    expect(orderTypeOf(reloaded.getState().cart)).toBe('takeaway');
  });

  it('opens the panel only with items and closes it when the last item is removed', () => {
    const store = setup();
    store.getState().load('wien', keepInCatalogue([bread, ham]));
    store.getState().openPanel();
    expect(store.getState().isPanelOpen).toBe(false);
    const first = store.getState().addItem({ product: bread, amount: 3, unit: 'piece' });
    const second = store.getState().addItem({ product: ham, amount: 0.25, unit: 'kilogram' });
    store.getState().openPanel();
    expect(store.getState().isPanelOpen).toBe(true);
    expect(selectCount(store.getState())).toBe(4); // 3 pieces + 1 weighed item (spec 9)
    store.getState().removeItem(first.product.uid);
    expect(store.getState().isPanelOpen).toBe(true);
    store.getState().removeItem(second.product.uid);
    expect(store.getState().isPanelOpen).toBe(false);
    expect(store.getState().cart.items).toHaveLength(0);
  });

  it('unload forgets the selected branch without touching the stored cart', () => {
    const store = setup();
    store.getState().load('wien', keepInCatalogue([bread]));
    store.getState().addItem({ product: bread, amount: 1, unit: 'piece' });
    store.getState().unload();
    expect(store.getState().branch).toBeNull();
    expect(selectCount(store.getState())).toBe(0);
    store.getState().load('wien', keepInCatalogue([bread]));
    expect(store.getState().cart.items).toHaveLength(1);
  });

  it('ignores a corrupt stored cart', () => {
    window.sessionStorage.setItem(cartStorageKey('shop.example', 'wien'), '{not json');
    const store = setup();
    store.getState().load('wien', keepInCatalogue([bread]), 'delivery');
    expect(store.getState().cart.items).toEqual([]);
    expect(store.getState().cart.isDelivery).toBe(true);
  });
});
