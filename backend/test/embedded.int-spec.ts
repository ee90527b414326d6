import 'reflect-metadata';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { createApp } from '../src/app.factory.js';
import { loadConfig } from '../src/config/app-config.js';
import { EmbeddedPostgres } from '../src/database/embedded-postgres.js';
import { DEMO, login } from './harness.js';

// Issue 2 item 2: without DATABASE_URL the product runs on embedded PGlite under DATA_DIR, and keeps its data.
describe('embedded database mode', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'bw-embedded-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  async function boot() {
    // Demo pictures are demo-media.int-spec's subject; here they would cost a minute of CPU per boot.
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', SEED_DEMO_IMAGES: 'false' });
    expect(config.database.mode).toBe('embedded');
    const pg = await EmbeddedPostgres.start(dataDir);
    const app = await createApp(config, pg.url);
    await app.init();
    return {
      http: app.getHttpServer(),
      stop: async () => {
        await app.close();
        await pg.stop();
      },
    };
  }

  it('migrates, seeds, serves /api/init, and still has the data after a restart', async () => {
    const first = await boot();
    const init = await request(first.http).get('/api/init').expect(200);
    const products = init.body.data.find((e: { url: string }) => e.url === '/api/products').data;
    expect(products.length).toBeGreaterThanOrEqual(28);
    const admin = await login(first.http, DEMO.admin);
    await admin.post('/api/tags', { name: 'Überlebt den Neustart' }).expect(201);
    const health = await request(first.http).get('/api/health').expect(200);
    expect(health.body.data.database).toMatchObject({ mode: 'embedded', ok: true });
    await first.stop();

    const second = await boot();
    const tags = await request(second.http).get('/api/tags').expect(200);
    expect(tags.body.data.map((t: { name: string }) => t.name)).toContain('Überlebt den Neustart');
    // The seed ran once: the second boot found data and left it alone.
    const again = await request(second.http).get('/api/products').expect(200);
    expect(again.body.data.length).toBe(products.length);
    await second.stop();
  }, 120_000);
});
