/** One group of a menu's catalogue (spec 3 "menu"): a category id and the product ids shown under it, in order. */
export interface MenuGroup {
  category: string;
  products: string[];
}

/** What a product write changed about its category: `created`, and the category before and after. */
export interface ProductCategoryChange {
  created: boolean;
  from: string | null;
  to: string | null;
}

/**
 * Issue 39 item 1: a product follows its category into the menus without a second pick. A new product is
 * appended to its category's group; a product that changes category leaves the old category's groups and
 * is appended to the new one's. Any other edit leaves the menu alone, so a product an owner removed by hand
 * stays out. Menus without a group for the category are not touched (special catalogues stay as built).
 * Returns the new catalogue, or null when this menu does not change.
 */
export function placeProductInMenu(
  catalog: readonly MenuGroup[],
  productId: string,
  change: ProductCategoryChange,
): MenuGroup[] | null {
  if (!change.created && change.from === change.to) return null;
  let changed = false;
  const next = catalog.map((group) => {
    if (change.created || group.category !== change.from || !group.products.includes(productId)) return group;
    changed = true;
    return { ...group, products: group.products.filter((p) => p !== productId) };
  });
  // Only the first group of the category: a menu may list a category twice, the product belongs once.
  const target = change.to === null ? -1 : next.findIndex((g) => g.category === change.to);
  if (target >= 0 && !next[target]!.products.includes(productId)) {
    next[target] = { ...next[target]!, products: [...next[target]!.products, productId] };
    changed = true;
  }
  return changed ? next : null;
}

/**
 * The catalogue of a new menu nobody picked products for: every category (in the given order) with its
 * products (in the given order), so a new shop sells what it has without building a catalogue first.
 */
export function catalogOfAll(
  categories: readonly { id: string }[],
  products: readonly { id: string; category: string | null }[],
): MenuGroup[] {
  return categories.map((c) => ({
    category: c.id,
    products: products.filter((p) => p.category === c.id).map((p) => p.id),
  }));
}

/** A deleted product leaves every group (else the menu keeps an id that no longer saves); null: not listed. */
export function withoutProduct(catalog: readonly MenuGroup[], productId: string): MenuGroup[] | null {
  if (!catalog.some((g) => g.products.includes(productId))) return null;
  return catalog.map((g) =>
    g.products.includes(productId) ? { ...g, products: g.products.filter((p) => p !== productId) } : g,
  );
}
