import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { OPEN_LIMITS } from './open-limits.js';

export const ROOT = resolve(process.cwd(), process.cwd().endsWith('backend') ? '..' : '.');

/**
 * Builds domain, backend and workers for tests that run the compiled processes, as production does.
 * Under flock, so two test files in parallel jest workers never write dist/ at the same time. tsc emits
 * even when unrelated files of the shared tree fail to type-check (npm run typecheck guards that).
 */
export function buildDist(): void {
  // Skipped when each build's incremental record (dist/.tsbuildinfo, see tsconfig.build.json) is newer than
  // every source it is built from: `npm test` builds first, and several test files need the build.
  if (upToDate()) return;
  for (const ws of WORKSPACES) {
    try {
      execFileSync('flock', [join(tmpdir(), 'bestellwerk-build.lock'), 'npm', 'run', 'build', '-w', ws], {
        cwd: ROOT,
        stdio: 'pipe',
      });
    } catch (err) {
      console.warn(`build of ${ws} reported errors:`, String((err as { stdout?: Buffer }).stdout ?? err).slice(0, 500));
    }
  }
  if (!existsSync(join(ROOT, 'workers/dist/main.js')) || !existsSync(join(ROOT, 'backend/dist/main.js'))) {
    throw new Error('build did not produce workers/dist/main.js and backend/dist/main.js');
  }
  // tsc leaves its record alone when no content changed (e.g. files only touched): mark it as checked now.
  const now = new Date();
  for (const ws of WORKSPACES) {
    const record = join(ROOT, ws, 'dist/.tsbuildinfo');
    if (existsSync(record)) utimesSync(record, now, now);
  }
}

const WORKSPACES = ['domain', 'backend', 'workers'];

function upToDate(): boolean {
  const sources = newestSource();
  return WORKSPACES.every((ws) => {
    const record = join(ROOT, ws, 'dist/.tsbuildinfo');
    return existsSync(record) && statSync(record).mtimeMs > sources;
  });
}

function newestSource(): number {
  let newest = 0;
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else newest = Math.max(newest, statSync(path).mtimeMs);
    }
  };
  for (const ws of WORKSPACES) walk(join(ROOT, ws, 'src'));
  return newest;
}

/**
 * Starts a compiled entry point (e.g. 'workers/dist/main.js') as production would, with `PATH`,
 * NODE_ENV=test, the open limits of the suites and `env`; stdout and stderr are collected into `log`.
 */
export function spawnBuilt(
  entry: string,
  env: Record<string, string>,
): { child: ChildProcess; log: string[]; exited: Promise<number | null> } {
  const log: string[] = [];
  const child = spawn(process.execPath, [join(ROOT, entry)], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, NODE_ENV: 'test', ...OPEN_LIMITS, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d: Buffer) => log.push(d.toString()));
  child.stderr!.on('data', (d: Buffer) => log.push(d.toString()));
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
  return { child, log, exited };
}
