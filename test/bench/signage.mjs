// `npm run bench -- signage` (issue 19): BENCH_PLAYERS (200) TV sockets paired on 2 branches against the
// built API. (1) Order ready -> number on the pickup board: each order is confirmed, then marked ready
// ('in-delivery' of a pickup order); the figure is the time from the staff call's start to each TV of
// the branch receiving `pickup:updated` with state 'ready'. (2) Command -> acknowledgement: a 'reload'
// command per TV; the figure is the time from the POST's start until the back office socket sees the TV
// with commandState 'acknowledged' (the player acks through the Socket.IO callback). Prints one JSON line.
// Bounded: fixed counts, 5 s receive timeout, everything local.
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import { resolve } from 'node:path';
import { clearTimeout, setTimeout } from 'node:timers';
import { setTimeout as sleep } from 'node:timers/promises';
import { build, createDatabase, loadAvg, percentile, root, round, runMain, startApi } from './lib.mjs';

const require = createRequire(resolve(root, 'backend/package.json'));
const { io } = require('socket.io-client');

const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 200);
const ORDERS = Number(process.env.BENCH_ORDERS ?? 40);
const COMMANDS = Number(process.env.BENCH_COMMANDS ?? PLAYERS);
const CONCURRENCY = 10;
// Commands are a person's click: one at a time measures the latency, not a queue (BENCH_COMMAND_CONCURRENCY).
const COMMAND_CONCURRENCY = Number(process.env.BENCH_COMMAND_CONCURRENCY ?? 1);
const RECEIVE_TIMEOUT_MS = 5000;
const log = (...a) => console.error('[bench signage]', ...a);
const { fetch } = globalThis;
const ALWAYS_OPEN = [{ type: 'daily', date: null, isClosed: false, from: '00:00', to: '00:00' }];

function client(base) {
  let cookie = '';
  let csrf = '';
  const call = async (path, { method = 'GET', body, auth } = {}) => {
    const headers = { Accept: 'application/json' };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (cookie) Object.assign(headers, { Cookie: cookie, 'X-XSRF-TOKEN': csrf });
    if (auth) headers.Authorization = auth;
    const res = await fetch(base + path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = await res.json().catch(() => null);
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
    if (path === '/api/auth/login') {
      const set = res.headers.getSetCookie();
      const value = (name) =>
        decodeURIComponent(
          set
            .find((c) => c.startsWith(`${name}=`))
            .split(';')[0]
            .slice(name.length + 1),
        );
      csrf = value('XSRF-TOKEN');
      cookie = `sid=${encodeURIComponent(value('sid'))}; XSRF-TOKEN=${encodeURIComponent(csrf)}`;
    }
    return json?.data;
  };
  return { call, cookie: () => cookie };
}

/** Runs `fn` over `items` with at most `n` at a time. */
async function pool(items, n, fn) {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: n }, async () => {
      while (queue.length) await fn(queue.shift());
    }),
  );
}

