import { internalPath } from './link-target.js';

/** Navigation item types of spec 3 "Navigation": home (/), site (/{path}), branch (/store/{identifier}), link. */
export type NavigationItemType = 'home' | 'site' | 'branch' | 'link';

/** One item of a navigation menu (spec 3): its target is the site path, branch identifier or URL. */
export interface NavigationItem {
  type: NavigationItemType;
  label: string;
  target?: string | null;
  isEnabled?: boolean;
  children?: NavigationItem[];
}

/** The route an item is compared with: the path and, on a branch page, the branch identifier. */
export interface NavigationRoute {
  path: string;
  branch?: string | null;
}

export interface NavigationHref {
  href: string;
  /** External links open in a new tab (spec 2 "Navigation items"). */
  external: boolean;
}

const trimSlashes = (path: string) => path.replace(/^\/+|\/+$/g, '');

/** Where an item leads (spec 2): '/', '/{path}', '/store/{identifier}' or the external URL; null without target. */
export function navigationHref(item: NavigationItem): NavigationHref | null {
  switch (item.type) {
    case 'home':
      return { href: '/', external: false };
    case 'site': {
      // Never a router link to another host ('\\evil.example' would give '/\\evil.example'; issue 36).
      const href = item.target ? internalPath(`/${trimSlashes(item.target)}`) : null;
      return href ? { href, external: false } : null;
    }
    case 'branch':
      return item.target ? { href: `/store/${item.target}`, external: false } : null;
    case 'link':
      return item.target ? { href: item.target, external: true } : null;
  }
}

/** Disabled items are hidden, with their children (spec 2). */
export function visibleNavigation(items: readonly NavigationItem[]): NavigationItem[] {
  return items
    .filter((item) => item.isEnabled !== false)
    .map((item) => (item.children ? { ...item, children: visibleNavigation(item.children) } : item));
}

/** Active when the item matches the route: branch by identifier, site by path, home by root (spec 2). */
export function isNavigationItemActive(item: NavigationItem, route: NavigationRoute): boolean {
  switch (item.type) {
    case 'home':
      return trimSlashes(route.path) === '';
    case 'site':
      return !!item.target && trimSlashes(item.target) === trimSlashes(route.path);
    case 'branch':
      return !!item.target && item.target === route.branch;
    case 'link':
      return false;
  }
}

/** A parent is child-active when any descendant is active (spec 2). */
export function isNavigationChildActive(item: NavigationItem, route: NavigationRoute): boolean {
  return (item.children ?? []).some(
    (child) => isNavigationItemActive(child, route) || isNavigationChildActive(child, route),
  );
}
