// Page titles, descriptions and robots rules per storefront route (spec 2 "Route names used for titles"):
// the browser sets them on every route change, the server renders the same into the HTML it sends, so
// a crawler without JavaScript reads what a visitor's tab shows. Also the route table the server uses
// to tell which page a path is (mirrors the browser router) and the sitemap / robots.txt texts.
import { STOREFRONT_TEXTS } from '../messages/storefront.js';
import { normaliseSitePath } from '../navigation/navigation-rules.js';
import type { SiteView } from './content-views.js';

/** The shop settings the title rules read (spec 3 "Config"). */
export interface SeoConfig {
  shopName?: string | null;
  title?: string | null;
  seoTitle?: string | null;
  description?: string | null;
  seoDescription?: string | null;
}

/** What a page puts into <title>, the description and the robots meta. */
export interface PageMeta {
  title: string;
  description: string;
  /** Pages that belong to one visitor (checkout, status) or to nobody (404): kept out of search indexes. */
  noindex: boolean;
}

/** Base title falls back from seoTitle to title to shopName (spec 2). */
export function baseTitle(config: Pick<SeoConfig, 'seoTitle' | 'title' | 'shopName'>): string {
  return config.seoTitle || config.title || config.shopName || '';
}

/** Description falls back from seoDescription to description (spec 2). */
export function baseDescription(config: Pick<SeoConfig, 'seoDescription' | 'description'>): string {
  return config.seoDescription || config.description || '';
}

/** '{prefix} - {base}', or the base alone. */
export function pageTitle(prefix: string | null | undefined, base: string): string {
  return prefix ? (base ? `${prefix} - ${base}` : prefix) : base;
}

/** The page heading text of a site: its title, else its name (spec 2 title rule). */
export const siteHeading = (site: Pick<SiteView, 'title' | 'name'>): string => site.title?.trim() || site.name;

const meta = (title: string, description: string, noindex = false): PageMeta => ({ title, description, noindex });

/** Site: '{site title or name} - {shop title}'; a site's own SEO title wins; description falls back to the shop's. */
export function siteMeta(
  site: Pick<SiteView, 'title' | 'name' | 'description' | 'seoTitle' | 'seoDescription'>,
  config: SeoConfig,
): PageMeta {
  return meta(
    pageTitle(site.seoTitle?.trim() || siteHeading(site), baseTitle(config)),
    site.seoDescription || site.description || baseDescription(config),
  );
}

/** Division (home, '/'): '{title} - ' prefix if any; the division's description, else the shop's. */
export function divisionMeta(
  division: { title?: string | null; description?: string | null } | null | undefined,
  config: SeoConfig,
): PageMeta {
  return meta(pageTitle(division?.title, baseTitle(config)), division?.description || baseDescription(config));
}

/** Branch: '{branch name} - ...' with the branch description; an unknown branch is the 404 page. */
export function branchMeta(
  branch: { name: string; description?: string | null } | null | undefined,
  config: SeoConfig,
): PageMeta {
  if (!branch) return notFoundMeta(config);
  return meta(pageTitle(branch.name, baseTitle(config)), branch.description || baseDescription(config));
}

/**
 * Checkout (and checkout_error): 'Bestellvorgang - ...'. Crawlable (its URL holds no secret, unlike the
 * status page's); its canonical URL is the branch page (checkoutPath), which search engines list instead.
 */
export function checkoutMeta(config: SeoConfig): PageMeta {
  return meta(pageTitle(STOREFRONT_TEXTS.checkoutTitle, baseTitle(config)), baseDescription(config));
}

/** The canonical path of a checkout: the branch page it belongs to (`/store/:branch` or `/shop/:branch`). */
export const checkoutCanonicalPath = (variant: string, branch: string): string =>
  `/${variant}/${encodeURIComponent(branch)}`;

/** Status: 'Bestellstatus - ...', never indexed (the URL holds the order's secret). */
export function statusMeta(config: SeoConfig): PageMeta {
  return meta(pageTitle(STOREFRONT_TEXTS.statusTitle, baseTitle(config)), baseDescription(config), true);
}

