import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { HTTP, STOREFRONT_TEXTS, VALIDATION } from '@bestell/domain';
import sharp from 'sharp';
import { startTestApp, type TestApp } from './harness.js';
import { pngImage } from './images.fixtures.js';

// Issue 4 / spec 3 "Upload", spec 7 "Upload create": anonymous data-URL uploads, checked by content,
// stored under DATA_DIR/uploads and served only by publicHash + id + version + extension.
const MAX = 1024 * 1024;
const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_HEAD = [0xff, 0xd8, 0xff, 0xe0];

/** A file of `size` bytes starting with `head` (the rest is deterministic filler). */
const file = (head: number[], size: number) => {
  const bytes = Buffer.alloc(size, 7);
  Buffer.from(head).copy(bytes);
  return bytes;
};
const dataUrl = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`;

describe('uploads', () => {
  let t: TestApp;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'bw-uploads-'));
    t = await startTestApp({ DATA_DIR: dataDir, UPLOAD_MAX_BYTES: String(MAX), BODY_LIMIT: '64kb' });
  });
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const upload = (body: object) => request(t.http).post('/api/uploads').send(body);
  const rows = async () => Number((await t.ds.query(`SELECT count(*)::int AS n FROM "upload"`))[0].n);
  const refused = (name: string) => ({ errors: [{ field: 'data', message: STOREFRONT_TEXTS.uploadFailed(name) }] });

  it('stores an image sent as data-URL and serves it at the spec path with its type and nosniff', async () => {
    // Larger than the global BODY_LIMIT (64kb here): only this route accepts big bodies.
    const bytes = await pngImage(300, 300, true);
    expect(bytes.length).toBeGreaterThan(200 * 1024);
    const res = await upload({ data: dataUrl('image/png', bytes), name: 'foto.png' }).expect(201);
    const u = res.body.data;
    expect(u).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      version: 1,
      extension: 'png',
      publicHash: expect.any(String),
      mimeType: 'image/png',
    });
    // At least 128 random bits, URL-safe.
    expect(Buffer.from(u.publicHash, 'base64url').length).toBeGreaterThanOrEqual(16);
    expect(u.publicHash).toMatch(/^[\w-]+$/);
    // Images are stored re-encoded (issue 12): the same pixels, not the same bytes.
    const stored = await readFile(join(dataDir, 'uploads', `${u.id}-1.png`));
    const [row] = await t.ds.query(`SELECT "size", "originalName" FROM "upload" WHERE "id" = $1`, [u.id]);
    expect(row).toEqual({ size: stored.length, originalName: 'foto.png' });
    const pixels = await sharp(stored).raw().toBuffer({ resolveWithObject: true });
    expect(pixels.info).toMatchObject({ width: 300, height: 300, format: 'raw' });
    expect(Buffer.compare(pixels.data, await sharp(bytes).raw().toBuffer())).toBe(0);

    const served = await request(t.http)
      .get(`/upload/${u.publicHash}/${u.id}-1.png`)
      .buffer(true)
      .parse((r, cb) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => cb(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-disposition']).toBe('inline');
    expect(Buffer.compare(served.body as Buffer, stored)).toBe(0);
  });

  it('answers the same 404 for a wrong, truncated or foreign hash, version or extension', async () => {
    const jpeg = await sharp(await pngImage(8, 8))
      .jpeg()
      .toBuffer();
    const a = (await upload({ data: dataUrl('image/jpeg', jpeg), name: 'a.jpg' }).expect(201)).body.data;
    const b = (await upload({ data: dataUrl('image/jpeg', jpeg), name: 'b.jpg' }).expect(201)).body.data;
    await request(t.http).get(`/upload/${a.publicHash}/${a.id}-1.jpg`).expect(200);
    for (const path of [
      `/upload/${b.publicHash}/${a.id}-1.jpg`,
      `/upload/${a.publicHash.slice(0, -1)}/${a.id}-1.jpg`,
      `/upload/x${a.publicHash}/${a.id}-1.jpg`,
      `/upload/${a.publicHash}/${a.id}-2.jpg`,
      `/upload/${a.publicHash}/${a.id}-1.png`,
      `/upload/${a.publicHash}/${a.id}.jpg`,
      `/upload/${a.publicHash}/..%2F..%2Fetc%2Fpasswd`,
      `/upload/${a.publicHash}/00000000-0000-4000-8000-000000000000-1.jpg`,
    ]) {
      const res = await request(t.http).get(path).expect(404);
      expect(res.body).toEqual({ errors: [{ message: HTTP.notFound }] });
    }
  });

  it('accepts documents from the default list and sends them as download', async () => {
    const pdf = Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n');
    const u = (await upload({ data: dataUrl('application/pdf', pdf), name: 'Plan.PDF' }).expect(201)).body.data;
    expect(u).toMatchObject({ extension: 'pdf', mimeType: 'application/pdf' });
    const served = await request(t.http).get(`/upload/${u.publicHash}/${u.id}-1.pdf`).expect(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-disposition']).toContain('attachment');
    const txt = (await upload({ data: dataUrl('text/plain', Buffer.from('Hallo')), name: 'notiz.txt' }).expect(201))
      .body.data;
    expect(txt).toMatchObject({ extension: 'txt', mimeType: 'text/plain' });
  });

  it('refuses disguised, unknown, malformed and oversized files with the German message on "data"', async () => {
    const before = await rows();
    const png = file(PNG_HEAD, 64);
    const cases: [object, string][] = [
      // JPEG bytes under a .png name and type: content decides.
      [{ data: dataUrl('image/png', file(JPEG_HEAD, 64)), name: 'foto.png' }, 'foto.png'],
      // HTML passed off as an image.
      [{ data: dataUrl('image/gif', Buffer.from('<script>alert(1)</script>')), name: 'x.gif' }, 'x.gif'],
      [{ data: dataUrl('application/x-msdownload', png), name: 'setup.exe' }, 'setup.exe'],
      [{ data: dataUrl('image/svg+xml', Buffer.from('<svg/>')), name: 'logo.svg' }, 'logo.svg'],
      [{ data: 'not a data url', name: 'foto.png' }, 'foto.png'],
      [{ data: 'data:image/png;base64,@@@@', name: 'foto.png' }, 'foto.png'],
      [{ data: dataUrl('image/png', Buffer.alloc(0)), name: 'leer.png' }, 'leer.png'],
      // A PNG signature on bytes that are no image: sharp cannot decode it (issue 12).
      [{ data: dataUrl('image/png', png), name: 'kaputt.png' }, 'kaputt.png'],
      // One byte over UPLOAD_MAX_BYTES, still under the route's body limit.
      [{ data: dataUrl('image/png', file(PNG_HEAD, MAX + 1)), name: 'gross.png' }, 'gross.png'],
    ];
    for (const [body, name] of cases) {
      const res = await upload(body).expect(422);
      expect(res.body).toEqual(refused(name));
    }
    expect(await rows()).toBe(before);
    expect((await readdir(join(dataDir, 'uploads'))).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('validates the body and keeps the small body limit everywhere else', async () => {
    const missing = await upload({ name: 'a.png' }).expect(422);
    expect(missing.body.errors).toEqual([{ field: 'data', message: VALIDATION.notBlank }]);
    // Far beyond the upload route's own limit.
    const huge = await upload({ data: dataUrl('image/png', file(PNG_HEAD, 2 * MAX)), name: 'a.png' }).expect(413);
    expect(huge.body).toEqual({ errors: [{ message: VALIDATION.payloadTooLarge }] });
    const orders = await request(t.http)
      .post('/api/orders')
      .send({ comment: 'x'.repeat(100 * 1024) })
      .expect(413);
    expect(orders.body).toEqual({ errors: [{ message: VALIDATION.payloadTooLarge }] });
  });
});
