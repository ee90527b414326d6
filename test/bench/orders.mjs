// `npm run bench -- orders`: order placement throughput of the built server against real PostgreSQL.
// Fresh database on the local server, a branch open around the clock created through the admin API,
// 50 keep-alive connections posting carts of 5 items (two of them configurable), a warm-up, then a
// fixed number of orders. Prints ONE JSON line; the database is dropped afterwards. Loopback only.
//
// Environment: BENCH_ORDERS (default 3000), BENCH_WARMUP (300), BENCH_CONNECTIONS (50), BENCH_RATE (open
// loop at this many orders/s; default: closed loop),
// BENCH_LOG_LEVEL (info: what production logs; warn to see the logger's share),
// BENCH_DATABASE_ADMIN_URL (postgres://postgres@127.0.0.1:5432/postgres), BENCH_SKIP_BUILD=1,
// BENCH_NODE_ARGS (extra node flags for the server, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof"),
// BENCH_REDIS_URL (redis://127.0.0.1:6379; '' = embedded job mode), BENCH_WEB_CONCURRENCY (API processes, 1).
import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { performance } from 'node:perf_hooks';
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import pg from 'pg';
import { call, cart, createCatalogue, keepAliveAgent, useAgent, waitForHealth } from './api.mjs';
import { build, freePort, NODE_FLAGS, obliterateQueues, root } from './lib.mjs';

const env = process.env;
const ORDERS = Number(env.BENCH_ORDERS ?? 3000);
const WARMUP = Number(env.BENCH_WARMUP ?? 300);
const CONNECTIONS = Number(env.BENCH_CONNECTIONS ?? 50);
const RATE = Number(env.BENCH_RATE ?? 0);
const ADMIN_URL = env.BENCH_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
// '' = embedded job mode: the API process also renders and sends every receipt, mail and SMS itself.
const REDIS_URL = env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const QUEUE_PREFIX = `bench-orders-${process.pid}`;
const log = (...args) => console.error('[bench orders]', ...args);
const agent = keepAliveAgent(CONNECTIONS);
useAgent(agent);

async function admin(sql) {
  const c = new pg.Client({ connectionString: ADMIN_URL });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

/**
 * Posts `total` orders over CONNECTIONS workers; latencies in ms of the successful ones. Closed loop by
 * default (each connection posts again as soon as it has its answer: the saturation figure). With
 * BENCH_RATE, open loop: order n is due at start + n / RATE and its latency counts from that moment, so
 * time spent waiting for a free connection counts too (no coordinated omission).
 */
async function run(port, catalogue, total, offset, rate = 0) {
  const latencies = [];
  let errors = 0;
  let next = 0;
  let firstError = null;
  const begin = performance.now();
  const worker = async () => {
    while (next < total) {
      const k = next++;
      const n = offset + k;
      const due = rate > 0 ? begin + (k * 1000) / rate : 0;
      if (due > performance.now()) await sleep(due - performance.now());
      const started = rate > 0 ? due : performance.now();
      try {
        const r = await call(port, 'POST', '/api/orders', cart(catalogue.branchId, catalogue.ids, n));
        if (r.status === 201) latencies.push(performance.now() - started);
        else {
          errors++;
          firstError ??= `${r.status} ${JSON.stringify(r.body).slice(0, 300)}`;
        }
      } catch (err) {
        errors++;
        firstError ??= String(err);
      }
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  const seconds = (performance.now() - begin) / 1000;
  if (firstError) log('first error:', firstError);
  return { latencies, errors, seconds };
}

const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] : 0;

async function main() {
  build(['domain', 'backend'], 'backend/dist/main.js');
  const name = `bw_bench_${randomBytes(6).toString('hex')}`;
  const dbUrl = new URL(ADMIN_URL);
  dbUrl.pathname = `/${name}`;
  await admin(`CREATE DATABASE ${name}`);
  const port = await freePort();
  const dataDir = resolve('/tmp', name);
  // The flags of `npm start` and the Dockerfile, plus any extra ones.
  const nodeArgs = [...NODE_FLAGS, ...(env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean)];
  const child = spawn(process.execPath, [...nodeArgs, 'backend/dist/main.js'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      PATH: env.PATH,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: dbUrl.toString(),
      SEED_DEMO: 'true',
      LOG_LEVEL: env.BENCH_LOG_LEVEL ?? 'info',
      DATA_DIR: dataDir,
      // Production mode (ARCHITECTURE.md): jobs go to BullMQ and run in the worker process, which
      // `npm run bench -- workers` measures; here nothing consumes them, so this measures placement.
      ...(REDIS_URL ? { REDIS_URL, QUEUE_PREFIX, WEB_CONCURRENCY: env.BENCH_WEB_CONCURRENCY ?? '1' } : {}),
    },
  });
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      const exited = new Promise((r) => child.once('exit', r));
      if ((await Promise.race([exited, sleep(10_000, 'timeout')])) === 'timeout') {
        child.kill('SIGKILL');
        await exited;
      }
    }
    agent.destroy();
    if (REDIS_URL) await obliterateQueues(REDIS_URL, QUEUE_PREFIX);
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(port, child);
    const catalogue = await createCatalogue(port);
    log(`warm-up: ${WARMUP} orders`);
    await run(port, catalogue, WARMUP, 0);
    log(
      `measuring: ${ORDERS} orders over ${CONNECTIONS} connections, ${RATE > 0 ? `${RATE} orders/s offered` : 'closed loop'} (LOG_LEVEL=${env.BENCH_LOG_LEVEL ?? 'info'})`,
    );
    const { latencies, errors, seconds } = await run(port, catalogue, ORDERS, WARMUP, RATE);
    latencies.sort((a, b) => a - b);
    // The relay must keep up: what is still unpublished right after the last 201, and its errors.
    const db = new pg.Client({ connectionString: dbUrl.toString() });
    await db.connect();
    const { rows } = await db.query(
      `SELECT count(*)::int AS n, count(*) FILTER (WHERE "attempts" > 0)::int AS failed, max("lastError") AS err
         FROM "outbox" WHERE "sentAt" IS NULL AND "topic" <> 'payment-check'`,
    );
    await db.end();
    log(
      `outbox after the run: ${rows[0].n} unpublished (${rows[0].failed} with errors${rows[0].err ? `: ${rows[0].err}` : ''})`,
    );
    const round = (x) => Math.round(x * 10) / 10;
    console.log(
      JSON.stringify({
        bench: 'orders',
        ...(RATE > 0 ? { offered_per_s: RATE } : {}),
        orders_per_s: round(latencies.length / seconds),
        p50_ms: round(percentile(latencies, 0.5)),
        p99_ms: round(percentile(latencies, 0.99)),
        errors,
      }),
    );
    return errors === 0 ? 0 : 1;
  } finally {
    await stop();
  }
}

main().then(
  (status) => process.exit(status),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
