import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { DEMO, login, type Staff, startTestApp, type TestApp } from './harness.js';

// Issue 2 items 6 and 7: CRUD of every catalogue resource, German validation errors, REST conventions.
describe('catalogue CRUD as admin', () => {
  let t: TestApp;
  let admin: Staff;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await startTestApp();
    admin = await login(t.http, DEMO.admin);
    ids.category = (await admin.post('/api/categories', { name: 'Test-Kategorie' }).expect(201)).body.data.id;
    ids.product = (await admin.post('/api/products', { name: 'Test-Semmel', price: '0.55' }).expect(201)).body.data.id;
    ids.branch = (
      await admin.post('/api/branches', { identifier: 'test-filiale', name: 'Test-Filiale' }).expect(201)
    ).body.data.id;
  });
  afterAll(() => t.close());

  const cases: { path: string; create: () => object; update: object; check: (d: Record<string, unknown>) => void }[] = [
    {
      path: 'divisions',
      create: () => ({ identifier: 'test-org', name: 'Test-Organisation', isPublic: true }),
      update: { title: 'Neuer Titel' },
      check: (d) => expect(d.title).toBe('Neuer Titel'),
    },
    {
      path: 'branches',
      create: () => ({
        identifier: 'crud-filiale',
        name: 'CRUD-Filiale',
        street: 'Hauptstraße 1',
        zipCode: '1010',
        city: 'Wien',
        isDeliveryEnabled: true,
        openingHours: [{ type: 'monday', isClosed: false, from: '08:00', to: '18:00' }],
        deliveryAreas: [
          { area: '1010 Innere Stadt', price: '2,50', tax: '20', minimumOrderValue: '15', freeFromOrderValue: '40' },
        ],
      }),
      update: { deliveryAreas: [{ area: '1020 Leopoldstadt', price: '3.00', tax: '20' }], isPreorderEnabled: true },
      check: (d) => {
        expect(d.deliveryAreas).toEqual([
          expect.objectContaining({ area: '1020 Leopoldstadt', price: '3.00', minimumOrderValue: '0.00' }),
        ]);
        expect(d.isPreorderEnabled).toBe(true);
      },
    },
    {
      path: 'menus',
      create: () => ({
        name: 'Testkarte',
        availableFrom: '2026-01-01T00:00:00+01:00',
        branches: [{ id: ids.branch }],
        catalog: [{ category: ids.category, products: [ids.product] }],
      }),
      update: { name: 'Testkarte 2' },
      check: (d) => expect(d).toMatchObject({ name: 'Testkarte 2', branches: [{ id: ids.branch }] }),
    },
    {
      path: 'categories',
      create: () => ({ name: 'Brot', position: 3 }),
      update: { isPublic: false },
      check: (d) => expect(d.isPublic).toBe(false),
    },
    {
      path: 'products',
      create: () => ({
        name: 'Bauernbrot',
        price: '4.20',
        unit: 'kilogram',
        calculationModel: 'approximate',
        minimumQuantity: '0,5',
        quantityStepSize: '0.25',
        category: { id: ids.category },
        config: {
          parts: [
            {
              type: 'select',
              name: 'Schnitt',
              optional: false,
              options: [{ name: 'geschnitten', value: '0.30', modifier: 'add' }],
            },
          ],
        },
      }),
      update: { price: '4.50', takeawayTax: '10', alternativeUnits: [{ unit: 'decagram', ratio: '0.01' }] },
      check: (d) =>
        expect(d).toMatchObject({
          price: '4.50',
          minimumQuantity: '0.500',
          category: { id: ids.category },
          alternativeUnits: [{ unit: 'decagram', ratio: '0.01' }],
        }),
    },
    {
      path: 'tags',
      create: () => ({ name: 'Regional' }),
      update: { name: 'Regional & Bio' },
      check: (d) => expect(d.name).toBe('Regional & Bio'),
    },
    {
      path: 'tables',
      create: () => ({ identifier: 'T1', name: 'Fenster', branch: { id: ids.branch } }),
      update: { name: 'Fensterplatz' },
      check: (d) => expect(d).toMatchObject({ name: 'Fensterplatz', branch: { id: ids.branch } }),
    },
    {
      path: 'donatees',
      create: () => ({ name: 'Tierheim', description: 'Hilft Tieren' }),
      update: { description: 'Hilft Hunden und Katzen' },
      check: (d) => expect(d.description).toBe('Hilft Hunden und Katzen'),
    },
    {
      path: 'users',
      create: () => ({
        email: 'Neu@Sonnleitner.at',
        password: 'ein-langes-passwort',
        roles: ['ROLE_EMPLOYEE'],
        branches: [{ id: ids.branch }],
      }),
      update: { name: 'Neue Kollegin' },
      check: (d) =>
        expect(d).toMatchObject({ name: 'Neue Kollegin', email: 'neu@sonnleitner.at', branches: [{ id: ids.branch }] }),
    },
  ];

  it.each(cases)('$path: create, list, get, update, delete', async ({ path, create, update, check }) => {
    const created = await admin.post(`/api/${path}`, create()).expect(201);
    const id = created.body.data.id as string;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);

    const list = await admin.get(`/api/${path}`).expect(200);
    expect(list.body.data.map((x: { id: string }) => x.id)).toContain(id);
    await admin.get(`/api/${path}/${id}`).expect(200);

    // PUT carries the id in the body as well (spec section 7); read-only fields are ignored.
    const updated = await admin.put(`/api/${path}/${id}`, { id, ...update }).expect(200);
    check(updated.body.data);
    check((await admin.get(`/api/${path}/${id}`).expect(200)).body.data);

    await admin.del(`/api/${path}/${id}`).expect(200);
    await admin.get(`/api/${path}/${id}`).expect(404);
    await admin.del(`/api/${path}/${id}`).expect(404);
  });

  it('a new branch gets a frontdesk apiKey once; only its hash is stored; rotation replaces it', async () => {
    const res = await admin.post('/api/branches', { identifier: 'key-filiale', name: 'Key' }).expect(201);
    const { id, apiKey } = res.body.data;
    expect(apiKey).toMatch(/^[\w-]{32}$/);
    const again = await admin.get(`/api/branches/${id}`).expect(200);
    expect(again.body.data.apiKey).toBeUndefined();
    expect(again.body.data.apiKeyHash).toBeUndefined();
    const [row] = await t.ds.query(`SELECT "apiKeyHash" FROM branch WHERE id = $1`, [id]);
    expect(row.apiKeyHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.apiKeyHash).not.toContain(apiKey);
    const rotated = await admin.post(`/api/branches/${id}/api-key`).expect(200);
    expect(rotated.body.data.apiKey).not.toBe(apiKey);
  });

  it('looks up branches and divisions by identifier, tables by identifier and branch', async () => {
    const branch = await request(t.http).get('/api/branches/wien-neubau').expect(200);
    expect(branch.body.data.identifier).toBe('wien-neubau');
    await request(t.http).get('/api/divisions/sonnleitner').expect(200);
    const graz = await request(t.http).get('/api/branches/graz-lend').expect(200);
    const table = await request(t.http).get(`/api/tables/1?branch=${graz.body.data.id}`).expect(200);
    expect(table.body.data).toMatchObject({ identifier: '1', branch: { id: graz.body.data.id } });
    const menus = await request(t.http).get(`/api/branches/${graz.body.data.id}/menus`).expect(200);
    expect(menus.body.data.length).toBeGreaterThan(0);
  });

  it('refuses bad input with German messages and field names, never a 500', async () => {
    const res = await admin
      .post('/api/products', { name: '', price: 'teuer', unit: 'KILO!', type: 'magic', tax: '150', unknownField: 1 })
      .expect(422);
    expect(res.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'name', message: 'Dieser Wert sollte nicht leer sein.' },
        { field: 'price', message: 'Dieser Wert sollte vom Typ decimal (0.00) sein.' },
        { field: 'type', message: 'Sie haben einen ungültigen Wert ausgewählt.' },
        { field: 'tax', message: 'Dieser Wert sollte zwischen 0 und 100 sein.' },
        { field: 'unknownField', message: 'Dieses Feld ist nicht erlaubt.' },
      ]),
    );
    expect(res.body.errors).toContainEqual({ field: 'unit', message: 'Sie haben einen ungültigen Wert ausgewählt.' });
    // Every unit of the domain's table is accepted, camel-cased ones included (spec section 9).
    await admin.post('/api/products', { name: 'Fliese', price: '12.00', unit: 'squareMeter' }).expect(201);

    const long = await admin.post('/api/tags', { name: 'x'.repeat(101) }).expect(422);
    expect(long.body.errors).toEqual([
      { field: 'name', message: 'Diese Zeichenkette ist zu lang. Sie sollte höchstens 100 Zeichen haben.' },
    ]);

    const email = await admin.post('/api/users', { email: 'kein-mail', password: 'kurz', roles: [] }).expect(422);
    expect(email.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'email', message: 'Dieser Wert ist keine gültige E-Mail-Adresse.' },
        { field: 'password', message: 'Diese Zeichenkette ist zu kurz. Sie sollte mindestens 12 Zeichen haben.' },
        { field: 'roles', message: 'Diese Sammlung sollte 1 oder mehr Elemente enthalten.' },
      ]),
    );

    const hours = await admin
      .post('/api/branches', {
        identifier: 'x-hours',
        name: 'X',
        openingHours: [{ type: 'once', from: '25:00', to: '10:00' }],
      })
      .expect(422);
    expect(hours.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'openingHours.0.from', message: 'Dieser Wert entspricht keiner gültigen Zeitangabe.' },
        { field: 'openingHours.0.date', message: 'Dieser Wert sollte nicht leer sein.' },
      ]),
    );

    const menu = await admin
      .post('/api/menus', {
        name: 'M',
        availableFrom: 'gestern',
        catalog: [{ category: '00000000-0000-4000-8000-000000000000', products: [] }],
      })
      .expect(422);
    expect(menu.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'availableFrom', message: 'Dieser Wert entspricht keiner gültigen Datums- und Zeitangabe.' },
      ]),
    );
    const unknownRef = await admin
      .post('/api/menus', {
        name: 'M',
        availableFrom: '2026-01-01T00:00:00Z',
        catalog: [{ category: '00000000-0000-4000-8000-000000000000', products: [] }],
      })
      .expect(422);
    expect(unknownRef.body.errors).toEqual([
      { field: 'catalog', message: 'Der referenzierte Eintrag existiert nicht.' },
    ]);
  });

  it('reports uniqueness in German on the field', async () => {
    const res = await admin.post('/api/branches', { identifier: 'wien-neubau', name: 'Doppelt' }).expect(422);
    expect(res.body.errors).toEqual([{ field: 'identifier', message: 'Dieser Wert wird bereits verwendet.' }]);
    const user = await admin.post('/api/users', {
      email: DEMO.employee.email.toUpperCase(),
      password: 'ein-langes-passwort',
      roles: ['ROLE_ADMIN'],
    });
    expect(user.status).toBe(422);
    expect(user.body.errors[0]).toEqual({ field: 'email', message: 'Dieser Wert wird bereits verwendet.' });
  });

  it('answers unknown ids with 404, malformed JSON with 400 and oversized bodies with 413', async () => {
    await admin.get('/api/products/00000000-0000-4000-8000-000000000000').expect(404);
    await admin.get('/api/products/not-a-uuid').expect(404);
    await admin.put('/api/products/00000000-0000-4000-8000-000000000000', { name: 'x' }).expect(404);
    const route = await request(t.http).get('/api/gibtsnicht').expect(404);
    expect(route.body.errors[0].message).toBe('Diese Adresse existiert nicht.');

    const bad = await admin.agent
      .post('/api/tags')
      .set('X-XSRF-TOKEN', admin.csrf)
      .set('Content-Type', 'application/json')
      .send('{"name": ');
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ errors: [{ message: 'Die Anfrage enthält kein gültiges JSON.' }] });

    const huge = await admin.post('/api/tags', { name: 'x'.repeat(300_000) });
    expect(huge.status).toBe(413);
    expect(huge.body.errors[0].message).toBe('Die Anfrage ist zu groß.');
  });

  it('config: admin updates any key, bad values are refused per field, anyone reads it', async () => {
    const cfg = await admin
      .post('/api/config', { shopName: 'Neuer Name', enablePluginSMS: true, timezone: 'Europe/Berlin' })
      .expect(200);
    expect(cfg.body.data).toMatchObject({ shopName: 'Neuer Name', enablePluginSMS: true, timezone: 'Europe/Berlin' });
    const bad = await admin.post('/api/config', { timezone: 'Mars/Olympus', currency: 'euro' }).expect(422);
    expect(bad.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['currency', 'timezone']);
    const pub = await request(t.http).get('/api/config').expect(200);
    expect(pub.body.data.shopName).toBe('Neuer Name');
    // Spec 9's version for the tools bar comes with the config; sent back, it is ignored, never stored.
    expect(pub.body.data).toMatchObject({ appVersion: '1.7.2-dev', environment: 'prod' });
    const again = await admin
      .post('/api/config', { shopName: 'Neuer Name', appVersion: '9.9.9', environment: 'dev' })
      .expect(200);
    expect(again.body.data).toMatchObject({ appVersion: '1.7.2-dev', environment: 'prod' });
  });

  it('serves the OpenAPI document and the health report', async () => {
    const doc = await request(t.http).get('/api/docs/openapi.json').expect(200);
    expect(doc.body.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.body.paths)).toEqual(
      expect.arrayContaining(['/api/products', '/api/products/{id}', '/api/init', '/api/auth/login']),
    );
    const health = await request(t.http).get('/api/health').expect(200);
    expect(health.body.data).toMatchObject({
      status: 'ok',
      database: { mode: 'postgres', ok: true },
      redis: { mode: 'in-process' },
    });
  });
});
