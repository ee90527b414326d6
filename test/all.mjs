// `npm test`: every check and test suite as one graph of stages (issue 38 item 8), in one lane or two (below).
// A lane runs its stages in order; a stage also waits for what it needs from another lane. Output is kept per
// stage (var/test-logs/) and printed when the stage ends, so parallel stages don't interleave; the end prints
// each stage's start, length, CPU seconds and result.
// Usage: node test/all.mjs [stage ...] runs only those stages and what they need.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const ci = process.env.CI === 'true';
const jest = 'NODE_OPTIONS=--experimental-vm-modules npx jest';
const client = 'frontend/src/shared/api/generated';
const TIME = '/usr/bin/time';
const LANE_COUNT = Number(process.env.TEST_LANES ?? 1);

const STAGES = [
  // tsc emits and type-checks the sources once; the API document, the tests and the worker use this dist/.
  { name: 'build:server', run: 'npm run build -w domain && npm run build -w backend && npm run build -w workers' },
  {
    // The committed client must be the one generated from the routes' contracts (issue 22).
    name: 'api',
    needs: ['build:server'],
    run: [
      'node backend/dist/openapi-cli.js var/openapi.json',
      `npm exec -w frontend -- openapi-typescript ../var/openapi.json -o src/shared/api/generated/openapi.ts`,
      `npx prettier --log-level warn --write ${client}/openapi.ts`,
      ci ? `git diff --exit-code --stat -- ${client}` : 'true',
      'npm exec -w backend -- redocly lint ../var/openapi.json --config redocly.yaml --format=summary',
    ].join(' && '),
  },
  { name: 'build:frontend', needs: ['api'], run: 'npm run build -w frontend' },
  { name: 'typecheck', needs: ['api'], run: 'npm run typecheck:tsc' },
  { name: 'lint', needs: ['api'], run: 'npx eslint . && npx prettier --check --log-level warn .' },
  {
    name: 'test:domain',
    run: `${jest} --selectProjects domain --coverage --maxWorkers=${LANE_COUNT >= 2 ? 1 : 2}`,
  },
  {
    name: 'test:frontend',
    run: `${jest} -c frontend/jest.config.mjs --maxWorkers=${LANE_COUNT >= 2 ? 1 : 2}`,
  },
  // The backend suite and the browser tests start processes from dist/ and serve the built frontend.
  {
    name: 'test:backend',
    needs: ['build:server', 'build:frontend'],
    run: `${jest} --selectProjects backend --maxWorkers=${process.env.BACKEND_WORKERS ?? 2}`,
  },
  { name: 'test:e2e', needs: ['build:server', 'build:frontend'], run: 'npx playwright test -c test/e2e' },
  { name: 'test:bundle', needs: ['build:frontend'], run: 'BUNDLE_DIST=frontend/dist node test/bench/bundle.mjs' },
];

// One lane by default: on a 2-core machine the stages in parallel took longer in all (1274 s against about
// 1000 s in series, issue 38): each jest stage already keeps both cores busy, and two of them at once mostly
// contend. TEST_LANES=2 runs the short stages and the browser tests beside the backend suite (more cores).
const LANES =
  LANE_COUNT >= 2
    ? [
        ['build:server', 'api', 'build:frontend', 'test:backend', 'test:bundle'],
        ['test:domain', 'typecheck', 'lint', 'test:frontend', 'test:e2e'],
      ]
    : [
        [
          'build:server',
          'api',
          'build:frontend',
          'test:bundle',
          'typecheck',
          'lint',
          'test:domain',
          'test:backend',
          'test:frontend',
          'test:e2e',
        ],
      ];

const byName = new Map(STAGES.map((s) => [s.name, s]));
const wanted = new Set();
const want = (name) => {
  const stage = byName.get(name);
  if (!stage) throw new Error(`unknown stage ${name}; stages: ${[...byName.keys()].join(', ')}`);
  if (wanted.has(name)) return;
  wanted.add(name);
  (stage.needs ?? []).forEach(want);
};
(process.argv.length > 2 ? process.argv.slice(2) : [...byName.keys()]).forEach(want);

const logDir = join('var', 'test-logs');
mkdirSync(logDir, { recursive: true });
const t0 = Date.now();
const seconds = (ms) => (ms / 1000).toFixed(0);
const state = new Map(); // name -> { status, start, end, child }
let failed = false;

function ready(stage) {
  return (stage.needs ?? []).every((n) => state.get(n)?.status === 'passed');
}

function start(stage) {
  const log = join(logDir, `${stage.name.replace(':', '-')}.log`);
  const out = createWriteStream(log);
  // GNU time, where installed, records the CPU seconds of the stage and everything it started (not the
  // database server's): the figure that says whether a stage waits or computes.
  const cpuFile = `${log}.cpu`;
  const command = ['bash', '-o', 'pipefail', '-c', stage.run];
  const timed = existsSync(TIME) ? [TIME, '-o', cpuFile, '-f', '%U %S', ...command] : command;
  const child = spawn(timed[0], timed.slice(1), { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.pipe(out, { end: false });
  child.stderr.pipe(out, { end: false });
  const entry = { status: 'running', start: Date.now(), child, log, cpuFile };
  state.set(stage.name, entry);
  console.log(`[${seconds(entry.start - t0)}s] start ${stage.name}`);
  child.on('close', (code) => {
    out.end(() => {
      entry.end = Date.now();
      entry.status = code === 0 ? 'passed' : 'failed';
      console.log(`\n===== ${stage.name}: ${entry.status} in ${seconds(entry.end - entry.start)} s =====`);
      process.stdout.write(readFileSync(log, 'utf8'));
      if (code !== 0) failed = true;
      schedule();
    });
  });
}

/** Each lane runs its wanted stages in order, one at a time; a stage waits for its needs in other lanes. */
function schedule() {
  if (!failed) {
    for (const lane of LANES) {
      const next = lane.find((name) => wanted.has(name) && state.get(name)?.status !== 'passed');
      if (next && !state.has(next) && ready(byName.get(next))) start(byName.get(next));
    }
  }
  const running = [...state.values()].some((e) => e.status === 'running');
  if (!running) finish();
}

function cpuSeconds(file) {
  if (!existsSync(file)) return '?';
  const [user, system] = readFileSync(file, 'utf8').trim().split('\n').pop().split(' ').map(Number);
  return Number.isFinite(user + system) ? `${(user + system).toFixed(0)}s` : '?';
}

function finish() {
  console.log('\nstage            start   length      cpu  result');
  for (const name of wanted) {
    const e = state.get(name);
    const cols = e
      ? [
          `${seconds(e.start - t0)}s`.padStart(6),
          `${seconds(e.end - e.start)}s`.padStart(8),
          `${cpuSeconds(e.cpuFile)}`.padStart(7),
          e.status,
        ]
      : ['', '', '', 'not run'];
    console.log(`${name.padEnd(16)} ${cols.join('  ')}`);
  }
  console.log(`total ${seconds(Date.now() - t0)} s in ${LANES.length} lanes`);
  process.exit(failed || state.size < wanted.size ? 1 : 0);
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const e of state.values()) if (e.status === 'running') e.child.kill('SIGTERM');
    process.exit(1);
  });
}
schedule();
