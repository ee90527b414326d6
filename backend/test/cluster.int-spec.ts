import { type ChildProcess, execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { io as ioClient } from 'socket.io-client';
import { buildDist, spawnBuilt } from './build-dist.js';
import { DEMO_IDS } from '../src/seed/demo-data.js';
import { DEV_API_KEYS } from '../src/seed/seed.service.js';
import { createTestDatabase } from './harness.js';
import { freePort } from './realtime.helpers.js';
import { until } from './workers.sinks.js';
import { deleteKeysUnder } from './redis-keys.js';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const PREFIX = `bw-cluster-${process.pid}`;
const DATA_DIR = mkdtempSync(join(tmpdir(), 'bw-cluster-'));

const childPids = (pid: number): number[] =>
  execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)])
    .toString()
    .split('\n')
    .map((l) => Number(l.trim()))
    .filter((n) => n > 0);

// WEB_CONCURRENCY: several API processes share the port (node:cluster) and one database: migrations and
// seed run once, a killed process is replaced, and SIGTERM stops everything. (Orders across processes:
// `npm run bench -- orders` runs two processes and its tickets are checked by the orders tests' rules.)
describe('API cluster (WEB_CONCURRENCY=2)', () => {
  let db: { url: string; drop: () => Promise<void> };
  let server: ChildProcess;
  let port: number;
  let log: string[] = [];
  const listening = () => (log.join('').match(/API process \d+ listening/g) ?? []).length;

  beforeAll(async () => {
    buildDist();
    db = await createTestDatabase();
    port = await freePort();
    const started = spawnBuilt('backend/dist/main.js', {
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: db.url,
      REDIS_URL,
      QUEUE_PREFIX: PREFIX,
      SOCKET_REDIS_STREAM: PREFIX,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      WEB_CONCURRENCY: '2',
      DATA_DIR,
    });
    server = started.child;
    log = started.log;
    await until(async () => {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null);
      return res?.status === 200 && listening() === 2;
    }, 60_000).catch((err: unknown) => {
      throw new Error(`${String(err)}\n${log.join('')}`);
    });
  });

  afterAll(async () => {
    if (server.exitCode === null) {
      const exited = new Promise((r) => server.once('exit', r));
      server.kill('SIGKILL');
      await exited;
    }
    await db.drop();
    // The processes' BullMQ queues and Socket.IO stream live under this file's own prefix.
    await deleteKeysUnder(REDIS_URL, PREFIX);
    rmSync(DATA_DIR, { recursive: true, force: true });
  });

  it('migrates and seeds once, answers on the shared port and replaces a killed process', async () => {
    const branches = (await (await fetch(`http://127.0.0.1:${port}/api/branches`)).json()) as {
      data: { identifier: string }[];
    };
    // Two processes booted on one empty database: one demo business, not two (and no failed boot).
    expect(branches.data.map((b) => b.identifier).sort()).toEqual(['graz-lend', 'wien-neubau']);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.status)),
    );
    expect(answers.every((s) => s === 200)).toBe(true);

    const [first, second] = childPids(server.pid!);
    process.kill(first!, 'SIGKILL');
    await until(() => {
      const pids = childPids(server.pid!);
      return pids.length === 2 && !pids.includes(first!) && pids.includes(second!) && listening() === 3;
    }, 30_000);
    expect(log.join('')).toMatch(/exited \(SIGKILL\); starting a new one/);
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
  });

  it('Socket.IO across processes: WebSocket connects, long-polling is refused at once (not half-working)', async () => {
    // The demo seed's Wien frontdesk credentials (development keys, SEED_DEMO above).
    const auth = { branchId: DEMO_IDS.branchWien, apiKey: DEV_API_KEYS.wien };
    const outcome = (transports: ('polling' | 'websocket')[]) =>
      new Promise<string>((resolve) => {
        const socket = ioClient(`http://127.0.0.1:${port}`, { transports, auth, reconnection: false });
        socket.on('connect', () => {
          socket.close();
          resolve('connected');
        });
        socket.on('connect_error', (err) => {
          socket.close();
          resolve(`refused: ${err.message}`);
        });
      });
    // Several attempts, so both processes answer at least once under node:cluster's round robin.
    for (let i = 0; i < 4; i++) expect(await outcome(['websocket'])).toBe('connected');
    for (let i = 0; i < 4; i++) expect(await outcome(['polling'])).toBe('refused: xhr poll error');
  });

  it('stops all processes on SIGTERM', async () => {
    const workers = childPids(server.pid!);
    const exited = new Promise<number | null>((r) => server.once('exit', (code) => r(code)));
    server.kill('SIGTERM');
    expect(await exited).toBe(0);
    for (const pid of workers) expect(() => process.kill(pid, 0)).toThrow();
  });
});
