// `npm run bench -- images`: the image library of the built server (issue 14) against real PostgreSQL.
// 1. Variants rendered per second: BENCH_IMAGES (default 4) 12-megapixel JPEGs (4000x3000, gradient
//    plus noise) uploaded at once through POST /api/images; the clock runs from the first upload until
//    every image reports variantsReady (upload check, outbox, in-process `images` job, 7 renditions x 2
//    formats each). 2. Serving: one cached variant (/image/small/..., Accept with WebP) requested by
//    BENCH_CONNECTIONS (200) keep-alive connections in a closed loop, BENCH_REQUESTS (20000) after a
//    warm-up; p50/p99 latency. Prints ONE JSON line; the database and files are removed afterwards.
//
// Environment: BENCH_IMAGES, BENCH_CONNECTIONS, BENCH_REQUESTS, BENCH_LOG_LEVEL (info),
// BENCH_DATABASE_ADMIN_URL (postgres://postgres@127.0.0.1:5432/postgres), BENCH_SKIP_BUILD=1.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { call, keepAliveAgent, loginAdmin } from './api.mjs';
import {
  build,
  cpuSeconds,
  createDatabase,
  freePort,
  percentile,
  report,
  root,
  round,
  runMain,
  startApi,
} from './lib.mjs';

const env = process.env;
const IMAGES = Number(env.BENCH_IMAGES ?? 4);
const CONNECTIONS = Number(env.BENCH_CONNECTIONS ?? 200);
const REQUESTS = Number(env.BENCH_REQUESTS ?? 20_000);
const log = (...args) => console.error('[bench images]', ...args);
const sharp = createRequire(resolve(root, 'backend/package.json'))('sharp');

