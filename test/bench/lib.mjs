// What the benches share: the repo root, building the workspaces they run, a free port, and the node
// flags production starts its processes with.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** The flags of `npm start`, `npm run start:workers` and the Dockerfile. */
export const NODE_FLAGS = ['--max-semi-space-size=64'];

// Benches send thousands of orders for one address from 127.0.0.1: the anonymous limits of issue 12
// (README, RATE_LIMIT_*) would answer 429 after a few, so a bench server opens them wide.
export const OPEN_LIMITS = {
  RATE_LIMIT_ORDERS_PER_IP: '100000000',
  RATE_LIMIT_ORDERS_PER_RECIPIENT: '100000000',
  RATE_LIMIT_STATUS_PER_IP: '100000000',
  RATE_LIMIT_WRONG_HASHES_PER_IP: '100000000',
  RATE_LIMIT_UPLOADS_PER_IP: '100000000',
};

/** Builds the workspaces in order; BENCH_SKIP_BUILD=1 skips it when `entry` exists already. */
export function build(workspaces, entry) {
  if (process.env.BENCH_SKIP_BUILD === '1' && existsSync(resolve(root, entry))) return;
  for (const ws of workspaces) {
    const r = spawnSync('npm', ['run', 'build', '-w', ws], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
    if (r.status !== 0) throw new Error(`build of ${ws} failed`);
  }
}

export const freePort = () =>
  new Promise((ok, fail) => {
    const s = createServer();
    s.once('error', fail);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => ok(port));
    });
  });

/** Removes the bench's BullMQ queues (jobs, meta, events) from the shared Redis. */
export async function obliterateQueues(redisUrl, prefix) {
  const { Queue } = createRequire(resolve(root, 'backend/package.json'))('bullmq');
  for (const name of ['printing', 'email', 'sms', 'payment-status', 'images']) {
    const q = new Queue(name, { connection: { url: redisUrl }, prefix });
    await q.obliterate({ force: true }).catch(() => undefined);
    await q.close();
  }
}
