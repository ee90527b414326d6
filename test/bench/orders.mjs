// `npm run bench -- orders`: order placement throughput of the built server against real PostgreSQL, and
// the same placement SQL driven by pgbench: how close the API gets to the database's own limit.
// Fresh database on the local server, a branch open around the clock created through the admin API,
// 50 keep-alive connections posting carts of 5 items (two of them configurable), a warm-up, then:
// 1. closed loop: BENCH_ORDERS orders, each connection posting again as soon as it has its answer (the
//    saturation rate, orders_per_s, with p50/p99);
// 2. open loop: BENCH_ORDERS orders offered at 60 % of that rate (BENCH_OPEN_FRACTION, or BENCH_RATE
//    orders/s), latency counted from each order's due time (open_loop.p99_ms);
// 3. pgbench (PostgreSQL's client tool) with the order writer's own placement statement as the API sent
//    it (ticket counter upsert, order, history, outbox, NOTIFY; captured in the API process by
//    api-probe.mjs), 50 clients, the same branch and day, the same number of orders, after the API has
//    stopped: pgbench_per_s, and ratio = orders_per_s / pgbench_per_s.
// Prints ONE JSON line (with the machine's load average); the database is dropped afterwards. Loopback only.
//
// Environment: BENCH_ORDERS (default 3000), BENCH_WARMUP (3000), BENCH_CONNECTIONS (50), BENCH_RATE,
// BENCH_OPEN_FRACTION (0.6), BENCH_LOG_LEVEL (info: what production logs; warn to see the logger's share),
// BENCH_DATABASE_ADMIN_URL (postgres://postgres@127.0.0.1:5432/postgres), BENCH_SKIP_BUILD=1,
// BENCH_NODE_ARGS (extra node flags for the server), BENCH_PGBENCH (path of pgbench; '' skips it),
// BENCH_PROFILE=1 (CPU profile, event-loop delay and time per SQL statement of the API during the closed
// loop, summarised on stderr; files in the printed folder),
// BENCH_REDIS_URL (redis://127.0.0.1:6379; '' = embedded job mode), BENCH_WEB_CONCURRENCY (API processes, 1).
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { call, cart, createCatalogue, keepAliveAgent, useAgent } from './api.mjs';
import {
  build,
  cpuSeconds,
  createDatabase,
  deleteKeysUnder,
  peakRssMb,
  percentile,
  report,
  round,
  runMain,
  settled,
  startApi,
} from './lib.mjs';
import { summarise } from './profile.mjs';

const env = process.env;
const ORDERS = Number(env.BENCH_ORDERS ?? 3000);
// A server's steady state, not its first seconds: after 300 orders V8 has not yet optimised the hot code,
// and the API spent 3.6 ms of CPU per order instead of 2.7 ms (3,000: about 10 s of load).
const WARMUP = Number(env.BENCH_WARMUP ?? 3000);
const CONNECTIONS = Number(env.BENCH_CONNECTIONS ?? 50);
const RATE = Number(env.BENCH_RATE ?? 0);
const OPEN_FRACTION = Number(env.BENCH_OPEN_FRACTION ?? 0.6);
const PGBENCH = env.BENCH_PGBENCH ?? '/usr/lib/postgresql/15/bin/pgbench';
const PROFILE = env.BENCH_PROFILE === '1';
// '' = embedded job mode: the API process also renders and sends every receipt, mail and SMS itself.
const REDIS_URL = env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const QUEUE_PREFIX = `bench-orders-${process.pid}`;
const log = (...args) => console.error('[bench orders]', ...args);
let agent = keepAliveAgent(CONNECTIONS);
useAgent(agent);

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

/**
 * The captured placement statement as a pgbench script: parameters become pgbench variables (-D, sent as
 * parameters with -M extended, as node-postgres sends them), the order id and uid per transaction from a
 * random number (both are unique), NULLs stay literal.
 */
function pgbenchScript(captured, orderId, uid) {
  const defines = [];
  const text = captured.text.replace(/\$(\d+)/g, (_, n) => {
    const value = captured.values[Number(n) - 1];
    if (value === null) return 'NULL';
    // pgbench takes no empty -D value; an empty literal is the same untyped text.
    if (value === '') return "''";
    if (value === orderId)
      return `(lpad(to_hex(:client_id::int), 8, '0') || '-0000-4000-8000-' || lpad(to_hex(:r::bigint), 12, '0'))::uuid`;
    if (value === uid) return `('pgb' || to_hex(:client_id::int) || 'x' || to_hex(:r::bigint))`;
    defines.push(`p${n}=${value}`);
    return `:p${n}`;
  });
  return { script: `\\set r random(1, 281474976710655)\n${text};\n`, defines: [...new Set(defines)] };
}

