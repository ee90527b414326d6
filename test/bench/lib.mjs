// What the benches share: the repo root, building the workspaces they run, a free port, the node flags
// production starts its processes with, a fresh database per run, the API server process, statistics
// and the one JSON line each bench prints (with the machine's load average).
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { dirname, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { waitForHealth } from './api.mjs';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** The API's node flags, as `npm start` and the Dockerfile run it. */
export const NODE_FLAGS = ['--max-semi-space-size=32', '--no-allocation-site-pretenuring', '--expose-gc'];
/** The worker process's, as `npm run start:workers` and docker-compose run it. */
export const WORKER_NODE_FLAGS = ['--max-semi-space-size=16', '--expose-gc'];
/**
 * glibc's allocator settings `npm start`, `npm run start:workers` and the Dockerfile set (issue 37 item 10):
 * two arenas instead of one per thread, and large blocks (libvips pixels) mmap'd so free returns them.
 */
export const MALLOC_ENV = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072', MALLOC_TRIM_THRESHOLD_: '131072' };

/** The local PostgreSQL server's maintenance database; each bench creates and drops its own next to it. */
export const ADMIN_URL =
  process.env.BENCH_DATABASE_ADMIN_URL ??
  process.env.TEST_DATABASE_ADMIN_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';

// Benches send thousands of orders for one address from 127.0.0.1: the anonymous limits of issue 12
// (README, RATE_LIMIT_*) would answer 429 after a few, so a bench server opens them wide.
export const OPEN_LIMITS = {
  RATE_LIMIT_ORDERS_PER_IP: '100000000',
  RATE_LIMIT_ORDERS_PER_RECIPIENT: '100000000',
  RATE_LIMIT_STATUS_PER_IP: '100000000',
  RATE_LIMIT_WRONG_HASHES_PER_IP: '100000000',
  RATE_LIMIT_UPLOADS_PER_IP: '100000000',
  // The signage bench pairs BENCH_PLAYERS TVs from one address.
  RATE_LIMIT_PAIRINGS_PER_IP: '100000000',
};

/** Builds the workspaces in order; BENCH_SKIP_BUILD=1 skips it when `entry` exists already. */
export function build(workspaces, entry) {
  if (process.env.BENCH_SKIP_BUILD === '1' && existsSync(resolve(root, entry))) return;
  for (const ws of workspaces) {
    const r = spawnSync('npm', ['run', 'build', '-w', ws], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
    if (r.status !== 0) throw new Error(`build of ${ws} failed`);
  }
}

export const freePort = () =>
  new Promise((ok, fail) => {
    const s = createServer();
    s.once('error', fail);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => ok(port));
    });
  });

/**
 * Removes every key under the bench's queue prefix from the shared Redis (job and repeating-job queues);
 * backend/test/redis-keys.ts does the same for the integration tests, which are TypeScript.
 */
export async function deleteKeysUnder(redisUrl, prefix) {
  const { Redis } = createRequire(resolve(root, 'backend/package.json'))('ioredis');
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  try {
    // Every key under the prefix: the job queues and the repeating jobs' queues the API schedules.
    for await (const keys of redis.scanStream({ match: `${prefix}:*`, count: 1000 })) {
      if (keys.length > 0) await redis.unlink(...keys);
    }
  } finally {
    redis.disconnect();
  }
}

/** Runs one statement on the maintenance database (CREATE/DROP DATABASE). */
export async function adminQuery(sql) {
  const c = new pg.Client({ connectionString: ADMIN_URL });
  await c.connect();
  try {
    return await c.query(sql);
  } finally {
    await c.end();
  }
}

