import { dec } from '../decimal.js';
import type { CartItem, CartProductSnapshot } from '../types.js';

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

/** Cart items kept on load; the others are removed (spec 4). */
export function pruneCart<T extends Pick<CartItem, 'product'>>(
  items: readonly T[],
  activeProducts: readonly CartProductSnapshot[],
): T[] {
  return items.filter((item) => matchesCatalogue(item.product, activeProducts));
}
