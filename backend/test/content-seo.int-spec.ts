import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import sharp from 'sharp';
import { type ImageView, SITE_IMAGE_SIZES, type SiteView } from '@bestell/domain';
import { DEMO, login, type Staff, startTestApp, type TestApp } from './harness.js';
import { dataUrl } from './images.fixtures.js';

// Issue 15 item 6 "SEO that crawlers see": the HTML of every storefront path carries the page's title,
// description, canonical URL, Open Graph / Twitter tags and, for recipes and jobs, JSON-LD; unknown
// paths and drafts are a real 404; sitemap.xml and robots.txt. No JavaScript runs here: what a crawler
// without it gets is exactly this HTML.
const PUBLIC_URL = 'https://shop.example.at';
const BASE = 'Bäckerei Sonnleitner – Brot, Gebäck & Torten online bestellen';
// The Vite build's head, as frontend/index.html has it: its own tags must not be sent twice.
/** The parts of Vite's manifest the site renderer reads (backend content/seo/site-renderer.ts). */
const MANIFEST = {
  'index.html': { file: 'assets/main-abc123.js', isEntry: true, css: ['assets/entry-ccc.css'] },
  'src/storefront/layout/StorefrontLayout.tsx': {
    file: 'assets/l.js',
    css: ['assets/layout-bbb.css'],
    imports: ['index.html'],
  },
  'src/storefront/content/sites/SitePage.tsx': { file: 'assets/s.js', imports: ['_view.js'] },
  '_view.js': { file: 'assets/view.js', css: ['assets/site-aaa.css'], imports: ['index.html'] },
};

const INDEX_HTML = `<!doctype html>
<html lang="de">
  <head>
    <meta charset="UTF-8" />
    <title>Bestellwerk</title>
    <meta name="description" content="" />
    <meta property="og:title" content="Bestellwerk" />
    <meta property="og:url" content="/" />
    <meta name="twitter:card" content="summary" />
    <meta name="theme-color" content="#000000" />
    <script type="module" crossorigin src="/assets/main-abc123.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

const unescape = (value: string) =>
  value.replace(
    /&(amp|lt|gt|quot|#39);/g,
    (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[e]!,
  );

/** What a crawler reads from the head (every occurrence, so duplicates show). */
function head(html: string) {
  const all = (re: RegExp) => [...html.matchAll(re)].map((m) => unescape(m[1]!));
  const meta = (key: string) => all(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`, 'g'));
  return {
    title: all(/<title>([^<]*)<\/title>/g),
    description: meta('description'),
    robots: meta('robots'),
    canonical: all(/<link rel="canonical" href="([^"]*)"/g),
    ogTitle: meta('og:title'),
    ogDescription: meta('og:description'),
    ogUrl: meta('og:url'),
    ogType: meta('og:type'),
    ogImage: meta('og:image'),
    twitterCard: meta('twitter:card'),
    twitterImage: meta('twitter:image'),
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1]!) as Record<string, unknown>,
    ),
  };
}

