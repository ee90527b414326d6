import { dec } from '../decimal.js';
import type { CartItem, CartProductSnapshot, Product } from '../types.js';
import { isUnitOffered } from '../units/conversion.js';

/**
 * A stored cart item still matches the catalogue (spec 4) when an active product has the same id,
 * name, description and price. Prices compare as decimals ("12.5" equals "12.50").
 */
export function matchesCatalogue(
  snapshot: CartProductSnapshot,
  activeProducts: readonly CartProductSnapshot[],
): boolean {
  return activeProducts.some(
    (product) =>
      String(product.id) === String(snapshot.id) &&
      product.name === snapshot.name &&
      (product.description ?? '') === (snapshot.description ?? '') &&
      dec(product.price).eq(dec(snapshot.price)),
  );
}

/** A catalogue entry for pruning: the snapshot, and the product's units when the caller has them. */
export type CatalogueEntry = CartProductSnapshot & Partial<Pick<Product, 'unit' | 'alternativeUnits'>>;

/**
 * Cart items kept on load; the others are removed (spec 4). An item whose unit the product no longer
 * offers goes too (its price could not be computed), when the entries carry the product's units.
 */
export function pruneCart<T extends Pick<CartItem, 'product'> & Partial<Pick<CartItem, 'unit'>>>(
  items: readonly T[],
  activeProducts: readonly CatalogueEntry[],
): T[] {
  return items.filter((item) => {
    if (!matchesCatalogue(item.product, activeProducts)) return false;
    const product = activeProducts.find((p) => String(p.id) === String(item.product.id));
    return !product?.unit || !item.unit || isUnitOffered({ ...product, unit: product.unit }, item.unit);
  });
}
