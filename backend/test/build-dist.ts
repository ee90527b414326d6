import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const ROOT = resolve(process.cwd(), process.cwd().endsWith('backend') ? '..' : '.');

/**
 * Builds domain, backend and workers for tests that run the compiled processes, as production does.
 * Under flock, so two test files in parallel jest workers never write dist/ at the same time. tsc emits
 * even when unrelated files of the shared tree fail to type-check (npm run typecheck guards that).
 */
export function buildDist(): void {
  for (const ws of ['domain', 'backend', 'workers']) {
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
}