describe('server-rendered SEO', () => {
  let t: TestApp;
  let dist: string;
  let admin: Staff;
  let image: ImageView;
  let recipe: SiteView;
  let job: SiteView;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'bw-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), INDEX_HTML);
    writeFileSync(join(dist, 'assets', 'main-abc123.js'), 'console.log(1)');
    // A stand-in for the build's content-site renderer (frontend scripts/build.mjs, third pass) and the
    // manifest naming the site route's style sheets; the real one is exercised by the e2e suite.
    mkdirSync(join(dist, '.server'));
    writeFileSync(
      join(dist, '.server', 'site-html.js'),
      'export const renderSiteHtml = (site, sites, branches) => ' +
        '`<article data-path="${site.path}" data-sites="${sites.length}" data-branches="${branches.length}">${site.name}</article>`;',
    );
    mkdirSync(join(dist, '.vite'));
    writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    t = await startTestApp({ FRONTEND_DIST: dist, PUBLIC_URL });
    admin = await login(t.http, DEMO.admin);
    const bytes = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#c84' } })
      .jpeg()
      .toBuffer();
    image = (await admin.post('/api/images', { data: dataUrl('image/jpeg', bytes), name: 'strudel.jpg' }).expect(201))
      .body.data as ImageView;
    recipe = (
      await admin
        .post('/api/sites', {
          path: 'rezepte/topfenstrudel',
          type: 'recipe',
          name: 'Topfenstrudel',
          title: 'Topfenstrudel </title><script>alert(1)</script>',
          description: 'Saftig & "flaumig" – wie bei Oma',
          isPublic: true,
          content: {
            image: { id: image.id, version: image.version, extension: image.extension },
            portions: 6,
            difficulty: 'medium',
            time: '1 Stunde 15 Minuten',
            body: [
              {
                id: 'zutaten',
                type: 'text_recipe',
                version: 1,
                data: {
                  column_left: '<ul><li>500 g Topfen</li><li>Strudelteig </script></li></ul>',
                  column_right: '<ol><li>Füllen</li><li>Backen</li></ol>',
                },
              },
            ],
          },
        })
        .expect(201)
    ).body.data as SiteView;
    job = (
      await admin
        .post('/api/sites', {
          path: 'karriere/konditor',
          type: 'job',
          name: 'Konditor/in',
          description: 'Für unsere Backstube in Wien',
          isPublic: true,
          content: {
            start: '01.03.2027',
            workload: '80–100 %',
            body: [
              {
                id: 'stelle',
                type: 'job',
                version: 1,
                data: { items: [{ title: 'Ihre Aufgaben', text: '<ul><li>Torten</li></ul>' }] },
              },
            ],
          },
        })
        .expect(201)
    ).body.data as SiteView;
    await admin.post('/api/sites', { path: 'entwurf-seite', name: 'Geheimer Entwurf', isPublic: false }).expect(201);
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (path: string) => request(t.http).get(path);

  it('a recipe URL: title, description, canonical, og:image of the recipe image and a Recipe JSON-LD', async () => {
    const res = await get('/rezepte/topfenstrudel').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    // The script of the title never reaches the page as markup.
    expect(res.text).not.toContain('<script>alert(1)</script>');
    const h = head(res.text);
    const title = `Topfenstrudel </title><script>alert(1)</script> - ${BASE}`;
    expect(h.title).toEqual([title]);
    expect(h.description).toEqual(['Saftig & "flaumig" – wie bei Oma']);
    expect(h.canonical).toEqual([`${PUBLIC_URL}/rezepte/topfenstrudel`]);
    expect(h.ogTitle).toEqual([title]);
    expect(h.ogDescription).toEqual(h.description);
    expect(h.ogUrl).toEqual(h.canonical);
    expect(h.ogType).toEqual(['article']);
    // 1600 px wide: the 1280 px variant of the library image.
    const imageUrl = `${PUBLIC_URL}/image/medium/${image.id}-${image.version}.${image.extension}`;
    expect(h.ogImage).toEqual([imageUrl]);
    expect(h.twitterCard).toEqual(['summary_large_image']);
    expect(h.twitterImage).toEqual([imageUrl]);
    expect(h.robots).toEqual([]);
    expect(h.jsonLd).toHaveLength(1);
    const ld = h.jsonLd[0]!;
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Recipe',
      name: 'Topfenstrudel </title><script>alert(1)</script>',
      image: [imageUrl],
      description: 'Saftig & "flaumig" – wie bei Oma',
      recipeYield: '6',
      totalTime: 'PT1H15M',
      recipeIngredient: ['500 g Topfen', 'Strudelteig'],
      recipeInstructions: [
        { '@type': 'HowToStep', text: 'Füllen' },
        { '@type': 'HowToStep', text: 'Backen' },
      ],
      author: { '@type': 'Organization', name: 'Sonnleitner Bäckerei & Fleischerei GmbH' },
      publisher: { '@type': 'Organization', name: 'Sonnleitner Bäckerei & Fleischerei GmbH' },
      datePublished: recipe.createdAt,
    });
    // The image URL is served by the image library.
    const served = await get(`/image/medium/${image.id}-${image.version}.${image.extension}`);
    expect(served.status).toBe(200);
    // The template's own tags are gone, the rest of it is kept.
    expect(res.text).not.toContain('Bestellwerk');
    expect(res.text).toContain('<meta name="theme-color" content="#000000" />');
    expect(res.text).toContain('<script type="module" crossorigin src="/assets/main-abc123.js"></script>');
  });

  it('the JSON-LD block cannot be closed early by content ("</script>" is escaped)', async () => {
    const res = await get('/rezepte/topfenstrudel').expect(200);
    const block = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(res.text)![1]!;
    expect(block).not.toMatch(/[<>]/);
    expect(block).toContain('\\u003c/script\\u003e');
  });

  it('a job URL gives a JobPosting with the required fields and the first branch as location', async () => {
    const h = head((await get('/karriere/konditor/').expect(200)).text);
    expect(h.title).toEqual([`Konditor/in - ${BASE}`]);
    expect(h.canonical).toEqual([`${PUBLIC_URL}/karriere/konditor`]);
    const ld = h.jsonLd[0]!;
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Konditor/in',
      datePosted: job.createdAt,
      employmentType: ['FULL_TIME', 'PART_TIME'],
      jobStartDate: '2027-03-01',
      hiringOrganization: {
        '@type': 'Organization',
        name: 'Sonnleitner Bäckerei & Fleischerei GmbH',
        url: 'https://www.sonnleitner.at',
      },
    });
    expect(String(ld.description)).toContain('<h3>Ihre Aufgaben</h3>');
    // Branches by name: 'Sonnleitner Graz-Lend' comes before 'Sonnleitner Wien-Neubau'.
    expect(ld.jobLocation).toEqual({
      '@type': 'Place',
      address: expect.objectContaining({ '@type': 'PostalAddress', addressCountry: 'AT' }),
    });
    const address = (ld.jobLocation as { address: Record<string, string> }).address;
    expect(address.addressLocality).toBe('Graz');
    expect(address.streetAddress).toBeTruthy();
    expect(address.postalCode).toBeTruthy();
  });

  it('a changed site is served with its new title at once (the cache is cleared on write)', async () => {
    await get('/karriere/konditor').expect(200);
    await admin.put(`/api/sites/${job.id}`, { title: 'Konditor/in (m/w/d)' }).expect(200);
    expect(head((await get('/karriere/konditor').expect(200)).text).title).toEqual([`Konditor/in (m/w/d) - ${BASE}`]);
  });

  it('a draft is a 404 page for visitors and the draft for staff (noindex)', async () => {
    const anonymous = await get('/entwurf-seite').expect(404);
    expect(anonymous.headers['content-type']).toMatch(/^text\/html/);
    const h = head(anonymous.text);
    expect(h.title).toEqual([`404 Not Found - ${BASE}`]);
    expect(h.robots).toEqual(['noindex']);
    expect(h.canonical).toEqual([]);
    expect(anonymous.text).not.toContain('Geheimer Entwurf');
    // The root holds nothing but the loading shell; with the cookie banner until the visitor answered it.
    const shell =
      '<div id="root"><div class="app-shell" aria-busy="true"><div class="app-shell__bar">' +
      '<span class="app-shell__name">Bäckerei Sonnleitner</span></div>' +
      '<p class="app-shell__loading">Wird geladen</p>';
    expect(anonymous.text).toContain(`${shell}<section class="sf-consent" role="dialog"`);
    expect(anonymous.text).toContain(' <a href="/site/privacy">Datenschutzerklärung</a></p>');
    expect(anonymous.headers.vary).toMatch(/Cookie/);
    const answered = await get('/entwurf-seite').set('Cookie', 'cookie-consent=rejected').expect(404);
    expect(answered.text).toContain(`${shell}</div></div>`);

    const staff = await admin.get('/entwurf-seite').expect(200);
    const s = head(staff.text);
    expect(s.title).toEqual([`Geheimer Entwurf - ${BASE}`]);
    expect(s.robots).toEqual(['noindex']);
    // A forged session cookie is no staff member.
    await get('/entwurf-seite').set('Cookie', 'sid=erfunden').expect(404);
  });

  it("a branch page's shell shows the branch's first image, as /api/init gives it to the page", async () => {
    const branches = async () =>
      ((await get('/api/init').expect(200)).body as { data: { url: string; data: unknown }[] }).data.find(
        (e) => e.url === '/api/branches',
      )!.data as { id: string; identifier: string; images: { id: string; version: number; extension: string }[] }[];
    const branch = (await branches()).find((b) => b.identifier === 'wien-neubau')!;
    const ref = { id: image.id, version: image.version, extension: image.extension };
    await admin.put(`/api/branches/${branch.id}`, { images: [ref] }).expect(200);
    const first = (await branches()).find((b) => b.identifier === 'wien-neubau')!.images[0]!;
    expect(first).toMatchObject(ref);
    const html = (await get('/store/wien-neubau').expect(200)).text;
    const hero = /<span class="app-shell__hero"><img ([^>]*)><\/span>/.exec(html)?.[1] ?? '';
    expect(hero).toContain(`/image/${first.id}-${first.version}.${first.extension}`);
    expect(hero).toContain('fetchpriority="high"');
    // Other pages have no banner in their shell.
    expect((await get('/kontakt').expect(200)).text).not.toContain('app-shell__hero');
  });

  it("a content site's lead picture is requested from the head, at the width its block shows it", async () => {
    const ref = { id: image.id, version: image.version, extension: image.extension };
    await admin
      .post('/api/sites', {
        path: 'galerie',
        name: 'Galerie',
        isPublic: true,
        content: {
          body: [
            { id: 'kopf', type: 'hero_main', version: 1, data: { title: 'Galerie', text: '<p>Bilder</p>' } },
            { id: 'bilder', type: 'image_text', version: 1, data: { image_slider: { images: [ref] }, text: '' } },
          ],
        },
      })
      .expect(201);
    const preload = (html: string) => /<link rel="preload" as="image"[^>]*>/.exec(html)?.[0] ?? '';
    const gallery = preload((await get('/galerie').expect(200)).text);
    expect(gallery).toContain(`${ref.id}-${ref.version}.${ref.extension}`);
    expect(gallery).toContain(`imagesizes="${SITE_IMAGE_SIZES.half}"`);
    // The recipe's own picture across the page; a site without pictures asks for none.
    expect(preload((await get('/rezepte/topfenstrudel').expect(200)).text)).toContain(
      `imagesizes="${SITE_IMAGE_SIZES.wide}"`,
    );
    expect((await get('/kontakt').expect(200)).text).not.toContain('rel="preload" as="image"');
  });

  it('a public content site comes rendered into the shell with its style sheets; drafts and 404s do not', async () => {
    const html = (await get('/ueber-uns').expect(200)).text;
    const shell = /<div class="sf-main">(.*?)<\/div><section class="sf-consent"/.exec(html)?.[1] ?? '';
    // The views an anonymous GET /api/init holds: this site, every public site and the public branches.
    const init = (await get('/api/init').expect(200)).body as { data: { url: string; data: unknown[] }[] };
    const count = (url: string) => init.data.find((e) => e.url === url)!.data.length;
    expect(shell).toBe(
      `<article data-path="ueber-uns" data-sites="${count('/api/sites')}" data-branches="${count('/api/branches')}">Über uns</article>`,
    );
    expect(html).not.toContain('app-shell__loading');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/site-aaa.css">');
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/layout-bbb.css">');
    // The entry's own sheet is index.html's already; other routes get neither the markup nor the sheets.
    expect(head).not.toContain('entry-ccc.css');
    for (const path of ['/kontakt', '/gibt-es-nicht']) {
      const other = (await get(path)).text;
      expect(other).not.toContain('site-aaa.css');
      expect(other).toContain('app-shell__loading');
    }
    // Never served: the renderer sits in a dot folder of the build.
    await get('/.server/site-html.js').expect(404);
  });

  it('unknown paths and unknown branches are real 404s', async () => {
    expect(head((await get('/gibt-es-nicht').expect(404)).text).title).toEqual([`404 Not Found - ${BASE}`]);
    await get('/store/gibt-es-nicht').expect(404);
    await get('/site/unbekannt').expect(404);
  });

  it.each([
    ['/', `Bäckerei & Fleischerei Sonnleitner - ${BASE}`, `${PUBLIC_URL}/`, []],
    ['/store/wien-neubau', `Sonnleitner Wien-Neubau - ${BASE}`, `${PUBLIC_URL}/store/wien-neubau`, []],
    // The checkout is crawlable; its canonical URL is its branch page.
    ['/store/wien-neubau/checkout', `Bestellvorgang - ${BASE}`, `${PUBLIC_URL}/store/wien-neubau`, []],
    ['/store/wien-neubau/checkout/error', `Bestellvorgang - ${BASE}`, `${PUBLIC_URL}/store/wien-neubau`, []],
    ['/shop/wien-neubau/checkout', `Bestellvorgang - ${BASE}`, `${PUBLIC_URL}/shop/wien-neubau`, []],
    ['/shop', `Shop - ${BASE}`, `${PUBLIC_URL}/shop`, []],
    ['/status/abc/def', `Bestellstatus - ${BASE}`, undefined, ['noindex']],
    ['/kontakt', `Kontakt - ${BASE}`, `${PUBLIC_URL}/kontakt`, []],
    ['/agb', `AGB - ${BASE}`, `${PUBLIC_URL}/site/terms-and-conditions`, []],
    ['/backend', BASE, undefined, ['noindex']],
  ])('%s: title, canonical and robots', async (path, title, canonical, robots) => {
    const h = head((await get(path).expect(200)).text);
    expect(h.title).toEqual([title]);
    expect(h.canonical).toEqual(canonical ? [canonical] : []);
    expect(h.robots).toEqual(robots);
    expect(h.ogTitle).toEqual([title]);
  });

  it("storefront pages carry the loading shell with the shop's name; back office and device screens do not", async () => {
    for (const path of ['/', '/store/wien-neubau', '/ueber-uns', '/gibt-es-nicht']) {
      const text = (await get(path)).text;
      expect(text).toMatch(/<div id="root"><div class="app-shell" aria-busy="true">/);
      expect(text).toContain('<span class="app-shell__name">Bäckerei Sonnleitner</span>');
    }
    for (const path of ['/backend', '/zeiterfassung', '/kiosk', '/signage/3f2a']) {
      // Device screens are pages of the app, not missing sites: 200, kept out of search engines.
      const res = await get(path).expect(200);
      expect(res.text).toContain('<div id="root"></div>');
      expect(head(res.text).robots).toEqual(['noindex']);
    }
  });

  it('a branch page describes the branch', async () => {
    const h = head((await get('/store/wien-neubau').expect(200)).text);
    expect(h.description[0]).toMatch(/^Unsere Stammfiliale im 7\. Bezirk/);
    expect(h.ogType).toEqual(['website']);
  });

  it('sitemap.xml lists the home page, public branches and public sites only', async () => {
    const res = await get('/sitemap.xml').expect(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    const locs = [...res.text.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toContain(`${PUBLIC_URL}/`);
    expect(locs).toContain(`${PUBLIC_URL}/store/wien-neubau`);
    expect(locs).toContain(`${PUBLIC_URL}/rezepte/topfenstrudel`);
    expect(locs).toContain(`${PUBLIC_URL}/karriere/konditor`);
    expect(locs).not.toContain(`${PUBLIC_URL}/entwurf-seite`);
    const publicSites = ((await get('/api/sites').expect(200)).body.data as SiteView[]).map(
      (s) => `${PUBLIC_URL}/${s.path}`,
    );
    expect(locs.filter((loc) => !loc!.includes('/store/') && loc !== `${PUBLIC_URL}/`).sort()).toEqual(
      publicSites.sort(),
    );
    expect(res.text).toMatch(/<lastmod>\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ<\/lastmod>/);
  });

  it('robots.txt allows the storefront, keeps crawlers out of private paths and names the sitemap', async () => {
    const res = await get('/robots.txt').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const lines = res.text.split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Allow: /',
        'Disallow: /backend',
        'Disallow: /api/',
        'Disallow: /status/',
        `Sitemap: ${PUBLIC_URL}/sitemap.xml`,
      ]),
    );
  });

  it('sitemap.xml and robots.txt also answer without a built frontend', async () => {
    const bare = await startTestApp({ FRONTEND_DIST: join(dist, 'fehlt'), PUBLIC_URL });
    try {
      await request(bare.http)
        .get('/robots.txt')
        .expect(200)
        .expect('Content-Type', /text\/plain/);
      const sitemap = await request(bare.http).get('/sitemap.xml').expect(200);
      expect(sitemap.text).toContain(`<loc>${PUBLIC_URL}/store/wien-neubau</loc>`);
    } finally {
      await bare.close();
    }
  });
});
