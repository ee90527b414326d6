import { existsSync, mkdirSync, mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { IMAGE_VARIANT_WIDTHS, type ImageView } from '@bestell/domain';
import sharp from 'sharp';
import request from 'supertest';
import { ImagesService } from '../src/media/index.js';
import { DEMO, login, type Staff, startTestApp, type TestApp } from './harness.js';
import { dataUrl, pngClaiming } from './images.fixtures.js';
import { until } from './workers.sinks.js';

// Issue 14: the image library. Real PostgreSQL, files under a DATA_DIR of this file's own, and a
// built-frontend stand-in so a 404 that fell through to the HTML shell would show.
const jpeg = (width: number, height: number) =>
  sharp({
    create: { width, height, channels: 3, background: { r: 180, g: 120, b: 40 } },
  })
    .jpeg()
    .toBuffer();
const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: { r: 0, g: 90, b: 200, alpha: 0.5 } } })
    .png()
    .toBuffer();

describe('image library', () => {
  let t: TestApp;
  let admin: Staff;
  const dataDir = mkdtempSync(join(tmpdir(), 'bw-images-'));
  const dist = join(dataDir, 'dist');

  beforeAll(async () => {
    mkdirSync(dist);
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Shop</title>');
    t = await startTestApp({ DATA_DIR: dataDir, FRONTEND_DIST: dist, UPLOAD_MAX_BYTES: String(2 * 1024 * 1024) });
    admin = await login(t.http, DEMO.admin);
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const upload = async (bytes: Buffer, type = 'image/jpeg', extra: object = {}) =>
    (await admin.post('/api/images', { data: dataUrl(type, bytes), name: 'bild.jpg', ...extra }).expect(201)).body
      .data as ImageView;
  const ready = (id: string) =>
    until(
      async () => ((await admin.get(`/api/images/${id}`).expect(200)).body.data as ImageView).variantsReady,
      30_000,
      'variants rendered',
    );
  const fetchImage = (url: string, accept = 'image/jpeg,image/png,*/*') =>
    request(t.http)
      .get(url)
      .set('Accept', accept)
      .buffer(true)
      .parse((res, cb) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => cb(null, Buffer.concat(chunks)));
      });

  it('renders every variant once, in the original format and WebP, with the right widths', async () => {
    const image = await upload(await jpeg(2400, 1200), 'image/jpeg', { alt: 'Brezel', focalX: 0.25 });
    expect(image).toMatchObject({
      version: 1,
      extension: 'jpg',
      mimeType: 'image/jpeg',
      width: 2400,
      height: 1200,
      alt: 'Brezel',
      focalX: 0.25,
      focalY: 0.5,
      usageCount: 0,
      url: `/image/${image.id}-1.jpg`,
      variants: ['icon', 'thumbnail', 'tiny', 'small', 'medium', 'large', 'original'],
    });
    await ready(image.id);
    // The job stored them (before any request asked for one).
    const folder = join(dataDir, 'images', image.id, '1');
    for (const name of [...image.variants]) {
      for (const format of ['jpg', 'webp'])
        expect([name, format, existsSync(join(folder, `${name}.${format}`))]).toEqual([name, format, true]);
    }
    for (const size of Object.keys(IMAGE_VARIANT_WIDTHS) as (keyof typeof IMAGE_VARIANT_WIDTHS)[]) {
      const plain = await fetchImage(`/image/${size}/${image.id}-1.jpg`).expect(200);
      expect(plain.headers['content-type']).toBe('image/jpeg');
      const meta = await sharp(plain.body as Buffer).metadata();
      expect([size, meta.format, meta.width, meta.height]).toEqual([
        size,
        'jpeg',
        IMAGE_VARIANT_WIDTHS[size],
        IMAGE_VARIANT_WIDTHS[size] / 2,
      ]);
      const webp = await fetchImage(`/image/${size}/${image.id}-1.jpg`, 'image/avif,image/webp,*/*').expect(200);
      expect(webp.headers['content-type']).toBe('image/webp');
      expect(await sharp(webp.body as Buffer).metadata()).toMatchObject({
        format: 'webp',
        width: IMAGE_VARIANT_WIDTHS[size],
      });
    }
    const original = await fetchImage(image.url).expect(200);
    expect(await sharp(original.body as Buffer).metadata()).toMatchObject({
      format: 'jpeg',
      width: 2400,
      height: 1200,
    });
    // The spec's path aliases serve the same files.
    const product = await fetchImage(`/image/product/small/${image.id}-1.jpg`).expect(200);
    const category = await fetchImage(`/image/category/${image.id}-1.jpg`).expect(200);
    expect((await sharp(product.body as Buffer).metadata()).width).toBe(640);
    expect((await sharp(category.body as Buffer).metadata()).width).toBe(2400);
  });

  it('serves with immutable caching, Vary: Accept, nosniff and an ETag', async () => {
    const image = await upload(await jpeg(300, 200));
    const url = `/image/thumbnail/${image.id}-1.jpg`;
    const res = await fetchImage(url, 'image/webp,*/*').expect(200);
    expect(res.headers).toMatchObject({
      'cache-control': 'public, max-age=31536000, immutable',
      vary: 'Accept',
      'x-content-type-options': 'nosniff',
      'content-type': 'image/webp',
    });
    await request(t.http).get(url).set('Accept', 'image/webp').set('If-None-Match', res.headers.etag!).expect(304);
    // An image narrower than a size gets its own width (never upscaled).
    const large = await fetchImage(`/image/large/${image.id}-1.jpg`).expect(200);
    expect((await sharp(large.body as Buffer).metadata()).width).toBe(300);
    expect(image.variants).toEqual(['icon', 'thumbnail', 'tiny']);
  });

  it('answers unknown ids, versions, sizes and extensions with a JSON 404, never the HTML shell', async () => {
    const image = await upload(await jpeg(200, 100));
    for (const url of [
      `/image/00000000-0000-4000-8000-000000000000-1.jpg`,
      `/image/${image.id}-2.jpg`,
      `/image/huge/${image.id}-1.jpg`,
      `/image/${image.id}-1.png`,
      `/image/${image.id}-1.svg`,
      `/image/../${image.id}-1.jpg`,
      `/image/foo`,
      `/image/`,
    ]) {
      const res = await request(t.http).get(url);
      expect([url, res.status, res.headers['content-type']]).toEqual([url, 404, 'application/json; charset=utf-8']);
      expect(res.text).not.toContain('<!doctype html>');
    }
    // The stand-in shell is served for real pages (an unknown path is a 404 page since issue 15), so the
    // checks above could have failed.
    expect((await request(t.http).get('/kontakt').expect(200)).text).toContain('<!doctype html>');
  });

  it('accepts multipart uploads with alt text and focal point', async () => {
    const res = await admin.agent
      .post('/api/images')
      .set('X-XSRF-TOKEN', admin.csrf)
      .field('alt', 'Torte')
      .field('focalX', '0.3')
      .field('focalY', '0.7')
      .attach('file', await png(700, 350), 'torte.png')
      .expect(201);
    expect(res.body.data).toMatchObject({
      extension: 'png',
      width: 700,
      height: 350,
      alt: 'Torte',
      // Issue 39 item 4: the library names the image after its file.
      name: 'torte',
      focalX: 0.3,
      focalY: 0.7,
    });
    await ready(res.body.data.id);
    const served = await fetchImage(`/image/small/${res.body.data.id}-1.png`).expect(200);
    expect(await sharp(served.body as Buffer).metadata()).toMatchObject({ format: 'png', width: 640, hasAlpha: true });
  });

  it('replacing an image bumps its version and URL; the old URL answers 404', async () => {
    const image = await upload(await jpeg(800, 400));
    await ready(image.id);
    await fetchImage(`/image/small/${image.id}-1.jpg`).expect(200);
    const changed = (await admin.put(`/api/images/${image.id}`, { alt: 'Neu', focalY: 0.1 }).expect(200)).body.data;
    expect(changed).toMatchObject({ version: 1, alt: 'Neu', focalY: 0.1 });
    const replaced = (
      await admin
        .put(`/api/images/${image.id}`, { id: image.id, data: dataUrl('image/png', await png(1000, 1000)) })
        .expect(200)
    ).body.data as ImageView;
    expect(replaced).toMatchObject({
      id: image.id,
      version: 2,
      extension: 'png',
      width: 1000,
      alt: 'Neu',
      url: `/image/${image.id}-2.png`,
    });
    for (const url of [`/image/small/${image.id}-1.jpg`, `/image/${image.id}-1.jpg`])
      await request(t.http).get(url).expect(404);
    const now = await fetchImage(`/image/small/${image.id}-2.png`).expect(200);
    expect(await sharp(now.body as Buffer).metadata()).toMatchObject({ format: 'png', width: 640, height: 640 });
    await ready(image.id);
    expect(existsSync(join(dataDir, 'images', image.id, '1'))).toBe(false);
  });

  it('renders a variant asked for before it exists once, and stores it', async () => {
    const image = await upload(await jpeg(1300, 650));
    await ready(image.id);
    const file = join(dataDir, 'images', image.id, '1', 'medium.webp');
    unlinkSync(file);
    const res = await fetchImage(`/image/medium/${image.id}-1.jpg`, 'image/webp').expect(200);
    expect(await sharp(res.body as Buffer).metadata()).toMatchObject({ format: 'webp', width: 1280 });
    expect(existsSync(file)).toBe(true);
  });

  it('refuses deleting an image while the catalogue uses it', async () => {
    const image = await upload(await jpeg(100, 100));
    const ref = { id: image.id, version: image.version, extension: image.extension, width: image.width };
    const category = (await admin.post('/api/categories', { name: 'Mit Bild', image: ref }).expect(201)).body.data;
    expect((await admin.get(`/api/images/${image.id}`).expect(200)).body.data.usageCount).toBe(1);
    const refused = await admin.del(`/api/images/${image.id}`).expect(409);
    expect(refused.body.errors[0].message).toBe('Das Bild wird noch verwendet und kann nicht gelöscht werden.');
    await admin.put(`/api/categories/${category.id}`, { image: null }).expect(200);
    await admin.del(`/api/images/${image.id}`).expect(204);
    await admin.get(`/api/images/${image.id}`).expect(404);
    await request(t.http).get(image.url).expect(404);
    expect(existsSync(join(dataDir, 'images', image.id))).toBe(false);
  });

  it('other modules create images from bytes (SVG drawn as PNG) and read renditions of the current version', async () => {
    const images = t.app.get(ImagesService);
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="100"><rect width="200" height="100" fill="#c60"/></svg>',
    );
    const image = await images.createFromBuffer(svg, { name: 'brezel.svg', alt: 'Brezel', svgWidth: 800 });
    expect(image).toMatchObject({ extension: 'png', width: 800, height: 400, alt: 'Brezel', version: 1 });
    const small = await images.readVariant(image, 'small', 'image/webp');
    expect(small?.mimeType).toBe('image/webp');
    expect(await sharp(small!.bytes).metadata()).toMatchObject({ format: 'webp', width: 640 });
    const original = await images.readOriginal(image);
    expect(await sharp(original!.bytes).metadata()).toMatchObject({ format: 'png', width: 800 });
    // A reference with an old version still reads the current picture (templates keep references).
    await images.update(image.id, { file: { bytes: await jpeg(300, 300), name: 'neu.jpg' } });
    const current = await images.readVariant({ id: image.id }, 'large');
    expect(await sharp(current!.bytes).metadata()).toMatchObject({ format: 'jpeg', width: 300 });
    expect(await images.readVariant({ id: '00000000-0000-4000-8000-000000000000' }, 'small')).toBeNull();
  });

  it('lists newest first for staff only; refuses what is no image with the spec message', async () => {
    const first = await upload(await jpeg(50, 50));
    const second = await upload(await jpeg(60, 60));
    const list = (await admin.get('/api/images').expect(200)).body.data as ImageView[];
    expect(list.findIndex((i) => i.id === second.id)).toBeLessThan(list.findIndex((i) => i.id === first.id));
    await request(t.http).get('/api/images').expect(401);
    await request(t.http)
      .post('/api/images')
      .send({ data: dataUrl('image/png', await png(10, 10)) })
      .expect(401);

    const message =
      'Die ausgewählte Datei "bild.jpg" kann nicht verarbeitet werden. Möglicherweise ist die Datei zu groß oder der Dateityp wird nicht erkannt.';
    for (const data of [
      dataUrl('image/jpeg', Buffer.from('kein Bild')),
      dataUrl('image/png', pngClaiming(30_000, 30_000)),
      dataUrl('image/svg+xml', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>')),
      'kein data-URL',
    ]) {
      const res = await admin.post('/api/images', { data, name: 'bild.jpg' }).expect(422);
      expect(res.body.errors).toEqual([{ field: 'data', message }]);
    }
    const tooBig = await admin.agent
      .post('/api/images')
      .set('X-XSRF-TOKEN', admin.csrf)
      .attach('file', Buffer.alloc(3 * 1024 * 1024, 1), 'riesig.jpg')
      .expect(422);
    expect(tooBig.body.errors[0].field).toBe('file');
  });
});
