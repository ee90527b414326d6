// Which title, description, canonical URL, preview image and JSON-LD a storefront path gets in the HTML
// the server sends (issue 15 item 6), and its HTTP status. Pure: the rows come from SeoRepository, the
// rules (titles, route table, JSON-LD) from the domain, so the browser and the server agree.
import {
  baseTitle,
  branchMeta,
  checkoutCanonicalPath,
  checkoutMeta,
  contactMeta,
  countryOfTimezone,
  divisionMeta,
  imageFallbackUrl,
  isSiteType,
  jobPostingJsonLd,
  LEGAL_PAGES,
  legalMeta,
  legalPageAvailable,
  normaliseNavigationLink,
  notFoundMeta,
  type PageMeta,
  recipeJsonLd,
  type SeoAddress,
  type SeoOrganization,
  shopMeta,
  siteLeadImage,
  siteMeta,
  type SitemapEntry,
  sitePathOf,
  slugify,
  statusMeta,
  storefrontRoute,
  type StorefrontRoute,
  uploadUrl,
} from '@bestell/domain';
import type { ImageRef, LeadImage } from '@bestell/domain';
import type { ShopConfig } from '../../settings/index.js';
import type { SeoBranchRow, SeoDivisionRow, SeoSiteRow } from './seo.repository.js';

/** The settings the heads read. */
export type SeoShopConfig = Pick<
  ShopConfig,
  | 'shopName'
  | 'title'
  | 'seoTitle'
  | 'description'
  | 'seoDescription'
  | 'businessName'
  | 'website'
  | 'logo'
  | 'timezone'
  | 'updatedAt'
  | 'termsAndConditions'
  | 'termsAndConditionsText'
  | 'privacyPolicy'
  | 'privacyPolicyText'
  | 'imprint'
  | 'imprintText'
  | 'allergens'
  | 'allergensText'
>;

/** Everything a head is built from, loaded together (SeoPages caches it). */
export interface SeoSnapshot {
  config: SeoShopConfig;
  /** By stored (normalised) path; drafts included. */
  sites: Map<string, SeoSiteRow>;
  /** Public, enabled branches in the storefront's order. */
  branches: SeoBranchRow[];
  branchByIdentifier: Map<string, SeoBranchRow>;
  division: SeoDivisionRow | null;
  categories: Map<string, string>;
}

export function seoSnapshot(
  config: SeoShopConfig,
  sites: readonly SeoSiteRow[],
  branches: SeoBranchRow[],
  division: SeoDivisionRow | null,
  categories: Map<string, string>,
): SeoSnapshot {
  return {
    config,
    sites: new Map(sites.map((site) => [site.path, site])),
    branches,
    branchByIdentifier: new Map(branches.map((branch) => [branch.identifier, branch])),
    division,
    categories,
  };
}

export interface SeoPage extends PageMeta {
  status: 200 | 404;
  /** Absolute; null on 404 and in the back office. */
  canonical: string | null;
  ogType: 'website' | 'article';
  siteName: string;
  /** Absolute URL of the preview image. */
  image: string | null;
  jsonLd: Record<string, unknown>[];
  /** The storefront route of the path (domain storefrontRoute), so the page template need not match it again. */
  route: StorefrontRoute['name'];
  /** The page's banner image, which the loading shell shows where the page will (the branch page's first image). */
  hero: ImageRef | null;
  /** A content site's first large picture (domain siteLeadImage), requested from the head; not in the shell. */
  leadImage: LeadImage | null;
}

/** Preview images: the variant of at least this width (Open Graph recommends 1200 px). */
export const PREVIEW_IMAGE_WIDTH = 1200;

type AnyImageRef = { id?: string; version?: number; extension?: string; width?: number; publicHash?: string };

/** Absolute URL of a library image (its preview-size variant) or an older upload; null when incomplete. */
export function absoluteImageUrl(ref: AnyImageRef | null | undefined, publicUrl: string): string | null {
  if (!ref?.id || !ref.version || !ref.extension) return null;
  const image = { id: ref.id, version: ref.version, extension: ref.extension, width: ref.width };
  return (
    publicUrl +
    (ref.publicHash
      ? uploadUrl({ ...image, publicHash: ref.publicHash })
      : imageFallbackUrl(image, PREVIEW_IMAGE_WIDTH))
  );
}

const firstImage = (publicUrl: string, ...refs: (AnyImageRef | null | undefined)[]): string | null => {
  for (const ref of refs) {
    const url = absoluteImageUrl(ref, publicUrl);
    if (url) return url;
  }
  return null;
};

const enc = encodeURIComponent;

/** A path that must be a staff member's to show (a draft site): only then is the session looked up. */
export function isDraftPath(pathname: string, snapshot: SeoSnapshot): boolean {
  if (storefrontRoute(pathname).name !== 'site') return false;
  const path = sitePathOf(pathname);
  const site = path ? snapshot.sites.get(path) : undefined;
  return !!site && !site.isPublic;
}

export function organizationOf(config: SeoShopConfig, publicUrl: string): SeoOrganization {
  return {
    name: config.businessName || config.shopName || baseTitle(config) || new URL(publicUrl).hostname,
    url: (config.website && normaliseNavigationLink(config.website)) || `${publicUrl}/`,
    logo: absoluteImageUrl(config.logo, publicUrl),
  };
}

