import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { ImageView } from '@bestell/domain';
import sharp from 'sharp';
import request from 'supertest';
import { FileStorage, FileSystemStorage, S3Storage } from '../src/storage/index.js';
import { DEMO, login, startTestApp } from './harness.js';
import { dataUrl } from './images.fixtures.js';
import { until } from './workers.sinks.js';

// Issue 14: one storage interface for files, on the file system under DATA_DIR or in an S3-compatible
// bucket (s3rver here: a local S3 that checks request signatures).
interface FakeS3 {
  run(): Promise<{ port: number }>;
  close(): Promise<void>;
}
const S3rver = createRequire(import.meta.url)('s3rver') as new (options: object) => FakeS3;
const BUCKET = 'bestellwerk-test';
const KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

const root = mkdtempSync(join(tmpdir(), 'bw-storage-'));
let s3: FakeS3;
let endpoint: string;

beforeAll(async () => {
  s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: join(root, 's3'),
    configureBuckets: [{ name: BUCKET }],
  });
  endpoint = `http://127.0.0.1:${(await s3.run()).port}`;
});
afterAll(async () => {
  await s3?.close();
  rmSync(root, { recursive: true, force: true });
});

describe.each([
  ['file system', () => new FileSystemStorage(join(root, 'fs'))],
  ['S3', () => new S3Storage({ bucket: BUCKET, region: 'us-east-1', endpoint, credentials: KEYS, prefix: 'files/' })],
])('FileStorage on the %s', (_name, make) => {
  let storage: FileStorage;
  beforeAll(() => {
    storage = make();
  });

  it('puts, gets, replaces and deletes files under nested keys', async () => {
    expect(await storage.get('uploads/x-1.png')).toBeNull();
    expect(await storage.exists('uploads/x-1.png')).toBe(false);
    await storage.put('uploads/x-1.png', Buffer.from('eins'));
    await storage.put('uploads/x-1.png', Buffer.from('zwei'));
    expect((await storage.get('uploads/x-1.png'))?.toString()).toBe('zwei');
    expect(await storage.exists('uploads/x-1.png')).toBe(true);
    await storage.delete('uploads/x-1.png');
    await storage.delete('uploads/x-1.png'); // a missing file is no error
    expect(await storage.get('uploads/x-1.png')).toBeNull();
  });

  it('deletes a folder with everything below it, and nothing beside it', async () => {
    for (const key of ['images/a/1/small.jpg', 'images/a/1/small.webp', 'images/a/2/source.png', 'images/ab/1/x.jpg'])
      await storage.put(key, Buffer.from(key));
    await storage.deleteFolder('images/a/1');
    expect(await storage.exists('images/a/1/small.jpg')).toBe(false);
    expect(await storage.exists('images/a/2/source.png')).toBe(true);
    await storage.deleteFolder('images/a');
    expect(await storage.exists('images/a/2/source.png')).toBe(false);
    expect((await storage.get('images/ab/1/x.jpg'))?.toString()).toBe('images/ab/1/x.jpg');
    await storage.deleteFolder('images/nichts'); // a missing folder is no error
    // Written again after its folder was removed.
    await storage.put('images/a/1/small.jpg', Buffer.from('neu'));
    expect((await storage.get('images/a/1/small.jpg'))?.toString()).toBe('neu');
  });

  it('refuses keys that could leave the storage root', async () => {
    for (const key of ['../x', 'a/../../x', '/etc/passwd', '.hidden', 'a//b', '', 'a/./b', 'a\\b', 'ä.jpg', 'a/b/']) {
      await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow('Invalid storage key');
      await expect(storage.get(key)).rejects.toThrow('Invalid storage key');
    }
  });
});

describe('the image library on S3', () => {
  it('stores originals and variants in the bucket and serves them', async () => {
    const t = await startTestApp({
      DATA_DIR: join(root, 'unused'),
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: KEYS.accessKeyId,
      S3_SECRET_ACCESS_KEY: KEYS.secretAccessKey,
      S3_PREFIX: 'app/',
    });
    try {
      const admin = await login(t.http, DEMO.admin);
      const bytes = await sharp({ create: { width: 700, height: 350, channels: 3, background: '#963' } })
        .jpeg()
        .toBuffer();
      const image = (await admin.post('/api/images', { data: dataUrl('image/jpeg', bytes) }).expect(201)).body
        .data as ImageView;
      await until(
        async () => ((await admin.get(`/api/images/${image.id}`).expect(200)).body.data as ImageView).variantsReady,
        30_000,
        'variants rendered',
      );
      const bucket = new S3Storage({
        bucket: BUCKET,
        region: 'us-east-1',
        endpoint,
        credentials: KEYS,
        prefix: 'app/',
      });
      expect(await bucket.exists(`images/${image.id}/1/source.jpg`)).toBe(true);
      expect(await bucket.exists(`images/${image.id}/1/small.webp`)).toBe(true);
      const res = await request(t.http)
        .get(`/image/small/${image.id}-1.jpg`)
        .set('Accept', 'image/webp')
        .buffer(true)
        .parse((r, cb) => {
          const chunks: Buffer[] = [];
          r.on('data', (c: Buffer) => chunks.push(c));
          r.on('end', () => cb(null, Buffer.concat(chunks)));
        })
        .expect(200);
      expect(await sharp(res.body as Buffer).metadata()).toMatchObject({ format: 'webp', width: 640 });
      bucket.close();
      expect(existsSync(join(root, 'unused', 'images'))).toBe(false);
    } finally {
      await t.close();
    }
  });
});
