// The built index.html with a page's head tags in it (issue 15 item 6). The template's own title,
// description, robots, canonical, Open Graph and Twitter tags are taken out once, and each page's are
// put in their place, every value HTML-escaped; the browser later updates the same tags in place.
import {
  CONSENT_TEXTS,
  type ImageRef,
  imageElement,
  type LeadImage,
  serializeJsonLd,
  STORE_BANNER_SIZES,
} from '@bestell/domain';
import type { SeoPage } from './seo-page.js';

const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text for an HTML element body or a quoted attribute value. */
export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

const TITLE = /<title\b[^>]*>[\s\S]*?<\/title>/i;
/** Tags the pages set themselves (the same ones document-meta.ts updates in the browser). */
const PAGE_TAGS = [
  /[ \t]*<title\b[^>]*>[\s\S]*?<\/title>[ \t]*\r?\n?/gi,
  /[ \t]*<meta\b[^>]*\b(?:name|property)\s*=\s*["']?(?:description|robots|og:[\w:]+|twitter:[\w:]+)["']?[^>]*>[ \t]*\r?\n?/gi,
  /[ \t]*<link\b[^>]*\brel\s*=\s*["']?canonical["']?[^>]*>[ \t]*\r?\n?/gi,
];
const MARK = '\u0000seo-head\u0000';

/** index.html split around the place of the page's head tags (where its <title> was, else before </head>). */
export class PageTemplate {
  private readonly before: string;
  private readonly after: string;
  private readonly indent: string;

  constructor(html: string) {
    const indent = /^([ \t]*)<title\b/im.exec(html)?.[1] ?? '    ';
    let marked = TITLE.test(html) ? html.replace(/[ \t]*<title\b[^>]*>[\s\S]*?<\/title>/i, MARK) : html;
    for (const tag of PAGE_TAGS) marked = marked.replace(tag, '');
    if (!marked.includes(MARK)) {
      // Before </head>; without a head, after <html> or the doctype (tags there belong to the implied
      // head, and nothing may come before the doctype).
      const head = /<\/head>/i.exec(marked);
      const opener = head ? null : (/<html\b[^>]*>/i.exec(marked) ?? /<!doctype[^>]*>/i.exec(marked));
      const at = head ? head.index : opener ? opener.index + opener[0].length : 0;
      marked = `${marked.slice(0, at)}${head ? '' : '\n'}${MARK}\n${marked.slice(at)}`;
    }
    const at = marked.indexOf(MARK);
    this.before = marked.slice(0, at);
    this.after = marked.slice(at + MARK.length);
    this.indent = indent;
  }

  /**
   * The page with these head tags, `shell` (renderShell) inside the app's empty root element, and the
   * `styles` its shell needs linked before </head> (after the entry's, in the order the app loads them).
   */
  render(page: SeoPage, shell = '', styles: string[] = []): string {
    let after = shell ? this.after.replace(ROOT, `$1${shell}$2`) : this.after;
    if (styles.length) {
      const links = styles.map((href) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}">`).join('');
      after = after.replace(/<\/head>/i, `${links}</head>`);
    }
    return `${this.before}${renderHead(page, this.indent)}${after}`;
  }
}

/** The app's root element, empty in the built index.html; React replaces whatever is in it on its first render. */
const ROOT = /(<div id="root">)(<\/div>)/;

/**
 * What a storefront page shows before its scripts have loaded and run (issue 17): a bar with the shop's
 * name where the header will be, the page's banner image where the page will show it, and the
 * storefront's loading text, styled by the entry's CSS (base.css). On a slow phone connection that is
 * seconds earlier than the first rendered page, instead of a blank screen. React's first render replaces
 * it; nothing in it moves, so it causes no layout shift.
 * `consent`: the visitor has not answered the cookie banner yet, so the shell shows it too.
 */
export function renderShell(
  shopName: string,
  {
    consent = null,
    hero = null,
    page = null,
  }: { consent?: { privacyHref: string | null } | null; hero?: ImageRef | null; page?: string | null } = {},
): string {
  return (
    '<div class="app-shell" aria-busy="true">' +
    `<div class="app-shell__bar"><span class="app-shell__name">${escapeHtml(shopName)}</span></div>` +
    (hero ? `<div class="app-shell__page">${renderHero(hero)}</div>` : '') +
    // A page rendered on the server (a content site, site-renderer.ts) where the layout shows its pages.
    (page !== null ? `<div class="sf-main">${page}</div>` : '<p class="app-shell__loading">Wird geladen</p>') +
    (consent ? renderConsentBanner(consent.privacyHref) : '') +
    '</div>'
  );
}

/** ` name="value"`, escaped; nothing for an empty value. */
const attribute = (name: string, value: string | number | null) =>
  value === null || value === '' ? '' : ` ${name}="${escapeHtml(String(value))}"`;

/** An img's attributes as ResponsiveImage renders them, with `sizes` only where there is a srcset. */
function imageAttributes({ image, sizes }: LeadImage) {
  const img = imageElement(image, sizes);
  return { ...img, sizes: img.srcSet ? sizes : null };
}

/** The branch banner's img attributes (StorePage's sizes). */
const heroImage = (image: ImageRef) => imageAttributes({ image, sizes: STORE_BANNER_SIZES });

/**
 * The page's first large picture requested from the head, ahead of the route's scripts (the preload script
 * adds a dozen modulepreloads, and HTTP/1.1 runs six requests at once): the branch banner then arrives
 * before React's first render, so the shell's image is what paints first; a content site's lead picture
 * (domain siteLeadImage) is there when React draws its block. The same srcset and sizes as the img, so
 * the browser picks the same file for both.
 */
function imagePreload(lead: LeadImage): string {
  const img = imageAttributes(lead);
  return (
    '<link rel="preload" as="image" fetchpriority="high"' +
    attribute('href', img.src) +
    attribute('imagesrcset', img.srcSet) +
    attribute('imagesizes', img.sizes) +
    '>'
  );
}

/**
 * The branch page's banner as StorePage's ResponsiveImage renders it (domain imageElement, the same
 * sizes), in a box of the same size: the image the page is opened for loads and paints with the HTML,
 * and React's image then takes its place (Lighthouse's LCP on the branch page).
 */
function renderHero(image: ImageRef): string {
  const img = heroImage(image);
  return (
    '<span class="app-shell__hero">' +
    '<img loading="eager" decoding="async" fetchpriority="high"' +
    attribute('width', img.width) +
    attribute('height', img.height) +
    attribute('sizes', img.sizes) +
    attribute('srcset', img.srcSet) +
    attribute('src', img.src) +
    ` alt="${escapeHtml(img.alt)}"` +
    attribute('style', `object-position: ${img.objectPosition}`) +
    '></span>'
  );
}

/**
 * The cookie banner as the storefront's ConsentBanner renders it (the same elements, classes and texts):
 * painted with the HTML, it is a first visit's largest text, seconds before the scripts could draw it
 * (issue 17: Lighthouse's LCP); React's banner then takes its place unchanged. A click on its buttons
 * before the app runs writes the answer through the preload script (frontend scripts/route-preload.ts).
 */
export function renderConsentBanner(privacyHref: string | null): string {
  const privacy = privacyHref ? ` <a href="${escapeHtml(privacyHref)}">${CONSENT_TEXTS.privacy}</a>` : '';
  const button = (label: string, state: string) =>
    `<button type="button" class="sf-consent__button" data-consent="${state}">${label}</button>`;
  return (
    '<section class="sf-consent" role="dialog" aria-modal="false" aria-labelledby="sf-consent-title">' +
    `<h2 id="sf-consent-title" class="sf-consent__title">${CONSENT_TEXTS.title}</h2>` +
    `<p class="sf-consent__text">${escapeHtml(CONSENT_TEXTS.text)}${privacy}</p>` +
    `<div class="sf-consent__actions">${button(CONSENT_TEXTS.reject, 'rejected')}${button(CONSENT_TEXTS.accept, 'accepted')}</div>` +
    '</section>'
  );
}

/** The head tags of a page: title, description, robots, canonical, Open Graph, Twitter card, JSON-LD. */
export function renderHead(page: SeoPage, indent = ''): string {
  const meta = (attribute: 'name' | 'property', key: string, value: string | null | undefined) =>
    value ? `<meta ${attribute}="${key}" content="${escapeHtml(value)}">` : null;
  const tags = [
    `<title>${escapeHtml(page.title)}</title>`,
    meta('name', 'description', page.description),
    page.noindex ? '<meta name="robots" content="noindex">' : null,
    page.canonical ? `<link rel="canonical" href="${escapeHtml(page.canonical)}">` : null,
    meta('property', 'og:title', page.title),
    meta('property', 'og:description', page.description),
    meta('property', 'og:url', page.canonical),
    meta('property', 'og:type', page.ogType),
    meta('property', 'og:site_name', page.siteName),
    meta('property', 'og:image', page.image),
    meta('name', 'twitter:card', page.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', page.title),
    meta('name', 'twitter:description', page.description),
    meta('name', 'twitter:image', page.image),
    // A data block, not a script: CSP script-src does not apply; serializeJsonLd escapes '<' so it cannot end early.
    ...page.jsonLd.map((data) => `<script type="application/ld+json">${serializeJsonLd(data)}</script>`),
    page.hero
      ? imagePreload({ image: page.hero, sizes: STORE_BANNER_SIZES })
      : page.leadImage
        ? imagePreload(page.leadImage)
        : null,
  ].filter((tag): tag is string => tag !== null);
  return `${indent}${tags.join(`\n${indent}`)}`;
}
