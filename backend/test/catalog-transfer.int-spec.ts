import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { parseCsv } from '@bestell/domain';
import request from 'supertest';
import writeXlsxFile from 'write-excel-file/node';
import { CrudService } from '../src/crud/index.js';
import { DEMO, login, type Staff, startTestApp, type TestApp } from './harness.js';

/** A record as GET answers it; the fields the tests read are typed. */
type Row = {
  id: string;
  name: string;
  category?: { id: string } | null;
  type?: string;
  price?: string;
  updatedAt?: string;
  config?: { parts: unknown[] };
} & Record<string, unknown>;

// Issue 39 item 2: products CSV export/import (dry run by line and column, all or nothing, round trip)
// and 'Duplizieren' of a product, a category with its products and a branch's hours.
describe('catalogue import, export and copy', () => {
  let t: TestApp;
  let admin: Staff;
  let employee: Staff;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await login(t.http, DEMO.admin);
    employee = await login(t.http, DEMO.employee);
  });
  afterAll(() => t?.close());

  const productCount = async () => Number((await t.ds.query('SELECT count(*)::int AS n FROM product'))[0].n);
  const categoryCount = async () => Number((await t.ds.query('SELECT count(*)::int AS n FROM category'))[0].n);
  const products = async () => (await admin.get('/api/products').expect(200)).body.data as Row[];
  const categories = async () => (await admin.get('/api/categories').expect(200)).body.data as Row[];
  const importCsv = (csv: string, dryRun: boolean, extra: object = {}) =>
    admin.post(`/api/products/csv/import${dryRun ? '?dryRun=true' : ''}`, { csv, ...extra });

  it('a dry run reports a wrong price, an unknown category and a missing name by line and writes nothing', async () => {
    const known = (await categories())[0]!.name as string;
    const csv = [
      'Name;Kategorie;Preis;Einheit;Steuer',
      `Bauernbrot vom Laib;${known};4,80;kg;10`,
      `Mohnweckerl;${known};abc;Stk.;10`,
      'Sachertorte;Torten;32,00;Stk.;10',
      `;${known};1,00;Stk.;10`,
    ].join('\r\n');
    const withImage = 'Name;Preis;Bild-URL\nFoto;1;/image/0f6a8c2d-4e22-4d3c-b7e5-c4d8e2f69a1b-1.jpg';
    expect((await importCsv(withImage, true).expect(200)).body.data.problems).toEqual([
      {
        line: 2,
        column: 'Bild-URL',
        message:
          'Das Bild „/image/0f6a8c2d-4e22-4d3c-b7e5-c4d8e2f69a1b-1.jpg“ gibt es in der Bildbibliothek nicht (mehr).',
      },
    ]);
    const before = await productCount();
    const res = await importCsv(csv, true).expect(200);
    expect(res.body.data).toEqual({
      dryRun: true,
      problems: [
        { line: 3, column: 'Preis', message: '„abc“ ist kein gültiger Preis.' },
        { line: 4, column: 'Kategorie', message: 'Kategorie „Torten“ gibt es nicht.' },
        { line: 5, column: 'Name', message: 'Der Name fehlt.' },
      ],
      created: 1,
      updated: 0,
      unchanged: 0,
      newCategories: [],
    });
    expect(await productCount()).toBe(before);

    // Without dryRun the same file is refused as a whole: 422, German sentences, still nothing written.
    const refused = await importCsv(csv, false).expect(422);
    expect(refused.body.errors).toEqual([
      { message: 'Zeile 3, Spalte Preis: „abc“ ist kein gültiger Preis.', field: 'csv' },
      { message: 'Zeile 4, Spalte Kategorie: Kategorie „Torten“ gibt es nicht.', field: 'csv' },
      { message: 'Zeile 5, Spalte Name: Der Name fehlt.', field: 'csv' },
    ]);
    expect(await productCount()).toBe(before);
  });

  it('export -> import leaves the catalogue unchanged', async () => {
    const before = await products();
    const exported = await admin.get('/api/products/csv/export').expect(200);
    expect(exported.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(exported.headers['content-disposition']).toMatch(/^attachment; filename="produkte-\d{4}-\d{2}-\d{2}\.csv"$/);
    const csv = exported.text;
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(parseCsv(csv)).toHaveLength(before.length + 1);
    expect(csv).toContain('Name;Kategorie;Preis;Einheit;Steuer;');

    const dry = await importCsv(csv, true).expect(200);
    expect(dry.body.data).toMatchObject({ problems: [], created: 0, updated: 0, unchanged: before.length });
    const run = await importCsv(csv, false).expect(200);
    expect(run.body.data).toMatchObject({ dryRun: false, problems: [], created: 0, updated: 0 });
    expect(await products()).toEqual(before);
  });

  it('creates and updates through the product resource: categories on request, weight, options, hooks', async () => {
    const [first] = await products();
    const csv = [
      'Name;Kategorie;Preis;Einheit;Steuer;Mindestmenge;Schrittweite;Optionen',
      'Dinkelbrot;Brot nach Gewicht;6,40;kg;10;0,5;0,25;',
      'Hochzeitstorte;Festtorten;45;Stk.;10;;;"Größe: 18 cm | 24 cm +12,00\nAufschrift [Text, optional]"',
      // The same new category spelt differently: created once, both products in it.
      'Linzer Torte; festtorten ;28,50;Stk.;10;;;',
      `${first!.name};${(await categories()).find((c) => c.id === first!.category?.id)?.name ?? ''};99,90;;;;;`,
    ].join('\n');
    expect((await importCsv(csv, true).expect(200)).body.data.problems[0]).toEqual({
      line: 2,
      column: 'Kategorie',
      message: 'Kategorie „Brot nach Gewicht“ gibt es nicht.',
    });
    const dry = await importCsv(csv, true, { createCategories: true }).expect(200);
    expect(dry.body.data).toMatchObject({
      problems: [],
      created: 3,
      updated: 1,
      newCategories: ['Brot nach Gewicht', 'Festtorten'],
    });
    const [productsBefore, categoriesBefore] = [await productCount(), await categoryCount()];
    await importCsv(csv, false, { createCategories: true }).expect(200);
    expect(await productCount()).toBe(productsBefore + 3);
    expect(await categoryCount()).toBe(categoriesBefore + 2);

    const all = await products();
    const cats = await categories();
    const brot = all.find((p) => p.name === 'Dinkelbrot')!;
    expect(brot).toMatchObject({
      price: '6.40',
      unit: 'kilogram',
      minimumQuantity: '0.500',
      quantityStepSize: '0.250',
      tax: '10.00',
      takeawayTax: '10.00',
      dineInTax: '10.00',
      category: { id: cats.find((c) => c.name === 'Brot nach Gewicht')!.id },
    });
    const torte = all.find((p) => p.name === 'Hochzeitstorte')!;
    expect(all.find((p) => p.name === 'Linzer Torte')!.category).toEqual(torte.category);
    expect(torte.type).toBe('configurable');
    expect(torte.config!.parts).toEqual([
      {
        type: 'select',
        name: 'Größe',
        optional: false,
        options: [
          { name: '18 cm', value: '0.00', modifier: 'add' },
          { name: '24 cm', value: '12.00', modifier: 'add' },
        ],
      },
      { type: 'text', name: 'Aufschrift', optional: true, options: [] },
    ]);
    const updated = all.find((p) => p.id === first!.id)!;
    expect(updated.price).toBe('99.90');
    expect({ ...updated, price: first!.price, updatedAt: first!.updatedAt }).toEqual(first);
    // The resource's afterSave ran for each write: one catalogue change event per product, in the outbox.
    const events = await t.ds.query(
      `SELECT count(*)::int AS n FROM outbox WHERE topic = 'catalog.changed' AND payload->>'productId' = ANY($1)`,
      [[brot.id, torte.id, first!.id]],
    );
    expect(events[0].n).toBeGreaterThanOrEqual(3);

    // Options, weights and the new categories survive a round trip too.
    const exported = (await admin.get('/api/products/csv/export').expect(200)).text;
    expect(exported).toContain(
      'Hochzeitstorte;Festtorten;45,00;Stk.;10;10;10;;;ja;ja;0;1;1;"Größe: 18 cm | 24 cm +12,00\nAufschrift [optional]"',
    );
    const again = await importCsv(exported, false).expect(200);
    expect(again.body.data).toMatchObject({ created: 0, updated: 0, unchanged: all.length });
    expect(await products()).toEqual(all);
  });

  it('an import that fails while writing leaves nothing behind (one transaction)', async () => {
    const csv = 'Name;Kategorie;Preis\nRollback A;Neue Kategorie X;1\nRollback B;Neue Kategorie X;2\n';
    const [productsBefore, categoriesBefore] = [await productCount(), await categoryCount()];
    const crud = t.app.get(CrudService);
    const create = crud.create.bind(crud);
    let calls = 0;
    // The third write (category, product A, product B) fails as a database error would.
    const spy = jest.spyOn(crud, 'create').mockImplementation(async (...args) => {
      if (++calls === 3) throw new Error('simulated failure');
      return create(...args);
    });
    try {
      await importCsv(csv, false, { createCategories: true }).expect(500);
    } finally {
      spy.mockRestore();
    }
    expect(calls).toBe(3);
    expect(await productCount()).toBe(productsBefore);
    expect(await categoryCount()).toBe(categoriesBefore);
  });

  it('the same import and export as an Excel file (.xlsx): problems by row, round trip unchanged', async () => {
    const binary = (res: request.Response, done: (err: Error | null, body: Buffer) => void) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    };
    const before = await products();
    const exported = await admin.get('/api/products/xlsx/export').buffer(true).parse(binary).expect(200);
    expect(exported.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const xlsx = (exported.body as Buffer).toString('base64');
    const run = await admin.post('/api/products/xlsx/import', { xlsx }).expect(200);
    expect(run.body.data).toMatchObject({ problems: [], created: 0, updated: 0, unchanged: before.length });
    expect(await products()).toEqual(before);

    // Typed as numbers and text by a person: 4.8 is a price, 'abc' is not; row 3 of the sheet is named.
    const file = await writeXlsxFile([
      ['Name', 'Preis', 'Einheit', 'Aktiv'],
      ['Roggenbrot', { type: Number, value: 4.8 }, 'kg', { type: Boolean, value: true }],
      ['Mohnflesserl', 'abc', 'Stk.', 'ja'],
    ]).toBuffer();
    const count = await productCount();
    const dry = await admin
      .post('/api/products/xlsx/import?dryRun=true', { xlsx: file.toString('base64') })
      .expect(200);
    expect(dry.body.data.problems).toEqual([{ line: 3, column: 'Preis', message: '„abc“ ist kein gültiger Preis.' }]);
    expect(dry.body.data.created).toBe(1);
    expect(await productCount()).toBe(count);
    const notXlsx = await admin.post('/api/products/xlsx/import', {
      xlsx: Buffer.from('Name;Preis').toString('base64'),
    });
    expect(notXlsx.status).toBe(422);
    expect(notXlsx.body.errors).toEqual([
      { message: 'Die Datei ist keine lesbare Excel-Datei (.xlsx).', field: 'xlsx' },
    ]);
  });

  it('the template downloads and the routes are for admins only', async () => {
    const res = await admin.get('/api/products/csv/template').expect(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="produkte-vorlage.csv"');
    expect(parseCsv(res.text)[0]!.cells.slice(0, 5)).toEqual(['Name', 'Kategorie', 'Preis', 'Einheit', 'Steuer']);
    await employee.get('/api/products/csv/export').expect(403);
    await employee.post('/api/products/csv/import?dryRun=true', { csv: 'Name;Preis\nA;1' }).expect(403);
    const id = (await products())[0]!.id;
    await employee.post(`/api/products/${id}/duplicate`).expect(403);
  });

  it("'Duplizieren' copies a product under '… (Kopie)' with all its settings", async () => {
    const source = (await products()).find((p) => p.name === 'Hochzeitstorte')!;
    const res = await admin.post(`/api/products/${source.id}/duplicate`).expect(201);
    const copy = res.body.data;
    expect(copy.id).not.toBe(source.id);
    expect(copy.name).toBe('Hochzeitstorte (Kopie)');
    const strip = ({ id: _i, name: _n, createdAt: _c, updatedAt: _u, ...rest }: Record<string, unknown>) => rest;
    expect(strip(copy)).toEqual(strip(source));
    await admin.post('/api/products/00000000-0000-4000-8000-000000000000/duplicate').expect(404);
  });

  it("'Duplizieren' copies a category with a copy of each of its products", async () => {
    const source = (await categories()).find((c) => c.name === 'Festtorten')!;
    const inSource = (await products()).filter((p) => p.category?.id === source.id);
    expect(inSource.length).toBeGreaterThanOrEqual(2);
    const res = await admin.post(`/api/categories/${source.id}/duplicate`).expect(201);
    expect(res.body.data.products).toBe(inSource.length);
    expect(res.body.data.category.name).toBe('Festtorten (Kopie)');
    const copies = (await products()).filter((p) => p.category?.id === res.body.data.category.id);
    expect(copies.map((p) => p.name).sort()).toEqual(inSource.map((p) => p.name).sort());
    expect(copies.every((p) => !inSource.some((s) => s.id === p.id))).toBe(true);
  });

  it("copies a branch's opening and delivery hours onto another branch", async () => {
    const branches = (await admin.get('/api/branches').expect(200)).body.data as Row[];
    expect(branches.length).toBeGreaterThanOrEqual(2);
    const [from, to] = branches as [Row, Row];
    const openingHours = [
      { type: 'monday', isClosed: false, from: '06:30', to: '18:00' },
      { type: 'sunday', isClosed: true, from: '', to: '' },
    ];
    const deliveryHours = [{ type: 'daily', isClosed: false, from: '10:00', to: '14:00' }];
    await admin
      .put(`/api/branches/${from.id}`, { openingHours, deliveryHours, isDeliveryHoursEnabled: true })
      .expect(200);
    const source = (await admin.get(`/api/branches/${from.id}`).expect(200)).body.data;
    const res = await admin.post(`/api/branches/${to.id}/copy-hours`, { from: from.id }).expect(200);
    expect(res.body.data.id).toBe(to.id);
    const target = (await admin.get(`/api/branches/${to.id}`).expect(200)).body.data;
    expect(target.openingHours).toEqual(source.openingHours);
    expect(target.deliveryHours).toEqual(source.deliveryHours);
    expect(target.isDeliveryHoursEnabled).toBe(true);
    expect(target.name).toBe(to.name);
    await admin.post(`/api/branches/${to.id}/copy-hours`, { from: 'x' }).expect(422);
  });
});
