import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import pg from 'pg';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent.js';
import { DataSource } from 'typeorm';
import { createApp } from '../src/app.factory.js';
import { loadConfig } from '../src/config/app-config.js';
import { installContractChecks } from './contract.js';
import { alive, RUN_ID } from './jest-run.js';
import { OPEN_LIMITS } from './open-limits.js';

// Every supertest answer of a documented operation is checked against the OpenAPI document (issue 22).
installContractChecks();

// Integration tests run against the real local PostgreSQL; each test file gets a database of its own.
const ADMIN_URL = process.env.TEST_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const databaseUrl = (name: string) => {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
};

/** `template`: a copy of a database already migrated and seeded as the suites' apps seed it (seededTemplate). */
export async function createTestDatabase(
  template: string | null = null,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `bw_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  try {
    // A template's last connections may still be closing; CREATE DATABASE then says it is in use.
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
        break;
      } catch (err) {
        if (!template || attempt >= 50 || (err as { code?: string }).code !== '55006') throw err;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  } finally {
    await admin.end();
  }
  const url = databaseUrl(name);
  return {
    url,
    drop: async () => {
      const c = new pg.Client({ connectionString: ADMIN_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export interface TestApp {
  app: INestApplication;
  http: Parameters<typeof request>[0];
  ds: DataSource;
  databaseUrl: string;
  close: () => Promise<void>;
}

/** Boots the app on an existing database (for tests that restart or reconfigure it). */
export async function bootApp(databaseUrl: string, env: Record<string, string> = {}): Promise<INestApplication> {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    SEED_DEMO: 'true',
    // ~50 demo pictures and their variant jobs on every boot would slow every test: only on request.
    SEED_DEMO_IMAGES: 'false',
    LOG_LEVEL: 'silent',
    ...OPEN_LIMITS,
    ...env,
  });
  const app = await createApp(config, databaseUrl);
  await app.init();
  return app;
}

/** Settings that change what the seed writes: an app with any of them seeds a database of its own. */
const SEED_SETTINGS = /^(NODE_ENV|SEED_|ADMIN_|EMPLOYEE_)/;

/**
 * Migrations and the demo seed take most of an app's boot (1.7 s against 0.4 s on a seeded database), and
 * most test files boot the same seeded database. The first app of this jest run (the workers share their
 * parent's pid) seeds a template under an advisory lock; later ones copy it. Templates of finished runs go.
 */
async function seededTemplate(): Promise<string> {
  const name = `bw_tpl_${RUN_ID}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  try {
    // One lock for every run: a run never drops the template another one is still seeding.
    await admin.query("SELECT pg_advisory_lock(hashtext('bw_tpl'))");
    const found = await admin.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE datname LIKE 'bw_tpl_%'`,
    );
    for (const { datname } of found.rows) {
      if (datname !== name && !alive(Number(datname.slice('bw_tpl_'.length))))
        await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    }
    if (!found.rows.some((row) => row.datname === name)) {
      await admin.query(`CREATE DATABASE ${name}_new`);
      const app = await bootApp(databaseUrl(`${name}_new`));
      await app.close();
      // Renamed only when complete: a run that died while seeding leaves no half-seeded template.
      await admin.query(`ALTER DATABASE ${name}_new RENAME TO ${name}`);
    }
    return name;
  } finally {
    await admin.query("SELECT pg_advisory_unlock(hashtext('bw_tpl'))").catch(() => undefined);
    await admin.end();
  }
}

export async function startTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const own = Object.keys(env).some((key) => SEED_SETTINGS.test(key));
  const db = await createTestDatabase(own ? null : await seededTemplate());
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: db.url,
    SEED_DEMO: 'true',
    // ~50 demo pictures and their variant jobs on every boot would slow every test: only on request.
    SEED_DEMO_IMAGES: 'false',
    LOG_LEVEL: 'silent',
    ...OPEN_LIMITS,
    ...env,
  });
  const app = await createApp(config, db.url);
  await app.init();
  return {
    app,
    http: app.getHttpServer(),
    ds: app.get(DataSource),
    databaseUrl: db.url,
    close: async () => {
      await app.close();
      await db.drop();
    },
  };
}

export const DEMO = {
  admin: { email: 'admin@sonnleitner.at', password: 'demo-admin' },
  employee: { email: 'team.wien@sonnleitner.at', password: 'demo-team' },
};

export interface Staff {
  agent: TestAgent;
  csrf: string;
  /** A request with the session cookie and the CSRF header, as the back office sends it. */
  post: (url: string, body?: object) => request.Test;
  put: (url: string, body?: object) => request.Test;
  del: (url: string) => request.Test;
  get: (url: string) => request.Test;
}

export function cookieValue(res: request.Response, name: string): string | undefined {
  const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  const line = cookies.find((c) => c.startsWith(`${name}=`));
  return line ? decodeURIComponent(line.split(';')[0]!.slice(name.length + 1)) : undefined;
}

export async function login(http: TestApp['http'], who: { email: string; password: string }): Promise<Staff> {
  const agent = request.agent(http);
  const res = await agent.post('/api/auth/login').send(who).expect(200);
  const csrf = cookieValue(res, 'XSRF-TOKEN')!;
  return {
    agent,
    csrf,
    post: (url, body = {}) => agent.post(url).set('X-XSRF-TOKEN', csrf).send(body),
    put: (url, body = {}) => agent.put(url).set('X-XSRF-TOKEN', csrf).send(body),
    del: (url) => agent.delete(url).set('X-XSRF-TOKEN', csrf),
    get: (url) => agent.get(url),
  };
}