async function main() {
  build(['domain', 'backend'], 'backend/dist/main.js');
  const db = await createDatabase();
  let api;
  const sockets = [];
  try {
    api = await startApi({
      databaseUrl: db.url,
      logLevel: 'warn',
      env: { SOCKET_HANDSHAKES_PER_MINUTE: '100000', SEED_DEMO_IMAGES: 'false' },
    });
    const base = `http://127.0.0.1:${api.port}`;
    const admin = client(base);
    const anon = client(base);
    await admin.call('/api/auth/login', {
      method: 'POST',
      body: { email: 'admin@sonnleitner.at', password: 'demo-admin' },
    });

    // Two always-open pickup branches with one product on their menu.
    const category = (await admin.call('/api/categories', { method: 'POST', body: { name: 'Bench' } })).id;
    const product = (
      await admin.call('/api/products', {
        method: 'POST',
        body: { name: 'Semmel', price: '0.60', category: { id: category } },
      })
    ).id;
    const branches = [];
    for (const i of [1, 2]) {
      const b = await admin.call('/api/branches', {
        method: 'POST',
        body: {
          identifier: `tv-bench-${i}`,
          name: `TV-Bench ${i}`,
          isCashEnabled: true,
          isTakeawayEnabled: true,
          openingHours: ALWAYS_OPEN,
        },
      });
      branches.push(b.id);
    }
    await admin.call('/api/menus', {
      method: 'POST',
      body: {
        name: 'Bench',
        availableFrom: new Date(Date.now() - 60_000).toISOString(),
        branches: branches.map((id) => ({ id })),
        catalog: [{ category, products: [product] }],
      },
    });
    // New branches start private (issue 37); with hours and products they may go public.
    for (const id of branches) await admin.call(`/api/branches/${id}`, { method: 'PUT', body: { isPublic: true } });

    // Pair the TVs exactly as a player does: code on screen, staff enter it, the player picks up its token.
    const tvs = [];
    await pool([...Array(PLAYERS).keys()], CONCURRENCY, async (i) => {
      const req = await anon.call('/api/signage/pairing-requests', { method: 'POST', body: {} });
      const branch = branches[i % 2];
      await admin.call('/api/digital-signage-devices/pair', {
        method: 'POST',
        body: { code: req.code, branch: { id: branch }, name: `TV ${i}` },
      });
      const s = await anon.call(`/api/signage/pairing-requests/${req.id}?secret=${req.secret}`);
      tvs.push({ id: s.deviceId, token: s.token, branch });
    });
    log(`${tvs.length} TVs paired`);

    // Each player: pickup events by number, commands acked at once through the callback.
    const seen = new Map(); // `${tvId}:${number}` -> receipt time
    await pool(tvs, 20, async (tv) => {
      const socket = io(base, {
        auth: { deviceId: tv.id, token: tv.token },
        transports: ['websocket'],
        forceNew: true,
      });
      sockets.push(socket);
      socket.on('pickup:updated', (e) => {
        if (e.state === 'ready') seen.set(`${tv.id}:${e.number}`, performance.now());
      });
      socket.on('device:command', (_cmd, ack) => ack?.({ ok: true }));
      await new Promise((ok, fail) => {
        const timer = setTimeout(() => fail(new Error('player not ready')), 20_000);
        socket.once('signage:manifest-changed', () => (clearTimeout(timer), ok()));
      });
    });
    log(`${sockets.length} players connected`);

    // (1) Order ready -> pickup board.
    const ready = [];
    let missed = 0;
    for (let i = 0; i < ORDERS; i++) {
      const branch = branches[i % 2];
      const order = await anon.call('/api/orders', {
        method: 'POST',
        body: {
          branch: { id: branch },
          firstName: 'Bench',
          lastName: 'Kunde',
          phone: '+43 664 1234567',
          email: 'bench@example.at',
          paymentMethod: 'cash',
          notificationType: 'sms',
          legalInstructions: true,
          privacyPolicy: true,
          isDelivery: false,
          isDineIn: false,
          items: [{ product: { id: product }, amount: 1 }],
        },
      });
      await admin.call(`/api/orders/${order.id}/status/confirm`, { method: 'POST' });
      const number = String(order.ticketNumber);
      const targets = tvs.filter((tv) => tv.branch === branch);
      const t0 = performance.now();
      await admin.call(`/api/orders/${order.id}/status/in-delivery`, { method: 'POST' });
      const deadline = t0 + RECEIVE_TIMEOUT_MS;
      while (performance.now() < deadline && targets.some((tv) => !seen.has(`${tv.id}:${number}`))) await sleep(2);
      for (const tv of targets) {
        const at = seen.get(`${tv.id}:${number}`);
        if (at === undefined) missed++;
        else ready.push(at - t0);
      }
    }

    // (2) Command -> acknowledgement, seen by a back-office socket.
    const acked = new Map(); // commandId -> time
    const office = io(base, { transports: ['websocket'], forceNew: true, extraHeaders: { cookie: admin.cookie() } });
    sockets.push(office);
    office.on('signage:device-updated', (d) => {
      if (d.commandState === 'acknowledged' && d.pendingCommand) acked.set(d.pendingCommand.id, performance.now());
    });
    await new Promise((ok) => office.once('connect', ok));
    const commandTimes = [];
    await pool(tvs.slice(0, COMMANDS), COMMAND_CONCURRENCY, async (tv) => {
      const t0 = performance.now();
      const device = await admin.call(`/api/digital-signage-devices/${tv.id}/command`, {
        method: 'POST',
        body: { command: { type: 'reload' } },
      });
      const id = device.pendingCommand.id;
      const deadline = t0 + RECEIVE_TIMEOUT_MS;
      while (performance.now() < deadline && !acked.has(id)) await sleep(2);
      if (acked.has(id)) commandTimes.push(acked.get(id) - t0);
      else missed++;
    });

    ready.sort((a, b) => a - b);
    commandTimes.sort((a, b) => a - b);
    console.log(
      JSON.stringify({
        bench: 'signage',
        players: sockets.length - 1,
        orders: ORDERS,
        ready_p50_ms: round(percentile(ready, 0.5)),
        ready_p99_ms: round(percentile(ready, 0.99)),
        commands: commandTimes.length,
        command_ack_p50_ms: round(percentile(commandTimes, 0.5)),
        command_ack_p99_ms: round(percentile(commandTimes, 0.99)),
        missed,
        loadavg: loadAvg(),
      }),
    );
    return missed === 0 ? 0 : 1;
  } finally {
    for (const s of sockets) s.disconnect();
    await api?.stop();
    await db.drop();
  }
}

runMain(main);
