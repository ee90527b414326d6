// The header's cart button (spec 2): "Clicking the cart outside /shop goes to the shop. The cart panel
// opens only when the cart has items and the path is under /shop." The branch page /store/{branch} is the
// store variant's shop page (spec 2 "Branch shop page", with its own cart), so it counts as a shop path
// there; elsewhere the button leads to the shop the loaded cart belongs to.
import { SHOP_CART_KEY } from '../../shared/cart/store';

export interface CartButtonAction {
  navigate: string | null;
  openPanel: boolean;
  /** Nothing to open: the button says the cart is empty. */
  sayEmpty: boolean;
}

/** Whether `pathname` is a shop page: /shop... (shop variant) or /store/{branch} (not its checkout). */
export function isShopPath(pathname: string): boolean {
  if (/\/checkout(\/|$)/.test(pathname)) return false;
  return /^\/shop(\/|$)/.test(pathname) || /^\/store\/[^/]+\/?$/.test(pathname);
}

/** What a click on the cart does, given the path, the loaded cart's key and its item count. */
export function cartButtonAction(pathname: string, cartKey: string | null, itemCount: number): CartButtonAction {
  if (isShopPath(pathname)) return { navigate: null, openPanel: itemCount > 0, sayEmpty: itemCount === 0 };
  const shop = cartKey && cartKey !== SHOP_CART_KEY ? `/store/${cartKey}` : '/shop';
  return { navigate: shop, openPanel: false, sayEmpty: false };
}
