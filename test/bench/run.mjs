// `npm run bench -- <name>`: runs one benchmark (or all) and prints one JSON line each.
import { spawnSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const BENCHES = {
  // JavaScript a first visit to each route loads (gzip), from the Vite manifest of a fresh build.
  bundle: () => {
    const build = spawnSync('npm', ['run', 'build', '-w', 'frontend'], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (build.status !== 0) process.exit(build.status ?? 1);
    return spawnSync('node', ['frontend/scripts/bundle-size.mjs'], { cwd: root, stdio: 'inherit' }).status;
  },
  // Orders placed per second against real PostgreSQL, 50 keep-alive connections (issue 4).
  orders: () => spawnSync('node', ['test/bench/orders.mjs'], { cwd: root, stdio: 'inherit' }).status,
  // Side effects per second through outbox -> BullMQ -> worker process -> fake providers (issue 6).
  workers: () => spawnSync('node', ['test/bench/workers.mjs'], { cwd: root, stdio: 'inherit' }).status,
  // Push latency to 5,000 status-page sockets, same instance and across two instances via Redis (issue 5).
  realtime: () => spawnSync('node', ['test/bench/realtime.mjs'], { cwd: root, stdio: 'inherit' }).status,
  // Image variants rendered per second (12-megapixel JPEGs) and serve p99 of a cached variant (issue 14).
  images: () => spawnSync('node', ['test/bench/images.mjs'], { cwd: root, stdio: 'inherit' }).status,
  // Fault soak: orders, effects and screens while the worker, Redis and the API are killed (issue 12).
  chaos: () => spawnSync('node', ['test/bench/chaos.mjs'], { cwd: root, stdio: 'inherit' }).status,
  // Server-rendered content pages per second and p99, 200 sites of 10 blocks each (issue 15).
  content: () => spawnSync('node', ['test/bench/content.mjs'], { cwd: root, stdio: 'inherit' }).status,
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
