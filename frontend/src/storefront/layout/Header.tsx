import { STOREFRONT_TEXTS } from '@bestell/domain';
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useInitData } from '../../shared/api/init';
import { ResponsiveImage } from '../../shared/ui/ResponsiveImage';
import { cartStore, selectCount, useCart } from '../../shared/cart/store';
import { AppInstallLink } from '../app-install/AppInstall';
import { newestRecipes } from '../../shared/site/site-lists';
import { MAIN_MENU, publicNavigationItems } from '../navigation/navigations';
import { BurgerMenu } from './BurgerMenu';
import { cartButtonAction } from './cart-button';
import { fallbackMainMenu, navigationRoute } from './main-menu';
import { useHeaderVisibility } from './use-header-visibility';
import { SocialLinks } from './SocialLinks';
import { Link } from '../../shared/shop-ui/Link';

/** The logo is 40 px high; its width follows its aspect ratio, at most 4:1 (160 px). */
const LOGO_HEIGHT = 40;
export function logoWidth(logo: { width?: number; height?: number }): number {
  const ratio = logo.width && logo.height ? logo.width / logo.height : 3;
  return Math.round(Math.min(4, Math.max(0.5, ratio)) * LOGO_HEIGHT);
}

function CartIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM5.2 4H2v2h2l3.6 7.6-1.4 2.4c-.1.3-.2.6-.2 1 0 1.1.9 2 2 2h12v-2H8.4a.25.25 0 0 1-.2-.4L9.1 15h7.4c.8 0 1.4-.4 1.7-1l3.6-6.5A1 1 0 0 0 21 6H6.2l-1-2Z"
      />
    </svg>
  );
}

/** Logo or shop name linking to /, the cart button with its count badge (hidden on checkout paths), the burger menu. */
export function Header() {
  const { config, branches, navigations, sites } = useInitData();
  const { hidden, atTop } = useHeaderVisibility();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const count = useCart(selectCount);
  const branch = useCart((state) => state.branch);
  const showCart = !/\/checkout(\/|$)/.test(pathname);
  const [emptyNotice, setEmptyNotice] = useState(false);
  const logo = config.logo;
  // The public navigation mainMenu when it exists (spec 2), else the menu built from what exists.
  const menu = useMemo(
    () => publicNavigationItems(navigations, MAIN_MENU) ?? fallbackMainMenu(config, branches),
    [navigations, config, branches],
  );
  // The two newest public recipes, labelled 'Neues Rezept' in the menu (spec 2, 9).
  const recipes = useMemo(
    () => newestRecipes(sites, 2).map((site) => ({ name: site.name, to: `/${site.path}` })),
    [sites],
  );

  const onCart = () => {
    const action = cartButtonAction(pathname, branch, cartStore.getState().cart.items.length);
    if (action.navigate) navigate(action.navigate);
    if (action.openPanel) cartStore.getState().openPanel();
    setEmptyNotice(action.sayEmpty);
  };
  // The empty-cart notice goes after a few seconds, like the shop's other short notices.
  useEffect(() => {
    if (!emptyNotice) return;
    const timer = setTimeout(() => setEmptyNotice(false), 3000);
    return () => clearTimeout(timer);
  }, [emptyNotice]);

  return (
    <header
      className={`sf-header${hidden ? ' sf-header--hidden' : ''}${atTop ? ' sf-header--top' : ''}`}
      data-testid="header"
    >
      <div className="sf-header__inner">
        <Link to="/" className="sf-header__brand">
          {logo ? (
            <ResponsiveImage
              className="sf-header__logo"
              image={logo}
              fit="contain"
              style={{ width: logoWidth(logo) }}
              sizes={`${logoWidth(logo)}px`}
              alt={config.shopName || config.title}
              priority
            />
          ) : (
            config.shopName || config.title
          )}
        </Link>
        <div className="sf-header__actions">
          <SocialLinks className="sf-header__social" />
          {showCart && (
            <button type="button" className="sf-cart-button" onClick={onCart}>
              <CartIcon />
              {/* The name 'Warenkorb (n)' contains the visible badge text (axe label-content-name-mismatch). */}
              <span className="visually-hidden">Warenkorb (</span>
              {count > 0 ? (
                <span className="sf-cart-button__badge">{count}</span>
              ) : (
                <span className="visually-hidden">0</span>
              )}
              <span className="visually-hidden">)</span>
            </button>
          )}
          {showCart && (
            <span className="sf-cart-button__empty" role="status">
              {emptyNotice ? STOREFRONT_TEXTS.cartIsEmpty : ''}
            </span>
          )}
          <BurgerMenu
            items={menu}
            route={navigationRoute(pathname)}
            recipes={recipes}
            footer={<AppInstallLink className="sf-menu__item sf-menu__install" />}
          />
        </div>
      </div>
    </header>
  );
}
