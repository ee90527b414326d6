import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { ORDER_TEXTS } from '../src/orders/messages.js';
import { startTestApp, type TestApp } from './harness.js';
import { type Catalogue, counts, createCatalogue, item, placeOrder, takeaway } from './orders.fixtures.js';

// Issue 4: image/file parts of order items reference uploads as [{ id, publicHash }]; placing the order
// checks each reference and snapshots the stored upload.
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const PDF = Buffer.from('%PDF-1.4\n');

describe('orders with uploads', () => {
  let t: TestApp;
  let c: Catalogue;
  let dataDir: string;
  let poster: string;
  let photo: { id: string; version: number; extension: string; publicHash: string; mimeType: string };
  let plan: typeof photo;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'bw-order-uploads-'));
    t = await startTestApp({ DATA_DIR: dataDir });
    c = await createCatalogue(t, 'uploads');
    const category = (await c.admin.post('/api/categories', { name: 'Druck' }).expect(201)).body.data.id;
    poster = (
      await c.admin
        .post('/api/products', {
          category: { id: category },
          name: 'Fototorte',
          type: 'configurable',
          price: '35.00',
          config: {
            parts: [
              { type: 'image', name: 'Foto', optional: false },
              { type: 'files', name: 'Vorlagen', optional: true },
            ],
          },
        })
        .expect(201)
    ).body.data.id;
    // A newer menu for the branch, listing the new product next to the fixture's pizza.
    await c.admin
      .post('/api/menus', {
        name: 'Sortiment mit Fototorte',
        availableFrom: new Date(Date.now() - 30_000).toISOString(),
        branches: [{ id: c.branch.id }],
        catalog: [{ category, products: [poster] }],
      })
      .expect(201);
    const send = async (bytes: Buffer, type: string, name: string) =>
      (
        await request(t.http)
          .post('/api/uploads')
          .send({ data: `data:${type};base64,${bytes.toString('base64')}`, name })
          .expect(201)
      ).body.data;
    photo = await send(PNG, 'image/png', 'torte.png');
    plan = await send(PDF, 'application/pdf', 'plan.pdf');
  });
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const order = (parts: unknown[]) => takeaway(c.branch.id, [item(poster, 1, { parts })]);

  it('stores the referenced uploads (server data, not the client copy) in the item snapshot', async () => {
    const res = await placeOrder(
      t,
      order([
        // The client's extra fields are ignored; the stored upload fills them in.
        [{ id: photo.id, publicHash: photo.publicHash, extension: 'exe', mimeType: 'text/html', version: 9 }],
        [{ id: plan.id, publicHash: plan.publicHash }],
      ]),
    ).expect(201);
    const [row] = await t.ds.query(`SELECT "items" FROM "order" WHERE "id" = $1`, [res.body.data.id]);
    expect(row.items[0].parts).toEqual([[photo], [plan]]);
    expect(res.body.data.items[0].parts[0]).toEqual([photo]);
  });

  it('refuses unknown uploads, wrong hashes, documents in image steps and several files in a single step', async () => {
    const before = await counts(t);
    const cases: [unknown[], string][] = [
      [[[{ id: photo.id, publicHash: plan.publicHash }]], ORDER_TEXTS.uploadUnknown],
      [[[{ id: photo.id }]], ORDER_TEXTS.uploadUnknown],
      [[[{ id: '00000000-0000-4000-8000-000000000000', publicHash: photo.publicHash }]], ORDER_TEXTS.uploadUnknown],
      [[[{ id: 'not-a-uuid', publicHash: photo.publicHash }]], ORDER_TEXTS.uploadUnknown],
      [[[{ id: plan.id, publicHash: plan.publicHash }]], ORDER_TEXTS.uploadImagesOnly],
      [[[photo, photo]], ORDER_TEXTS.uploadSingle],
    ];
    for (const [parts, message] of cases) {
      const res = await placeOrder(t, order(parts)).expect(422);
      expect(res.body.errors).toEqual([{ field: 'items.0.parts.0', message }]);
    }
    // The optional file step is checked as well.
    const res = await placeOrder(t, order([[photo], [{ id: plan.id, publicHash: 'x' }]])).expect(422);
    expect(res.body.errors).toEqual([{ field: 'items.0.parts.1', message: ORDER_TEXTS.uploadUnknown }]);
    expect(await counts(t)).toEqual(before);
  });

  it('still requires the image of a non-optional image step', async () => {
    const res = await placeOrder(t, order([[], []])).expect(422);
    expect(res.body.errors[0].field).toBe('items.0.parts.0');
  });
});