/** Shop variant: the category's name, else 'Shop'. */
export function shopMeta(categoryName: string | null | undefined, config: SeoConfig): PageMeta {
  return meta(pageTitle(categoryName || 'Shop', baseTitle(config)), baseDescription(config));
}

/** Contact page (/kontakt). */
export function contactMeta(config: SeoConfig): PageMeta {
  return meta(pageTitle('Kontakt', baseTitle(config)), baseDescription(config));
}

/** Legal pages (AGB, Datenschutz, Impressum, Allergene). */
export function legalMeta(label: string, config: SeoConfig): PageMeta {
  return meta(pageTitle(label, baseTitle(config)), baseDescription(config));
}

/** No route or site matches: '404 Not Found - ...'. */
export function notFoundMeta(config: SeoConfig): PageMeta {
  return meta(pageTitle(STOREFRONT_TEXTS.notFoundTitle, baseTitle(config)), '', true);
}

// ---------------------------------------------------------------------------------------------
// Legal pages and the route table

/** Legal pages (spec 2): the internal page shows the text setting, else the external link of the url setting. */
export const LEGAL_PAGES = {
  terms: {
    label: 'AGB',
    path: '/site/terms-and-conditions',
    text: 'termsAndConditionsText',
    url: 'termsAndConditions',
  },
  privacy: { label: 'Datenschutz', path: '/site/privacy', text: 'privacyPolicyText', url: 'privacyPolicy' },
  imprint: { label: 'Impressum', path: '/site/imprint', text: 'imprintText', url: 'imprint' },
  allergens: { label: 'Allergene', path: '/site/allergens', text: 'allergensText', url: 'allergens' },
} as const;
export type LegalKind = keyof typeof LEGAL_PAGES;
type LegalSetting = (typeof LEGAL_PAGES)[LegalKind]['text' | 'url'];

const isSet = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** Where a link to a legal page goes: its internal page when the text is set, else the external link (spec 2). */
export function legalHref(
  kind: LegalKind,
  config: Partial<Record<LegalSetting, unknown>>,
): { to: string; external: boolean } | null {
  const page = LEGAL_PAGES[kind];
  const url = config[page.url];
  if (isSet(config[page.text])) return { to: page.path, external: false };
  return isSet(url) ? { to: url, external: true } : null;
}

/** A legal page has content when its text or its external link is set; otherwise it is the 404 page. */
export function legalPageAvailable(kind: LegalKind, config: Partial<Record<LegalSetting, unknown>>): boolean {
  return legalHref(kind, config) !== null;
}

/** Extra paths of legal pages besides /site/...: /datenschutz and /agb (spec 2). */
const LEGAL_ALIASES: Readonly<Record<string, LegalKind>> = { datenschutz: 'privacy', agb: 'terms' };
const LEGAL_SITE_PATHS: Readonly<Record<string, LegalKind>> = Object.fromEntries(
  (Object.keys(LEGAL_PAGES) as LegalKind[]).map((kind) => [LEGAL_PAGES[kind].path.slice('/site/'.length), kind]),
);

/** Which storefront page a path shows; route names of spec 2 (site, division, branch, checkout, checkout_error, status). */
export type StorefrontRoute =
  | { name: 'division' }
  | { name: 'branch'; branch: string }
  | { name: 'checkout' | 'checkout_error'; variant: 'store' | 'shop'; branch: string }
  | { name: 'status' }
  | { name: 'shop'; branch: string | null; categoryId: string | null }
  | { name: 'contact' }
  | { name: 'legal'; kind: LegalKind }
  | { name: 'backoffice' }
  /** A device's own screen outside the shop layout: the kiosk, the branch tablet's time clock, a signage TV. */
  | { name: 'device' }
  /** Any other path: a content site, matched by sitePathOf(pathname). */
  | { name: 'site' };

