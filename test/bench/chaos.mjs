// `npm run bench -- chaos` (issue 12): a fault soak. The built API and worker run in production mode on a
// fresh PostgreSQL database and a Redis of their own (append-only file on, noeviction, as in
// docker-compose). Orders are placed at a steady rate and moved on by the frontdesk (confirm, complete)
// while the worker is SIGKILLed every 20 s, Redis is restarted every 60 s and the API is SIGKILLed and
// started again once, half-way. Status-page, frontdesk and back-office sockets stay connected throughout
// and behave as the browser clients do: keep the higher version, re-fetch over REST after a reconnect
// that did not recover. The providers are local sinks that count every effect by order.
//
// Prints ONE JSON line: {"bench":"chaos","seconds","orders","lost_orders","lost_effects","duplicate_effects",
// "stale_screens", ...}. lost_orders: orders the client tried to place (retrying with the same
// Idempotency-Key) that are not in the database exactly once at the end; lost_effects / duplicate_effects:
// per order and kind (print, email, sms) the effects the outbox asked for and the sinks did not get / got
// more than once; stale_screens: clients whose view did not show every order's final version within 15 s
// after the end. Loopback only.
//
// Environment: BENCH_CHAOS_SECONDS (600), BENCH_CHAOS_RATE (orders/s, 4), BENCH_CHAOS_STATUS_EVERY (a status
// page for every n-th order, 4), BENCH_SKIP_BUILD=1, BENCH_DATABASE_ADMIN_URL
// (postgres://postgres@127.0.0.1:5432/postgres).
import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { call, cart, createCatalogue, loginAdmin, waitForHealth } from './api.mjs';
import { build, freePort, NODE_FLAGS, WORKER_NODE_FLAGS, OPEN_LIMITS, report, root } from './lib.mjs';
import { startPrinter, startSms, startSmtp, Tally } from './sinks.mjs';

const require = createRequire(resolve(root, 'backend/package.json'));
const { io } = require('socket.io-client');
const { Redis } = require('ioredis');

const env = process.env;
const SECONDS = Number(env.BENCH_CHAOS_SECONDS ?? 600);
const RATE = Number(env.BENCH_CHAOS_RATE ?? 4);
const STATUS_EVERY = Number(env.BENCH_CHAOS_STATUS_EVERY ?? 4);
const ADMIN_URL = env.BENCH_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const WORKER_KILL_EVERY_S = 20;
const REDIS_RESTART_EVERY_S = 60;
const API_RESTART_AT_S = Math.max(5, Math.round(SECONDS / 2));
const SETTLE_TIMEOUT_MS = 180_000;
const STALE_AFTER_MS = 15_000;
const ADMIN_PASSWORD = `chaos-${randomBytes(9).toString('hex')}`;
const log = (...args) => console.error(`[bench chaos ${((Date.now() - t0) / 1000).toFixed(1)} s]`, ...args);
let t0 = Date.now();

/** A child process that can be killed and started again with the same command. */
class Proc {
  constructor(name, command, args, options) {
    Object.assign(this, { name, command, args, options, child: null, starts: 0 });
  }
  start() {
    this.starts++;
    this.child = spawn(this.command, this.args, { stdio: ['ignore', 'ignore', 'inherit'], ...this.options });
    this.exited = new Promise((r) => this.child.once('exit', r));
    return this;
  }
  async stop(signal = 'SIGTERM') {
    if (!this.child || this.child.exitCode !== null || this.child.signalCode) return;
    this.child.kill(signal);
    const done = await Promise.race([this.exited.then(() => true), sleep(15_000, false)]);
    if (!done) {
      this.child.kill('SIGKILL');
      await this.exited;
    }
  }
}

async function waitForRedis(url) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const r = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    r.on('error', () => undefined);
    const ok = await r
      .connect()
      .then(() => r.ping())
      .then(() => true)
      .catch(() => false);
    r.disconnect();
    if (ok) return;
    await sleep(100);
  }
  throw new Error('redis did not start');
}

