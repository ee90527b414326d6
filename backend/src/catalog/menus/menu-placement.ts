import { catalogOfAll, placeProductInMenu, type ProductCategoryChange, withoutProduct } from '@bestell/domain';
import type { EntityManager } from 'typeorm';
import { Category } from '../categories/category.entity.js';
import { Product } from '../products/product.entity.js';
import type { MenuGroupValue } from './menu.entity.js';
import { MenuRepository } from './menu.repository.js';

/**
 * Issue 39 item 1, in the product write's transaction: the menus with a group for the product's old or
 * new category get it placed by `placeProductInMenu`. Rows are locked so two products saved at once do
 * not overwrite each other's catalogue.
 */
export async function placeProductInMenus(
  em: EntityManager,
  productId: string,
  change: ProductCategoryChange,
): Promise<void> {
  const categories = [...new Set([change.from, change.to])].filter((c): c is string => c !== null);
  if (categories.length === 0 || (!change.created && change.from === change.to)) return;
  const menus = new MenuRepository(em);
  for (const menu of await menus.lockWithCategories(categories)) {
    const catalog = placeProductInMenu(menu.catalog, productId, change);
    if (catalog) await menus.setCatalog(menu.id, catalog);
  }
}

/** Before a product is deleted, in its transaction: out of every menu group that lists it. */
export async function removeProductFromMenus(em: EntityManager, productId: string): Promise<void> {
  const menus = new MenuRepository(em);
  for (const menu of await menus.lockListing(productId)) {
    const catalog = withoutProduct(menu.catalog, productId);
    if (catalog) await menus.setCatalog(menu.id, catalog);
  }
}

/** A new menu's catalogue when none is given: all categories with their enabled products, in position order. */
export async function catalogOfAllProducts(em: EntityManager): Promise<MenuGroupValue[]> {
  // One after the other: `em` may be a transaction's single connection (pg refuses overlapping queries).
  const categories = await em
    .getRepository(Category)
    .find({ select: { id: true }, order: { position: 'ASC', name: 'ASC', id: 'ASC' } });
  const products = await em.getRepository(Product).find({
    select: { id: true, category: { id: true } },
    relations: { category: true },
    where: { isEnabled: true },
    order: { position: 'ASC', name: 'ASC', id: 'ASC' },
  });
  return catalogOfAll(
    categories,
    products.map((p) => ({ id: p.id, category: p.category?.id ?? null })),
  );
}
