import 'reflect-metadata';
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createApp } from '../src/app.factory.js';
import { loadConfig } from '../src/config/app-config.js';
import { BACKUP_ENDPOINT_FILE } from '../src/database/backup.js';
import { EmbeddedPostgres } from '../src/database/embedded-postgres.js';
import { buildDist, ROOT } from './build-dist.js';
import { DEMO, login, type TestApp } from './harness.js';
import { dataUrl, pngImage } from './images.fixtures.js';
import { OPEN_LIMITS } from './open-limits.js';
import { createCatalogue, item, placeOrder, takeaway } from './orders.fixtures.js';
import { until } from './workers.sinks.js';

// Issue 37 item 9: `npm run backup` while the embedded server runs, `npm run restore` into a fresh DATA_DIR,
// and the server on the restored folder has the order, the image library's file and the customer upload.
// The server runs in this process (it owns PGlite); the commands are the built CLI in their own processes.
const CLI = join(ROOT, 'backend/dist/backup-cli.js');

function cli(args: string[], dataDir: string): Promise<{ code: number; out: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [CLI, ...args],
      { cwd: ROOT, env: { PATH: process.env.PATH, NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' } },
      (err, stdout, stderr) => resolve({ code: err ? Number(err.code ?? 1) : 0, out: stdout + stderr }),
    );
  });
}

async function boot(dataDir: string): Promise<TestApp & { pg: EmbeddedPostgres }> {
  // Demo pictures are demo-media.int-spec's subject; here they would cost a minute of CPU per boot.
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SEED_DEMO_IMAGES: 'false',
    ...OPEN_LIMITS,
  });
  const pg = await EmbeddedPostgres.start(dataDir);
  const app = await createApp(config, pg.url);
  await app.init();
  return {
    pg,
    app,
    http: app.getHttpServer(),
    ds: app.get(DataSource),
    databaseUrl: pg.url,
    close: async () => {
      await app.close();
      await pg.stop();
    },
  };
}

const bytesOf = (http: TestApp['http'], url: string) =>
  request(http)
    .get(url)
    .set('Accept', 'image/jpeg,image/png,*/*')
    .buffer(true)
    .parse((res, cb) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => cb(null, Buffer.concat(chunks)));
    });

describe('backup and restore (embedded mode)', () => {
  const work = mkdtempSync(join(tmpdir(), 'bw-backup-'));
  const original = join(work, 'original');
  const restored = join(work, 'restored');
  const file = join(work, 'sicherung.tar');
  let t: (TestApp & { pg: EmbeddedPostgres }) | null = null;

  beforeAll(() => {
    buildDist();
    mkdirSync(original);
    mkdirSync(restored);
  }, 300_000);
  afterAll(async () => {
    await t?.close();
    rmSync(work, { recursive: true, force: true });
  });

  it('backs up while the server runs, restores into a fresh folder, and the server finds everything', async () => {
    t = await boot(original);
    const c = await createCatalogue(t);
    const placed = (await placeOrder(t, takeaway(c.branch.id, [item(c.products.pizza, 2)]), 'backup-1').expect(201))
      .body.data;
    const admin = await login(t.http, DEMO.admin);
    const jpeg = await sharp({ create: { width: 800, height: 400, channels: 3, background: { r: 9, g: 99, b: 199 } } })
      .jpeg()
      .toBuffer();
    const image = (
      await admin.post('/api/images', { data: dataUrl('image/jpeg', jpeg), name: 'laden.jpg' }).expect(201)
    ).body.data;
    await until(
      async () => (await admin.get(`/api/images/${image.id}`).expect(200)).body.data.variantsReady,
      60_000,
      'image variants rendered',
    );
    const upload = (
      await request(t.http)
        .post('/api/uploads')
        .send({ data: dataUrl('image/png', await pngImage(40, 40)), name: 'skizze.png' })
        .expect(201)
    ).body.data;
    const uploadUrl = `/upload/${upload.publicHash}/${upload.id}-1.${upload.extension}`;
    const imageBytes = (await bytesOf(t.http, image.url).expect(200)).body as Buffer;
    const smallBytes = (await bytesOf(t.http, `/image/small/${image.id}-1.jpg`).expect(200)).body as Buffer;
    const uploadBytes = (await bytesOf(t.http, uploadUrl).expect(200)).body as Buffer;
    expect(existsSync(join(original, BACKUP_ENDPOINT_FILE))).toBe(true);

    // The backup while the server keeps taking orders: the dump comes from this process (it owns PGlite).
    let during = 0;
    let backingUp = true;
    const traffic = (async () => {
      while (backingUp) {
        await placeOrder(t!, takeaway(c.branch.id, [item(c.products.pizza, 1)])).expect(201);
        during++;
      }
    })();
    const backup = await cli(['backup', file], original);
    backingUp = false;
    await traffic;
    expect(backup).toMatchObject({ code: 0, out: expect.stringContaining('database online') });
    expect(during).toBeGreaterThan(0);
    await t.close();
    t = null;
    expect(existsSync(join(original, BACKUP_ENDPOINT_FILE))).toBe(false);

    const restore = await cli(['restore', file], restored);
    expect(restore).toMatchObject({ code: 0, out: expect.stringContaining('restored') });
    // The files came from the backup (not re-rendered on demand), the cache was left out.
    expect(existsSync(join(restored, 'uploads', `${upload.id}-1.${upload.extension}`))).toBe(true);
    expect(readdirSync(join(restored, 'images', image.id, '1'))).toEqual(
      expect.arrayContaining(['small.jpg', 'small.webp']),
    );
    expect(existsSync(join(restored, 'cache'))).toBe(false);

    t = await boot(restored);
    const order = await request(t.http).get(`/api/orders/public/${placed.uid}/${placed.hash}`).expect(200);
    expect(order.body.data).toMatchObject({ uid: placed.uid, totalGross: placed.totalGross });
    const [{ orders }] = await t.ds.query(`SELECT count(*)::int AS orders FROM "order"`);
    expect(orders).toBeGreaterThanOrEqual(1);
    const again = await login(t.http, DEMO.admin);
    expect((await again.get(`/api/images/${image.id}`).expect(200)).body.data).toMatchObject({
      id: image.id,
      variantsReady: true,
    });
    expect(Buffer.compare((await bytesOf(t.http, image.url).expect(200)).body as Buffer, imageBytes)).toBe(0);
    expect(
      Buffer.compare((await bytesOf(t.http, `/image/small/${image.id}-1.jpg`).expect(200)).body as Buffer, smallBytes),
    ).toBe(0);
    expect(Buffer.compare((await bytesOf(t.http, uploadUrl).expect(200)).body as Buffer, uploadBytes)).toBe(0);
    // The restored server takes new orders (ticket numbers, sequences and all).
    await placeOrder(t, takeaway(c.branch.id, [item(c.products.pizza, 1)])).expect(201);
    await t.close();
    t = null;
  }, 600_000);

  it('refuses to restore into a folder that is not empty, and leaves it alone', async () => {
    const busy = join(work, 'busy');
    mkdirSync(busy);
    writeFileSync(join(busy, 'keep.txt'), 'mine');
    // Refused before the file is read: any file will do.
    const any = join(work, 'irgendwas.tar');
    writeFileSync(any, 'kein tar');
    const res = await cli(['restore', any], busy);
    expect(res.code).toBe(2);
    expect(res.out).toContain('ist nicht leer');
    expect(res.out).toContain('is not empty');
    expect(readdirSync(busy)).toEqual(['keep.txt']);
    expect(readFileSync(join(busy, 'keep.txt'), 'utf8')).toBe('mine');
  }, 60_000);
});
