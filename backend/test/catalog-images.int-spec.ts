import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import sharp from 'sharp';
import { DEMO, login, type Staff, startTestApp, type TestApp } from './harness.js';

// A 2x2 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

// Issue 8: product and category images are edited in the back office through the uploads API; the
// catalogue keeps the upload's reference (with its publicHash), which the shop shows under /upload/….
describe('catalogue images from uploads', () => {
  let t: TestApp;
  let admin: Staff;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await login(t.http, DEMO.admin);
  });
  afterAll(() => t.close());

  const upload = async () =>
    (
      await request(t.http)
        .post('/api/uploads')
        .send({ data: `data:image/png;base64,${PNG.toString('base64')}`, name: 'torte.png' })
        .expect(201)
    ).body.data as { id: string; version: number; extension: string; publicHash: string };

  it('a product and a category keep the uploaded image; the public catalogue serves its reference', async () => {
    const file = await upload();
    const ref = { id: file.id, version: file.version, extension: file.extension, publicHash: file.publicHash };
    const category = (await admin.post('/api/categories', { name: 'Mit Bild', image: ref }).expect(201)).body.data;
    expect(category.image).toEqual(ref);
    const product = (
      await admin
        .post('/api/products', { name: 'Torte mit Bild', price: '20.00', category: { id: category.id }, images: [ref] })
        .expect(201)
    ).body.data;
    expect(product.images).toEqual([ref]);

    const anonymous = await request(t.http).get(`/api/products/${product.id}`).expect(200);
    expect(anonymous.body.data.images).toEqual([ref]);
    const served = await request(t.http).get(`/upload/${ref.publicHash}/${ref.id}-${ref.version}.png`).expect(200);
    expect(served.headers['content-type']).toBe('image/png');
    // Stored re-encoded (issue 12): a PNG with the same 2x2 pixels.
    expect(await sharp(served.body as Buffer).metadata()).toMatchObject({ format: 'png', width: 2, height: 2 });

    // Removing: an empty list and a null image.
    await admin.put(`/api/products/${product.id}`, { images: [] }).expect(200);
    await admin.put(`/api/categories/${category.id}`, { image: null }).expect(200);
    expect((await admin.get(`/api/products/${product.id}`).expect(200)).body.data.images).toEqual([]);
    expect((await admin.get(`/api/categories/${category.id}`).expect(200)).body.data.image).toBeNull();
  });

  it('refuses a malformed publicHash (it ends up in a URL) with 422', async () => {
    const file = await upload();
    for (const publicHash of ['kurz', '../../etc/passwd-aaaaaaaaaaaaaaaa', 'a b'.repeat(10)]) {
      const res = await admin.post('/api/categories', {
        name: 'Kaputt',
        image: { id: file.id, version: 1, extension: 'png', publicHash },
      });
      expect([publicHash, res.status]).toEqual([publicHash, 422]);
    }
  });
});
