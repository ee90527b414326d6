import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import sharp from 'sharp';
import request from 'supertest';
import { HTTP, STOREFRONT_TEXTS, VALIDATION } from '@bestell/domain';
import { startTestApp, type TestApp } from './harness.js';
import { dataUrl, jpegWithMetadata, pngClaiming, pngImage } from './images.fixtures.js';
import { deleteKeysUnder } from './redis-keys.js';

// Issue 12 item 6: pixel limit from the header, re-encoding (no metadata, no polyglot tail), NUL in the
// file name, the JPEG preview of spec 2, and the scheduled cleanup in both modes.
const MAX_PIXELS = 1_000_000;

const binary = (req: request.Test) =>
  req.buffer(true).parse((r, cb) => {
    const chunks: Buffer[] = [];
    r.on('data', (c: Buffer) => chunks.push(c));
    r.on('end', () => cb(null, Buffer.concat(chunks)));
  });

/** Waits for a condition checked every 100 ms (a positive signal, never a fixed pause). */
async function until(check: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not reached in time');
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('upload hardening', () => {
  let t: TestApp;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'bw-uploads-hard-'));
    // Cleanup every 0.6 s in this process (no REDIS_URL: the in-process timer).
    t = await startTestApp({
      DATA_DIR: dataDir,
      UPLOAD_MAX_PIXELS: String(MAX_PIXELS),
      UPLOAD_CLEANUP_MINUTES: '0.01',
    });
  });
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const upload = (body: object) => request(t.http).post('/api/uploads').send(body);
  const rows = async () => Number((await t.ds.query(`SELECT count(*)::int AS n FROM "upload"`))[0].n);
  const files = async () => readdir(join(dataDir, 'uploads')).catch(() => [] as string[]);
  const refused = (name: string) => ({ errors: [{ field: 'data', message: STOREFRONT_TEXTS.uploadFailed(name) }] });

  it('refuses a 20000x20000 PNG from its header, and any image over UPLOAD_MAX_PIXELS', async () => {
    const bomb = pngClaiming(20_000, 20_000);
    expect(bomb.length).toBeLessThan(200_000);
    expect(await sharp(bomb, { limitInputPixels: false }).metadata()).toMatchObject({ width: 20_000, height: 20_000 });
    const before = { rows: await rows(), files: await files() };
    const res = await upload({ data: dataUrl('image/png', bomb), name: 'bombe.png' }).expect(422);
    expect(res.body).toEqual(refused('bombe.png'));
    // The configured limit (1 megapixel here): one pixel row more is refused, the limit itself accepted.
    const over = await upload({ data: dataUrl('image/png', await pngImage(1000, 1001)), name: 'gross.png' });
    expect(over.status).toBe(422);
    expect({ rows: await rows(), files: await files() }).toEqual(before);
    await upload({ data: dataUrl('image/png', await pngImage(1000, 1000)), name: 'genau.png' }).expect(201);
  });

  it('stores images re-encoded: no EXIF or other metadata, no polyglot bytes after the image', async () => {
    const jpeg = await jpegWithMetadata();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const tail = Buffer.from('<?php system($_GET["c"]); ?><script>alert(1)</script>');
    const polyglot = Buffer.concat([jpeg, tail]);
    const u = (await upload({ data: dataUrl('image/jpeg', polyglot), name: 'urlaub.jpg' }).expect(201)).body.data;
    const stored = await readFile(join(dataDir, 'uploads', `${u.id}-1.jpg`));
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 64, height: 48 });
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(stored.includes('Spionkamera')).toBe(false);
    expect(stored.includes('<?php')).toBe(false);
    expect(stored.includes('<script>')).toBe(false);
    // The stream ends with the JPEG end-of-image marker: nothing trails it.
    expect(stored.subarray(-2)).toEqual(Buffer.from([0xff, 0xd9]));

    const png = Buffer.concat([await pngImage(16, 16), Buffer.from('<html><script>alert(1)</script></html>')]);
    const p = (await upload({ data: dataUrl('image/png', png), name: 'bild.png' }).expect(201)).body.data;
    const storedPng = await readFile(join(dataDir, 'uploads', `${p.id}-1.png`));
    expect(storedPng.includes('<script>')).toBe(false);
    expect(storedPng.subarray(-8, -4).toString('latin1')).toBe('IEND');
  });

  it('a NUL byte in the file name is a 422 on "name" and writes nothing', async () => {
    const before = { rows: await rows(), files: await files() };
    const png = dataUrl('image/png', await pngImage(4, 4));
    for (const name of ['foto\u0000.php.png', '\u0000', 'a\ud800.png']) {
      const res = await upload({ data: png, name }).expect(422);
      expect(res.body).toEqual({ errors: [{ field: 'name', message: VALIDATION.invalidCharacters }] });
    }
    expect({ rows: await rows(), files: await files() }).toEqual(before);
  });

  it('serves a real JPEG preview at /upload/{publicHash}/preview/{id}-{version}.jpg', async () => {
    const wide = await sharp({
      create: { width: 1200, height: 400, channels: 4, background: { r: 0, g: 128, b: 0, alpha: 0.5 } },
    })
      .png()
      .toBuffer();
    const u = (await upload({ data: dataUrl('image/png', wide), name: 'banner.png' }).expect(201)).body.data;
    for (let round = 0; round < 2; round++) {
      // First request makes the preview, the second serves the stored one: both the same JPEG.
      const res = await binary(request(t.http).get(`/upload/${u.publicHash}/preview/${u.id}-1.jpg`)).expect(200);
      expect(res.headers['content-type']).toBe('image/jpeg');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      const body = res.body as Buffer;
      expect(body.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
      const decoded = await sharp(body).raw().toBuffer({ resolveWithObject: true });
      expect(decoded.info).toMatchObject({ width: 600, height: 200, channels: 3 });
    }
    const pdf = (
      await upload({ data: dataUrl('application/pdf', Buffer.from('%PDF-1.4\n')), name: 'plan.pdf' }).expect(201)
    ).body.data;
    for (const path of [
      `/upload/${pdf.publicHash}/preview/${pdf.id}-1.jpg`,
      `/upload/${pdf.publicHash}/preview/${u.id}-1.jpg`,
      `/upload/${u.publicHash}/preview/${u.id}-2.jpg`,
      `/upload/${u.publicHash}/preview/${u.id}-1.png`,
      `/upload/${u.publicHash}/preview/..%2F..%2Fetc%2Fpasswd`,
    ]) {
      const res = await request(t.http).get(path).expect(404);
      expect(res.body).toEqual({ errors: [{ message: HTTP.notFound }] });
    }
  });

  it('the in-process timer deletes an upload that has been unreferenced for over 24 hours', async () => {
    const u = (await upload({ data: dataUrl('image/png', await pngImage(4, 4)), name: 'vergessen.png' }).expect(201))
      .body.data;
    const young = (await upload({ data: dataUrl('image/png', await pngImage(4, 4)), name: 'neu.png' }).expect(201)).body
      .data;
    await t.ds.query(`UPDATE "upload" SET "createdAt" = now() - interval '25 hours' WHERE "id" = $1`, [u.id]);
    // The run deletes the row, then the files: wait for both.
    await until(
      async () =>
        (await t.ds.query(`SELECT 1 FROM "upload" WHERE "id" = $1`, [u.id])).length === 0 &&
        (await files()).every((f) => !f.startsWith(u.id)),
    );
    expect(await t.ds.query(`SELECT 1 FROM "upload" WHERE "id" = $1`, [young.id])).toHaveLength(1);
    expect(await files()).toContain(`${young.id}-1.png`);
  });
});

