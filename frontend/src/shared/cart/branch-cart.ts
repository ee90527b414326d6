// A branch's cart, loaded and checked against what the branch sells now (spec 4), for the branch page, the
// shop variant and the checkout. For /store/{branch} and its checkout it is loaded before the first render
// too (its routes' `prepare` in router.tsx), so that render already shows it and the page's own load
// changes nothing: loaded in the page's effect, the cart re-rendered the whole page in one blocking task
// (issue 17, Lighthouse's TBT).
import type { CatalogueEntry } from '@bestell/domain';
import { initRemote } from '../api/init';
import type { ApiBranch, InitData, ShopConfig } from '../api/types';
import { catalogueEntry, keepInCatalogue, orderTypesOf } from './selectors';
import { cartStore } from './store';
import { type MenuGroup, menuGroups, orderableProducts } from '../menu/menu-groups';

/**
 * Loads cart `key` for `branch`: a new cart takes the shop's default order type when the branch offers it;
 * stored items are kept only while `catalogue` (asked only for a cart with items) still sells them.
 */
export function loadBranchCart(
  key: string,
  branch: ApiBranch,
  config: Pick<ShopConfig, 'defaultDeliveryMethod'>,
  catalogue: () => readonly CatalogueEntry[],
): void {
  const preferred = orderTypesOf(branch).includes(config.defaultDeliveryMethod)
    ? config.defaultDeliveryMethod
    : undefined;
  cartStore.getState().load(key, (items) => keepInCatalogue(catalogue())(items), preferred);
}

/** What a cart is checked against: the products of the menu `groups` that can be ordered. */
export function groupsCatalogue(groups: readonly MenuGroup[]): CatalogueEntry[] {
  return orderableProducts(groups).map(catalogueEntry);
}

/** What a branch's cart is checked against: the products of its active menu that can be ordered at `now`. */
export function branchCatalogue(branch: ApiBranch, data: InitData, now: Date): CatalogueEntry[] {
  const products = new Map(data.products.map((product) => [product.id, product]));
  return groupsCatalogue(menuGroups(branch, data.menus, data.categories, products, now, data.config.timezone));
}

/** Before the first render of /store/{branch} or its checkout (router.tsx), with the shop data in: its cart. */
export function preloadBranchCart(identifier: string): void {
  const data = initRemote.getState().data;
  const branch = data?.branches.find((entry) => entry.identifier === identifier);
  if (data && branch) loadBranchCart(identifier, branch, data.config, () => branchCatalogue(branch, data, new Date()));
}
