// `npm run bench -- webhooks`: partner webhook deliveries per second through the whole path: N orders and
// their 'order.placed' outbox rows inserted in SQL (isolates the path from order placement) -> the API's
// relay and fan-out (one delivery + one 'webhook' outbox row per event) -> BullMQ queue `webhooks` -> the
// worker process -> a local HTTP receiver in this process, which checks every X-Signature and counts each
// order's event, so duplicates and losses are exact. A fresh database and a queue prefix of its own on the
// local Redis. Prints ONE JSON line.
//
// Environment: BENCH_EVENTS (default 10000), BENCH_SKIP_BUILD=1, BENCH_REDIS_URL (redis://127.0.0.1:6379),
// BENCH_DATABASE_ADMIN_URL, BENCH_CONCURRENCY (worker concurrency, 50).
import { spawn } from 'node:child_process';
import { createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { clearInterval, setInterval, setTimeout } from 'node:timers';
import pg from 'pg';
import {
  build,
  createDatabase,
  freePort,
  insertBenchOrders,
  NODE_FLAGS,
  WORKER_NODE_FLAGS,
  deleteKeysUnder,
  report,
  root,
  stopChild,
} from './lib.mjs';
import { Tally } from './sinks.mjs';

const env = process.env;
const EVENTS = Number(env.BENCH_EVENTS ?? 10000);
const REDIS_URL = env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const PREFIX = `bench-webhooks-${process.pid}`;
const SECRET = `whsec_${randomBytes(24).toString('base64url')}`;
const log = (...args) => console.error('[bench webhooks]', ...args);

const tally = new Tally();
let badSignatures = 0;
let lastAt = 0;

/** The receiver: 200 for every request; counts the order index of each event and checks its signature. */
function startReceiver() {
  const server = http.createServer((req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const { t, v1 } = Object.fromEntries(
        String(req.headers['x-signature'] ?? '')
          .split(',')
          .map((p) => p.split('=')),
      );
      if (createHmac('sha256', SECRET).update(`${t}.${body}`).digest('hex') !== v1) badSignatures++;
      const lastName = JSON.parse(body).data?.order?.lastName ?? '';
      tally.add(lastName);
      lastAt = Date.now();
      res.writeHead(200).end('ok');
    });
  });
  server.keepAliveTimeout = 30_000;
  return new Promise((ok) => server.listen(0, '127.0.0.1', () => ok(server)));
}

