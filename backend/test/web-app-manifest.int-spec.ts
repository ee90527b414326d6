// GET /api/manifest.webmanifest (spec 1 "installable as an app"): built from the shop configuration, and
// only while the PWA plugin is on.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { DEMO, login, startTestApp, type TestApp } from './harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

describe('web app manifest', () => {
  it('is not served while the PWA plugin is off', async () => {
    const res = await request(t.http).get('/api/manifest.webmanifest');
    expect(res.status).toBe(404);
    expect(res.body.errors[0].message).toBeTruthy();
  });

  it("carries the shop's name and theme colour once the plugin is on", async () => {
    const admin = await login(t.http, DEMO.admin);
    await admin.post('/api/config', { enablePluginPWA: true, themePrimaryColor: '#7a2e0e' }).expect(200);

    const res = await request(t.http).get('/api/manifest.webmanifest').buffer(true);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = JSON.parse(res.text);
    expect(manifest).toMatchObject({
      name: 'Bäckerei Sonnleitner',
      lang: 'de',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#7a2e0e',
    });
    expect(manifest.icons.map((icon: { sizes: string }) => icon.sizes)).toEqual(
      expect.arrayContaining(['192x192', '512x512']),
    );
    expect(manifest.data).toBeUndefined();

    await admin.post('/api/config', { shopName: 'Konditorei Huber' }).expect(200);
    const renamed = JSON.parse((await request(t.http).get('/api/manifest.webmanifest').buffer(true)).text);
    expect(renamed.name).toBe('Konditorei Huber');
  });
});
