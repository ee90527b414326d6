// Issue 14 items 4, 7, 8 on one app booted WITH the demo pictures and a stand-in for the built frontend:
// every demo product, category, branch and donatee shows a library image; favicon and app icons are drawn
// from the demo logo; the self-hosted fonts are served without any outside request; none of these URLs
// falls through to the client app's index.html.
import http from 'node:http';
import https from 'node:https';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DEMO_CATEGORIES, DEMO_PRODUCTS } from '../src/seed/demo-data.js';
import sharp from 'sharp';
import request from 'supertest';
import { ImagesService } from '../src/media/index.js';
import { DEMO, login, type Staff, startTestApp, type TestApp } from './harness.js';

type Ref = { id: string; version: number; extension: string };

let t: TestApp;
let admin: Staff;
let dist: string;
const INDEX_HTML = '<!doctype html><html><body><div id="root">client app</div></body></html>';

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'bw-dist-'));
  writeFileSync(join(dist, 'index.html'), INDEX_HTML);
  t = await startTestApp({ FRONTEND_DIST: dist, SEED_DEMO_IMAGES: 'true' });
  admin = await login(t.http, DEMO.admin);
}, 120_000);
afterAll(async () => {
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
});

const png = async (res: request.Response) => {
  expect(res.headers['content-type']).toBe('image/png');
  return sharp(res.body as Buffer);
};

describe('demo pictures', () => {
  it('every demo product, category, branch and donatee shows a library image', async () => {
    const products = (await admin.get('/api/products').expect(200)).body.data as { name: string; images: Ref[] }[];
    expect(products).toHaveLength(DEMO_PRODUCTS.length);
    for (const p of products) expect([p.name, p.images.length]).toEqual([p.name, 1]);
    const categories = (await admin.get('/api/categories').expect(200)).body.data as { image: Ref | null }[];
    expect(categories).toHaveLength(DEMO_CATEGORIES.length);
    for (const c of categories) expect(c.image).toEqual(expect.objectContaining({ extension: 'png' }));
    const branches = (await admin.get('/api/branches').expect(200)).body.data as { images: Ref[] }[];
    for (const b of branches) expect(b.images).toHaveLength(1);
    const donatees = (await admin.get('/api/donatees').expect(200)).body.data as { image: Ref | null }[];
    for (const d of donatees) expect(d.image).not.toBeNull();

    const library = (await admin.get('/api/images').expect(200)).body.data as { id: string; usageCount: number }[];
    const used = new Set([
      ...products.flatMap((p) => p.images.map((i) => i.id)),
      ...categories.map((c) => c.image!.id),
      ...branches.flatMap((b) => b.images.map((i) => i.id)),
    ]);
    for (const id of used) expect(library.find((i) => i.id === id)?.usageCount).toBeGreaterThan(0);

    // A product card's picture is served as a variant of the right width.
    const pretzel = products.find((p) => p.name === 'Laugenbrezel')!.images[0]!;
    const small = await request(t.http)
      .get(`/image/small/${pretzel.id}-${pretzel.version}.png`)
      .buffer(true)
      .expect(200);
    expect(await (await png(small)).metadata()).toMatchObject({ width: 640, height: 480 });
  });
});

