// Loaded into the API process by the orders bench (`node --import ./test/bench/api-probe.mjs`), never by
// production. What the bench needs from inside the process:
// - the order writer's first placement statement as sent (text + parameters), for pgbench;
// - on SIGUSR2: start a measuring window (CPU profile via the inspector, event-loop delay histogram,
//   time per SQL statement kind); on the next SIGUSR2: write them to BENCH_PROBE_DIR and stop.
// pg_stat_statements needs shared_preload_libraries, which the shared local server does not load, so the
// statement timings are taken here, on the client side (round trip including queueing in the pool).
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import process from 'node:process';

const dir = process.env.BENCH_PROBE_DIR;
const require = createRequire(join(process.cwd(), 'backend/package.json'));
const pg = require('pg');
const { prepareValue } = require('pg/lib/utils');

const PLACEMENT = /^WITH "t" AS \(\s*INSERT INTO "ticket_counter"/;
let captured = false;
let window = null;

/** A statement's kind for the timing table: its first words, without literals and parameters. */
const kindOf = (text) =>
  text
    .replace(/\s+/g, ' ')
    .replace(/\$\d+/g, '?')
    .replace(/\(\?(, \?)*\)/g, '(…)')
    .slice(0, 90);

const original = pg.Client.prototype.query;
function probeQuery(config, values, callback) {
  const text = typeof config === 'string' ? config : config?.text;
  const params = Array.isArray(values) ? values : config?.values;
  if (!captured && typeof text === 'string' && PLACEMENT.test(text)) {
    captured = true;
    const prepared = (params ?? []).map((v) => (v === null || v === undefined ? null : prepareValue(v)));
    writeFileSync(join(dir, 'placement.json'), JSON.stringify({ text, values: prepared }));
  }
  const result = original.call(this, config, values, callback);
  if (window && typeof text === 'string' && result && typeof result.then === 'function') {
    const started = performance.now();
    const kind = kindOf(text);
    const done = () => {
      if (!window) return;
      const entry = window.queries.get(kind) ?? { calls: 0, ms: 0 };
      entry.calls++;
      entry.ms += performance.now() - started;
      window.queries.set(kind, entry);
    };
    result.then(done, done);
  }
  return result;
}

async function start() {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
  await session.post('Profiler.start');
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  window = { session, delay, queries: new Map(), cpu: process.cpuUsage(), began: performance.now() };
}

async function stop() {
  const { session, delay, queries, cpu, began } = window;
  window = null;
  delay.disable();
  const { profile } = await session.post('Profiler.stop');
  session.disconnect();
  const used = process.cpuUsage(cpu);
  writeFileSync(join(dir, 'api.cpuprofile'), JSON.stringify(profile));
  const ms = (ns) => Math.round(ns / 1e4) / 100;
  writeFileSync(
    join(dir, 'window.json'),
    JSON.stringify({
      seconds: (performance.now() - began) / 1000,
      cpu_s: (used.user + used.system) / 1e6,
      event_loop_delay_ms: {
        mean: ms(delay.mean),
        p50: ms(delay.percentile(50)),
        p99: ms(delay.percentile(99)),
        max: ms(delay.max),
      },
      queries: [...queries].map(([kind, q]) => ({ kind, ...q })).sort((a, b) => b.ms - a.ms),
    }),
  );
}

if (dir) {
  pg.Client.prototype.query = probeQuery;
  process.on('SIGUSR2', () => {
    (window ? stop() : start()).catch((err) => console.error('[api-probe]', err));
  });
}
