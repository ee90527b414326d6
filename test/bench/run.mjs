// `npm run bench -- <name>`: runs one benchmark (or all) and prints one JSON line each.
import { spawnSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const BENCHES = {
  // JavaScript a first visit to each route loads (gzip) against its budget, from a fresh build (issue 17).
  bundle: () => spawnSync('node', ['test/bench/bundle.mjs'], { cwd: root, stdio: 'inherit' }).status,
  // Orders placed per second against real PostgreSQL, 50 keep-alive connections (issue 4), open-loop p99
  // at 60 % of that rate, and pgbench with the same placement SQL (issue 17).
  orders: () => spawnSync('node', ['test/bench/orders.mjs'], { cwd: root, stdio: 'inherit' }).status,
  // Side effects per second through outbox -> BullMQ -> worker process -> fake providers (issue 6).
  workers: () => spawnSync('node', ['test/bench/workers.mjs'], { cwd: root, stdio: 'inherit' }).status,
  // Push latency to 5,000 status-page sockets (BENCH_CLIENTS), same instance and across two instances via
  // Redis (issue 5). Each socket is a file descriptor: the soft limit is raised to the hard one first.
  realtime: () =>
    spawnSync('sh', ['-c', 'ulimit -n "$(ulimit -Hn)" 2>/dev/null; exec node test/bench/realtime.mjs'], {
      cwd: root,
      stdio: 'inherit',
    }).status,
  // Image variants rendered per second (12-megapixel JPEGs) and serve p99 of a cached variant (issue 14).
  images: () => spawnSync('node', ['test/bench/images.mjs'], { cwd: root, stdio: 'inherit' }).status,
  // Fault soak: orders, effects and screens while the worker, Redis and the API are killed (issue 12).
  chaos: () => spawnSync('node', ['test/bench/chaos.mjs'], { cwd: root, stdio: 'inherit' }).status,
  // Server-rendered content pages per second and p99, 200 sites of 10 blocks each (issue 15).
  content: () => spawnSync('node', ['test/bench/content.mjs'], { cwd: root, stdio: 'inherit' }).status,
  // Lighthouse scores, LCP, CLS and TBT of five storefront pages, mobile preset (issue 17).
  lighthouse: () => spawnSync('node', ['test/bench/lighthouse.mjs'], { cwd: root, stdio: 'inherit' }).status,
  // Statistics endpoints over a year of 200,000 orders and 2,000,000 page views (p95 <= 200 ms each) and
  // analytics ingest per second (>= 2,000), issue 20.
  statistics: () => spawnSync('node', ['test/bench/statistics.mjs'], { cwd: root, stdio: 'inherit' }).status,
  // 200 paired TV sockets on 2 branches: order ready -> number on the pickup board p99, command ->
  // acknowledgement p99, missed deliveries (issue 19).
  signage: () => spawnSync('node', ['test/bench/signage.mjs'], { cwd: root, stdio: 'inherit' }).status,
  // Partner webhook deliveries per second, 10,000 order events -> fan-out -> BullMQ -> worker -> local
  // receiver, with duplicates and losses counted (issue 22 item 5).
  webhooks: () => spawnSync('node', ['test/bench/webhooks.mjs'], { cwd: root, stdio: 'inherit' }).status,
  // Resident memory of the embedded start and of the production API and worker, after boot and after 200
  // orders (issue 37 item 10).
  memory: () => spawnSync('node', ['test/bench/memory.mjs'], { cwd: root, stdio: 'inherit' }).status,
};

const wanted = process.argv.slice(2);
const names = wanted.length ? wanted : Object.keys(BENCHES);
for (const name of names) {
  const bench = BENCHES[name];
  if (!bench) {
    console.error(`Unknown benchmark "${name}". Available: ${Object.keys(BENCHES).join(', ')}`);
    process.exit(2);
  }
  const status = bench();
  if (status !== 0) process.exit(status ?? 1);
}