const decode = (segment: string): string => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/**
 * The route of a request path, as the browser router matches it (frontend/src/router.tsx): literal
 * segments case-insensitive, parameters decoded, empty segments and trailing slashes ignored.
 */
export function storefrontRoute(pathname: string): StorefrontRoute {
  const raw = pathname.split('/').filter(Boolean);
  const at = (i: number) => decode(raw[i]!);
  const is = (i: number, literal: string) => raw[i]?.toLowerCase() === literal;
  const n = raw.length;
  if (n === 0) return { name: 'division' };
  if (is(0, 'backend')) return { name: 'backoffice' };
  if (is(0, 'kiosk') || (n === 1 && is(0, 'zeiterfassung')) || (n === 2 && is(0, 'signage'))) return { name: 'device' };
  if (is(0, 'store') && n === 2) return { name: 'branch', branch: at(1) };
  if (is(0, 'store') && n === 3 && is(2, 'checkout')) return { name: 'checkout', variant: 'store', branch: at(1) };
  if (is(0, 'store') && n === 4 && is(2, 'checkout') && is(3, 'error'))
    return { name: 'checkout_error', variant: 'store', branch: at(1) };
  if (is(0, 'shop') && n === 3 && is(2, 'checkout')) return { name: 'checkout', variant: 'shop', branch: at(1) };
  // shop/*: one segment picks the branch, two are a category (id, slug); other shapes list everything.
  if (is(0, 'shop')) return { name: 'shop', branch: n === 2 ? at(1) : null, categoryId: n === 3 ? at(1) : null };
  if (is(0, 'status') && n === 3) return { name: 'status' };
  if (n === 1 && is(0, 'kontakt')) return { name: 'contact' };
  if (n === 1 && Object.hasOwn(LEGAL_ALIASES, raw[0]!.toLowerCase()))
    return { name: 'legal', kind: LEGAL_ALIASES[raw[0]!.toLowerCase()]! };
  if (n === 2 && is(0, 'site') && Object.hasOwn(LEGAL_SITE_PATHS, raw[1]!.toLowerCase()))
    return { name: 'legal', kind: LEGAL_SITE_PATHS[raw[1]!.toLowerCase()]! };
  return { name: 'site' };
}

/** The stored site path a browser path asks for ('/ueber-uns/' -> 'ueber-uns'; case kept), or null. */
export function sitePathOf(pathname: string): string | null {
  return normaliseSitePath(decode(pathname));
}

/** The site for a browser path; drafts only for staff. */
export function matchSite<S extends Pick<SiteView, 'path' | 'isPublic'>>(
  sites: readonly S[],
  pathname: string,
  staff: boolean,
): S | null {
  const path = sitePathOf(pathname);
  if (!path) return null;
  return sites.find((site) => normaliseSitePath(site.path) === path && (site.isPublic || staff)) ?? null;
}

// ---------------------------------------------------------------------------------------------
// sitemap.xml and robots.txt

export interface SitemapEntry {
  /** Absolute URL. */
  loc: string;
  lastmod?: Date | string | null;
}

const xmlEscape = (value: string): string =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

/** W3C datetime of the sitemap protocol, to the second in UTC; null for an unusable date. */
function lastmod(value: Date | string | null | undefined): string | null {
  if (!value) return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** sitemaps.org XML of the entries (the sitemap protocol 0.9). */
export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const modified = lastmod(entry.lastmod);
    return `  <url><loc>${xmlEscape(entry.loc)}</loc>${modified ? `<lastmod>${modified}</lastmod>` : ''}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * robots.txt: everything public may be crawled; the back office, the API, order status pages (they hold
 * the order's secret) and checkouts may not. /api/init stays allowed, so a crawler that runs the app
 * can still render the storefront (the longer, more specific rule wins).
 */
export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Allow: /api/init',
    'Disallow: /backend',
    'Disallow: /api/',
    'Disallow: /status/',
    '',
    `Sitemap: ${publicUrl.replace(/\/+$/, '')}/sitemap.xml`,
    '',
  ].join('\n');
}
