import { describe, expect, it } from '@jest/globals';
import { SITE_IMAGE_SIZES } from '@bestell/domain';
import {
  absoluteImageUrl,
  describePage,
  isDraftPath,
  organizationOf,
  type SeoShopConfig,
  seoSnapshot,
  sitemapEntries,
} from './seo-page.js';
import type { SeoBranchRow, SeoDivisionRow, SeoSiteRow } from './seo.repository.js';

const SHOP_URL = 'https://shop.example.at';
const at = (day: number) => new Date(Date.UTC(2026, 4, day));
const logo = { id: 'logo', version: 2, extension: 'png', width: 400 };

const config = (overrides: Partial<SeoShopConfig> = {}): SeoShopConfig => ({
  shopName: 'Sonnleitner',
  title: 'Bäckerei Sonnleitner',
  seoTitle: '',
  description: 'Brot',
  seoDescription: '',
  businessName: '',
  website: 'www.sonnleitner.at',
  logo,
  timezone: 'Europe/Vienna',
  updatedAt: at(1),
  termsAndConditions: '',
  termsAndConditionsText: '',
  privacyPolicy: 'https://example.at/datenschutz',
  privacyPolicyText: '',
  imprint: '',
  imprintText: '',
  allergens: '',
  allergensText: '',
  ...overrides,
});

const site = (overrides: Partial<SeoSiteRow>): SeoSiteRow => ({
  id: 's',
  path: 'seite',
  type: 'default',
  name: 'Seite',
  title: null,
  description: null,
  isPublic: true,
  seoTitle: null,
  seoDescription: null,
  seoImage: null,
  content: null,
  createdAt: at(2),
  updatedAt: at(3),
  ...overrides,
});

const branch = (overrides: Partial<SeoBranchRow> = {}): SeoBranchRow => ({
  identifier: 'graz',
  name: 'Graz',
  description: '',
  street: 'Lendplatz 1',
  zipCode: '8020',
  city: 'Graz',
  images: [],
  logo: null,
  updatedAt: at(4),
  ...overrides,
});

const division: SeoDivisionRow = { title: '', description: '', images: [], updatedAt: at(5) };

const snapshot = (overrides: { config?: SeoShopConfig; sites?: SeoSiteRow[]; branches?: SeoBranchRow[] } = {}) =>
  seoSnapshot(
    overrides.config ?? config(),
    overrides.sites ?? [
      site({ path: 'ueber-uns', title: 'Über uns' }),
      site({ path: 'entwurf', isPublic: false }),
      site({ path: 'kaputt', type: 'gallery' }),
      site({
        path: 'rezepte/brot',
        type: 'recipe',
        name: 'Brot',
        content: { image: { id: 'r', version: 1, extension: 'jpg' }, portions: 2, time: '2 Stunden', body: [] },
      }),
      site({ path: 'karriere/baecker', type: 'job', name: 'Bäcker', content: { workload: '100 %', body: [] } }),
    ],
    overrides.branches ?? [
      branch(),
      branch({ identifier: 'wien', name: 'Wien', images: [{ id: 'w', version: 3, extension: 'jpg', width: 2000 }] }),
    ],
    division,
    new Map([['c1', 'Brot & Gebäck']]),
  );

const pageOf = (path: string, staff = false, snap = snapshot()) =>
  describePage(path, snap, { publicUrl: SHOP_URL, staff });

describe('absoluteImageUrl', () => {
  it('library images as their preview variant, uploads by their hash; incomplete refs give nothing', () => {
    expect(absoluteImageUrl({ id: 'a', version: 1, extension: 'jpg', width: 2000 }, SHOP_URL)).toBe(
      `${SHOP_URL}/image/medium/a-1.jpg`,
    );
    expect(absoluteImageUrl({ id: 'a', version: 1, extension: 'jpg' }, SHOP_URL)).toBe(`${SHOP_URL}/image/a-1.jpg`);
    expect(absoluteImageUrl({ id: 'u', version: 1, extension: 'pdf', publicHash: 'h' }, SHOP_URL)).toBe(
      `${SHOP_URL}/upload/h/u-1.pdf`,
    );
    expect(absoluteImageUrl({ id: 'a', extension: 'jpg' }, SHOP_URL)).toBeNull();
    expect(absoluteImageUrl(null, SHOP_URL)).toBeNull();
  });
});