/** A fresh, empty database on the local server: { name, url, drop() }. */
export async function createDatabase() {
  const name = `bw_bench_${randomBytes(6).toString('hex')}`;
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  return { name, url: url.toString(), drop: () => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** Stops a child process: SIGTERM, SIGKILL after `graceMs`. */
export async function stopChild(child, graceMs = 10_000) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  if ((await Promise.race([exited, sleep(graceMs, 'timeout')])) === 'timeout') {
    child.kill('SIGKILL');
    await exited;
  }
}

/**
 * The built API (backend/dist/main.js) on a free loopback port against `databaseUrl`, with the demo data,
 * open rate limits and its own DATA_DIR; resolves once /api/health answers. `env` adds or overrides
 * settings, `nodeArgs` adds node flags (e.g. --cpu-prof), `port` fixes the port. stop() ends it and removes
 * its DATA_DIR.
 */
export async function startApi({ databaseUrl, env = {}, nodeArgs = [], logLevel, port: fixedPort } = {}) {
  const port = fixedPort ?? (await freePort());
  const dataDir = resolve(tmpdir(), `bw-bench-data-${randomBytes(6).toString('hex')}`);
  const child = spawn(process.execPath, [...NODE_FLAGS, ...nodeArgs, 'backend/dist/main.js'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      SEED_DEMO: 'true',
      // The statistics bench seeds its own year; the others measure the order path on the plain demo.
      SEED_DEMO_INSIGHTS: 'false',
      LOG_LEVEL: logLevel ?? process.env.BENCH_LOG_LEVEL ?? 'info',
      DATA_DIR: dataDir,
      ...OPEN_LIMITS,
      ...env,
    },
  });
  const stop = async () => {
    await stopChild(child);
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(port, child);
  } catch (err) {
    await stop();
    throw err;
  }
  return { port, child, dataDir, stop };
}

/** CPU seconds (user + system) a process has used so far, from /proc (Linux): other load does not count. */
export async function cpuSeconds(pid) {
  const stat = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1].split(' ');
  return (Number(stat[11]) + Number(stat[12])) / 100;
}

/** A process's peak resident memory so far (VmHWM), in MB. */
export async function peakRssMb(pid) {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/^VmHWM:\s+(\d+) kB/m.exec(status)?.[1] ?? 0) / 1024);
}

/**
 * Resolves once a process used under 5 % of a core over a second (at most `timeoutMs`), e.g. the API after
 * its boot's background work (demo pictures and their variants), which would otherwise compete with what a
 * bench measures next. Resolves with the seconds waited.
 */
export async function settled(pid, timeoutMs = 120_000) {
  const begin = Date.now();
  let before = await cpuSeconds(pid);
  while (Date.now() - begin < timeoutMs) {
    await sleep(1000);
    const now = await cpuSeconds(pid);
    if (now - before < 0.05) break;
    before = now;
  }
  return (Date.now() - begin) / 1000;
}

/** The p-quantile (0..1) of an ascending list; 0 when empty. */
export const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] : 0;

export const round = (x) => (x === null || x === undefined ? x : Math.round(x * 10) / 10);

/** The machine's 1, 5 and 15 minute load averages: other work on the 2 cores shows in every figure. */
export const loadAvg = () => loadavg().map((x) => Math.round(x * 100) / 100);

/** Prints the bench's ONE JSON line on stdout, with the load average at its end. */
export function report(result) {
  console.log(JSON.stringify({ ...result, load_avg: loadAvg() }));
}

/** Runs a bench's main(): its resolved number is the exit status; an error prints and exits 1. */
export function runMain(main) {
  main().then(
    (status) => process.exit(status ?? 0),
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
}

/**
 * Inserts `count` one-pizza cash orders of a branch in SQL (uids `${uidPrefix}1…`), inside the caller's
 * transaction, so a bench can isolate the path after placement (outbox relay, workers, webhooks).
 */
export async function insertBenchOrders(db, { branchId, count, uidPrefix }) {
  const item = JSON.stringify([
    {
      product: { id: 'p', name: 'Pizza', type: 'simple', price: '11.00', unit: 'piece', tax: '10' },
      amount: 1,
      unit: 'piece',
      parts: [],
      taxRate: '10',
      unitPrice: '11.00',
      total: '11.00',
    },
  ]);
  await db.query(
    `INSERT INTO "order" ("uid", "hash", "branchId", "ticketNumber", "ticketDay", "paymentMethod", "gross", "totalNet",
       "totalGross", "deliveryGross", "items", "firstName", "lastName", "email", "phone", "notificationType")
     SELECT $4 || i, md5(i::text), $1, i, current_date, 'cash', '11.00', '10.0000', '11.00', '0.00', $2::jsonb,
       'Bench', 'Bench' || i, 'kunde' || i || '@example.at', '+43664' || lpad(i::text, 7, '0'), 'sms'
     FROM generate_series(1, $3) AS i`,
    [branchId, item, count, uidPrefix],
  );
}
