// Image templates (issue 14 item 5, spec 7 "image-templates"): CRUD with German validation, GET {id}/layers,
// and rendering a saved template with a product (name, price, cover image) or an unsaved one for the
// editor's preview, into a picture of exactly the template's size.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { TEMPLATE_TEXTS, VALIDATION } from '@bestell/domain';
import sharp from 'sharp';
import request from 'supertest';
import { ImagesService } from '../src/media/index.js';
import { DEMO, login, type Staff, startTestApp, type TestApp } from './harness.js';

let t: TestApp;
let admin: Staff;
let employee: Staff;
let picture: { id: string; version: number; extension: string; width: number };
let product: { id: string; name: string; price: string };

/** 400x200: left half red, right half blue, so a pixel tells which part of the picture was used. */
const halves = () =>
  sharp({ create: { width: 400, height: 200, channels: 3, background: '#ff0000' } })
    .composite([
      { input: { create: { width: 200, height: 200, channels: 3, background: '#0000ff' } }, left: 200, top: 0 },
    ])
    .png()
    .toBuffer();

const template = (over: object = {}) => ({
  identifier: 'preisschild',
  name: 'Preisschild',
  width: 600,
  height: 400,
  background: '#ffffff',
  layers: [
    { type: 'rect', x: 0, y: 0, width: 600, height: 60, color: '#1e7b34' },
    { type: 'image', x: 0, y: 80, width: 300, height: 150, fit: 'cover', field: 'product.image' },
    {
      type: 'text',
      x: 320,
      y: 90,
      width: 260,
      text: '{name}',
      font: 'Inter',
      size: 36,
      color: '#000000',
      weight: 'bold',
    },
    { type: 'text', x: 320, y: 300, width: 260, text: '{price}', font: 'Roboto Slab', size: 48, color: '#000000' },
  ],
  ...over,
});

async function pixels(png: Buffer) {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number) => [...data.subarray((y * info.width + x) * 4, (y * info.width + x) * 4 + 3)];
  const darkest = (x0: number, y0: number, w: number, h: number) => {
    let min = 765;
    for (let y = y0; y < y0 + h; y++)
      for (let x = x0; x < x0 + w; x++)
        min = Math.min(
          min,
          at(x, y).reduce((a, b) => a + b),
        );
    return min;
  };
  return { info, at, darkest };
}

beforeAll(async () => {
  t = await startTestApp();
  admin = await login(t.http, DEMO.admin);
  employee = await login(t.http, DEMO.employee);
  const image = await t.app.get(ImagesService).createFromBuffer(await halves(), { name: 'halves.png', alt: 'Test' });
  picture = { id: image.id, version: image.version, extension: image.extension, width: image.width };
  const products = (await admin.get('/api/products').expect(200)).body.data as {
    id: string;
    name: string;
    price: string;
  }[];
  product = products.find((p) => p.name === 'Kaisersemmel')!;
  await admin.put(`/api/products/${product.id}`, { images: [picture] }).expect(200);
});
afterAll(async () => t?.close());

