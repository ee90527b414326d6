import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { ImageView } from '@bestell/domain';
import request from 'supertest';
import sharp from 'sharp';
import { DEMO, login, type Staff, startTestApp, type TestApp } from './harness.js';
import { dataUrl } from './images.fixtures.js';

// Issue 14: catalogue and configuration image fields hold references to library images (ImageRef);
// the record stores the library's version, extension and size, and follows a replaced image.
describe('catalogue images from the image library', () => {
  let t: TestApp;
  let admin: Staff;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await login(t.http, DEMO.admin);
  });
  afterAll(() => t.close());

  const upload = async (width: number, height: number) => {
    const bytes = await sharp({ create: { width, height, channels: 3, background: '#c84' } })
      .png()
      .toBuffer();
    return (await admin.post('/api/images', { data: dataUrl('image/png', bytes), name: 'torte.png' }).expect(201)).body
      .data as ImageView;
  };
  const refOf = (i: ImageView) => ({ id: i.id, version: i.version, extension: i.extension });

  it('a product, a category and the config keep library images; the public catalogue shows them', async () => {
    const image = await upload(40, 20);
    const stored = { ...refOf(image), width: 40, height: 20 };
    // The client's alt text stays; width and height come from the library.
    const category = (
      await admin.post('/api/categories', { name: 'Mit Bild', image: { ...refOf(image), alt: 'Torten' } }).expect(201)
    ).body.data;
    expect(category.image).toEqual({ ...stored, alt: 'Torten' });
    const product = (
      await admin
        .post('/api/products', {
          name: 'Torte mit Bild',
          price: '20.00',
          category: { id: category.id },
          images: [refOf(image), { ...refOf(image), focalX: 0.2 }],
        })
        .expect(201)
    ).body.data;
    expect(product.images).toEqual([stored, { ...stored, focalX: 0.2 }]);
    const template = (
      await admin
        .post('/api/image-templates', {
          identifier: 'mit-bild',
          name: 'Mit Bild',
          width: 100,
          height: 100,
          background: '#ffffff',
          layers: [{ type: 'image', x: 0, y: 0, width: 50, height: 50, fit: 'cover', image: refOf(image) }],
        })
        .expect(201)
    ).body.data;
    const config = (await admin.post('/api/config', { logo: refOf(image), favicon: null }).expect(200)).body.data;
    expect(config.logo).toEqual(stored);

    const anonymous = await request(t.http).get(`/api/products/${product.id}`).expect(200);
    expect(anonymous.body.data.images).toEqual(product.images);
    const served = await request(t.http).get(`/image/${image.id}-1.png`).set('Accept', 'image/png').expect(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect((await admin.get(`/api/images/${image.id}`).expect(200)).body.data.usageCount).toBe(5);

    // Replacing the image moves every reference to the new version (the old URLs answer 404).
    const bigger = await sharp({ create: { width: 80, height: 80, channels: 3, background: '#48c' } })
      .jpeg()
      .toBuffer();
    await admin.put(`/api/images/${image.id}`, { data: dataUrl('image/jpeg', bigger) }).expect(200);
    const moved = { id: image.id, version: 2, extension: 'jpg', width: 80, height: 80 };
    expect((await admin.get(`/api/products/${product.id}`).expect(200)).body.data.images).toEqual([
      moved,
      { ...moved, focalX: 0.2 },
    ]);
    expect((await admin.get(`/api/categories/${category.id}`).expect(200)).body.data.image).toEqual({
      ...moved,
      alt: 'Torten',
    });
    const layers = (await admin.get(`/api/image-templates/${template.id}/layers`).expect(200)).body.data;
    expect(layers[0].image).toMatchObject({ id: image.id, version: 2, extension: 'jpg' });

    // Removing: an empty list and a null image.
    await admin.put(`/api/products/${product.id}`, { images: [] }).expect(200);
    await admin.put(`/api/categories/${category.id}`, { image: null }).expect(200);
    expect((await admin.get(`/api/products/${product.id}`).expect(200)).body.data.images).toEqual([]);
    expect((await admin.get(`/api/categories/${category.id}`).expect(200)).body.data.image).toBeNull();
    expect((await admin.get(`/api/images/${image.id}`).expect(200)).body.data.usageCount).toBe(2);
  });

  it('refuses an image that is not in the library, and upload references, with 422 on the field', async () => {
    const missing = { id: '00000000-0000-4000-8000-000000000000', version: 1, extension: 'png' };
    const res = await admin.post('/api/categories', { name: 'Kaputt', image: missing }).expect(422);
    expect(res.body.errors[0].field).toBe('image');
    const branchRes = await admin.post('/api/products', { name: 'X', price: '1.00', images: [missing] }).expect(422);
    expect(branchRes.body.errors[0].field).toBe('images');
    const image = await upload(10, 10);
    const withHash = { ...refOf(image), publicHash: 'abcdefghijklmnopqrstuvwx' };
    expect((await admin.post('/api/categories', { name: 'Alt', image: withHash })).status).toBe(422);
    for (const id of ['../../etc/passwd', 'kein-uuid']) {
      expect((await admin.post('/api/categories', { name: 'Pfad', image: { ...refOf(image), id } })).status).toBe(422);
    }
  });
});
