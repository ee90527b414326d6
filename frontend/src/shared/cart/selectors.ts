// Derived cart values: order type, catalogue-priced items and totals, all by domain rules (the badge's
// count sits with the store: the header reads it on every page, and this module's price rules are for shop pages).
import {
  calculateTotals,
  pruneCart,
  type CartProductSnapshot,
  type CatalogueEntry,
  type OrderType,
  type PricedItem,
  type Totals,
} from '@bestell/domain';
import type { ApiBranch, ApiProduct } from '../api/types';
import type { Cart, CartLine, CartState } from './store';

export const selectCart = (state: CartState) => state.cart;
export const selectItems = (state: CartState) => state.cart.items;
export const selectIsPanelOpen = (state: CartState) => state.isPanelOpen;

export function orderTypeOf(cart: Pick<Cart, 'isDelivery' | 'isDineIn'>): OrderType {
  if (cart.isDelivery) return 'delivery';
  if (cart.isDineIn) return 'dineIn';
  return 'takeaway';
}

export const selectOrderType = (state: CartState) => orderTypeOf(state.cart);

/** The snapshot a cart item stores of a product (spec 3 "Cart"). */
export function productSnapshot(product: ApiProduct): CartProductSnapshot {
  return { id: product.id, name: product.name, description: product.description ?? null, price: product.price };
}

/** What the cart is pruned against on load: the snapshot and the product's units (a stale unit goes). */
export function catalogueEntry(product: ApiProduct): CatalogueEntry {
  return { ...productSnapshot(product), unit: product.unit, alternativeUnits: product.alternativeUnits };
}

/** The stored items a cart keeps on load: those still matching the catalogue (spec 4, `cartStore.load`). */
export const keepInCatalogue =
  (catalogue: readonly CatalogueEntry[]) =>
  (items: CartLine[]): CartLine[] =>
    pruneCart(items, catalogue);

/** Cart lines priced against the catalogue product, never the snapshot (server does the same). */
export function pricedItems(cart: Pick<Cart, 'items'>, products: ReadonlyMap<string, ApiProduct>): PricedItem[] {
  return cart.items.flatMap((line) => {
    const product = products.get(String(line.product.id));
    return product ? [{ product, amount: line.amount, unit: line.unit, parts: line.parts }] : [];
  });
}

/** Order types the branch offers, in the spec's order (takeaway, delivery, dineIn). */
export function orderTypesOf(branch: ApiBranch): OrderType[] {
  return [
    ...(branch.isTakeawayEnabled ? (['takeaway'] as const) : []),
    ...(branch.isDeliveryEnabled ? (['delivery'] as const) : []),
    ...(branch.isDineInEnabled ? (['dineIn'] as const) : []),
  ];
}

export function deliveryAreaOf(cart: Pick<Cart, 'deliveryArea'>, branch: ApiBranch) {
  const areas = branch.deliveryAreas ?? [];
  return areas.find((area) => area.area === cart.deliveryArea) ?? areas[0] ?? null;
}

export function cartTotals(cart: Cart, branch: ApiBranch, products: ReadonlyMap<string, ApiProduct>): Totals {
  const orderType = orderTypeOf(cart);
  return calculateTotals({
    items: pricedItems(cart, products),
    orderType,
    deliveryArea: orderType === 'delivery' ? deliveryAreaOf(cart, branch) : null,
  });
}