/**
 * The view a screen keeps: order id -> { version, open }. Events and re-fetches keep the higher version;
 * a list re-fetch (open orders only) closes what it no longer contains, as the screens replace their list.
 */
class Screen {
  constructor(name, refetch) {
    Object.assign(this, { name, refetch, view: new Map(), reconnects: 0, refetches: 0, socket: null });
  }
  apply(order) {
    const known = this.view.get(order.id);
    if (!known || order.version > known.version)
      this.view.set(order.id, { version: order.version, open: isOpen(order) });
  }
  async resync() {
    for (let attempt = 0; attempt < 50; attempt++) {
      try {
        const result = await this.refetch();
        if (result === null) throw new Error('not yet');
        this.refetches++;
        if (Array.isArray(result)) {
          const ids = new Set(result.map((o) => o.id));
          for (const [id, v] of this.view) if (v.open && !ids.has(id)) v.open = false;
          result.forEach((o) => this.apply(o));
        } else this.apply(result);
        return;
      } catch {
        await sleep(500);
      }
    }
  }
}

const isOpen = (o) => !(o.isCompleted || o.isRejected || o.isCanceled || o.isFailed);

function connect(screen, port, auth, headers) {
  const socket = io(`http://127.0.0.1:${port}`, {
    auth,
    transports: ['websocket'],
    extraHeaders: headers,
    reconnectionDelay: 250,
    reconnectionDelayMax: 2000,
  });
  let connectedBefore = false;
  socket.on('connect', () => {
    // The browser clients re-fetch after a reconnect that did not recover missed events (ARCHITECTURE).
    if (connectedBefore) screen.reconnects++;
    if (!socket.recovered) void screen.resync();
    connectedBefore = true;
  });
  socket.on('order:placed', (o) => screen.apply(o));
  socket.on('order:updated', (o) => screen.apply(o));
  screen.socket = socket;
  return new Promise((ok) => socket.once('connect', ok));
}

