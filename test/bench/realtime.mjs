// `npm run bench -- realtime`: BENCH_CLIENTS (5,000; issue 17 measures 10,000) status-page sockets on API
// instance A (loopback), a second instance B sharing a private Redis. Each order is confirmed through A
// (same instance) and then set ready through B (cross instance); the figure is the time from the staff
// call's start to each socket's receipt of the new version. Prints one JSON line with the load average.
// Bounded: fixed client count, 5 s receive timeout, everything local.
// Every socket is a file descriptor in this process and in instance A: run.mjs raises the soft limit to
// the hard one (`ulimit -n`); this bench refuses to start when the limit is below clients + 1,024.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { clearTimeout, setTimeout } from 'node:timers';
import { setTimeout as sleep } from 'node:timers/promises';
import { build, freePort, NODE_FLAGS, OPEN_LIMITS, report, root, runMain } from './lib.mjs';

const require = createRequire(resolve(root, 'backend/package.json'));
const { io } = require('socket.io-client');
const pg = require('pg');

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 5000);
const ORDERS = Number(process.env.BENCH_ORDERS ?? 50);
const RECEIVE_TIMEOUT_MS = 5000;
const ADMIN_DB = process.env.TEST_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const log = (...a) => console.error('[bench realtime]', ...a);

