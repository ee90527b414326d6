// Memory at rest (issue 37 item 10): resident memory (VmRSS) of each process after boot and after 200
// orders, once at rest again. Two set-ups:
//   embedded: `npm start` as a fresh clone runs it (development, embedded PGlite inside the API process,
//             in-process jobs, the demo with its year of statistics) on a new data folder;
//   production: NODE_ENV=production API on the local PostgreSQL and Redis with the demo seed, and the
//             worker process beside it.
// Targets from the issue: embedded <= 400 MB, production API <= 200 MB, worker <= 150 MB, at rest (see
// idleRss); `*_settled_mb` are the [boot, after orders] figures one second after the work went quiet.
//   npm run bench -- memory        (BENCH_SKIP_BUILD=1 reuses the built dist)
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { resolve } from 'node:path';
import { cart, call, createCatalogue, loginAdmin, waitForHealth } from './api.mjs';
import {
  build,
  createDatabase,
  deleteKeysUnder,
  freePort,
  MALLOC_ENV,
  NODE_FLAGS,
  OPEN_LIMITS,
  report,
  root,
  runMain,
  settled,
  stopChild,
  WORKER_NODE_FLAGS,
} from './lib.mjs';

const ORDERS = 200;
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const TARGETS = { embedded_mb: 400, api_mb: 200, worker_mb: 150 };

/** A process's resident memory now (VmRSS), in MB. */
async function rssMb(pid) {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? 0) / 1024);
}

const REST_SECONDS = Number(process.env.BENCH_REST_SECONDS ?? 120);

/**
 * Resident memory of idle processes, twice: `settled` as soon as their CPU is quiet for a second, and `rest`
 * after REST_SECONDS more without work, the state a shop's server spends its nights in. The gap is the two
 * collections a quiet process runs itself (common/idle-compaction.ts) and V8's memory reducer, which alone
 * gives the young generation's pages back (up to 64 MB on the API), some 30-60 s after the last burst.
 */
async function idleRss(pids) {
  await Promise.all(pids.map((pid) => settled(pid)));
  const settledMb = await Promise.all(pids.map(rssMb));
  await sleep(REST_SECONDS * 1000);
  await Promise.all(pids.map((pid) => settled(pid)));
  return { settled: settledMb, rest: await Promise.all(pids.map(rssMb)) };
}

function spawnNode(flags, entry, env) {
  return spawn(process.execPath, [...flags, entry], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { PATH: process.env.PATH, HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...MALLOC_ENV, ...OPEN_LIMITS, ...env },
  });
}

/** 200 orders on a branch of their own, ten at a time, as the orders bench places them. */
async function placeOrders(port, password) {
  const session = await loginAdmin(port, password);
  const { branchId, ids } = await createCatalogue(port, session);
  let placed = 0;
  for (let i = 0; i < ORDERS; i += 10) {
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, j) => call(port, 'POST', '/api/orders', cart(branchId, ids, i + j))),
    );
    placed += answers.filter((a) => a.status === 201).length;
  }
  return placed;
}

async function embedded() {
  const dataDir = resolve(tmpdir(), `bw-bench-memory-${randomBytes(6).toString('hex')}`);
  const port = await freePort();
  const api = spawnNode(NODE_FLAGS, 'backend/dist/main.js', { PORT: String(port), DATA_DIR: dataDir });
  try {
    await waitForHealth(port, api);
    const boot = await idleRss([api.pid]);
    const placed = await placeOrders(port);
    const after = await idleRss([api.pid]);
    return {
      embedded_boot_mb: boot.rest[0],
      embedded_after_orders_mb: after.rest[0],
      embedded_settled_mb: [boot.settled[0], after.settled[0]],
      embedded_orders: placed,
    };
  } finally {
    await stopChild(api);
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function production() {
  const db = await createDatabase();
  const prefix = `bw-bench-memory-${randomBytes(4).toString('hex')}`;
  const dataDir = resolve(tmpdir(), `${prefix}-data`);
  const port = await freePort();
  const password = `bench-${randomBytes(8).toString('hex')}`;
  const env = {
    NODE_ENV: 'production',
    DATABASE_URL: db.url,
    REDIS_URL,
    QUEUE_PREFIX: prefix,
    SOCKET_REDIS_STREAM: `${prefix}:socket.io`,
    PUBLIC_URL: 'https://bench.bestellwerk.test',
    DATA_DIR: dataDir,
    MAIL_TRANSPORT: 'file',
    SEED_DEMO: 'true',
    ADMIN_PASSWORD: password,
    EMPLOYEE_PASSWORD: `${password}-team`,
  };
  const api = spawnNode(NODE_FLAGS, 'backend/dist/main.js', { ...env, PORT: String(port) });
  let worker = null;
  try {
    await waitForHealth(port, api);
    worker = spawnNode(WORKER_NODE_FLAGS, 'workers/dist/main.js', env);
    const boot = await idleRss([api.pid, worker.pid]);
    const placed = await placeOrders(port, password);
    const after = await idleRss([api.pid, worker.pid]);
    return {
      api_boot_mb: boot.rest[0],
      api_after_orders_mb: after.rest[0],
      api_settled_mb: [boot.settled[0], after.settled[0]],
      worker_boot_mb: boot.rest[1],
      worker_after_orders_mb: after.rest[1],
      worker_settled_mb: [boot.settled[1], after.settled[1]],
      production_orders: placed,
    };
  } finally {
    if (worker) await stopChild(worker);
    await stopChild(api);
    await db.drop();
    await deleteKeysUnder(REDIS_URL, prefix);
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  build(['domain', 'backend', 'workers'], 'workers/dist/main.js');
  build(['frontend'], 'frontend/dist/index.html');
  const result = { ...(await embedded()), ...(await production()) };
  report({
    bench: 'memory',
    ...result,
    targets: TARGETS,
    within_targets: {
      embedded: result.embedded_after_orders_mb <= TARGETS.embedded_mb,
      api: result.api_after_orders_mb <= TARGETS.api_mb,
      worker: result.worker_after_orders_mb <= TARGETS.worker_mb,
    },
  });
  return 0;
}

runMain(main);
