// Starts the BUILT app (`node backend/dist/main.js`, which also serves frontend/dist) on a fresh
// PostgreSQL database and a free port, and talks to its admin API like the back office does.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const ADMIN_URL = process.env.TEST_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface RunningServer {
  base: string;
  output(): string;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * A fresh database, the server on a free port; `stop()` ends the server and drops the database.
 * `extraEnv` adds variables (e.g. a DATA_DIR of its own to read the mails the server writes).
 */
export async function startServer(extraEnv: Record<string, string> = {}): Promise<RunningServer> {
  const name = `bw_e2e_${randomBytes(6).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const port = await freePort();
  // Jobs and realtime run in-process: the e2e run needs no Redis and leaves no keys behind.
  const { REDIS_URL: _ignored, ...env } = process.env;
  const child = spawn(process.execPath, ['backend/dist/main.js'], {
    cwd: ROOT,
    env: {
      ...env,
      NODE_ENV: 'development',
      DATABASE_URL: url.toString(),
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      // A year of generated statistics only where a scenario asks for it (extraEnv).
      SEED_DEMO_INSIGHTS: 'false',
      // Today's visitor statistics rebuilt on every request: the consent tests read their counts at once.
      ANALYTICS_TODAY_FRESH_SECONDS: '0',
      // The scenarios order as one demo customer (one phone, one e-mail): more than the 10 orders an hour a
      // recipient may place. The limit itself is tested in backend/test/rate-limits.int-spec.ts.
      RATE_LIMIT_ORDERS_PER_RECIPIENT: '1000',
      // Links in mails point where the browser reaches this server.
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = once(child, 'exit');
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
  };

  // Polls until the app answers: there is no event to wait for in another process.
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`server exited early:\n${output}`);
    }
    try {
      const res = await fetch(`${base}/api/init`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`server did not start within 60 s:\n${output}`);
    }
    await delay(250);
  }

  return { base, output: () => output, stop };
}

/** An API answer's `data`: the scenarios read fields of many shapes, untyped like JSON. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;

export interface StaffSession {
  get(path: string): Promise<Json>;
  post(path: string, body?: unknown): Promise<Json>;
  put(path: string, body?: unknown): Promise<Json>;
}

export interface Credentials {
  email: string;
  password: string;
}

/** A logged-in staff session: cookie jar plus the CSRF header, as the back office sends requests. */
export async function staffSession(base: string, credentials: Credentials): Promise<StaffSession> {
  const cookies = new Map<string, string>();
  const remember = (res: Response) => {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const index = pair.indexOf('=');
      cookies.set(pair.slice(0, index), pair.slice(index + 1));
    }
  };
  const call = async (method: string, path: string, body?: unknown) => {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (cookies.size) headers.Cookie = [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const csrf = cookies.get('XSRF-TOKEN');
    if (csrf && method !== 'GET') headers['X-XSRF-TOKEN'] = decodeURIComponent(csrf);
    const res = await fetch(`${base}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    remember(res);
    const payload = await res.json().catch(() => null);
    if (!res.ok) throw new Error(`${method} ${path} -> ${res.status} ${JSON.stringify(payload)}`);
    return payload?.data;
  };
  await call('POST', '/api/auth/login', credentials);
  return {
    get: (path) => call('GET', path),
    post: (path, body = {}) => call('POST', path, body),
    put: (path, body = {}) => call('PUT', path, body),
  };
}
