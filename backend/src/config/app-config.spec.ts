import { describe, expect, it } from '@jest/globals';
import { assertMailTransport, ConfigError, loadConfig } from './app-config.js';

// What production needs besides (issue 37): PostgreSQL and a public address.
const PROD = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://u@db:5432/app',
  PUBLIC_URL: 'https://shop.example.at',
};

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
    expect(loadConfig({ ...PROD }).seedDemo).toBe(false);
    expect(() => loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'true' })).toThrow(/ADMIN_PASSWORD/);
    const c = loadConfig({
      ...PROD,
      SEED_DEMO: 'true',
      ADMIN_PASSWORD: 'x'.repeat(12),
      EMPLOYEE_PASSWORD: 'y'.repeat(12),
    });
    expect(c.demoPasswords).toMatchObject({ fromEnv: true, admin: 'x'.repeat(12) });
  });
});

// Issue 37 item 6: production refuses what would silently lose data or send links nobody can open; each
// refusal is a ConfigError whose message names the variable (loadConfigOrExit prints it and exits 1).
describe('production guardrails', () => {
  const refusal = (env: Record<string, string>) => {
    try {
      loadConfig(env);
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      return (err as Error).message;
    }
    throw new Error('loadConfig accepted the environment');
  };

  it('refuses the embedded database unless ALLOW_EMBEDDED_DATABASE=true', () => {
    const { DATABASE_URL: _d, ...embedded } = PROD;
    expect(refusal(embedded)).toMatch(/DATABASE_URL: required in production.*ALLOW_EMBEDDED_DATABASE=true/);
    expect(loadConfig({ ...embedded, ALLOW_EMBEDDED_DATABASE: 'true' }).database).toEqual({
      mode: 'embedded',
      dataDir: './var',
    });
    // Development and tests keep the embedded default.
    expect(loadConfig({}).database.mode).toBe('embedded');
  });

  it.each([
    ['unset (defaults to localhost)', undefined],
    ['localhost', 'http://localhost:3000'],
    ['127.0.0.1', 'https://127.0.0.1'],
    ['::1', 'http://[::1]:3000/'],
  ])('refuses PUBLIC_URL %s', (_name, url) => {
    const { PUBLIC_URL: _p, ...rest } = PROD;
    expect(refusal(url ? { ...rest, PUBLIC_URL: url } : rest)).toMatch(/^ {2}PUBLIC_URL: .*(this machine|not set)/m);
    // Not outside production.
    expect(() => loadConfig(url ? { PUBLIC_URL: url } : {})).not.toThrow();
  });

  it('accepts a public address', () => {
    expect(loadConfig(PROD).publicUrl).toBe('https://shop.example.at');
  });

  it('APP_SECRET (issue 39 item 7): a development value outside production, none in production unless set', () => {
    expect(loadConfig({}).appSecret).toMatch(/development/);
    expect(loadConfig(PROD).appSecret).toBeNull();
    expect(loadConfig({ ...PROD, APP_SECRET: 's'.repeat(32) }).appSecret).toBe('s'.repeat(32));
    expect(refusal({ ...PROD, APP_SECRET: 'kurz' })).toMatch(/APP_SECRET: mindestens 32 Zeichen/);
  });

  it('the mail-sending processes need SMTP_URL in production unless MAIL_TRANSPORT=file is chosen', () => {
    expect(() => assertMailTransport(loadConfig(PROD))).toThrow(
      /SMTP_URL: required in production.*MAIL_TRANSPORT=file/,
    );
    const file = loadConfig({ ...PROD, MAIL_TRANSPORT: 'file' });
    expect(() => assertMailTransport(file)).not.toThrow();
    expect(file.jobs).toMatchObject({ mailTransport: 'file', smtpUrl: null });
    const smtp = loadConfig({ ...PROD, SMTP_URL: 'smtp://mail.example.at:587' });
    expect(() => assertMailTransport(smtp)).not.toThrow();
    expect(smtp.jobs).toMatchObject({ mailTransport: 'smtp', smtpUrl: 'smtp://mail.example.at:587' });
    // Development writes mail files without being asked; MAIL_TRANSPORT=smtp without a server is refused.
    expect(() => assertMailTransport(loadConfig({}))).not.toThrow();
    expect(refusal({ MAIL_TRANSPORT: 'smtp' })).toMatch(/MAIL_TRANSPORT: smtp needs SMTP_URL/);
  });

  it('SMS is available with a provider, with SMS_TRANSPORT=file, and by default outside production only', () => {
    expect(loadConfig(PROD).jobs.sms.transport).toBe('none');
    expect(loadConfig({ ...PROD, SMS_TRANSPORT: 'file' }).jobs.sms.transport).toBe('file');
    const provider = { SMS_URL: 'https://api.websms.com/rest/smsmessaging/text', SMS_TOKEN: 't' };
    expect(loadConfig({ ...PROD, ...provider }).jobs.sms.transport).toBe('websms');
    expect(loadConfig({}).jobs.sms.transport).toBe('file');
    expect(loadConfig({ SMS_TRANSPORT: 'none' }).jobs.sms.transport).toBe('none');
    expect(refusal({ SMS_TRANSPORT: 'websms' })).toMatch(/SMS_TRANSPORT: websms needs SMS_URL and SMS_TOKEN/);
  });

  it('SHUTDOWN_GRACE_SECONDS defaults to 10 s', () => {
    expect(loadConfig({}).shutdownGraceMs).toBe(10_000);
    expect(loadConfig({ SHUTDOWN_GRACE_SECONDS: '2.5' }).shutdownGraceMs).toBe(2500);
    expect(refusal({ SHUTDOWN_GRACE_SECONDS: '0' })).toMatch(/SHUTDOWN_GRACE_SECONDS/);
  });
});
