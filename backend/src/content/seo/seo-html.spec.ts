import { describe, expect, it } from '@jest/globals';
import { escapeHtml, PageTemplate, renderHead, renderShell } from './seo-html.js';
import type { SeoPage } from './seo-page.js';

const page = (overrides: Partial<SeoPage> = {}): SeoPage => ({
  title: 'Über uns - Bäckerei',
  description: 'Seit 1921',
  noindex: false,
  status: 200,
  canonical: 'https://shop.example.at/ueber-uns',
  ogType: 'website',
  siteName: 'Bäckerei',
  image: null,
  jsonLd: [],
  route: 'site',
  hero: null,
  leadImage: null,
  ...overrides,
});

describe('escapeHtml', () => {
  it('escapes what could end a text or an attribute', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });
});

describe('renderHead', () => {
  it('writes title, description, canonical, Open Graph and Twitter tags', () => {
    expect(renderHead(page()).split('\n')).toEqual([
      '<title>Über uns - Bäckerei</title>',
      '<meta name="description" content="Seit 1921">',
      '<link rel="canonical" href="https://shop.example.at/ueber-uns">',
      '<meta property="og:title" content="Über uns - Bäckerei">',
      '<meta property="og:description" content="Seit 1921">',
      '<meta property="og:url" content="https://shop.example.at/ueber-uns">',
      '<meta property="og:type" content="website">',
      '<meta property="og:site_name" content="Bäckerei">',
      '<meta name="twitter:card" content="summary">',
      '<meta name="twitter:title" content="Über uns - Bäckerei">',
      '<meta name="twitter:description" content="Seit 1921">',
    ]);
  });

  it('adds robots, the image with a large card and JSON-LD; leaves out what is empty', () => {
    const head = renderHead(
      page({
        description: '',
        canonical: null,
        noindex: true,
        image: 'https://shop.example.at/image/medium/a-1.jpg?x=1&y=2',
        jsonLd: [{ '@type': 'Recipe', name: '</script><script>alert(1)</script>' }],
      }),
      '  ',
    );
    expect(head).toContain('  <meta name="robots" content="noindex">');
    expect(head).toContain(
      '<meta property="og:image" content="https://shop.example.at/image/medium/a-1.jpg?x=1&amp;y=2">',
    );
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(head).toContain(
      '<meta name="twitter:image" content="https://shop.example.at/image/medium/a-1.jpg?x=1&amp;y=2">',
    );
    expect(head).not.toMatch(/description|canonical|og:url/);
    const json = /<script type="application\/ld\+json">(.*)<\/script>/.exec(head)![1]!;
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual({ '@type': 'Recipe', name: '</script><script>alert(1)</script>' });
  });

  it('escapes every injected value', () => {
    const head = renderHead(page({ title: '"><script>x</script>', description: `it's <b>`, siteName: '&' }));
    expect(head).not.toContain('<script>');
    expect(head).toContain('<title>&quot;&gt;&lt;script&gt;x&lt;/script&gt;</title>');
    expect(head).toContain('content="it&#39;s &lt;b&gt;"');
    expect(head).toContain('<meta property="og:site_name" content="&amp;">');
  });
});