async function main() {
  build(['domain', 'backend', 'workers'], 'workers/dist/main.js');
  const dir = mkdtempSync(join(tmpdir(), 'bw-chaos-'));
  const dbName = `bw_chaos_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  const dbUrl = new URL(ADMIN_URL);
  dbUrl.pathname = `/${dbName}`;

  const tallies = { print: new Tally(), email: new Tally(), sms: new Tally() };
  const effect = (kind, i) => tallies[kind].add(i);
  const [printer, smtp, sms] = await Promise.all([startPrinter(effect), startSmtp(effect), startSms(effect)]);

  const redisPort = await freePort();
  const redisUrl = `redis://127.0.0.1:${redisPort}`;
  const redis = new Proc('redis', 'redis-server', [
    ...['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--dir', dir],
    ...['--appendonly', 'yes', '--appendfsync', 'everysec', '--maxmemory-policy', 'noeviction'],
  ]);
  redis.start();
  await waitForRedis(redisUrl);

  const apiPort = await freePort();
  const common = {
    PATH: env.PATH,
    NODE_ENV: 'production',
    // Production refuses links to localhost (issue 37); nothing here opens them.
    PUBLIC_URL: 'https://bench.example.at',
    DATABASE_URL: dbUrl.toString(),
    REDIS_URL: redisUrl,
    DATA_DIR: join(dir, 'data'),
    LOG_LEVEL: 'error',
    SEED_DEMO: 'true',
    ADMIN_PASSWORD,
    EMPLOYEE_PASSWORD: `${ADMIN_PASSWORD}-team`,
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}/?pool=true&maxConnections=5`,
    SMS_URL: `http://127.0.0.1:${sms.port}/rest/smsmessaging/text`,
    SMS_TOKEN: 'chaos',
    // Every client here comes from 127.0.0.1: the per-IP limits are for strangers, not for this soak.
    SOCKET_HANDSHAKES_PER_MINUTE: '100000',
    ...OPEN_LIMITS,
    // A killed worker's jobs are taken over after the lock runs out; short, so the soak settles quickly.
    JOB_LOCK_SECONDS: '5',
  };
  const api = new Proc('api', process.execPath, [...NODE_FLAGS, 'backend/dist/main.js'], {
    cwd: root,
    env: { ...common, PORT: String(apiPort), HOST: '127.0.0.1' },
  });
  const worker = new Proc('worker', process.execPath, [...WORKER_NODE_FLAGS, 'workers/dist/main.js'], {
    cwd: root,
    env: common,
  });
  const db = new pg.Client({ connectionString: dbUrl.toString() });
  const screens = [];
  const result = { bench: 'chaos' };
  try {
    api.start();
    await waitForHealth(apiPort, api.child);
    worker.start();
    await db.connect();
    const session = await loginAdmin(apiPort, ADMIN_PASSWORD);
    const staff = { cookie: session.cookie, 'x-xsrf-token': session.csrf };
    const catalogue = await createCatalogue(apiPort, session);
    const branchId = catalogue.branchId;
    const apiKey =
      catalogue.branch.apiKey ??
      (await call(apiPort, 'POST', `/api/branches/${branchId}/api-key`, {}, staff)).body.data.apiKey;
    const printerSet = await call(
      apiPort,
      'PUT',
      `/api/branches/${branchId}/printer`,
      { printerAddress: `127.0.0.1:${printer.port}` },
      staff,
    );
    if (printerSet.status !== 200) throw new Error(`printer: ${printerSet.status} ${JSON.stringify(printerSet.body)}`);
    const frontdesk = { 'x-branch-id': branchId, 'x-api-key': apiKey };

    // Staff screens: a frontdesk tablet (branch key) and a back office (staff session cookie).
    const list = async (path, headers) => {
      const r = await call(apiPort, 'GET', path, undefined, headers);
      return r.status === 200 ? r.body.data : null;
    };
    const desk = new Screen('frontdesk', () => list(`/api/orders/frontdesk/${branchId}/${apiKey}`));
    const office = new Screen('backoffice', () => list('/api/orders/current', staff));
    screens.push(desk, office);
    await connect(desk, apiPort, { branchId, apiKey });
    await connect(office, apiPort, {}, { cookie: session.cookie });

    t0 = Date.now();
    const end = t0 + SECONDS * 1000;
    const placed = new Map(); // index -> { key, id, uid, hash }
    const pending = new Set();
    let attempts = 0;
    let retries = 0;

    /** Calls until an answer below 500 arrives (the API may be down); null once `until` has passed. */
    const persist = async (method, path, body, headers, until, retry409 = false) => {
      while (Date.now() < until) {
        attempts++;
        try {
          const r = await call(apiPort, method, path, body, headers);
          // 409 on placement: the same Idempotency-Key is still being processed (or was, by a process
          // that died: its claim runs out). On a status change, 409 means it happened already.
          if (r.status < 500 && r.status !== 429 && !(retry409 && r.status === 409)) return r;
        } catch {
          // API restarting: try again
        }
        retries++;
        await sleep(250);
      }
      return null;
    };
    const lifecycle = async (i) => {
      const key = randomUUID();
      const body = {
        ...cart(branchId, catalogue.ids, i),
        lastName: `Chaos${i}`,
        email: `kunde${i}@example.at`,
        phone: `+43664${String(i).padStart(7, '0')}`,
      };
      const giveUp = end + 180_000;
      const r = await persist('POST', '/api/orders', body, { 'idempotency-key': key }, giveUp, true);
      if (!r || r.status >= 300) {
        placed.set(i, { key, error: r ? `${r.status} ${JSON.stringify(r.body).slice(0, 200)}` : 'no answer' });
        return;
      }
      const order = r.body.data;
      placed.set(i, { key, id: order.id });
      if (i % STATUS_EVERY === 0) {
        const screen = new Screen(`status-${i}`, async () => {
          const s = await call(apiPort, 'GET', `/api/orders/public/${order.uid}/${order.hash}`);
          return s.status === 200 ? s.body.data : null;
        });
        screens.push(screen);
        void connect(screen, apiPort, { uid: order.uid, hash: order.hash });
      }
      await sleep(1000);
      // A repeated action that already happened answers 4xx: the first attempt's result stands.
      await persist('POST', `/api/orders/${order.id}/status/confirm`, {}, frontdesk, giveUp);
      if (i % 3 === 0) return; // a third stay open, so the screens' lists are not empty
      await sleep(2000);
      await persist('POST', `/api/orders/${order.id}/status/completed`, {}, frontdesk, giveUp);
    };

    // Each fault on its own timer, so a slow restart of one does not postpone the others.
    const faults = { workerKills: 0, redisRestarts: 0, apiRestarts: 0 };
    const every = async (firstS, periodS, fault) => {
      for (let due = t0 + firstS * 1000; due < end; due += periodS * 1000) {
        if (due > Date.now()) await sleep(due - Date.now());
        if (Date.now() < end) await fault();
      }
    };
    const faultLoops = Promise.all([
      every(WORKER_KILL_EVERY_S, WORKER_KILL_EVERY_S, async () => {
        await worker.stop('SIGKILL');
        worker.start();
        faults.workerKills++;
        log('worker SIGKILLed and started again');
      }),
      every(REDIS_RESTART_EVERY_S, REDIS_RESTART_EVERY_S, async () => {
        await redis.stop('SIGTERM');
        redis.start();
        await waitForRedis(redisUrl);
        faults.redisRestarts++;
        log('redis restarted');
      }),
      every(API_RESTART_AT_S, SECONDS * 2, async () => {
        const killed = Date.now();
        await api.stop('SIGKILL');
        api.start();
        await waitForHealth(apiPort, api.child);
        faults.apiRestarts++;
        log(`api SIGKILLed and started again (healthy after ${((Date.now() - killed) / 1000).toFixed(1)} s)`);
      }),
    ]);

    let n = 0;
    while (Date.now() < end) {
      const due = t0 + (n * 1000) / RATE;
      if (due > Date.now()) await sleep(due - Date.now());
      const task = lifecycle(n++).catch((err) => log('order task failed', err));
      pending.add(task);
      void task.finally(() => pending.delete(task));
      if (n % (RATE * 30) === 0) log(`${n} orders started, ${placed.size} answered, ${screens.length} screens`);
    }
    await faultLoops;
    log(`placing stopped after ${n} orders; waiting for the open actions`);
    await Promise.all([...pending]);
    const placingEnded = Date.now();

    // Settle: every effect row published and done (the sinks' counts reach what the outbox asked for).
    const expectedEffects = async () => {
      const { rows } = await db.query(
        `SELECT substring(o."lastName" from 'Chaos([0-9]+)')::int AS i, x."topic", count(*)::int AS n
           FROM "outbox" x JOIN "order" o ON o."id" = x."orderId"
          WHERE x."topic" IN ('print', 'email', 'sms') GROUP BY 1, 2`,
      );
      return rows;
    };
    const shortfall = (rows) =>
      rows.reduce((sum, r) => sum + Math.max(0, r.n - (tallies[r.topic].counts.get(r.i) ?? 0)), 0);
    const settleDeadline = Date.now() + SETTLE_TIMEOUT_MS;
    let rows = await expectedEffects();
    while (shortfall(rows) > 0 && Date.now() < settleDeadline) {
      await sleep(1000);
      rows = await expectedEffects();
    }
    log(`effects settled ${((Date.now() - placingEnded) / 1000).toFixed(1)} s after the last action`);
    await sleep(3000); // a late duplicate (a job run twice) would arrive now

    // Orders: each attempted order exactly once in the database.
    const { rows: inDb } = await db.query(
      `SELECT substring("lastName" from 'Chaos([0-9]+)')::int AS i, count(*)::int AS n FROM "order"
        WHERE "lastName" LIKE 'Chaos%' GROUP BY 1`,
    );
    const dbCount = new Map(inDb.map((r) => [r.i, r.n]));
    let lostOrders = 0;
    let duplicateOrders = 0;
    const failures = [];
    for (let i = 0; i < n; i++) {
      const c = dbCount.get(i) ?? 0;
      if (c === 0) lostOrders++;
      if (c > 1) duplicateOrders += c - 1;
      const p = placed.get(i);
      if (p?.error && failures.length < 3) failures.push(`#${i}: ${p.error}`);
    }
    if (failures.length) log('orders without a 201:', failures.join('; '));

    let lostEffects = 0;
    let duplicateEffects = 0;
    const duplicatesByKind = { print: 0, email: 0, sms: 0 };
    for (const r of rows) {
      const got = tallies[r.topic].counts.get(r.i) ?? 0;
      lostEffects += Math.max(0, r.n - got);
      duplicateEffects += Math.max(0, got - r.n);
      duplicatesByKind[r.topic] += Math.max(0, got - r.n);
    }
    // An effect no outbox row asked for is a duplicate too.
    const asked = new Set(rows.map((r) => `${r.topic}:${r.i}`));
    for (const [kind, tally] of Object.entries(tallies))
      for (const [i, got] of tally.counts) if (!asked.has(`${kind}:${i}`)) duplicateEffects += got;

    // Screens: within 15 s every client shows every order's final version (open orders on the lists).
    const { rows: finals } = await db.query(
      `SELECT "id", "version", NOT ("isCompleted" OR "isRejected" OR "isCanceled" OR "isFailed") AS open
         FROM "order" WHERE "branchId" = $1`,
      [branchId],
    );
    const final = new Map(finals.map((o) => [o.id, o]));
    const staleOf = (screen) => {
      if (screen.name.startsWith('status-')) {
        const [id, v] = [...screen.view][0] ?? [];
        return !id || v.version !== final.get(id)?.version;
      }
      for (const o of finals) {
        const v = screen.view.get(o.id);
        if (o.open && (!v || v.version !== o.version || !v.open)) return true;
        if (!o.open && v?.open) return true;
      }
      return false;
    };
    const staleDeadline = Date.now() + STALE_AFTER_MS;
    let stale = screens.filter(staleOf);
    while (stale.length && Date.now() < staleDeadline) {
      await sleep(250);
      stale = screens.filter(staleOf);
    }
    for (const s of stale.slice(0, 3)) log(`stale: ${s.name} (${s.reconnects} reconnects, ${s.refetches} re-fetches)`);

    Object.assign(result, {
      seconds: SECONDS,
      orders: n,
      lost_orders: lostOrders,
      lost_effects: lostEffects,
      duplicate_effects: duplicateEffects,
      stale_screens: stale.length,
      duplicate_orders: duplicateOrders,
      duplicates_by_kind: duplicatesByKind,
      effects: rows.reduce((s, r) => s + r.n, 0),
      screens: screens.length,
      reconnects: screens.reduce((s, x) => s + x.reconnects, 0),
      worker_kills: faults.workerKills,
      redis_restarts: faults.redisRestarts,
      api_restarts: faults.apiRestarts,
      requests: attempts,
      retried_requests: retries,
    });
    report(result);
    return lostOrders + lostEffects + duplicateEffects + stale.length + duplicateOrders === 0 ? 0 : 1;
  } finally {
    for (const s of screens) s.socket?.disconnect();
    await Promise.all([api.stop(), worker.stop()]);
    await redis.stop();
    await db.end().catch(() => undefined);
    printer.server.close();
    smtp.server.close();
    sms.server.close();
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().then(
  (status) => process.exit(status),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
