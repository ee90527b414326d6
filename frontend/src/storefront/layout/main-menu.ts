// The public main menu (spec 2 header) comes from the navigation 'mainMenu' (spec 3, see
// ../navigation). Without one, the menu is built from what exists: home, the shop, the branches,
// contact and the legal pages.
import { STOREFRONT_TEXTS, type NavigationItem, type NavigationRoute } from '@bestell/domain';
import type { ApiBranch, ShopConfig } from '../../shared/api/types';
import { legalLinks } from './legal-links';

export function fallbackMainMenu(config: ShopConfig, branches: readonly ApiBranch[]): NavigationItem[] {
  const listed = branches.filter((branch) => branch.isPublic !== false && branch.isEnabled !== false);
  const legal = legalLinks(config).map<NavigationItem>((link) =>
    link.external
      ? { type: 'link', label: link.label, target: link.to }
      : { type: 'site', label: link.label, target: link.to },
  );
  return [
    { type: 'home', label: 'Startseite' },
    { type: 'site', label: 'Shop', target: 'shop' },
    ...(listed.length === 1
      ? [{ type: 'branch', label: STOREFRONT_TEXTS.orderOnline, target: listed[0]!.identifier } as const]
      : listed.length > 1
        ? [
            {
              type: 'home',
              label: 'Filialen',
              children: listed.map((branch) => ({ type: 'branch', label: branch.name, target: branch.identifier })),
            } as NavigationItem,
          ]
        : []),
    { type: 'site', label: 'Kontakt', target: 'kontakt' },
    ...(legal.length ? [{ type: 'home', label: 'Rechtliches', children: legal } as NavigationItem] : []),
  ];
}

/** The branch a storefront path belongs to: /store/{branch}..., /shop/{branch} and /shop/{branch}/checkout. */
export function pathBranch(pathname: string): string | null {
  const store = /^\/store\/([^/]+)/.exec(pathname);
  if (store) return decodeURIComponent(store[1]!);
  const shop = /^\/shop\/([^/]+)(\/checkout(\/.*)?)?\/?$/.exec(pathname);
  if (shop && (shop[2] || pathname.split('/').filter(Boolean).length === 2)) return decodeURIComponent(shop[1]!);
  return null;
}

export const navigationRoute = (pathname: string): NavigationRoute => ({
  path: pathname,
  branch: pathBranch(pathname),
});