/** A 4000x3000 photo stand-in: colour gradients with noise, so the JPEG is neither trivial nor random. */
async function photo(seed) {
  const width = 4000;
  const height = 3000;
  const raw = Buffer.alloc(width * height * 3);
  const noise = randomBytes(width * height);
  for (let y = 0, i = 0; y < height; y++) {
    for (let x = 0; x < width; x++, i++) {
      const n = (noise[i] & 31) - 16;
      raw[i * 3] = Math.max(0, Math.min(255, ((x * 255) / width + seed * 40 + n) | 0));
      raw[i * 3 + 1] = Math.max(0, Math.min(255, ((y * 255) / height + n) | 0));
      raw[i * 3 + 2] = Math.max(0, Math.min(255, (((x + y) * 128) / width + n) | 0));
    }
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** GET of one URL on the agent; resolves the status once the body is read. */
function get(port, path, agent) {
  return new Promise((ok, fail) => {
    const req = http.request(
      { host: '127.0.0.1', port, path, agent, headers: { accept: 'image/avif,image/webp,image/*,*/*;q=0.8' } },
      (res) => {
        res.on('data', () => undefined);
        res.on('end', () => ok(res.statusCode));
      },
    );
    req.setTimeout(30_000, () => req.destroy(new Error('timeout')));
    req.on('error', fail);
    req.end();
  });
}

async function serve(port, path, total) {
  const agent = keepAliveAgent(CONNECTIONS);
  const latencies = [];
  let errors = 0;
  let next = 0;
  const begin = performance.now();
  const worker = async () => {
    while (next < total) {
      next++;
      const started = performance.now();
      const status = await get(port, path, agent).catch(() => 0);
      if (status === 200) latencies.push(performance.now() - started);
      else errors++;
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  const seconds = (performance.now() - begin) / 1000;
  agent.destroy();
  return { latencies: latencies.sort((a, b) => a - b), errors, seconds };
}

/**
 * The same bytes from a bare node:http server in its own process: the floor this machine and this
 * client reach at the same concurrency (what no server code could beat), measured in the same run.
 */
async function baseline(bytes) {
  const port = await freePort();
  const code = `const b = Buffer.from(process.env.B, 'base64');
    require('node:http').createServer((q, s) => s.writeHead(200, { 'Content-Type': 'image/webp',
      'Content-Length': b.length, 'Cache-Control': 'public, max-age=31536000, immutable' }).end(b))
      .listen(${port}, '127.0.0.1', () => process.send('up'));`;
  const child = spawn(process.execPath, ['-e', code], {
    env: { B: bytes.toString('base64'), PATH: env.PATH },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  await new Promise((ok) => child.once('message', ok));
  try {
    await serve(port, '/', Math.min(2000, REQUESTS));
    const { latencies } = await serve(port, '/', REQUESTS);
    return percentile(latencies, 0.99);
  } finally {
    child.kill('SIGTERM');
  }
}

async function main() {
  build(['domain', 'backend'], 'backend/dist/main.js');
  const db = await createDatabase();
  let api;
  try {
    const photos = await Promise.all(Array.from({ length: IMAGES }, (_, i) => photo(i)));
    log(`${IMAGES} JPEGs of 4000x3000, ${(photos[0].length / 1e6).toFixed(1)} MB each`);
    // No REDIS_URL: the `images` job runs in the API process (embedded job mode).
    api = await startApi({ databaseUrl: db.url, env: { UPLOAD_MAX_BYTES: String(40 * 1024 * 1024) } });
    const { port, child } = api;
    const session = await loginAdmin(port);
    const headers = { cookie: session.cookie, 'x-xsrf-token': session.csrf };
    const agent = keepAliveAgent(IMAGES + 2);

    const begin = performance.now();
    const uploaded = await Promise.all(
      photos.map(async (bytes, i) => {
        const r = await call(
          port,
          'POST',
          '/api/images',
          { data: `data:image/jpeg;base64,${bytes.toString('base64')}`, name: `foto-${i}.jpg` },
          headers,
          agent,
        );
        if (r.status !== 201) throw new Error(`upload: ${r.status} ${JSON.stringify(r.body).slice(0, 300)}`);
        return r.body.data;
      }),
    );
    const pending = new Set(uploaded.map((i) => i.id));
    while (pending.size > 0) {
      for (const id of [...pending]) {
        const r = await call(port, 'GET', `/api/images/${id}`, undefined, headers, agent);
        if (r.body?.data?.variantsReady) pending.delete(id);
      }
      if (pending.size > 0) await sleep(50);
      if (performance.now() - begin > 600_000) throw new Error('variants not rendered within 10 minutes');
    }
    const renderSeconds = (performance.now() - begin) / 1000;
    // Renditions per image: spec 9's widths up to the original plus the original, each as JPEG and WebP.
    const renditions = uploaded.reduce(
      (n, i) => n + (i.variants.includes('original') ? i.variants.length : i.variants.length + 1) * 2,
      0,
    );
    log(`${renditions} renditions of ${IMAGES} images in ${renderSeconds.toFixed(2)} s`);
    agent.destroy();

    const path = `/image/small/${uploaded[0].id}-${uploaded[0].version}.jpg`;
    await serve(port, path, Math.min(2000, REQUESTS));
    log(`serving ${path}: ${REQUESTS} requests over ${CONNECTIONS} connections`);
    const cpuBefore = await cpuSeconds(child.pid);
    const { latencies, errors, seconds } = await serve(port, path, REQUESTS);
    const serverCpuUs = (((await cpuSeconds(child.pid)) - cpuBefore) * 1e6) / REQUESTS;
    const served = await new Promise((ok, fail) =>
      http
        .get({ host: '127.0.0.1', port, path, headers: { accept: 'image/webp' } }, (res) => {
          const chunks = [];
          res.on('data', (c) => chunks.push(c));
          res.on('end', () => ok(Buffer.concat(chunks)));
        })
        .on('error', fail),
    );
    const floor = await baseline(served);
    report({
      bench: 'images',
      images: IMAGES,
      variants_per_s: round(renditions / renderSeconds),
      serve_per_s: Math.round(latencies.length / seconds),
      serve_p50_ms: round(percentile(latencies, 0.5)),
      serve_p99_ms: round(percentile(latencies, 0.99)),
      // Server CPU per request, and the p99 of a bare node:http server sending the same bytes with
      // the same client and concurrency on this machine (the floor; compare the two, not runs).
      serve_cpu_us: Math.round(serverCpuUs),
      bare_http_p99_ms: round(floor),
      errors,
    });
    return errors === 0 ? 0 : 1;
  } finally {
    await api?.stop();
    await db.drop();
  }
}

runMain(main);
