import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { ORDER_TEXTS } from '../src/orders/messages.js';
import { UploadCleanup } from '../src/uploads/upload-cleanup.js';
import type { UploadListItem } from '@bestell/domain';
import { DEMO, login, startTestApp, type TestApp } from './harness.js';
import { type Catalogue, counts, createCatalogue, item, placeOrder, takeaway } from './orders.fixtures.js';

// Issue 4: image/file parts of order items reference uploads as [{ id, publicHash }]; placing the order
// checks each reference and snapshots the stored upload.
// A real 2x2 PNG: image uploads are decoded and re-encoded (issue 12).
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);
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
    photo = await send(PNG, 'image/png', 'torte.png');
    plan = await send(PDF, 'application/pdf', 'plan.pdf');
  });
  const send = async (bytes: Buffer, type: string, name: string) =>
    (
      await request(t.http)
        .post('/api/uploads')
        .send({ data: `data:${type};base64,${bytes.toString('base64')}`, name })
        .expect(201)
    ).body.data;

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

  it("lists uploads with their order for the back office ('Uploads') and lets staff download them", async () => {
    await placeOrder(t, order([[photo], [{ id: plan.id, publicHash: plan.publicHash }]])).expect(201);
    const loose = await send(PDF, 'application/pdf', 'ohne-bestellung.pdf');
    const list = (await c.admin.get('/api/uploads').expect(200)).body.data as UploadListItem[];
    // Newest first; a file without an order is listed for admins with order null.
    expect(list[0]).toMatchObject({ id: loose.id, name: 'ohne-bestellung.pdf', order: null, previewUrl: null });
    const listedPhoto = list.find((u) => u.id === photo.id)!;
    expect(listedPhoto).toMatchObject({
      name: 'torte.png',
      mimeType: 'image/png',
      url: `/upload/${photo.publicHash}/${photo.id}-1.png`,
      previewUrl: `/upload/${photo.publicHash}/preview/${photo.id}-1.jpg`,
      // The first order that carries the file (the test above placed one before this).
      order: { uid: expect.any(String), ticketNumber: expect.any(Number) },
    });
    const [first] = await t.ds.query(`SELECT "id" FROM "order" ORDER BY "createdAt" LIMIT 1`);
    expect(listedPhoto.order!.id).toBe(first.id);
    expect(list.find((u) => u.id === plan.id)!.order).not.toBeNull();
    expect(new Date(list[0]!.createdAt) >= new Date(list[list.length - 1]!.createdAt)).toBe(true);

    const file = await c.admin.get(`/api/uploads/${plan.id}/download`).expect(200);
    expect(file.headers['content-disposition']).toBe("attachment; filename*=UTF-8''plan.pdf");
    expect(file.headers['content-type']).toBe('application/pdf');
    await request(t.http).get('/api/uploads').expect(401);
    await request(t.http).get(`/api/uploads/${plan.id}/download`).expect(401);
    // An employee of other branches sees none of these files and cannot download them.
    const employee = await login(t.http, DEMO.employee);
    const theirs = (await employee.get('/api/uploads').expect(200)).body.data as UploadListItem[];
    expect(theirs.map((u) => u.id)).not.toContain(plan.id);
    await employee.get(`/api/uploads/${plan.id}/download`).expect(404);
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

  it('the cleanup deletes a 25-hour-old upload no order references and keeps referenced and young ones', async () => {
    const [orphan, young] = [
      await send(PNG, 'image/png', 'vergessen.png'),
      await send(PNG, 'image/png', 'gerade-eben.png'),
    ];
    // `photo` and `plan` are in the order placed above; the database clock is set back, not ours forward.
    await t.ds.query(`UPDATE "upload" SET "createdAt" = now() - interval '25 hours' WHERE "id" = ANY($1::uuid[])`, [
      [orphan.id, photo.id, plan.id],
    ]);
    await request(t.http).get(`/upload/${orphan.publicHash}/preview/${orphan.id}-1.jpg`).expect(200);
    const files = () => readdir(join(dataDir, 'uploads'));
    expect(await files()).toEqual(expect.arrayContaining([`${orphan.id}-1.png`, `${orphan.id}-1-preview.jpg`]));

    expect(await t.app.get(UploadCleanup).run()).toEqual({ deleted: 1 });

    const left = (await t.ds.query(`SELECT "id" FROM "upload"`)).map((r: { id: string }) => r.id);
    expect(left).not.toContain(orphan.id);
    expect(left).toEqual(expect.arrayContaining([photo.id, plan.id, young.id]));
    expect((await files()).filter((f) => f.startsWith(orphan.id))).toEqual([]);
    expect(await files()).toEqual(expect.arrayContaining([`${photo.id}-1.png`, `${plan.id}-1.pdf`]));
    await request(t.http).get(`/upload/${orphan.publicHash}/${orphan.id}-1.png`).expect(404);
    await request(t.http).get(`/upload/${photo.publicHash}/${photo.id}-1.png`).expect(200);
    // A second run finds nothing more to do.
    expect(await t.app.get(UploadCleanup).run()).toEqual({ deleted: 0 });
  });
});
