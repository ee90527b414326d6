// `npm run bench -- workers`: side effects per second through outbox -> BullMQ -> worker process -> fake
// providers. A fresh database and a queue prefix of its own on the local Redis; the built API (relay) and
// the built worker process; N orders with their print, email and sms outbox rows inserted directly in SQL
// (isolates the pipeline from order placement). The providers are local sinks in this process: a raw-TCP
// printer, an SMTP server and the SMS REST stub; each effect carries the order's index, so duplicates and
// losses are counted exactly. Prints ONE JSON line.
//
// Environment: BENCH_ORDERS (default 10000), BENCH_SKIP_BUILD=1, BENCH_REDIS_URL (redis://127.0.0.1:6379),
// BENCH_DATABASE_ADMIN_URL (postgres://postgres@127.0.0.1:5432/postgres), BENCH_CONCURRENCY (50),
// BENCH_NODE_ARGS (extra node flags for the worker process, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof").
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { clearInterval, setInterval, setTimeout } from 'node:timers';
import pg from 'pg';
import {
  build,
  freePort,
  insertBenchOrders,
  NODE_FLAGS,
  WORKER_NODE_FLAGS,
  deleteKeysUnder,
  report,
  root,
} from './lib.mjs';
import { startPrinter, startSms, startSmtp, Tally } from './sinks.mjs';

const env = process.env;
const ORDERS = Number(env.BENCH_ORDERS ?? 10000);
const REDIS_URL = env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const ADMIN_URL = env.BENCH_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PREFIX = `bench-workers-${process.pid}`;
const log = (...args) => console.error('[bench workers]', ...args);

const tallies = { print: new Tally(), email: new Tally(), sms: new Tally() };
let lastEffectAt = 0;
const effect = (kind, i) => {
  tallies[kind].add(i);
  lastEffectAt = Date.now();
};

async function waitFor(check, timeoutMs, what) {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`${what}: timeout`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function main() {
  build(['domain', 'backend', 'workers'], 'workers/dist/main.js');
  const dbName = `bw_bench_${randomBytes(4).toString('hex')}`;
  const adminClient = new pg.Client({ connectionString: ADMIN_URL });
  await adminClient.connect();
  await adminClient.query(`CREATE DATABASE ${dbName}`);
  const dbUrl = new URL(ADMIN_URL);
  dbUrl.pathname = `/${dbName}`;
  const [printer, smtp, sms] = await Promise.all([startPrinter(effect), startSmtp(effect), startSms(effect)]);
  const apiPort = await freePort();
  const common = {
    PATH: env.PATH,
    NODE_ENV: 'production',
    // Production refuses links to localhost (issue 37); nothing here opens them.
    PUBLIC_URL: 'https://bench.example.at',
    DATABASE_URL: dbUrl.toString(),
    REDIS_URL,
    QUEUE_PREFIX: PREFIX,
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'true',
    ADMIN_PASSWORD: 'bench-admin-password',
    EMPLOYEE_PASSWORD: 'bench-employee-password',
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}/?pool=true&maxConnections=20`,
    SMS_URL: `http://127.0.0.1:${sms.port}/rest/smsmessaging/text`,
    SMS_TOKEN: 'bench',
    JOB_CONCURRENCY: env.BENCH_CONCURRENCY ?? '50',
  };
  const children = [];
  const stopAll = async () => {
    await Promise.all(
      children.map(
        (c) =>
          new Promise((r) => {
            if (c.exitCode !== null) return r();
            c.once('exit', r);
            c.kill('SIGTERM');
            setTimeout(() => c.kill('SIGKILL'), 10_000).unref();
          }),
      ),
    );
  };
  const db = new pg.Client({ connectionString: dbUrl.toString() });
  try {
    const api = spawn(process.execPath, [...NODE_FLAGS, 'backend/dist/main.js'], {
      cwd: root,
      env: { ...common, PORT: String(apiPort), HOST: '127.0.0.1' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    children.push(api);
    await waitFor(
      () =>
        new Promise((ok) =>
          http
            .get(`http://127.0.0.1:${apiPort}/api/health`, (res) => {
              res.resume();
              ok(res.statusCode === 200);
            })
            .on('error', () => ok(false)),
        ),
      60_000,
      'API health',
    );
    const nodeArgs = (env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
    const worker = spawn(process.execPath, [...WORKER_NODE_FLAGS, ...nodeArgs, 'workers/dist/main.js'], {
      cwd: root,
      env: common,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    children.push(worker);
    await db.connect();
    const [{ id: branchId }] = (await db.query(`SELECT "id" FROM "branch" ORDER BY "createdAt" LIMIT 1`)).rows;
    await db.query(`UPDATE "branch" SET "printerAddress" = $1, "email" = '' WHERE "id" = $2`, [
      `127.0.0.1:${printer.port}`,
      branchId,
    ]);
    await new Promise((r) => setTimeout(r, 2000)); // the worker connects
    // Orders and their three job rows in one transaction; the commit's NOTIFY wakes the relay.
    const started = Date.now();
    await db.query('BEGIN');
    await insertBenchOrders(db, { branchId, count: ORDERS, uidPrefix: 'b' });
    await db.query(
      `INSERT INTO "outbox" ("topic", "orderId", "payload")
       SELECT t.topic, o."id", jsonb_build_object('orderId', o."id", 'version', 1, 'template', 'new-order')
       FROM "order" o CROSS JOIN (VALUES ('print'), ('email'), ('sms')) AS t(topic)
       WHERE o."uid" LIKE 'b%'`,
    );
    await db.query(`SELECT pg_notify('outbox', '')`);
    await db.query('COMMIT');
    log(`inserted ${ORDERS} orders in ${Date.now() - started} ms`);
    const t0 = Date.now();
    const expected = ORDERS * 3;
    const progress = setInterval(async () => {
      const { rows } = await db
        .query(`SELECT count(*)::int AS n FROM "outbox" WHERE "sentAt" IS NULL`)
        .catch(() => ({ rows: [{}] }));
      log(
        `${((Date.now() - t0) / 1000).toFixed(1)} s: unpublished ${rows[0].n}, print ${tallies.print.unique}, email ${tallies.email.unique}, sms ${tallies.sms.unique}`,
      );
    }, 2000);
    await waitFor(
      () => tallies.print.unique + tallies.email.unique + tallies.sms.unique >= expected,
      Math.max(120_000, ORDERS * 30),
      'all effects',
    ).catch((err) => log(err.message));
    clearInterval(progress);
    const seconds = (Math.max(lastEffectAt, t0 + 1) - t0) / 1000;
    await new Promise((r) => setTimeout(r, 2000)); // late duplicates would show up now
    const unique = tallies.print.unique + tallies.email.unique + tallies.sms.unique;
    const duplicates = tallies.print.duplicates + tallies.email.duplicates + tallies.sms.duplicates;
    report({
      bench: 'workers',
      orders: ORDERS,
      effects: unique,
      effects_per_s: Math.round(unique / seconds),
      seconds: Number(seconds.toFixed(2)),
      duplicates,
      lost: expected - unique,
    });
  } finally {
    await stopAll();
    await db.end().catch(() => undefined);
    await deleteKeysUnder(REDIS_URL, PREFIX);
    printer.server.close();
    smtp.server.close();
    sms.server.close();
    await adminClient.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await adminClient.end();
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
