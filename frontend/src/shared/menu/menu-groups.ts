import { activeMenu, availableAgainDate, isAvailable, isShown } from '@bestell/domain';
import type { ApiBranch, ApiProduct, Category, Menu } from '../api/types';

export interface MenuGroup {
  category: Category;
  /** `availableAgain`: 'DD.MM.YYYY' an unavailable product comes back, when its schedule says. */
  products: { product: ApiProduct; available: boolean; availableAgain?: string | null }[];
}

/**
 * Product groups of the branch's active menu (spec 4: latest availableFrom already past), in catalogue
 * order; categories and products hidden unless shown (public and available, or visible when unavailable).
 */
export function menuGroups(
  branch: ApiBranch,
  menus: readonly Menu[],
  categories: readonly Category[],
  products: ReadonlyMap<string, ApiProduct>,
  now: Date,
  tz: string,
): MenuGroup[] {
  const menu = activeMenu(menus, branch.id, now);
  if (!menu) return [];
  const categoryById = new Map(categories.map((category) => [category.id, category]));
  return menu.catalog.flatMap((entry) => {
    const category = categoryById.get(entry.category);
    if (!category || !isShown(category, now, tz)) return [];
    const categoryAvailable = isAvailable(category, now, tz);
    const items = entry.products.flatMap((id) => {
      const product = products.get(id);
      if (!product || !isShown(product, now, tz)) return [];
      const own = isAvailable(product, now, tz);
      if (categoryAvailable && own) return [{ product, available: true }];
      const again = availableAgainDate(own ? category : product, now, tz);
      return [{ product, available: false, availableAgain: again }];
    });
    return items.length ? [{ category, products: items }] : [];
  });
}

/** All products of the active menu that can be ordered now: the catalogue a stored cart is checked against. */
export function orderableProducts(groups: readonly MenuGroup[]): ApiProduct[] {
  return groups.flatMap((group) => group.products.filter((item) => item.available).map((item) => item.product));
}
