// A branch's cart loaded before the first render (issue 17): the routes of /store/{branch} and its checkout
// prepare it (router.tsx), for the path's branch, checked against its menu.
import { beforeEach, describe, expect, it } from '@jest/globals';
import { setInitData } from './shared/api/init';
import { cartStorageKey, cartStore } from './shared/cart/store';
import { testInit } from './storefront/test-init';
import { prepareRoute } from './router';

const key = (branch: string) => cartStorageKey(window.location.host || 'bestellwerk', branch);
const line = (id: string, name: string, price: string) => ({
  product: { id, name, description: null, price, uid: `uid-${id}` },
  amount: 1,
  unit: 'piece',
});

describe("a branch route's prepare step (issue 17)", () => {
  beforeEach(() => {
    window.sessionStorage.clear();
    cartStore.getState().unload();
    setInitData(testInit({ config: { defaultDeliveryMethod: 'takeaway' } }));
  });

  it("loads the branch's stored cart for its page and its checkout, without items the menu no longer sells", async () => {
    const stored = {
      items: [line('p-semmel', 'Kaisersemmel', '0.60'), line('p-semmel', 'Kaisersemmel', '0.50')],
      isDelivery: false,
      isDineIn: false,
      deliveryArea: null,
      order: { appointment: null, comment: 'Bitte läuten' },
    };
    window.sessionStorage.setItem(key('wien'), JSON.stringify(stored));
    await prepareRoute('/store/wien/checkout', Promise.resolve());
    expect(cartStore.getState().branch).toBe('wien');
    // The second line's price is stale (the snapshot no longer matches the catalogue): it goes.
    expect(cartStore.getState().cart.items.map((item) => item.product.price)).toEqual(['0.60']);
    expect(cartStore.getState().cart.order.comment).toBe('Bitte läuten');

    await prepareRoute('/store/graz', Promise.resolve());
    expect(cartStore.getState().branch).toBe('graz');
    expect(cartStore.getState().cart.items).toEqual([]);
  });

  it('waits for the shop data before it loads the cart', async () => {
    let release!: () => void;
    const data = new Promise<void>((resolve) => (release = resolve));
    const prepared = prepareRoute('/store/wien', data);
    // The step's module is loaded meanwhile; the cart is not, until the data is in.
    await import('./shared/cart/branch-cart');
    expect(cartStore.getState().branch).toBeNull();
    release();
    await prepared;
    expect(cartStore.getState().branch).toBe('wien');
  });

  it('leaves other paths and unknown branches alone', async () => {
    for (const path of ['/', '/kontakt', '/shop', '/store/nirgendwo', '/store/wien/checkout/error']) {
      await prepareRoute(path, Promise.resolve());
      expect(cartStore.getState().branch).toBeNull();
    }
  });
});