async function waitFor(check, timeoutMs, what) {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`${what}: timeout`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const healthy = (port) =>
  new Promise((ok) =>
    http
      .get(`http://127.0.0.1:${port}/api/health`, (res) => {
        res.resume();
        ok(res.statusCode === 200);
      })
      .on('error', () => ok(false)),
  );

async function main() {
  build(['domain', 'backend', 'workers'], 'workers/dist/main.js');
  const database = await createDatabase();
  const receiver = await startReceiver();
  const apiPort = await freePort();
  const common = {
    PATH: env.PATH,
    NODE_ENV: 'production',
    // Production refuses links to localhost and a worker without SMTP_URL unless on purpose (issue 37).
    PUBLIC_URL: 'https://bench.example.at',
    MAIL_TRANSPORT: 'file',
    DATABASE_URL: database.url,
    REDIS_URL,
    QUEUE_PREFIX: PREFIX,
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'true',
    ADMIN_PASSWORD: 'bench-admin-password',
    EMPLOYEE_PASSWORD: 'bench-employee-password',
    // Production refuses loopback webhook hosts unless configured.
    WEBHOOK_ALLOWED_HOSTS: '127.0.0.1',
    JOB_CONCURRENCY: env.BENCH_CONCURRENCY ?? '50',
  };
  const children = [];
  const db = new pg.Client({ connectionString: database.url });
  try {
    children.push(
      spawn(process.execPath, [...NODE_FLAGS, 'backend/dist/main.js'], {
        cwd: root,
        env: { ...common, PORT: String(apiPort), HOST: '127.0.0.1' },
        stdio: ['ignore', 'ignore', 'inherit'],
      }),
    );
    await waitFor(() => healthy(apiPort), 60_000, 'API health');
    const worker = spawn(process.execPath, [...WORKER_NODE_FLAGS, 'workers/dist/main.js'], {
      cwd: root,
      env: common,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    children.push(worker);
    // The clock starts once the worker process says it runs (its boot is not the delivery rate).
    let workerUp = false;
    worker.stdout.on('data', (chunk) => {
      if (String(chunk).includes('workers running')) workerUp = true;
    });
    await waitFor(() => workerUp, 60_000, 'worker start');
    await db.connect();
    const [{ id: branchId }] = (await db.query(`SELECT "id" FROM "branch" ORDER BY "createdAt" LIMIT 1`)).rows;
    const [{ id: userId }] = (
      await db.query(
        `INSERT INTO "external_user" ("name", "scopes", "tokenHash") VALUES ('Bench-Partner', '{webhooks:manage}', $1)
         RETURNING "id"`,
        [randomBytes(32).toString('hex')],
      )
    ).rows;
    await db.query(`INSERT INTO "external_user_branches" ("externalUserId", "branchId") VALUES ($1, $2)`, [
      userId,
      branchId,
    ]);
    await db.query(
      `INSERT INTO "webhook_endpoint" ("externalUserId", "url", "events", "secret") VALUES ($1, $2, '{order.placed}', $3)`,
      [userId, `http://127.0.0.1:${receiver.address().port}/hook`, SECRET],
    );
    // Orders and their 'order.placed' rows in one transaction; the commit's NOTIFY wakes the relay.
    const t0 = Date.now();
    await db.query('BEGIN');
    await insertBenchOrders(db, { branchId, count: EVENTS, uidPrefix: 'w' });
    await db.query(
      `INSERT INTO "outbox" ("topic", "orderId", "payload")
       SELECT 'order.placed', o."id", jsonb_build_object('orderId', o."id", 'version', 1)
       FROM "order" o WHERE o."uid" LIKE 'w%' ORDER BY o."ticketNumber"`,
    );
    await db.query(`SELECT pg_notify('outbox', '')`);
    await db.query('COMMIT');
    log(`inserted ${EVENTS} orders and events in ${Date.now() - t0} ms`);
    const progress = setInterval(async () => {
      const { rows } = await db
        .query(`SELECT count(*)::int AS n FROM "webhook_delivery" WHERE "state" = 'delivered'`)
        .catch(() => ({ rows: [{}] }));
      log(`${((Date.now() - t0) / 1000).toFixed(1)} s: received ${tally.unique}, delivered (log) ${rows[0].n}`);
    }, 2000);
    await waitFor(() => tally.unique >= EVENTS, Math.max(120_000, EVENTS * 30), 'all deliveries').catch((err) =>
      log(err.message),
    );
    clearInterval(progress);
    const seconds = (Math.max(lastAt, t0 + 1) - t0) / 1000;
    await new Promise((r) => setTimeout(r, 2000)); // late duplicates would show up now
    report({
      bench: 'webhooks',
      events: EVENTS,
      deliveries_per_s: Math.round(tally.unique / seconds),
      seconds: Number(seconds.toFixed(2)),
      duplicates: tally.duplicates,
      lost: EVENTS - tally.unique,
      bad_signatures: badSignatures,
    });
  } finally {
    await Promise.all(children.map((c) => stopChild(c)));
    await db.end().catch(() => undefined);
    await deleteKeysUnder(REDIS_URL, PREFIX);
    // The webhooks queue and whatever else the API kept under this run's prefix (repeatable jobs, limits).
    const { Redis } = createRequire(resolve(root, 'backend/package.json'))('ioredis');
    const redis = new Redis(REDIS_URL);
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${PREFIX}:*`, 'COUNT', 500);
      if (keys.length) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
    await redis.quit();
    receiver.close();
    await database.drop();
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