/** The job location: the first branch's address, the country from the shop's timezone. */
function jobAddress(snapshot: SeoSnapshot): SeoAddress | null {
  const branch = snapshot.branches[0];
  if (!branch || !(branch.street || branch.zipCode || branch.city)) return null;
  return {
    street: branch.street,
    zipCode: branch.zipCode,
    city: branch.city,
    country: countryOfTimezone(snapshot.config.timezone),
  };
}

function siteJsonLd(site: SeoSiteRow, url: string, image: string | null, snapshot: SeoSnapshot, publicUrl: string) {
  if (!site.isPublic || !site.content) return [];
  const dated = { ...site, createdAt: site.createdAt.toISOString(), updatedAt: site.updatedAt.toISOString() };
  const organization = organizationOf(snapshot.config, publicUrl);
  if (site.type === 'recipe')
    return [recipeJsonLd({ ...dated, content: site.content }, { url, images: image ? [image] : [], organization })];
  if (site.type === 'job')
    return [
      jobPostingJsonLd({ ...dated, content: site.content }, { url, organization, address: jobAddress(snapshot) }),
    ];
  return [];
}

/**
 * The head of `pathname` (the raw request path) and its status: 404 for unknown branches, unavailable
 * legal pages, and paths that are no site (or a draft, unless `staff`); drafts and private pages noindex.
 */
export function describePage(
  pathname: string,
  snapshot: SeoSnapshot,
  options: { publicUrl: string; staff: boolean },
): SeoPage {
  const { config } = snapshot;
  const { publicUrl } = options;
  const siteName = baseTitle(config);
  const logo = config.logo;
  const route = storefrontRoute(pathname);
  const page = (
    meta: PageMeta,
    canonicalPath: string | null,
    extra: Partial<Pick<SeoPage, 'image' | 'jsonLd' | 'ogType' | 'hero' | 'leadImage'>> = {},
  ): SeoPage => ({
    ...meta,
    status: 200,
    canonical: canonicalPath === null ? null : publicUrl + canonicalPath,
    ogType: extra.ogType ?? 'website',
    siteName,
    image: extra.image === undefined ? firstImage(publicUrl, logo) : extra.image,
    jsonLd: extra.jsonLd ?? [],
    route: route.name,
    hero: extra.hero ?? null,
    leadImage: extra.leadImage ?? null,
  });
  const notFound = (): SeoPage => ({ ...page(notFoundMeta(config), null), status: 404 });

  switch (route.name) {
    case 'division': {
      const division = snapshot.division;
      return page(divisionMeta(division, config), '/', { image: firstImage(publicUrl, division?.images?.[0], logo) });
    }
    case 'branch': {
      const branch = snapshot.branchByIdentifier.get(route.branch);
      if (!branch) return notFound();
      return page(branchMeta(branch, config), `/store/${enc(branch.identifier)}`, {
        image: firstImage(publicUrl, branch.images?.[0], branch.logo, logo),
        hero: branch.images?.[0] ?? null,
      });
    }
    case 'checkout':
    case 'checkout_error':
      return page(checkoutMeta(config), checkoutCanonicalPath(route.variant, route.branch));
    case 'status':
      // No canonical URL: the path holds the order's secret.
      return page(statusMeta(config), null);
    case 'shop': {
      const name = route.categoryId ? snapshot.categories.get(route.categoryId) : undefined;
      const path =
        name !== undefined
          ? `/shop/${enc(route.categoryId!)}/${slugify(name) || 'kategorie'}`
          : route.branch
            ? `/shop/${enc(route.branch)}`
            : '/shop';
      return page(shopMeta(name, config), path);
    }
    case 'contact':
      return page(contactMeta(config), '/kontakt');
    case 'legal':
      if (!legalPageAvailable(route.kind, config)) return notFound();
      return page(legalMeta(LEGAL_PAGES[route.kind].label, config), LEGAL_PAGES[route.kind].path);
    case 'backoffice':
    case 'device':
      return page({ title: siteName, description: '', noindex: true }, null);
    case 'site': {
      const path = sitePathOf(pathname);
      const site = path ? snapshot.sites.get(path) : undefined;
      if (!site || !(site.isPublic || options.staff)) return notFound();
      const canonical = `/${site.path}`;
      const recipeImage = site.type === 'recipe' ? (site.content?.image as AnyImageRef | null | undefined) : null;
      const image = firstImage(publicUrl, site.seoImage, recipeImage, logo);
      return page({ ...siteMeta(site, config), noindex: !site.isPublic }, canonical, {
        image,
        ogType: site.type === 'recipe' || site.type === 'job' ? 'article' : 'website',
        jsonLd: siteJsonLd(site, publicUrl + canonical, image, snapshot, publicUrl),
        leadImage: siteLeadImage(site),
      });
    }
  }
}

/** sitemap.xml entries: the home page, every public branch and every public site of a known type. */
export function sitemapEntries(snapshot: SeoSnapshot, publicUrl: string): SitemapEntry[] {
  const times = [snapshot.config.updatedAt, snapshot.division?.updatedAt, ...snapshot.branches.map((b) => b.updatedAt)]
    .filter((d): d is Date => d instanceof Date)
    .map((d) => d.getTime());
  return [
    { loc: `${publicUrl}/`, lastmod: times.length ? new Date(Math.max(...times)) : null },
    ...snapshot.branches.map((b) => ({ loc: `${publicUrl}/store/${enc(b.identifier)}`, lastmod: b.updatedAt })),
    ...[...snapshot.sites.values()]
      .filter((site) => site.isPublic && isSiteType(site.type))
      .map((site) => ({ loc: `${publicUrl}/${site.path}`, lastmod: site.updatedAt })),
  ];
}
