// The cart (spec 3 "Cart", spec 4): one per site key and branch identifier in sessionStorage, holding
// items, isDelivery, isDineIn, deliveryArea and order (appointment, comment). Items whose product no
// longer matches the catalogue are dropped on load; the delivery type is saved with the cart.
import { cartCount, type CartItem, type CartProductSnapshot, type OrderType, type UploadRef } from '@bestell/domain';
import { createStore, useStore } from 'zustand';

/** A file chosen in the item dialog, kept as a data URL until the checkout uploads it. */
export interface PendingUpload extends UploadRef {
  name: string;
  dataUrl: string;
}

export interface CartLine extends CartItem {
  product: CartProductSnapshot & { uid: string };
}

export interface CartOrder {
  appointment: string | null;
  comment: string;
}

export interface Cart {
  items: CartLine[];
  isDelivery: boolean;
  isDineIn: boolean;
  deliveryArea: string | null;
  order: CartOrder;
}

export interface CartState {
  branch: string | null;
  cart: Cart;
  /** The cart panel (spec 2): opens only with items; emptying the cart closes it. */
  isPanelOpen: boolean;
  /**
   * Loads the branch's cart, keeps only the stored items `keep` returns (the shop pages pass the domain's
   * pruneCart against the catalogue, spec 4) and applies `defaultOrderType` to a new cart. The rule comes
   * from the caller so this store, which every page's header reads, loads no price rules (issue 17).
   * `keep` runs only for a cart with items. Loading the cart already loaded, with nothing to drop, changes
   * nothing: no re-render (the cart is loaded before the first render, the page's effect loads it again).
   */
  load(branch: string, keep: (items: CartLine[]) => CartLine[], defaultOrderType?: OrderType): void;
  addItem(item: Omit<CartItem, 'product'> & { product: CartProductSnapshot }): CartLine;
  removeItem(uid: string): void;
  /** A new amount for one line (the caller corrects it to the product's step and limits). */
  setAmount(uid: string, amount: number): void;
  setOrderType(type: OrderType): void;
  setDeliveryArea(area: string | null): void;
  setOrder(patch: Partial<CartOrder>): void;
  clear(): void;
  /** Forgets the selected branch in memory (the branch list clears the selection, spec 2); storage stays. */
  unload(): void;
  openPanel(): void;
  closePanel(): void;
}

export const emptyCart = (): Cart => ({
  items: [],
  isDelivery: false,
  isDineIn: false,
  deliveryArea: null,
  order: { appointment: null, comment: '' },
});

/** Cart key of the shop variant (/shop): one cart whatever branch it sells from (spec 2). */
export const SHOP_CART_KEY = 'default';

/** Session-storage key of a cart: prefixed per site (spec 9), one per branch ('default' in the shop variant). */
export const cartStorageKey = (siteKey: string, branch: string) => `${siteKey}:cart:${branch}`;

let sequence = 0;
const newUid = (): string =>
  globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${(sequence++).toString(36)}`;

function readCart(storage: Storage, key: string): Cart | null {
  try {
    const raw = storage.getItem(key);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<Cart>;
    return {
      ...emptyCart(),
      ...parsed,
      items: Array.isArray(parsed.items) ? parsed.items : [],
      order: { ...emptyCart().order, ...(parsed.order ?? {}) },
    };
  } catch {
    return null;
  }
}

export interface CartStoreOptions {
  storage: () => Storage;
  siteKey: string;
}

export function createCartStore({ storage, siteKey }: CartStoreOptions) {
  return createStore<CartState>()((set, get) => {
    const save = (cart: Cart) => {
      const { branch } = get();
      if (!branch) return;
      try {
        storage().setItem(cartStorageKey(siteKey, branch), JSON.stringify(cart));
      } catch {
        // Quota exceeded (large uploads) or storage disabled: the cart still lives in memory.
      }
    };
    const update = (recipe: (cart: Cart) => Cart, extra: Partial<CartState> = {}) => {
      const cart = recipe(get().cart);
      set({ cart, ...extra });
      save(cart);
    };

    return {
      branch: null,
      cart: emptyCart(),
      isPanelOpen: false,
      load(branch, keep, defaultOrderType) {
        const current = get();
        if (current.branch === branch) {
          // The cart in memory is the stored one (every change is saved), so `keep` runs once here.
          const items = current.cart.items;
          if (items.length === 0) return;
          const kept = keep(items);
          if (kept.length !== items.length)
            update((cart) => ({ ...cart, items: kept }), kept.length ? {} : { isPanelOpen: false });
          return;
        }
        const stored = readCart(storage(), cartStorageKey(siteKey, branch));
        const cart = stored
          ? { ...stored, items: stored.items.length ? keep(stored.items) : stored.items }
          : {
              ...emptyCart(),
              isDelivery: defaultOrderType === 'delivery',
              isDineIn: defaultOrderType === 'dineIn',
            };
        set({ branch, cart, isPanelOpen: get().branch === branch && get().isPanelOpen && cart.items.length > 0 });
        save(cart);
      },
      addItem(item) {
        const line: CartLine = { ...item, product: { ...item.product, uid: newUid() } };
        update((cart) => ({ ...cart, items: [...cart.items, line] }));
        return line;
      },
      removeItem(uid) {
        const items = get().cart.items.filter((line) => line.product.uid !== uid);
        update((cart) => ({ ...cart, items }), items.length === 0 ? { isPanelOpen: false } : {});
      },
      setAmount(uid, amount) {
        update((cart) => ({
          ...cart,
          items: cart.items.map((line) => (line.product.uid === uid ? { ...line, amount } : line)),
        }));
      },
      setOrderType(type) {
        update((cart) => ({ ...cart, isDelivery: type === 'delivery', isDineIn: type === 'dineIn' }));
      },
      setDeliveryArea(area) {
        update((cart) => ({ ...cart, deliveryArea: area }));
      },
      setOrder(patch) {
        update((cart) => ({ ...cart, order: { ...cart.order, ...patch } }));
      },
      clear() {
        update(() => emptyCart(), { isPanelOpen: false });
      },
      unload() {
        set({ branch: null, cart: emptyCart(), isPanelOpen: false });
      },
      openPanel() {
        if (get().cart.items.length > 0) set({ isPanelOpen: true });
      },
      closePanel() {
        set({ isPanelOpen: false });
      },
    };
  });
}

export const cartStore = createCartStore({
  storage: () => window.sessionStorage,
  siteKey: typeof window === 'undefined' ? 'bestellwerk' : window.location.host || 'bestellwerk',
});

/** Badge count (spec 9): amounts for counted unit types, 1 per other item. */
export const selectCount = (state: CartState) => cartCount(state.cart.items);

export function useCart<T>(selector: (state: CartState) => T): T {
  return useStore(cartStore, selector);
}
