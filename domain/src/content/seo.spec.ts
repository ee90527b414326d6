// Spec 2 "Route names used for titles": title, description and robots rule per route, the route table
// the server matches paths with (the browser router's), sitemap.xml and robots.txt.
import { describe, expect, it } from '@jest/globals';
import {
  baseDescription,
  baseTitle,
  branchMeta,
  checkoutMeta,
  contactMeta,
  divisionMeta,
  legalHref,
  legalMeta,
  legalPageAvailable,
  matchSite,
  notFoundMeta,
  pageTitle,
  robotsTxt,
  shopMeta,
  siteHeading,
  siteMeta,
  sitemapXml,
  sitePathOf,
  statusMeta,
  storefrontRoute,
} from './seo.js';

const config = {
  shopName: 'Sonnleitner',
  title: 'Bäckerei Sonnleitner',
  seoTitle: '',
  description: 'Brot',
  seoDescription: '',
};

describe('base title and description (spec 2)', () => {
  it.each([
    [{ seoTitle: 'SEO', title: 'Titel', shopName: 'Shop' }, 'SEO'],
    [{ seoTitle: '', title: 'Titel', shopName: 'Shop' }, 'Titel'],
    [{ seoTitle: null, title: null, shopName: 'Shop' }, 'Shop'],
    [{}, ''],
  ])('%j -> %s', (c, title) => expect(baseTitle(c)).toBe(title));

  it.each([
    [{ seoDescription: 'SEO', description: 'Text' }, 'SEO'],
    [{ seoDescription: '', description: 'Text' }, 'Text'],
    [{}, ''],
  ])('%j -> %s', (c, description) => expect(baseDescription(c)).toBe(description));

  it.each([
    ['Seite', 'Shop', 'Seite - Shop'],
    ['Seite', '', 'Seite'],
    [null, 'Shop', 'Shop'],
    ['', 'Shop', 'Shop'],
  ])('pageTitle(%s, %s) = %s', (prefix, base, title) => expect(pageTitle(prefix, base)).toBe(title));
});

describe('page meta per route', () => {
  const site = { name: 'ueber-uns', title: 'Über uns', description: 'Seit 1921', seoTitle: null, seoDescription: null };

  it.each([
    ['site', siteMeta(site, config), 'Über uns - Bäckerei Sonnleitner', 'Seit 1921', false],
    [
      'site: name without title',
      siteMeta({ ...site, title: '  ' }, config),
      'ueber-uns - Bäckerei Sonnleitner',
      'Seit 1921',
      false,
    ],
    [
      'site: own SEO texts',
      siteMeta({ ...site, seoTitle: 'Geschichte', seoDescription: 'Hundert Jahre' }, config),
      'Geschichte - Bäckerei Sonnleitner',
      'Hundert Jahre',
      false,
    ],
    [
      'site: shop description',
      siteMeta({ ...site, description: null }, config),
      'Über uns - Bäckerei Sonnleitner',
      'Brot',
      false,
    ],
    [
      'division',
      divisionMeta({ title: 'Filialen', description: 'Alle' }, config),
      'Filialen - Bäckerei Sonnleitner',
      'Alle',
      false,
    ],
    ['no division', divisionMeta(undefined, config), 'Bäckerei Sonnleitner', 'Brot', false],
    [
      'branch',
      branchMeta({ name: 'Wien', description: 'Am Markt' }, config),
      'Wien - Bäckerei Sonnleitner',
      'Am Markt',
      false,
    ],
    [
      'branch without description',
      branchMeta({ name: 'Wien', description: '' }, config),
      'Wien - Bäckerei Sonnleitner',
      'Brot',
      false,
    ],
    ['unknown branch', branchMeta(null, config), '404 Not Found - Bäckerei Sonnleitner', '', true],
    ['checkout', checkoutMeta(config), 'Bestellvorgang - Bäckerei Sonnleitner', 'Brot', false],
    ['status', statusMeta(config), 'Bestellstatus - Bäckerei Sonnleitner', 'Brot', true],
    ['shop', shopMeta(null, config), 'Shop - Bäckerei Sonnleitner', 'Brot', false],
    ['shop category', shopMeta('Brot & Gebäck', config), 'Brot & Gebäck - Bäckerei Sonnleitner', 'Brot', false],
    ['contact', contactMeta(config), 'Kontakt - Bäckerei Sonnleitner', 'Brot', false],
    ['legal', legalMeta('Impressum', config), 'Impressum - Bäckerei Sonnleitner', 'Brot', false],
    ['404', notFoundMeta(config), '404 Not Found - Bäckerei Sonnleitner', '', true],
  ])('%s', (_name, meta, title, description, noindex) => {
    expect(meta).toEqual({ title, description, noindex });
  });

  it('siteHeading: title, else name', () => {
    expect(siteHeading({ title: ' Titel ', name: 'n' })).toBe('Titel');
    expect(siteHeading({ title: null, name: 'n' })).toBe('n');
  });
});

