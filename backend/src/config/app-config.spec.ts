import { describe, expect, it } from '@jest/globals';
import { ConfigError, loadConfig } from './app-config.js';

// Issue 2 item 2: one typed config, validated once; bad values fail with the variable's name.
describe('loadConfig', () => {
  it('defaults to the embedded database and in-process mode on port 3000', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ env: 'development', port: 3000, seedDemo: true, publicUrl: 'http://localhost:3000' });
    expect(c.database).toEqual({ mode: 'embedded', dataDir: './var' });
    expect(c.redis).toEqual({ mode: 'in-process' });
  });

  it('switches to PostgreSQL and Redis when their URLs are set', () => {
    const c = loadConfig({ DATABASE_URL: 'postgres://u@db:5432/app', REDIS_URL: 'redis://cache:6379', PORT: '8080' });
    expect(c.database).toEqual({ mode: 'postgres', url: 'postgres://u@db:5432/app' });
    expect(c.redis).toEqual({ mode: 'redis', url: 'redis://cache:6379' });
    expect(c.port).toBe(8080);
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ REDIS_URL: 'http://x' }, 'REDIS_URL'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV'],
    [{ TRUST_PROXY: 'maybe' }, 'TRUST_PROXY'],
  ])('refuses %o naming %s', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`${name}:`));
  });

  it('runs several API processes only on PostgreSQL and Redis', () => {
    expect(loadConfig({}).webConcurrency).toBe(1);
    expect(() => loadConfig({ WEB_CONCURRENCY: '2' })).toThrow(/WEB_CONCURRENCY: more than one process/);
    expect(() => loadConfig({ WEB_CONCURRENCY: '2', DATABASE_URL: 'postgres://db/x' })).toThrow(/WEB_CONCURRENCY/);
    expect(
      loadConfig({ WEB_CONCURRENCY: '2', DATABASE_URL: 'postgres://db/x', REDIS_URL: 'redis://r:6379' }).webConcurrency,
    ).toBe(2);
  });

  it('keeps files under DATA_DIR unless an S3 bucket is named', () => {
    expect(loadConfig({}).storage).toEqual({ mode: 'fs' });
    expect(
      loadConfig({
        S3_BUCKET: 'shop-files',
        S3_ENDPOINT: 'http://minio:9000',
        S3_ACCESS_KEY_ID: 'k',
        S3_SECRET_ACCESS_KEY: 's',
      }).storage,
    ).toEqual({
      mode: 's3',
      bucket: 'shop-files',
      region: 'us-east-1',
      endpoint: 'http://minio:9000',
      credentials: { accessKeyId: 'k', secretAccessKey: 's' },
      prefix: '',
    });
    expect(() => loadConfig({ S3_BUCKET: 'shop-files', S3_ACCESS_KEY_ID: 'k' })).toThrow(/both or neither/);
    expect(() => loadConfig({ S3_BUCKET: 'Shop Files' })).toThrow(/S3_BUCKET:/);
    expect(() => loadConfig({ S3_BUCKET: 'b-b', S3_PREFIX: '../' })).toThrow(/S3_PREFIX:/);
  });

  it('production does not seed demo accounts unless their passwords come from the environment', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).seedDemo).toBe(false);
    expect(() => loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'true' })).toThrow(/ADMIN_PASSWORD/);
    const c = loadConfig({
      NODE_ENV: 'production',
      SEED_DEMO: 'true',
      ADMIN_PASSWORD: 'x'.repeat(12),
      EMPLOYEE_PASSWORD: 'y'.repeat(12),
    });
    expect(c.demoPasswords).toMatchObject({ fromEnv: true, admin: 'x'.repeat(12) });
  });
});