const children = [];
function startChild(cmd, args, env, ready) {
  const child = spawn(cmd, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  return new Promise((res, rej) => {
    const timer = setTimeout(() => rej(new Error(`${cmd} did not start`)), 60_000);
    const onData = (chunk) => {
      if (chunk.toString().includes(ready)) {
        clearTimeout(timer);
        res(child);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (c) => (process.env.BENCH_VERBOSE ? process.stderr.write(c) : undefined));
    child.once('exit', (code) => rej(new Error(`${cmd} exited with ${code}`)));
  });
}

// Node's global fetch (undici); the lint config only declares a few Node globals for scripts.
const { fetch } = globalThis;

async function api(base, path, { method = 'GET', body, session } = {}) {
  const headers = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (session) Object.assign(headers, { Cookie: session.cookie, 'X-XSRF-TOKEN': session.csrf });
  const res = await fetch(base + path, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await res.json().catch(() => null);
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
  return { json, res };
}

async function login(base) {
  const { res } = await api(base, '/api/auth/login', {
    method: 'POST',
    body: { email: 'admin@sonnleitner.at', password: 'demo-admin' },
  });
  const cookies = res.headers.getSetCookie().map((c) => c.split(';')[0]);
  const csrf = decodeURIComponent(cookies.find((c) => c.startsWith('XSRF-TOKEN=')).split('=')[1]);
  return { cookie: cookies.join('; '), csrf };
}

/** The soft limit of open files of this process (children inherit it), from /proc (Linux). */
function openFilesLimit() {
  const line = readFileSync('/proc/self/limits', 'utf8')
    .split('\n')
    .find((l) => l.startsWith('Max open files'));
  const soft = line?.split(/\s{2,}/)[1];
  return soft === 'unlimited' ? Infinity : Number(soft);
}

const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : null;
const round = (v) => (v === null ? null : Math.round(v * 10) / 10);

async function main() {
  const limit = openFilesLimit();
  if (limit < CLIENTS + 1024) {
    throw new Error(
      `open files limit ${limit} < ${CLIENTS + 1024} for ${CLIENTS} sockets: raise it (ulimit -n ${CLIENTS + 4096})`,
    );
  }
  build(['domain', 'backend'], 'backend/dist/main.js');
  const dbName = `bw_bench_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_DB });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  const dbUrl = new URL(ADMIN_DB);
  dbUrl.pathname = `/${dbName}`;
  const redisPort = await freePort();
  try {
    await startChild(
      'redis-server',
      ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {},
      'Ready to accept',
    );
    const [portA, portB] = [await freePort(), await freePort()];
    const env = (port) => ({
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: dbUrl.toString(),
      REDIS_URL: `redis://127.0.0.1:${redisPort}`,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      SOCKET_HANDSHAKES_PER_MINUTE: '1000000',
      MISSED_ORDER_CHECK_SECONDS: '3600',
      ...OPEN_LIMITS,
    });
    await startChild('node', [...NODE_FLAGS, 'backend/dist/main.js'], env(portA), 'listening');
    await startChild('node', [...NODE_FLAGS, 'backend/dist/main.js'], env(portB), 'listening');
    const A = `http://127.0.0.1:${portA}`;
    const B = `http://127.0.0.1:${portB}`;

    // Catalogue: one always-open branch with one product.
    const sessionA = await login(A);
    const sessionB = await login(B);
    const post = (path, body) => api(A, path, { method: 'POST', body, session: sessionA }).then((r) => r.json.data);
    const category = await post('/api/categories', { name: 'Bench' });
    const product = await post('/api/products', {
      category: { id: category.id },
      name: 'Pizza',
      price: '10.00',
      tax: '10',
      takeawayTax: '10',
      dineInTax: '10',
    });
    const branch = await post('/api/branches', {
      identifier: 'bench',
      name: 'Bench',
      isCashEnabled: true,
      isTakeawayEnabled: true,
      openingHours: [{ type: 'daily', date: null, isClosed: false, from: '00:00', to: '00:00' }],
    });
    await post('/api/menus', {
      name: 'Bench',
      availableFrom: new Date(Date.now() - 60_000).toISOString(),
      branches: [{ id: branch.id }],
      catalog: [{ category: category.id, products: [product.id] }],
    });
    // New branches start private (issue 37); with hours and products they may go public.
    await api(A, `/api/branches/${branch.id}`, { method: 'PUT', body: { isPublic: true }, session: sessionA });
    const orders = [];
    // One more order than measured: the first staff call of each kind on each instance runs cold (JIT,
    // first statements on the pool's connections) and took 130-290 ms; with each order 2 % of the samples,
    // it alone set the p99. It is confirmed (A) and set in delivery (B) before the measurement; its
    // call times are logged, so the cold start stays visible.
    for (let i = 0; i <= ORDERS; i++) {
      const { json } = await api(A, '/api/orders', {
        method: 'POST',
        body: {
          branch: { id: branch.id },
          firstName: 'Maria',
          lastName: 'Muster',
          phone: '+43 664 1234567',
          email: 'maria@example.at',
          paymentMethod: 'cash',
          notificationType: 'sms',
          legalInstructions: true,
          privacyPolicy: true,
          isDelivery: false,
          isDineIn: false,
          items: [{ product: { id: product.id }, amount: 1 }],
        },
      });
      orders.push(json.data);
    }
    const warmUp = orders.pop();

    // 5,000 status-page sockets on A, spread over the orders.
    log(`connecting ${CLIENTS} clients`);
    const received = new Map(); // `${client}:${version}` -> time
    const sockets = [];
    for (let start = 0; start < CLIENTS; start += 250) {
      const batch = [];
      for (let i = start; i < Math.min(CLIENTS, start + 250); i++) {
        const order = orders[i % ORDERS];
        const socket = io(A, {
          auth: { uid: order.uid, hash: order.hash },
          transports: ['websocket'],
          forceNew: true,
          reconnection: false,
        });
        socket.on('order:updated', (o) => received.set(`${i}:${o.version}`, performance.now()));
        sockets.push(socket);
        batch.push(
          new Promise((res, rej) => {
            socket.once('connect', res);
            socket.once('connect_error', rej);
          }),
        );
      }
      await Promise.all(batch);
    }
    log('connected');
    const warmUpCalls = [];
    for (const [base, session, action] of [
      [A, sessionA, 'confirm'],
      [B, sessionB, 'in-delivery'],
    ]) {
      const t0 = performance.now();
      await api(base, `/api/orders/${warmUp.id}/status/${action}`, { method: 'POST', body: {}, session });
      warmUpCalls.push(`${action} ${Math.round(performance.now() - t0)} ms`);
    }
    log(`warm-up order (no sockets): ${warmUpCalls.join(', ')}; measuring`);
    await sleep(1000);

    async function roundTrip(base, session, action, version) {
      const startedAt = new Map();
      const calls = [];
      const answeredAt = new Map();
      for (const order of orders) {
        const t0 = performance.now();
        startedAt.set(order.id, t0);
        await api(base, `/api/orders/${order.id}/status/${action}`, { method: 'POST', body: {}, session });
        calls.push(performance.now() - t0);
        answeredAt.set(order.id, performance.now());
        await sleep(20);
      }
      const deadline = performance.now() + RECEIVE_TIMEOUT_MS;
      while (performance.now() < deadline) {
        let all = true;
        for (let i = 0; i < CLIENTS && all; i++) all = received.has(`${i}:${version}`);
        if (all) break;
        await sleep(50);
      }
      const latencies = [];
      const afterResponse = [];
      let missed = 0;
      for (let i = 0; i < CLIENTS; i++) {
        const at = received.get(`${i}:${version}`);
        if (at === undefined) missed++;
        else {
          latencies.push(at - startedAt.get(orders[i % ORDERS].id));
          afterResponse.push(at - answeredAt.get(orders[i % ORDERS].id));
        }
      }
      const sorted = (list) => list.sort((x, y) => x - y);
      // Each order reaches CLIENTS / ORDERS sockets, so one slow order is ~2 % of the samples: name the slowest.
      const perOrder = orders.map((order, k) => {
        let worst = 0;
        for (let i = k; i < CLIENTS; i += ORDERS) {
          const at = received.get(`${i}:${version}`);
          if (at !== undefined) worst = Math.max(worst, at - startedAt.get(order.id));
        }
        return { k, worst: Math.round(worst), call: Math.round(answeredAt.get(order.id) - startedAt.get(order.id)) };
      });
      log(`${action}: slowest orders`, JSON.stringify(perOrder.sort((x, y) => y.worst - x.worst).slice(0, 5)));
      return { latencies: sorted(latencies), missed, calls: sorted(calls), afterResponse: sorted(afterResponse) };
    }
    const local = await roundTrip(A, sessionA, 'confirm', 2);
    const cross = await roundTrip(B, sessionB, 'in-delivery', 3);
    for (const s of sockets) s.disconnect();
    report({
      bench: 'realtime',
      clients: CLIENTS,
      orders: ORDERS,
      p50_ms: round(percentile(local.latencies, 50)),
      p99_ms: round(percentile(local.latencies, 99)),
      cross_instance_p50_ms: round(percentile(cross.latencies, 50)),
      cross_instance_p99_ms: round(percentile(cross.latencies, 99)),
      missed: local.missed + cross.missed,
      // Context: the staff call's own response time is part of every figure above.
      confirm_call_p50_ms: round(percentile(local.calls, 50)),
      // Receipt relative to the call's response (negative: the push arrived before the HTTP answer).
      after_response_p99_ms: round(percentile(local.afterResponse, 99)),
      open_files_limit: limit,
    });
    // A push that never arrived is a failure, whatever the latencies.
    return local.missed + cross.missed === 0 ? 0 : 1;
  } finally {
    for (const c of children) c.kill('SIGTERM');
    await sleep(1500);
    for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => undefined);
    await admin.end();
  }
}

runMain(main);
