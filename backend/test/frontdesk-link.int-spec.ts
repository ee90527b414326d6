import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { FRONTDESK_LINK_TEXTS } from '../src/catalog/branches/api-key-seal.js';
import { DEMO, login, type Staff, startTestApp, type TestApp } from './harness.js';

// Issue 39 item 7: an admin shows a branch's frontdesk link again without rotating the key; rotating stays
// a separate action that ends the old key. The key is kept sealed (AES-256-GCM) beside its hash.
const WIEN = '7a9e4d2c-1b3f-4c8a-8e6d-5f0a2b9c3d11';

describe('frontdesk link shown again', () => {
  let t: TestApp;
  let admin: Staff;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await login(t.http, DEMO.admin);
  });
  afterAll(() => t?.close());

  const link = (id: string) => `/api/branches/${id}/frontdesk-link`;
  const desk = (id: string, key: string) => request(t.http).get(`/api/orders/frontdesk/${id}/${key}`);

  it('shows the link of the created key, the same url after a rotation, and the rotation ends the old key', async () => {
    const created = (await admin.post('/api/branches', { identifier: 'link-filiale', name: 'Link' }).expect(201)).body
      .data;
    const shown = await admin.get(link(created.id)).expect(200);
    // It carries the key: never kept by a cache.
    expect(shown.headers['cache-control']).toBe('no-store');
    const first = shown.body.data;
    expect(first).toEqual({ url: `http://localhost:3000/backend#/frontdesk/${created.id}/${created.apiKey}` });

    const rotated = (await admin.post(`/api/branches/${created.id}/api-key`).expect(200)).body.data.apiKey as string;
    expect(rotated).not.toBe(created.apiKey);
    const again = (await admin.get(link(created.id)).expect(200)).body.data.url as string;
    expect(again).toBe(`http://localhost:3000/backend#/frontdesk/${created.id}/${rotated}`);
    // Showing it again changes nothing: same url, and the key still opens the frontdesk.
    expect((await admin.get(link(created.id)).expect(200)).body.data.url).toBe(again);
    await desk(created.id, rotated).expect(200);
    await desk(created.id, created.apiKey).expect(404);

    // Stored sealed beside the hash, never in plain text.
    const [row] = await t.ds.query(`SELECT "apiKeyHash", "apiKeySealed" FROM branch WHERE id = $1`, [created.id]);
    expect(row.apiKeySealed).toMatch(/^v1\./);
    expect(row.apiKeySealed).not.toContain(rotated);
    // A branch read never carries either.
    const read = (await admin.get(`/api/branches/${created.id}`).expect(200)).body.data;
    expect(read.apiKeySealed).toBeUndefined();
  });

  it('the demo branches show their seeded link', async () => {
    // The development key the README lists.
    expect((await admin.get(link(WIEN)).expect(200)).body.data.url).toBe(
      `http://localhost:3000/backend#/frontdesk/${WIEN}/demo-wien-frontdesk`,
    );
  });

  it('a key from before the update (hash only) answers 404 with the German hint; a rotation makes it showable', async () => {
    // As a branch created before the update has it: the hash, no sealed copy.
    await t.ds.query(`UPDATE branch SET "apiKeySealed" = NULL WHERE id = $1`, [WIEN]);
    const old = await admin.get(link(WIEN));
    expect(old.status).toBe(404);
    expect(old.body.errors).toEqual([{ message: FRONTDESK_LINK_TEXTS.beforeUpdate }]);
    expect(FRONTDESK_LINK_TEXTS.beforeUpdate).toBe(
      'Der Link wurde vor dem Update erstellt. Bitte einen neuen Link erzeugen.',
    );
    const fresh = (await admin.post(`/api/branches/${WIEN}/api-key`).expect(200)).body.data.apiKey as string;
    expect((await admin.get(link(WIEN)).expect(200)).body.data.url).toMatch(new RegExp(`/${WIEN}/${fresh}$`));
  });

  it('a sealed key that no longer matches the hash is not shown', async () => {
    const id = (await admin.post('/api/branches', { identifier: 'link-alt', name: 'Alt' }).expect(201)).body.data.id;
    // As if the hash were changed by a path that keeps no sealed copy (e.g. an older process): stale, not shown.
    await t.ds.query(`UPDATE branch SET "apiKeyHash" = $2 WHERE id = $1`, [id, 'f'.repeat(64)]);
    expect((await admin.get(link(id)).expect(404)).body.errors[0].message).toBe(FRONTDESK_LINK_TEXTS.beforeUpdate);
  });

  it('only admins: employees 403, anonymous 401, unknown branch 404', async () => {
    const employee = await login(t.http, DEMO.employee);
    const refused = await employee.get(link(WIEN));
    expect(refused.status).toBe(403);
    expect(refused.body.errors[0].message).toBeTruthy();
    await request(t.http).get(link(WIEN)).expect(401);
    await admin.get(link('00000000-0000-4000-8000-000000000000')).expect(404);
    await admin.get('/api/branches/nicht-da/frontdesk-link').expect(404);
  });
});