describe('PageTemplate', () => {
  const vite = [
    '<!doctype html>',
    '<html lang="de">',
    '  <head>',
    '    <meta charset="UTF-8" />',
    '    <title>Bestellwerk</title>',
    '    <meta name="description" content="" />',
    '    <meta property="og:title" content="Bestellwerk" />',
    "    <meta content='x' name='twitter:card' />",
    '    <link rel="canonical" href="/" />',
    '    <meta name="theme-color" content="#000000" />',
    '    <script type="module" src="/assets/main.js"></script>',
    '  </head>',
    '  <body><div id="root"></div></body>',
    '</html>',
  ].join('\n');

  it("puts the page's tags where the template's title was and drops the template's own", () => {
    const html = new PageTemplate(vite).render(page({ description: '' }));
    expect(html.split('\n').slice(0, 6)).toEqual([
      '<!doctype html>',
      '<html lang="de">',
      '  <head>',
      '    <meta charset="UTF-8" />',
      '    <title>Über uns - Bäckerei</title>',
      '    <link rel="canonical" href="https://shop.example.at/ueber-uns">',
    ]);
    expect(html).not.toContain('Bestellwerk');
    expect(html).not.toContain("content='x'");
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/rel="canonical"/g)).toHaveLength(1);
    expect(html).toContain(
      '    <meta name="theme-color" content="#000000" />\n    <script type="module" src="/assets/main.js"></script>',
    );
    expect(html).toContain('<body><div id="root"></div></body>');
  });

  it('puts the loading shell into the empty root element, the shop name escaped', () => {
    const html = new PageTemplate(vite).render(page(), renderShell('Brot & <Spiele>'));
    expect(html).toContain(
      '<body><div id="root"><div class="app-shell" aria-busy="true"><div class="app-shell__bar">' +
        '<span class="app-shell__name">Brot &amp; &lt;Spiele&gt;</span></div>' +
        '<p class="app-shell__loading">Wird geladen</p></div></div></body>',
    );
    expect(new PageTemplate(vite).render(page(), '')).toContain('<div id="root"></div>');
  });

  it("the branch page's banner: the image ResponsiveImage would show, in the box where the page shows it", () => {
    const hero = { id: 'b1', version: 2, extension: 'jpg', width: 1280, height: 720, alt: 'Laden "Mitte"' };
    expect(renderShell('Brot', { hero })).toContain(
      '<div class="app-shell__page"><span class="app-shell__hero"><img loading="eager" decoding="async" ' +
        'fetchpriority="high" width="1280" height="720" sizes="(max-width: 1120px) calc(100vw - 32px), 1088px" ' +
        'srcset="/image/icon/b1-2.jpg 64w, /image/thumbnail/b1-2.jpg 128w, /image/tiny/b1-2.jpg 256w, ' +
        '/image/small/b1-2.jpg 640w, /image/medium/b1-2.jpg 1280w" src="/image/medium/b1-2.jpg" ' +
        'alt="Laden &quot;Mitte&quot;" style="object-position: 50% 50%"></span></div>' +
        '<p class="app-shell__loading">',
    );
    expect(renderShell('Brot')).not.toContain('app-shell__hero');
    // Its file is requested from the head, ahead of the scripts.
    expect(renderHead(page({ hero }))).toContain(
      '<link rel="preload" as="image" fetchpriority="high" href="/image/medium/b1-2.jpg" ' +
        'imagesrcset="/image/icon/b1-2.jpg 64w, /image/thumbnail/b1-2.jpg 128w, /image/tiny/b1-2.jpg 256w, ' +
        '/image/small/b1-2.jpg 640w, /image/medium/b1-2.jpg 1280w" ' +
        'imagesizes="(max-width: 1120px) calc(100vw - 32px), 1088px">',
    );
    expect(renderHead(page())).not.toContain('rel="preload"');
  });

  it("a content site's lead picture is requested from the head at its block's sizes, and not put in the shell", () => {
    const image = { id: 's1', version: 1, extension: 'webp', width: 1280, height: 960, alt: '' };
    const sizes = '(min-width: 1120px) 544px, (min-width: 768px) 50vw, 100vw';
    const head = renderHead(page({ leadImage: { image, sizes } }));
    expect(head).toContain(
      '<link rel="preload" as="image" fetchpriority="high" href="/image/small/s1-1.webp" ' +
        'imagesrcset="/image/icon/s1-1.webp 64w, /image/thumbnail/s1-1.webp 128w, /image/tiny/s1-1.webp 256w, ' +
        '/image/small/s1-1.webp 640w, /image/medium/s1-1.webp 1280w" ' +
        `imagesizes="${sizes}">`,
    );
    expect(head.match(/rel="preload"/g)).toHaveLength(1);
  });

  it("a server-rendered page takes the loading text's place, and its style sheets go before </head>", () => {
    const shell = renderShell('Brot', { page: '<article>Über uns</article>' });
    expect(shell).toContain('<div class="sf-main"><article>Über uns</article></div>');
    expect(shell).not.toContain('app-shell__loading');
    const html = new PageTemplate(
      '<html><head><title>x</title></head><body><div id="root"></div></body></html>',
    ).render(page(), shell, ['/assets/a.css', '/assets/b"c.css']);
    expect(html).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/a.css"><link rel="stylesheet" crossorigin href="/assets/b&quot;c.css"></head>',
    );
  });

  it('without a title the tags go before </head>; without a head after <html> or the doctype', () => {
    const noTitle = new PageTemplate('<html><head><meta charset="utf-8"></head><body></body></html>').render(page());
    expect(noTitle).toMatch(
      /^<html><head><meta charset="utf-8">\s+<title>Über uns - Bäckerei<\/title>[\s\S]*<\/head><body>/,
    );
    const noHead = new PageTemplate('<!doctype html><html lang="de"><body></body></html>').render(page());
    expect(noHead).toMatch(
      /^<!doctype html><html lang="de">\n\s*<title>Über uns - Bäckerei<\/title>[\s\S]*\n<body><\/body><\/html>$/,
    );
    const doctypeOnly = new PageTemplate('<!DOCTYPE html><div id="root"></div>').render(page());
    expect(doctypeOnly).toMatch(/^<!DOCTYPE html>\n\s*<title>[\s\S]*\n<div id="root"><\/div>$/);
    const fragment = new PageTemplate('<div id="root"></div>').render(page());
    expect(fragment).toMatch(/^\n\s*<title>Über uns - Bäckerei<\/title>[\s\S]*\n<div id="root"><\/div>$/);
  });
});