describe('upload cleanup as a BullMQ job scheduler (REDIS_URL)', () => {
  const prefix = `bw-cleanup-${randomBytes(4).toString('hex')}`;
  let t: TestApp;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'bw-uploads-redis-'));
    t = await startTestApp({
      DATA_DIR: dataDir,
      REDIS_URL: 'redis://127.0.0.1:6379',
      QUEUE_PREFIX: prefix,
      UPLOAD_CLEANUP_MINUTES: '0.01',
    });
  });
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
    // Only this test's keys (its own prefix) are removed from the shared Redis.
    await deleteKeysUnder('redis://127.0.0.1:6379', prefix);
  });

  it('a repeatable job runs the cleanup', async () => {
    const redis = new Redis('redis://127.0.0.1:6379');
    try {
      await until(async () => (await redis.zcard(`${prefix}:upload-cleanup:repeat`)) > 0);
    } finally {
      await redis.quit();
    }
    const u = (
      await request(t.http)
        .post('/api/uploads')
        .send({ data: dataUrl('image/png', await pngImage(4, 4)), name: 'alt.png' })
        .expect(201)
    ).body.data;
    await t.ds.query(`UPDATE "upload" SET "createdAt" = now() - interval '25 hours' WHERE "id" = $1`, [u.id]);
    await until(
      async () =>
        (await t.ds.query(`SELECT 1 FROM "upload" WHERE "id" = $1`, [u.id])).length === 0 &&
        (await readdir(join(dataDir, 'uploads'))).every((f) => !f.startsWith(u.id)),
    );
  });
});
