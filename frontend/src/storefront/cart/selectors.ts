// Derived cart values: count badge, order type, catalogue-priced items and totals, all by domain rules.
import {
  calculateTotals,
  cartCount,
  type CartProductSnapshot,
  type CatalogueEntry,
  type OrderType,
  type PricedItem,
  type Totals,
} from '@bestell/domain';
import type { ApiBranch, ApiProduct } from '../../shared/api/types';
import type { Cart, CartState } from './store';

export const selectCart = (state: CartState) => state.cart;
export const selectItems = (state: CartState) => state.cart.items;
export const selectIsPanelOpen = (state: CartState) => state.isPanelOpen;

/** Badge count (spec 9): amounts for counted unit types, 1 per other item. */
export const selectCount = (state: CartState) => cartCount(state.cart.items);

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