/** pgbench with the script: 50 clients, ORDERS transactions in all; transactions per second. */
function runPgbench(dbUrl, dir, captured, orderId, uid) {
  const { script, defines } = pgbenchScript(captured, orderId, uid);
  const file = join(dir, 'placement.sql');
  writeFileSync(file, script);
  const url = new URL(dbUrl);
  const args = [
    '-n',
    '-M',
    'extended',
    '-c',
    String(CONNECTIONS),
    '-j',
    '2',
    '-t',
    String(Math.ceil(ORDERS / CONNECTIONS)),
    '-f',
    file,
    ...defines.flatMap((d) => ['-D', d]),
    '-h',
    url.hostname,
    '-p',
    url.port || '5432',
    '-U',
    decodeURIComponent(url.username || 'postgres'),
    url.pathname.slice(1),
  ];
  const r = spawnSync(PGBENCH, args, {
    encoding: 'utf8',
    env: { ...env, PGPASSWORD: decodeURIComponent(url.password) },
  });
  if (r.status !== 0) throw new Error(`pgbench failed (${r.status}): ${r.stderr.slice(0, 1500)}${r.stdout}`);
  const tps = r.stdout.match(/tps = ([\d.]+) \(without initial connection time\)/);
  const latency = r.stdout.match(/latency average = ([\d.]+) ms/);
  const failed = r.stdout.match(/number of failed transactions: (\d+)/);
  if (!tps) throw new Error(`pgbench: no tps in\n${r.stdout}`);
  return {
    perSecond: Number(tps[1]),
    latencyMs: latency ? Number(latency[1]) : null,
    failed: Number(failed?.[1] ?? 0),
  };
}

/**
 * EXPLAIN (ANALYZE, BUFFERS) of the captured placement statement with a fresh order id and uid, rolled
 * back: where PostgreSQL spends the statement's time (no pg_stat_statements on the shared server).
 */
async function explainPlacement(dbUrl, captured, orderId, uid) {
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  try {
    // Twice on one connection, the second shown: the API's pooled connections have warm caches.
    for (let i = 0; i < 2; i++) {
      const id = randomUUID();
      const values = captured.values.map((v) => (v === orderId ? id : v === uid ? `x${id.slice(0, 20)}` : v));
      await client.query('BEGIN');
      const { rows } = await client.query(`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${captured.text}`, values);
      await client.query('ROLLBACK');
      if (i === 0) continue;
      log('EXPLAIN (ANALYZE, BUFFERS) of the placement statement (second run on the connection):');
      for (const r of rows) log(`  ${r['QUERY PLAN']}`);
    }
  } finally {
    await client.end();
  }
}

/** Sends SIGUSR2 to the API (api-probe.mjs) and waits for `file` to appear when given. */
async function signalProbe(child, file) {
  child.kill('SIGUSR2');
  if (!file) return sleep(200);
  const deadline = Date.now() + 30_000;
  while (!existsSync(file)) {
    if (Date.now() > deadline) throw new Error(`the API probe wrote no ${file}`);
    await sleep(100);
  }
  await sleep(200);
}

function printProfile(dir) {
  const window = JSON.parse(readFileSync(join(dir, 'window.json'), 'utf8'));
  const summary = summarise(JSON.parse(readFileSync(join(dir, 'api.cpuprofile'), 'utf8')), 20);
  log(`profile of the closed loop in ${dir}: API CPU ${window.cpu_s.toFixed(1)} s in ${window.seconds.toFixed(1)} s`);
  log('event-loop delay (ms):', JSON.stringify(window.event_loop_delay_ms));
  log('self time by place:');
  for (const p of summary.places) log(`  ${String(p.pct).padStart(5)} %  ${p.place}`);
  log('self time by function:');
  for (const f of summary.functions) log(`  ${String(f.pct).padStart(5)} %  ${f.name}`);
  log('SQL round trips (client side, incl. pool wait):');
  for (const q of window.queries.slice(0, 10))
    log(`  ${String(q.calls).padStart(6)} calls ${(q.ms / q.calls).toFixed(2).padStart(7)} ms avg  ${q.kind}`);
}

