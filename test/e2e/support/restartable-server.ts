// A built app (`node backend/dist/main.js`) that a scenario can stop and start again on the same port
// and database: the signage player must ride out a server outage (issue 19). Same environment as
// server.ts's startServer; `destroy()` ends it and drops the database.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { dirname, join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { freePort } from './server.js';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const ADMIN_URL = process.env.TEST_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export interface RestartableServer {
  base: string;
  output(): string;
  /** Ends the process; the database stays. */
  stop(): Promise<void>;
  /** Starts the process again on the same port and database; resolves once it answers. */
  start(): Promise<void>;
  /** Ends the process and drops the database. */
  destroy(): Promise<void>;
}

export async function startRestartableServer(extraEnv: Record<string, string> = {}): Promise<RestartableServer> {
  const name = `bw_e2e_${randomBytes(6).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const { REDIS_URL: _ignored, ...env } = process.env;
  let output = '';
  let child: ChildProcess | null = null;

  const stop = async () => {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    const exited = once(running, 'exit');
    running.kill('SIGTERM');
    const timer = setTimeout(() => running.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };

  const start = async () => {
    const spawned = spawn(process.execPath, ['backend/dist/main.js'], {
      cwd: ROOT,
      env: {
        ...env,
        NODE_ENV: 'development',
        DATABASE_URL: url.toString(),
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        SEED_DEMO: 'true',
        SEED_DEMO_INSIGHTS: 'false',
        PUBLIC_URL: base,
        ...extraEnv,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = spawned;
    spawned.stdout!.on('data', (chunk) => (output += chunk));
    spawned.stderr!.on('data', (chunk) => (output += chunk));
    // Polls until the app answers: there is no event to wait for in another process.
    const deadline = Date.now() + 60_000;
    for (;;) {
      if (spawned.exitCode !== null) throw new Error(`server exited early:\n${output}`);
      try {
        if ((await fetch(`${base}/api/init`)).ok) return;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) throw new Error(`server did not start within 60 s:\n${output}`);
      await delay(250);
    }
  };

  const destroy = async () => {
    await stop();
    await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
  };

  try {
    await start();
  } catch (error) {
    await destroy();
    throw error;
  }
  return { base, output: () => output, stop, start, destroy };
}
