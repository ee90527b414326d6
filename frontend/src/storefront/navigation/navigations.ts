// The storefront reads its menus from the public navigations mainMenu and secondaryMenu (spec 2 header
// and footer, spec 3 "Navigation"); a menu that does not exist leaves the built fallback in place.
import { navigationHref, visibleNavigation, type NavigationItem } from '@bestell/domain';
import type { ApiNavigation } from '../../shared/api/types';

export const MAIN_MENU = 'mainMenu';
export const SECONDARY_MENU = 'secondaryMenu';

/**
 * Items of the public navigation with this identifier, or null when there is none. Staff get the
 * non-public ones from /api/init as well, so visibility is checked here too.
 */
export function publicNavigationItems(
  navigations: readonly ApiNavigation[] | undefined,
  identifier: string,
): NavigationItem[] | null {
  const navigation = navigations?.find((n) => n.identifier === identifier && n.isPublic !== false);
  return navigation ? navigation.items : null;
}

export interface FooterMenu {
  identifier: string;
  /** Name of the footer landmark. */
  label: string;
  items: NavigationItem[];
}

/** The footer's menus (spec 2): main and secondary menu, those that exist, without disabled items. */
export function footerMenus(navigations: readonly ApiNavigation[] | undefined): FooterMenu[] {
  return (
    [
      [MAIN_MENU, 'Übersicht'],
      [SECONDARY_MENU, 'Weitere Links'],
    ] as const
  ).flatMap(([identifier, label]) => {
    const items = publicNavigationItems(navigations, identifier);
    return items ? [{ identifier, label, items: visibleNavigation(items) }] : [];
  });
}

/** Internal paths the menus already link to, so the footer's fixed links do not repeat them. */
export function linkedPaths(items: readonly NavigationItem[]): Set<string> {
  const paths = new Set<string>();
  const walk = (list: readonly NavigationItem[]) => {
    for (const item of visibleNavigation(list)) {
      const target = navigationHref(item);
      if (target && !target.external && !item.children?.length) paths.add(target.href);
      walk(item.children ?? []);
    }
  };
  walk(items);
  return paths;
}