async function main() {
  build(['domain', 'backend'], 'backend/dist/main.js');
  const db = await createDatabase();
  const dir = await mkdtemp(join(tmpdir(), 'bw-bench-orders-'));
  const extraArgs = (env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  let api;
  try {
    api = await startApi({
      databaseUrl: db.url,
      nodeArgs: ['--import', './test/bench/api-probe.mjs', ...extraArgs],
      env: {
        BENCH_PROBE_DIR: dir,
        // Production mode (ARCHITECTURE.md): jobs go to BullMQ and run in the worker process, which
        // `npm run bench -- workers` measures; here nothing consumes them, so this measures placement.
        ...(REDIS_URL ? { REDIS_URL, QUEUE_PREFIX, WEB_CONCURRENCY: env.BENCH_WEB_CONCURRENCY ?? '1' } : {}),
      },
    });
    const { port, child } = api;
    const catalogue = await createCatalogue(port);
    // The boot's background work (demo pictures and their variants) would otherwise run during the loops.
    log(`server at rest after ${(await settled(child.pid)).toFixed(0)} s`);
    // One order alone: its statement (one order, no group) is the one pgbench repeats.
    const first = await call(port, 'POST', '/api/orders', cart(catalogue.branchId, catalogue.ids, 0));
    if (first.status !== 201) throw new Error(`first order: ${first.status} ${JSON.stringify(first.body)}`);
    log(`warm-up: ${WARMUP} orders`);
    await run(port, catalogue, WARMUP, 1);

    log(`closed loop: ${ORDERS} orders over ${CONNECTIONS} connections (LOG_LEVEL=${env.BENCH_LOG_LEVEL ?? 'info'})`);
    if (PROFILE) await signalProbe(child);
    const cpuBefore = await cpuSeconds(child.pid);
    const closed = await run(port, catalogue, ORDERS, WARMUP + 1);
    // The API's own CPU per order: what the machine's other load does not change much.
    const cpuMsPerOrder = (((await cpuSeconds(child.pid)) - cpuBefore) * 1000) / closed.latencies.length;
    if (PROFILE) {
      await signalProbe(child, join(dir, 'window.json'));
      printProfile(dir);
    }
    const saturation = closed.latencies.length / closed.seconds;
    const rate = RATE > 0 ? RATE : Math.max(1, Math.round(saturation * OPEN_FRACTION));
    log(`open loop: ${ORDERS} orders offered at ${rate} orders/s`);
    // Fresh connections: the server may have closed idle keep-alive ones between the phases.
    agent.destroy();
    useAgent((agent = keepAliveAgent(CONNECTIONS)));
    const open = await run(port, catalogue, ORDERS, WARMUP + 1 + ORDERS, rate);

    // The API's peak memory over both loops: what its node flags and caches cost (README "Production topology").
    const rssMb = await peakRssMb(child.pid);

    // The relay must keep up: what is still unpublished right after the last 201, and its errors.
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    const { rows } = await client.query(
      `SELECT count(*)::int AS n, count(*) FILTER (WHERE "attempts" > 0)::int AS failed, max("lastError") AS err
         FROM "outbox" WHERE "sentAt" IS NULL AND "topic" <> 'payment-check'`,
    );
    await client.end();
    log(
      `outbox after the run: ${rows[0].n} unpublished (${rows[0].failed} with errors${rows[0].err ? `: ${rows[0].err}` : ''})`,
    );
    await api.stop();
    api = undefined;

    const captured = JSON.parse(readFileSync(join(dir, 'placement.json'), 'utf8'));
    if (PROFILE) await explainPlacement(db.url, captured, first.body.data.id, first.body.data.uid);
    let pgbench = null;
    if (PGBENCH) {
      log(`pgbench: ${ORDERS} placement statements over ${CONNECTIONS} clients (${captured.values.length} parameters)`);
      pgbench = runPgbench(db.url, dir, captured, first.body.data.id, first.body.data.uid);
    }
    const stats = ({ latencies, seconds }) => {
      latencies.sort((a, b) => a - b);
      return {
        orders_per_s: round(latencies.length / seconds),
        p50_ms: round(percentile(latencies, 0.5)),
        p99_ms: round(percentile(latencies, 0.99)),
      };
    };
    const closedStats = stats(closed);
    const errors = closed.errors + open.errors;
    report({
      bench: 'orders',
      orders: ORDERS,
      connections: CONNECTIONS,
      ...closedStats,
      api_cpu_ms_per_order: Math.round(cpuMsPerOrder * 100) / 100,
      api_peak_rss_mb: rssMb,
      open_loop: { offered_per_s: rate, ...stats(open) },
      ...(pgbench
        ? {
            pgbench_per_s: round(pgbench.perSecond),
            pgbench_latency_ms: pgbench.latencyMs,
            ratio: Math.round((closedStats.orders_per_s / pgbench.perSecond) * 100) / 100,
          }
        : {}),
      errors,
    });
    return errors === 0 && (pgbench?.failed ?? 0) === 0 ? 0 : 1;
  } finally {
    await api?.stop();
    if (REDIS_URL) await deleteKeysUnder(REDIS_URL, QUEUE_PREFIX);
    agent.destroy();
    await db.drop();
  }
}

runMain(main);
