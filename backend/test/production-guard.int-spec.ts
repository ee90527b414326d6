import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { bootApp, createTestDatabase } from './harness.js';

// Issue 37 item 6: production needs a public address (and DATABASE_URL, which bootApp always sets).
const PRODUCTION = { NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example.at' };

// Issue 2 item 4: the demo accounts' development passwords are refused in production.
describe('production start', () => {
  let db: { url: string; drop: () => Promise<void> };
  beforeAll(async () => {
    db = await createTestDatabase();
    const dev = await bootApp(db.url);
    await dev.close();
  });
  afterAll(() => db.drop());

  it('refuses to start while a demo account still has its development password', async () => {
    await expect(bootApp(db.url, { ...PRODUCTION, SEED_DEMO: 'false' })).rejects.toThrow(/development password/);
  });

  it('starts once the passwords were changed, and seeds nothing into a non-empty database', async () => {
    const pg = await import('pg');
    const { hashPassword } = await import('../src/users/passwords.js');
    const client = new pg.default.Client({ connectionString: db.url });
    await client.connect();
    await client.query(`UPDATE "user" SET "passwordHash" = $1`, [await hashPassword('ein-echtes-passwort')]);
    await client.end();
    const app = await bootApp(db.url, { ...PRODUCTION, SEED_DEMO: 'false' });
    const res = await request(app.getHttpServer()).get('/api/branches').expect(200);
    expect(res.body.data).toHaveLength(2);
    await app.close();
  });
});