describe('favicon and app icons from the logo', () => {
  let logo: Ref;
  beforeAll(async () => {
    await admin.post('/api/config', { enablePluginPWA: true }).expect(200);
    logo = (await admin.get('/api/config').expect(200)).body.data.logo;
  });

  it('the manifest names icons drawn from the logo; each is a padded square PNG, cached for good', async () => {
    expect(logo).toEqual(expect.objectContaining({ extension: 'png' }));
    const manifest = JSON.parse((await request(t.http).get('/api/manifest.webmanifest').buffer(true).expect(200)).text);
    const icons = manifest.icons as { src: string; sizes: string; purpose: string }[];
    expect(icons.map((i) => i.src)).toEqual([
      `/icons/logo-${logo.id}-${logo.version}-192.png`,
      `/icons/logo-${logo.id}-${logo.version}-512.png`,
      `/icons/logo-${logo.id}-${logo.version}-maskable-512.png`,
    ]);
    for (const icon of icons) {
      const res = await request(t.http).get(icon.src).buffer(true).expect(200);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const image = await png(res);
      const size = Number(icon.sizes.split('x')[0]);
      expect(await image.metadata()).toMatchObject({ width: size, height: size });
      const { data } = await image.ensureAlpha().raw().toBuffer({ resolveWithObject: true });
      const corner = [...data.subarray(0, 4)];
      // 'any' icons keep the logo's transparency around the round badge; maskable ones are opaque.
      if (icon.purpose === 'maskable') expect(corner[3]).toBe(255);
      else expect(corner[3]).toBe(0);
      // The badge's brown above the pretzel, in the padded square.
      const pad =
        (size -
          (
            await sharp(res.body as Buffer)
              .trim()
              .toBuffer({ resolveWithObject: true })
          ).info.width) /
        2;
      const x = Math.round(size / 2);
      const y = Math.round(pad + (size - 2 * pad) * 0.2);
      const i = (y * size + x) * 4;
      expect(pad).toBeGreaterThan(0);
      expect([...data.subarray(i, i + 4)]).toEqual([0x7a, 0x2e, 0x0e, 255]);
    }
    const apple = await request(t.http).get(`/icons/logo-${logo.id}-${logo.version}-180.png`).buffer(true).expect(200);
    expect(await (await png(apple)).metadata()).toMatchObject({ width: 180, height: 180 });
  });

  it('/favicon.ico is the logo at 32 px until an explicit favicon wins; both revalidate by ETag', async () => {
    const first = await request(t.http).get('/favicon.ico').buffer(true).expect(200);
    expect(await (await png(first)).metadata()).toMatchObject({ width: 32, height: 32 });
    const etag = first.headers.etag as string;
    await request(t.http).get('/favicon.ico').set('If-None-Match', etag).expect(304);

    const green = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#00ff00' } })
      .png()
      .toBuffer();
    const favicon = await t.app.get(ImagesService).createFromBuffer(green, { name: 'favicon.png' });
    await admin
      .post('/api/config', { favicon: { id: favicon.id, version: favicon.version, extension: favicon.extension } })
      .expect(200);
    const second = await request(t.http).get('/favicon.ico').buffer(true).expect(200);
    expect(second.headers.etag).not.toBe(etag);
    const { data } = await (await png(second)).raw().toBuffer({ resolveWithObject: true });
    expect([...data.subarray((16 * 32 + 16) * 4, (16 * 32 + 16) * 4 + 3)]).toEqual([0, 255, 0]);
    // Still the logo for the app icons.
    await request(t.http).get(`/icons/logo-${logo.id}-${logo.version}-192.png`).expect(200);
  });

  it('a new logo version gets new icon URLs; old ones and other images answer 404 JSON, never the page', async () => {
    const red = await sharp({ create: { width: 300, height: 100, channels: 3, background: '#ff0000' } })
      .png()
      .toBuffer();
    const replaced = await t.app.get(ImagesService).update(logo.id, { file: { bytes: red, name: 'logo.png' } });
    await admin
      .post('/api/config', { logo: { id: replaced.id, version: replaced.version, extension: replaced.extension } })
      .expect(200);
    const old = await request(t.http).get(`/icons/logo-${logo.id}-${logo.version}-192.png`).expect(404);
    expect(old.body.errors[0].message).toBeTruthy();
    const wide = await request(t.http)
      .get(`/icons/logo-${logo.id}-${replaced.version}-192.png`)
      .buffer(true)
      .expect(200);
    const { data } = await (await png(wide)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => [...data.subarray((y * 192 + x) * 4, (y * 192 + x) * 4 + 4)];
    // A 3:1 logo is letterboxed: red across the middle, transparent above and below, nothing cut off.
    expect(at(96, 96)).toEqual([255, 0, 0, 255]);
    expect(at(96, 20)[3]).toBe(0);
    expect(at(20, 96)).toEqual([255, 0, 0, 255]);
    const someone = await request(t.http).get('/icons/logo-00000000-0000-4000-8000-000000000000-1-32.png').expect(404);
    expect(someone.headers['content-type']).toMatch(/json/);
  });
});

describe('self-hosted fonts', () => {
  const outgoing: string[] = [];
  const originals = { http: http.request, https: https.request };
  beforeAll(() => {
    // Every request this process starts is recorded; supertest's own go to the local server.
    const spy = (original: typeof http.request) =>
      ((first: string | URL | http.RequestOptions, ...rest: unknown[]) => {
        const host =
          typeof first === 'string' || first instanceof URL ? new URL(first).hostname : (first.hostname ?? first.host);
        outgoing.push(String(host));
        return (original as (...args: unknown[]) => http.ClientRequest)(first, ...rest);
      }) as typeof http.request;
    http.request = spy(originals.http);
    https.request = spy(originals.https);
  });
  afterAll(() => {
    http.request = originals.http;
    https.request = originals.https;
  });

  it('lists the fonts for anyone', async () => {
    const res = await request(t.http).get('/api/fonts').expect(200);
    expect(res.body.data).toEqual(
      expect.arrayContaining([
        { family: 'Open Sans', variants: ['400', '700', '400italic', '700italic'], category: 'sans-serif' },
        { family: 'Caveat', variants: ['400', '700'], category: 'handwriting' },
      ]),
    );
  });

  it('serves the style sheet and the font files from this app, cached, with no outside request', async () => {
    const css = await request(t.http).get('/fonts/google/Open%20Sans/style-700italic.embed.css').expect(200);
    expect(css.headers['content-type']).toMatch(/^text\/css/);
    expect(css.headers['cache-control']).toMatch(/public, max-age=\d{5,}/);
    expect(css.text).toContain("font-family: 'Open Sans'");
    expect(css.text).not.toMatch(/https?:\/\//);
    const urls = [...css.text.matchAll(/url\((\/fonts\/files\/[^)]+)\)/g)].map((m) => m[1]!);
    expect(urls.length).toBeGreaterThan(1);
    const woff2 = urls.find((u) => u.includes('-latin-700-italic.woff2'))!;
    const font = await request(t.http).get(woff2).buffer(true).expect(200);
    expect(font.headers['content-type']).toBe('font/woff2');
    expect(font.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((font.body as Buffer).subarray(0, 4).toString('latin1')).toBe('wOF2');
    // The spy saw supertest's own requests (so it works), and nothing else.
    expect(outgoing.length).toBeGreaterThan(0);
    expect(outgoing.filter((host) => !['127.0.0.1', 'localhost', '::1'].includes(host))).toEqual([]);
  });

  it('unknown families, variants and files are JSON 404s, not the client app', async () => {
    for (const url of [
      '/fonts/google/Comic%20Sans/style-400.embed.css',
      '/fonts/google/Inter/style-300.embed.css',
      '/fonts/google/Inter/400.css',
      '/fonts/files/inter-latin-300-normal.woff2',
      '/fonts/files/..%2F..%2Fpackage.json',
    ]) {
      const res = await request(t.http).get(url);
      expect([url, res.status]).toEqual([url, 404]);
      expect(res.text).not.toContain('client app');
    }
    // Pages still get the client app (with the page's head tags, issue 15).
    expect((await request(t.http).get('/kontakt').expect(200)).text).toContain('<div id="root">client app</div>');
  });
});
