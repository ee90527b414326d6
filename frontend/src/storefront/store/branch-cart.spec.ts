// A branch's cart loaded before the first render (issue 17): the path's branch, checked against its menu.
import { beforeEach, describe, expect, it } from '@jest/globals';
import { setInitData } from '../../shared/api/init';
import { cartStorageKey, cartStore } from '../cart/store';
import { testInit } from '../test-init';
import { preloadBranchCart } from './branch-cart';

const key = (branch: string) => cartStorageKey(window.location.host || 'bestellwerk', branch);
const line = (id: string, name: string, price: string) => ({
  product: { id, name, description: null, price, uid: `uid-${id}` },
  amount: 1,
  unit: 'piece',
});

describe('preloadBranchCart (issue 17)', () => {
  beforeEach(() => {
    window.sessionStorage.clear();
    cartStore.getState().unload();
    setInitData(testInit({ config: { defaultDeliveryMethod: 'takeaway' } }));
  });

  it("loads the branch's stored cart for its page and its checkout, without items the menu no longer sells", () => {
    const stored = {
      items: [line('p-semmel', 'Kaisersemmel', '0.60'), line('p-semmel', 'Kaisersemmel', '0.50')],
      isDelivery: false,
      isDineIn: false,
      deliveryArea: null,
      order: { appointment: null, comment: 'Bitte läuten' },
    };
    window.sessionStorage.setItem(key('wien'), JSON.stringify(stored));
    preloadBranchCart('/store/wien/checkout');
    expect(cartStore.getState().branch).toBe('wien');
    // The second line's price is stale (the snapshot no longer matches the catalogue): it goes.
    expect(cartStore.getState().cart.items.map((item) => item.product.price)).toEqual(['0.60']);
    expect(cartStore.getState().cart.order.comment).toBe('Bitte läuten');

    preloadBranchCart('/store/graz');
    expect(cartStore.getState().branch).toBe('graz');
    expect(cartStore.getState().cart.items).toEqual([]);
  });

  it('leaves other paths and unknown branches alone', () => {
    for (const path of ['/', '/kontakt', '/shop', '/store/nirgendwo', '/store/wien/checkout/error']) {
      preloadBranchCart(path);
      expect(cartStore.getState().branch).toBeNull();
    }
  });
});