describe('organizationOf', () => {
  it('business name, else shop name, else title, else the host; the website with https://', () => {
    expect(organizationOf(config({ businessName: 'GmbH' }), SHOP_URL)).toEqual({
      name: 'GmbH',
      url: 'https://www.sonnleitner.at',
      logo: `${SHOP_URL}/image/logo-2.png`,
    });
    expect(organizationOf(config({ shopName: '', website: '', logo: null }), SHOP_URL)).toEqual({
      name: 'Bäckerei Sonnleitner',
      url: `${SHOP_URL}/`,
      logo: null,
    });
    expect(organizationOf(config({ shopName: '', title: '' }), SHOP_URL).name).toBe('shop.example.at');
  });
});

describe('describePage', () => {
  it('a site: its title, canonical path and the shop logo as image', () => {
    expect(pageOf('/ueber-uns/')).toEqual({
      title: 'Über uns - Bäckerei Sonnleitner',
      description: 'Brot',
      noindex: false,
      status: 200,
      canonical: `${SHOP_URL}/ueber-uns`,
      ogType: 'website',
      siteName: 'Bäckerei Sonnleitner',
      image: `${SHOP_URL}/image/logo-2.png`,
      jsonLd: [],
      route: 'site',
      hero: null,
      leadImage: null,
    });
  });

  it('a recipe: article, the recipe image, Recipe JSON-LD; a job: JobPosting at the first branch', () => {
    const recipe = pageOf('/rezepte/brot');
    expect(recipe).toMatchObject({ ogType: 'article', image: `${SHOP_URL}/image/r-1.jpg` });
    // The recipe's picture is its lead image, across the page (domain siteLeadImage).
    expect(recipe.leadImage).toEqual({ image: expect.objectContaining({ id: 'r' }), sizes: SITE_IMAGE_SIZES.wide });
    expect(recipe.jsonLd).toEqual([
      expect.objectContaining({ '@type': 'Recipe', totalTime: 'PT2H', recipeYield: '2' }),
    ]);
    const job = pageOf('/karriere/baecker');
    expect(job.jsonLd).toEqual([
      expect.objectContaining({
        '@type': 'JobPosting',
        employmentType: 'FULL_TIME',
        jobLocation: {
          '@type': 'Place',
          address: {
            '@type': 'PostalAddress',
            streetAddress: 'Lendplatz 1',
            postalCode: '8020',
            addressLocality: 'Graz',
            addressCountry: 'AT',
          },
        },
      }),
    ]);
    const noAddress = pageOf(
      '/karriere/baecker',
      false,
      snapshot({ branches: [branch({ street: '', zipCode: '', city: '' })] }),
    );
    expect(noAddress.jsonLd[0]).not.toHaveProperty('jobLocation');
    expect(pageOf('/karriere/baecker', false, snapshot({ branches: [] })).jsonLd[0]).not.toHaveProperty('jobLocation');
  });

  it('the seoImage wins over the recipe image; a site of an unknown type still has its head', () => {
    const snap = snapshot({
      sites: [
        site({
          path: 'r',
          type: 'recipe',
          seoImage: { id: 'seo', version: 1, extension: 'png' },
          content: { body: [] },
        }),
      ],
    });
    expect(pageOf('/r', false, snap).image).toBe(`${SHOP_URL}/image/seo-1.png`);
    expect(pageOf('/kaputt')).toMatchObject({ status: 200, title: 'Seite - Bäckerei Sonnleitner', jsonLd: [] });
  });

  it('drafts: 404 for visitors, noindex for staff; no JSON-LD for drafts', () => {
    expect(pageOf('/entwurf')).toMatchObject({
      status: 404,
      title: '404 Not Found - Bäckerei Sonnleitner',
      canonical: null,
    });
    expect(pageOf('/entwurf', true)).toMatchObject({
      status: 200,
      noindex: true,
      title: 'Seite - Bäckerei Sonnleitner',
    });
    expect(isDraftPath('/entwurf', snapshot())).toBe(true);
    expect(isDraftPath('/ueber-uns', snapshot())).toBe(false);
    expect(isDraftPath('/nichts', snapshot())).toBe(false);
    expect(isDraftPath('/store/entwurf', snapshot())).toBe(false);
  });

  it.each([
    ['/', 200, 'Bäckerei Sonnleitner', `${SHOP_URL}/`],
    ['/store/wien', 200, 'Wien - Bäckerei Sonnleitner', `${SHOP_URL}/store/wien`],
    ['/store/nope', 404, '404 Not Found - Bäckerei Sonnleitner', null],
    ['/store/a%20b/checkout', 200, 'Bestellvorgang - Bäckerei Sonnleitner', `${SHOP_URL}/store/a%20b`],
    ['/shop', 200, 'Shop - Bäckerei Sonnleitner', `${SHOP_URL}/shop`],
    ['/shop/wien', 200, 'Shop - Bäckerei Sonnleitner', `${SHOP_URL}/shop/wien`],
    ['/shop/c1/x', 200, 'Brot & Gebäck - Bäckerei Sonnleitner', `${SHOP_URL}/shop/c1/brot-gebaeck`],
    ['/shop/c9/x', 200, 'Shop - Bäckerei Sonnleitner', `${SHOP_URL}/shop`],
    ['/status/u/h', 200, 'Bestellstatus - Bäckerei Sonnleitner', null],
    ['/kontakt', 200, 'Kontakt - Bäckerei Sonnleitner', `${SHOP_URL}/kontakt`],
    ['/datenschutz', 200, 'Datenschutz - Bäckerei Sonnleitner', `${SHOP_URL}/site/privacy`],
    ['/site/imprint', 404, '404 Not Found - Bäckerei Sonnleitner', null],
    ['/backend/login', 200, 'Bäckerei Sonnleitner', null],
    ['/nichts', 404, '404 Not Found - Bäckerei Sonnleitner', null],
  ])('%s: %s %s', (path, status, title, canonical) => {
    expect(pageOf(path)).toMatchObject({ status, title, canonical });
  });

  it('the branch image, else its logo, else the shop logo', () => {
    expect(pageOf('/store/wien').image).toBe(`${SHOP_URL}/image/medium/w-3.jpg`);
    const logoOnly = snapshot({ branches: [branch({ logo: { id: 'bl', version: 1, extension: 'png' } })] });
    expect(pageOf('/store/graz', false, logoOnly).image).toBe(`${SHOP_URL}/image/bl-1.png`);
    const nothing = snapshot({ config: config({ logo: null }), branches: [branch()] });
    expect(pageOf('/store/graz', false, nothing).image).toBeNull();
  });
});

describe('sitemapEntries', () => {
  it('home with the latest change, public branches, public sites of known types', () => {
    expect(sitemapEntries(snapshot(), SHOP_URL)).toEqual([
      { loc: `${SHOP_URL}/`, lastmod: at(5) },
      { loc: `${SHOP_URL}/store/graz`, lastmod: at(4) },
      { loc: `${SHOP_URL}/store/wien`, lastmod: at(4) },
      { loc: `${SHOP_URL}/ueber-uns`, lastmod: at(3) },
      { loc: `${SHOP_URL}/rezepte/brot`, lastmod: at(3) },
      { loc: `${SHOP_URL}/karriere/baecker`, lastmod: at(3) },
    ]);
  });
});
