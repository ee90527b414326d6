// What the branch shop page (/store/{branch}) and the shop variant (/shop) share: the branch's menu groups,
// its cart loaded and checked against the orderable catalogue, closed and preorder notices, the cart totals,
// and which product or allergen dialog is open.
import { closedNotice, preorderNotice, STOREFRONT_TEXTS } from '@bestell/domain';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useInitData } from '../api/init';
import { setAnalyticsBranch, track } from '../analytics/analytics';
import type { ApiBranch, ApiProduct } from '../api/types';
import { cartTotals, orderTypeOf, productSnapshot } from '../cart/selectors';
import { cartStore, selectCount, useCart } from '../cart/store';
import { groupsCatalogue, loadBranchCart } from '../cart/branch-cart';
import type { ItemDialogResult } from './ItemDialog';
import { menuGroups } from './menu-groups';

export interface BranchShopOptions {
  /** The page's clock (useNow); the shop variant needs it before the branch is known. */
  now: Date;
  /** Cart to load; default the branch's own (the shop variant passes SHOP_CART_KEY). */
  cartKey?: string;
  /** Tells the customer a product was added: a message on the branch page, a notification in the shop variant. */
  onAdded(text: string): void;
}

export function useBranchShop(branch: ApiBranch | null | undefined, { now, cartKey, onAdded }: BranchShopOptions) {
  const data = useInitData();
  const { config, menus, categories } = data;
  const tz = config.timezone;
  const key = cartKey ?? branch?.identifier;
  const products = useMemo(() => new Map(data.products.map((product) => [product.id, product])), [data.products]);
  const groups = useMemo(
    () => (branch ? menuGroups(branch, menus, categories, products, now, tz) : []),
    [branch, menus, categories, products, now, tz],
  );
  const [dialog, setDialog] = useState<{ product: ApiProduct; available: boolean } | null>(null);
  const [allergens, setAllergens] = useState<ApiProduct | null>(null);
  const cart = useCart((state) => state.cart);
  const ready = useCart((state) => key !== undefined && state.branch === key);
  const count = useCart(selectCount);
  const isPanelOpen = useCart((state) => state.isPanelOpen);

  // The chosen branch goes with every later analytics record (the statistics' branch filter).
  const branchId = branch?.id;
  useEffect(() => setAnalyticsBranch(branchId), [branchId]);

  // Load the cart; stale items are dropped against the orderable catalogue (spec 4).
  const catalogue = useMemo(() => groupsCatalogue(groups), [groups]);
  const catalogueKey = catalogue.map((product) => `${product.id}:${product.price}`).join('|');
  const { defaultDeliveryMethod } = config;
  useEffect(() => {
    if (!branch || key === undefined) return;
    loadBranchCart(key, branch, { defaultDeliveryMethod }, () => catalogue);
    // catalogueKey stands for the catalogue's content.
  }, [branch, key, catalogueKey, defaultDeliveryMethod]);

  // Stable, so the product cards (BranchShopParts' GridCard) skip the page's re-renders.
  const openItem = useCallback((product: ApiProduct, available: boolean) => setDialog({ product, available }), []);
  const openAllergens = useCallback((product: ApiProduct) => setAllergens(product), []);

  // Memoised like the groups: the cart's load re-renders the page at once (a store update), and the
  // opening-hours search behind the notices is the costliest part of the page itself.
  const closed = useMemo(() => (branch ? closedNotice(branch, now, tz) : null), [branch, now, tz]);
  const orderType = orderTypeOf(cart);
  const preorder = useMemo(
    () => (branch && closed ? preorderNotice(branch, orderType, now, tz) : null),
    [branch, closed, orderType, now, tz],
  );
  return {
    currency: config.currency,
    products,
    groups,
    ready,
    count,
    isPanelOpen,
    /** Lines of the closed notice (spec 2), or null while the branch is open. */
    closed,
    preorder,
    totals: branch && ready && cart.items.length ? cartTotals(cart, branch, products) : null,
    dialog,
    allergens,
    openItem,
    closeItem: () => setDialog(null),
    addItem: ({ amount, unit, parts }: ItemDialogResult) => {
      if (!dialog) return;
      cartStore.getState().addItem({ product: productSnapshot(dialog.product), amount, unit, parts });
      track('add_to_cart', 'ecommerce', { product: dialog.product.name, quantity: amount });
      setDialog(null);
      onAdded(STOREFRONT_TEXTS.productAdded);
    },
    openAllergens,
    closeAllergens: () => setAllergens(null),
  };
}

export type BranchShop = ReturnType<typeof useBranchShop>;