describe('image templates CRUD', () => {
  let id: string;

  it('staff create, list, read by id or identifier, and read the layers alone', async () => {
    const created = (await employee.post('/api/image-templates', template()).expect(201)).body.data;
    id = created.id;
    expect(created).toMatchObject({ identifier: 'preisschild', width: 600, height: 400, background: '#ffffff' });
    expect(created.layers).toHaveLength(4);
    expect((await admin.get('/api/image-templates').expect(200)).body.data.map((x: { id: string }) => x.id)).toContain(
      id,
    );
    expect((await admin.get('/api/image-templates/preisschild').expect(200)).body.data.id).toBe(id);
    const layers = (await admin.get(`/api/image-templates/${id}/layers`).expect(200)).body.data;
    expect(layers).toEqual(template().layers);
  });

  it('is staff only', async () => {
    await request(t.http).get('/api/image-templates').expect(401);
    await request(t.http).get(`/api/image-templates/${id}/layers`).expect(401);
    await request(t.http).get(`/api/image-templates/${id}/render.png`).expect(401);
    await request(t.http).post('/api/image-templates/render').send({ template: template() }).expect(401);
  });

  it('refuses bad input with German messages on the field', async () => {
    const res = await admin
      .post('/api/image-templates', template({ identifier: 'zweites', width: 0, background: 'rot' }))
      .expect(422);
    expect(res.body.errors).toEqual(
      expect.arrayContaining([
        { message: VALIDATION.min('1'), field: 'width' },
        expect.objectContaining({ field: 'background' }),
      ]),
    );
    const unknownType = await admin
      .post('/api/image-templates', template({ identifier: 'drittes', layers: [{ type: 'circle', x: 0, y: 0 }] }))
      .expect(422);
    expect(unknownType.body.errors[0].field).toMatch(/^layers\.0/);
    const duplicate = await admin.post('/api/image-templates', template()).expect(422);
    expect(duplicate.body.errors).toEqual([{ message: VALIDATION.unique, field: 'identifier' }]);
  });

  it('refuses layers that end up off the canvas, also when the canvas shrinks', async () => {
    const outside = await admin
      .post(
        '/api/image-templates',
        template({
          identifier: 'aussen',
          layers: [{ type: 'rect', x: 700, y: 0, width: 50, height: 50, color: '#000' }],
        }),
      )
      .expect(422);
    expect(outside.body.errors).toEqual([{ message: TEMPLATE_TEXTS.layerOutside, field: 'layers.0.x' }]);
    const shrunk = await admin.put(`/api/image-templates/${id}`, { width: 300, height: 200 }).expect(422);
    expect(shrunk.body.errors).toEqual([
      { message: TEMPLATE_TEXTS.layerOutside, field: 'layers.2.x' },
      { message: TEMPLATE_TEXTS.layerOutside, field: 'layers.3.x' },
    ]);
    const noSource = await admin
      .put(`/api/image-templates/${id}`, {
        layers: [{ type: 'image', x: 0, y: 0, width: 10, height: 10, fit: 'cover' }],
      })
      .expect(422);
    expect(noSource.body.errors).toEqual([{ message: TEMPLATE_TEXTS.imageSourceRequired, field: 'layers.0.image' }]);
  });

  it('renders a saved template with a product into exactly its size', async () => {
    const res = await admin.get(`/api/image-templates/${id}/render.png?product=${product.id}`).buffer(true).expect(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('no-store');
    const p = await pixels(res.body as Buffer);
    expect([p.info.width, p.info.height]).toEqual([600, 400]);
    expect(p.at(300, 30)).toEqual([0x1e, 0x7b, 0x34]);
    // cover: the 400x200 picture fills 300x150 around its centre, red left of the middle, blue right.
    const near = (rgb: number[], expected: number[]) =>
      rgb.forEach((v, i) => expect(Math.abs(v - expected[i]!)).toBeLessThan(30));
    near(p.at(60, 150), [255, 0, 0]);
    near(p.at(240, 150), [0, 0, 255]);
    near(p.at(150, 250), [255, 255, 255]);
    // The name (bold, top right) and the price (bottom right) darken their boxes; between them stays white.
    expect(p.darkest(320, 90, 260, 50)).toBeLessThan(150);
    expect(p.darkest(320, 300, 260, 60)).toBeLessThan(150);
    expect(p.darkest(320, 160, 260, 120)).toBe(765);

    const webp = await admin.get(`/api/image-templates/${id}/render.webp`).buffer(true).expect(200);
    expect(webp.headers['content-type']).toBe('image/webp');
    expect(await sharp(webp.body as Buffer).metadata()).toMatchObject({ format: 'webp', width: 600, height: 400 });
  });

  it('answers 404 for unknown templates and formats, 422 for an unknown product', async () => {
    await admin.get('/api/image-templates/00000000-0000-4000-8000-000000000000/layers').expect(404);
    await admin.get('/api/image-templates/00000000-0000-4000-8000-000000000000/render.png').expect(404);
    const gif = await admin.get(`/api/image-templates/${id}/render.gif`).expect(404);
    expect(gif.body.errors[0].message).toBeTruthy();
    const missing = await admin
      .get(`/api/image-templates/${id}/render.png?product=00000000-0000-4000-8000-000000000000`)
      .expect(422);
    expect(missing.body.errors).toEqual([{ message: VALIDATION.invalidReference, field: 'product' }]);
  });

  it('renders the editor state without saving it (live preview)', async () => {
    const unsaved = {
      width: 200,
      height: 100,
      background: '#ffff00',
      layers: [{ type: 'image', x: 100, y: 0, width: 100, height: 100, fit: 'contain', image: picture }],
    };
    const res = await admin.post('/api/image-templates/render', { template: unsaved }).buffer(true).expect(200);
    const p = await pixels(res.body as Buffer);
    expect([p.info.width, p.info.height]).toEqual([200, 100]);
    expect(p.at(50, 50)).toEqual([255, 255, 0]);
    // contain: 100x50 picture centred vertically; background above and below it.
    expect(p.at(150, 10)).toEqual([255, 255, 0]);
    expect(p.at(120, 50)[0]).toBeGreaterThan(200);
    const bad = await admin.post('/api/image-templates/render', { template: { ...unsaved, width: 99999 } }).expect(422);
    expect(bad.body.errors[0].field).toBe('template.width');
    const withProduct = await admin
      .post('/api/image-templates/render', { template: template(), product: product.id, format: 'webp' })
      .buffer(true)
      .expect(200);
    expect(withProduct.headers['content-type']).toBe('image/webp');
  });

  it('counts as a use of the library images its layers show', async () => {
    const usage = async () => (await admin.get(`/api/images/${picture.id}`).expect(200)).body.data.usageCount;
    const before = await usage();
    const withImage = template({
      identifier: 'mit-bild',
      layers: [{ type: 'image', x: 0, y: 0, width: 100, height: 100, fit: 'cover', image: picture }],
    });
    const created = (await admin.post('/api/image-templates', withImage).expect(201)).body.data;
    expect(await usage()).toBe(before + 1);
    await admin.del(`/api/images/${picture.id}`).expect(409);
    await admin.del(`/api/image-templates/${created.id}`).expect(200);
    expect(await usage()).toBe(before);
  });

  it('deletes', async () => {
    await admin.del(`/api/image-templates/${id}`).expect(200);
    await admin.get(`/api/image-templates/${id}`).expect(404);
  });
});
