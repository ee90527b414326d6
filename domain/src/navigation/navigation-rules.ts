// What a stored navigation (spec 3 "Navigation") may hold: the item types, how deep the tree may be,
// and how site paths and external links are written before they are saved.
export const NAVIGATION_ITEM_TYPES = ['home', 'site', 'branch', 'link'] as const;

/** Top level, children and grandchildren: the burger menu and footer show no deeper trees. */
export const NAVIGATION_MAX_DEPTH = 3;

/** Identifiers are names such as mainMenu or secondaryMenu (spec 3), so capitals are allowed. */
export const NAVIGATION_IDENTIFIER = /^[A-Za-z][A-Za-z0-9_-]*$/;

/** Any item tree: navigation items, their stored form or form values. */
export interface NavigationTree {
  children?: readonly NavigationTree[] | null;
}

/** Levels of the tree: 0 for no items, 1 for a flat list. */
export function navigationDepth(items: readonly NavigationTree[] | null | undefined): number {
  if (!items?.length) return 0;
  return 1 + Math.max(...items.map((item) => navigationDepth(item.children)));
}

/** Items in the whole tree. */
export function navigationSize(items: readonly NavigationTree[] | null | undefined): number {
  return (items ?? []).reduce((sum, item) => sum + 1 + navigationSize(item.children), 0);
}

const SEGMENT = /^[A-Za-z0-9._~-]+$/;

/** A site target is the page path without slashes around it ('kontakt', 'site/imprint'); null when unusable. */
export function normaliseSitePath(target: string): string | null {
  const path = target.trim().replace(/^\/+|\/+$/g, '');
  if (!path) return null;
  const segments = path.split('/');
  return segments.every((segment) => SEGMENT.test(segment) && segment !== '.' && segment !== '..') ? path : null;
}

/**
 * An external link target: 'https://' is added when the scheme is missing (spec 2 link rule); only
 * http(s) URLs with a dotted host (or localhost) pass, so 'javascript:' or a bare word never do.
 */
export function normaliseNavigationLink(target: string): string | null {
  const trimmed = target.trim();
  if (!trimmed || /\s/.test(trimmed)) return null;
  // 'host:8080' has a port, not a scheme.
  const hasScheme = /^[a-z][a-z0-9+.-]*:(?!\d)/i.test(trimmed);
  const url = hasScheme ? trimmed : `https://${trimmed.replace(/^\/+/, '')}`;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
  const host = parsed.hostname;
  if (host !== 'localhost' && !host.includes('.')) return null;
  return url;
}
