import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { HTTP, OWN_TEXTS, PART_FILE_TEXTS, type UploadListItem } from '@bestell/domain';
import { DEMO, login, startTestApp, type Staff, type TestApp } from './harness.js';
import { dataUrl, pngImage } from './images.fixtures.js';
import { type Catalogue, createCatalogue, item, placeOrder, takeaway } from './orders.fixtures.js';

// Issue 40 item 7: a step's minimum size and types are checked again on the order (the dialog checked
// them at selection); item 10: GET, PUT and DELETE of one upload for staff.
describe('upload rules and the uploads rows', () => {
  let t: TestApp;
  let c: Catalogue;
  let employee: Staff;
  let dataDir: string;
  let cake: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'bw-upload-rules-'));
    t = await startTestApp({ DATA_DIR: dataDir });
    c = await createCatalogue(t, 'upload-rules');
    employee = await login(t.http, DEMO.employee);
    const category = (await c.admin.post('/api/categories', { name: 'Fotodruck' }).expect(201)).body.data.id;
    cake = (
      await c.admin
        .post('/api/products', {
          category: { id: category },
          name: 'Fototorte',
          type: 'configurable',
          price: '32.00',
          config: {
            parts: [
              {
                type: 'image',
                name: 'Foto',
                optional: false,
                minimumWidth: 1000,
                minimumHeight: 1000,
                allowedExtensions: ['jpg', 'png'],
              },
            ],
          },
        })
        .expect(201)
    ).body.data.id;
    await c.admin
      .post('/api/menus', {
        name: 'Sortiment mit Fototorte',
        availableFrom: new Date(Date.now() - 30_000).toISOString(),
        branches: [{ id: c.branch.id }],
        catalog: [{ category, products: [cake] }],
      })
      .expect(201);
  });
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const send = async (bytes: Buffer, type: string, name: string) =>
    (
      await request(t.http)
        .post('/api/uploads')
        .send({ data: dataUrl(type, bytes), name })
        .expect(201)
    ).body.data;
  const order = (upload: { id: string; publicHash: string }) =>
    placeOrder(
      t,
      takeaway(c.branch.id, [item(cake, 1, { parts: [[{ id: upload.id, publicHash: upload.publicHash }]] })]),
    );

  it('keeps the rules on the product: GET shows them, PUT takes them back, nonsense is a 422', async () => {
    const product = (await c.admin.get(`/api/products/${cake}`).expect(200)).body.data;
    expect(product.config.parts[0]).toMatchObject({
      minimumWidth: 1000,
      minimumHeight: 1000,
      allowedExtensions: ['jpg', 'png'],
    });
    const bad = await c.admin.put(`/api/products/${cake}`, {
      ...product,
      config: { parts: [{ ...product.config.parts[0], minimumWidth: -5, allowedExtensions: ['exe'] }] },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.map((e: { field: string }) => e.field)).toEqual(
      expect.arrayContaining(['config.parts.0.minimumWidth', 'config.parts.0.allowedExtensions.0']),
    );
  });

  it('refuses an order whose photo is 200 x 150 or a GIF, and takes 1200 x 1200', async () => {
    const small = await send(await pngImage(200, 150), 'image/png', 'klein.png');
    const refused = await order(small).expect(422);
    expect(refused.body.errors).toEqual([
      { field: 'items.0.parts.0', message: PART_FILE_TEXTS.tooSmall('klein.png', 200, 150, '1000 x 1000 Pixel') },
    ]);
    const gifBytes = await sharp({ create: { width: 1200, height: 1200, channels: 3, background: '#c33' } })
      .gif()
      .toBuffer();
    const gif = await send(gifBytes, 'image/gif', 'bunt.gif');
    expect((await order(gif).expect(422)).body.errors).toEqual([
      { field: 'items.0.parts.0', message: PART_FILE_TEXTS.wrongType('bunt.gif', ['jpg', 'png']) },
    ]);
    const big = await send(await pngImage(1200, 1200), 'image/png', 'gross.png');
    const placed = await order(big).expect(201);
    expect(placed.body.data.items[0].parts[0]).toEqual([
      { id: big.id, version: 1, extension: 'png', publicHash: big.publicHash, mimeType: 'image/png' },
    ]);
    const [row] = await t.ds.query(`SELECT "width", "height" FROM "upload" WHERE "id" = $1`, [big.id]);
    expect(row).toEqual({ width: 1200, height: 1200 });
  });

  it('GET /api/uploads/{id} answers the list item; PUT takes it back unchanged and renames', async () => {
    const file = await send(await pngImage(1100, 1100), 'image/png', 'geburtstag.png');
    await order(file).expect(201);
    const got = (await c.admin.get(`/api/uploads/${file.id}`).expect(200)).body.data as UploadListItem;
    expect(got).toMatchObject({ id: file.id, name: 'geburtstag.png', order: { ticketNumber: expect.any(Number) } });
    expect((await c.admin.put(`/api/uploads/${file.id}`, got).expect(200)).body.data).toEqual(got);
    const renamed = (await c.admin.put(`/api/uploads/${file.id}`, { ...got, name: 'torte-anna.png' }).expect(200)).body
      .data;
    expect(renamed).toEqual({ ...got, name: 'torte-anna.png' });
    expect((await c.admin.get(`/api/uploads/${file.id}`).expect(200)).body.data.name).toBe('torte-anna.png');
    const download = await c.admin.get(`/api/uploads/${file.id}/download`).expect(200);
    expect(download.headers['content-disposition']).toContain('torte-anna.png');

    const other = await c.admin.put(`/api/uploads/${file.id}`, { ...got, id: '00000000-0000-4000-8000-000000000000' });
    expect(other.status).toBe(422);
    expect(other.body.errors).toEqual([{ field: 'id', message: OWN_TEXTS.readBackIdMismatch }]);
    const typo = await c.admin.put(`/api/uploads/${file.id}`, { nmae: 'x' });
    expect(typo.status).toBe(422);
  });

  it('keeps uploads to staff and to the branches of an employee', async () => {
    const file = await send(await pngImage(1000, 1000), 'image/png', 'privat.png');
    await order(file).expect(201);
    expect((await request(t.http).get(`/api/uploads/${file.id}`)).status).toBe(401);
    expect((await request(t.http).delete(`/api/uploads/${file.id}`)).status).toBeGreaterThanOrEqual(401);
    // The demo employee works in the demo branches, not in this test's branch.
    const foreign = await employee.get(`/api/uploads/${file.id}`).expect(404);
    expect(foreign.body).toEqual({ errors: [{ message: HTTP.notFound }] });
    await employee.put(`/api/uploads/${file.id}`, { name: 'x.png' }).expect(404);
    await employee.del(`/api/uploads/${file.id}`).expect(404);
    await c.admin.get('/api/uploads/keine-uuid').expect((res) => expect([404, 422]).toContain(res.status));
  });

  it('DELETE removes the row, the file and its preview', async () => {
    const file = await send(await pngImage(1000, 1000), 'image/png', 'weg.png');
    await request(t.http).get(`/upload/${file.publicHash}/preview/${file.id}-1.jpg`).expect(200);
    const onDisk = async () => (await readdir(join(dataDir, 'uploads'))).filter((f) => f.startsWith(file.id));
    expect(await onDisk()).toHaveLength(2);
    await c.admin.del(`/api/uploads/${file.id}`).expect(204);
    expect(await onDisk()).toEqual([]);
    await c.admin.get(`/api/uploads/${file.id}`).expect(404);
    await request(t.http).get(`/upload/${file.publicHash}/${file.id}-1.png`).expect(404);
    await c.admin.del(`/api/uploads/${file.id}`).expect(404);
  });
});