describe('legal pages', () => {
  it('are there when their text or their link is set', () => {
    expect(legalPageAvailable('imprint', { imprintText: '# Impressum' })).toBe(true);
    expect(legalPageAvailable('imprint', { imprint: 'https://example.at/impressum' })).toBe(true);
    expect(legalPageAvailable('imprint', { imprintText: '  ', imprint: '' })).toBe(false);
    expect(legalPageAvailable('privacy', {})).toBe(false);
  });

  it('link to their internal page when the text is set, else to the external link', () => {
    const both = { privacyPolicyText: '# Datenschutz', privacyPolicy: 'https://example.at/ds' };
    expect(legalHref('privacy', both)).toEqual({ to: '/site/privacy', external: false });
    expect(legalHref('privacy', { ...both, privacyPolicyText: ' ' })).toEqual({
      to: 'https://example.at/ds',
      external: true,
    });
    expect(legalHref('privacy', { privacyPolicy: '' })).toBeNull();
  });
});

describe('storefrontRoute (frontend/src/router.tsx)', () => {
  it.each([
    ['/', { name: 'division' }],
    ['', { name: 'division' }],
    ['/store/wien', { name: 'branch', branch: 'wien' }],
    ['/Store/wien/', { name: 'branch', branch: 'wien' }],
    ['/store/m%C3%BCnchen', { name: 'branch', branch: 'münchen' }],
    ['/store/%E0%A4%A', { name: 'branch', branch: '%E0%A4%A' }],
    ['/store/wien/checkout', { name: 'checkout', variant: 'store', branch: 'wien' }],
    ['/store/wien/checkout/error', { name: 'checkout_error', variant: 'store', branch: 'wien' }],
    ['/shop/wien/checkout', { name: 'checkout', variant: 'shop', branch: 'wien' }],
    ['/shop', { name: 'shop', branch: null, categoryId: null }],
    ['/shop/wien', { name: 'shop', branch: 'wien', categoryId: null }],
    ['/shop/c1/brot', { name: 'shop', branch: null, categoryId: 'c1' }],
    ['/shop/a/b/c', { name: 'shop', branch: null, categoryId: null }],
    ['/status/uid/hash', { name: 'status' }],
    ['/kontakt', { name: 'contact' }],
    ['/datenschutz', { name: 'legal', kind: 'privacy' }],
    ['/agb', { name: 'legal', kind: 'terms' }],
    ['/site/imprint', { name: 'legal', kind: 'imprint' }],
    ['/site/terms-and-conditions', { name: 'legal', kind: 'terms' }],
    ['/site/allergens', { name: 'legal', kind: 'allergens' }],
    ['/backend', { name: 'backoffice' }],
    ['/backend/login', { name: 'backoffice' }],
    ['/kiosk', { name: 'device' }],
    ['/kiosk/bestellen', { name: 'device' }],
    ['/zeiterfassung', { name: 'device' }],
    ['/signage/3f2a', { name: 'device' }],
    ['/signage', { name: 'site' }],
    ['/ueber-uns', { name: 'site' }],
    ['/store', { name: 'site' }],
    ['/status/uid', { name: 'site' }],
    ['/site/other', { name: 'site' }],
    ['/kontakt/mehr', { name: 'site' }],
  ])('%s', (path, route) => expect(storefrontRoute(path)).toEqual(route));
});

describe('site paths', () => {
  it.each([
    ['/ueber-uns', 'ueber-uns'],
    ['/rezepte/apfelstrudel/', 'rezepte/apfelstrudel'],
    ['/Rezepte', 'Rezepte'],
    ['/%75eber-uns', 'ueber-uns'],
    ['/', null],
    ['/a b', null],
    ['/%E0%A4%A', null],
  ])('sitePathOf(%s) = %s', (path, site) => expect(sitePathOf(path)).toBe(site));

  const sites = [
    { path: 'ueber-uns', isPublic: true },
    { path: 'entwurf', isPublic: false },
  ];
  it('matchSite: public sites for everyone, drafts only for staff', () => {
    expect(matchSite(sites, '/ueber-uns/', false)).toBe(sites[0]);
    expect(matchSite(sites, '/entwurf', false)).toBeNull();
    expect(matchSite(sites, '/entwurf', true)).toBe(sites[1]);
    expect(matchSite(sites, '/', true)).toBeNull();
    expect(matchSite(sites, '/nichts', true)).toBeNull();
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('lists each URL with its last change, escaped', () => {
    const xml = sitemapXml([
      { loc: 'https://shop.example.at/', lastmod: new Date('2026-05-01T10:20:30.456Z') },
      { loc: 'https://shop.example.at/a?x=1&y=<2>', lastmod: '2026-05-02T00:00:00Z' },
      { loc: 'https://shop.example.at/b', lastmod: 'kein Datum' },
      { loc: 'https://shop.example.at/c' },
    ]);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain('<url><loc>https://shop.example.at/</loc><lastmod>2026-05-01T10:20:30Z</lastmod></url>');
    expect(xml).toContain(
      '<loc>https://shop.example.at/a?x=1&amp;y=&lt;2&gt;</loc><lastmod>2026-05-02T00:00:00Z</lastmod>',
    );
    expect(xml).toContain('<url><loc>https://shop.example.at/b</loc></url>');
    expect(xml).toContain('<url><loc>https://shop.example.at/c</loc></url>');
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });

  it('robots.txt keeps crawlers out of private paths and names the sitemap', () => {
    const text = robotsTxt('https://shop.example.at/');
    expect(text.split('\n')).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Allow: /',
        'Disallow: /backend',
        'Disallow: /api/',
        'Disallow: /status/',
        'Sitemap: https://shop.example.at/sitemap.xml',
      ]),
    );
    // The checkout is crawlable (canonical: its branch page); only the status page's URL holds a secret.
    expect(text).not.toMatch(/checkout/);
  });
});
