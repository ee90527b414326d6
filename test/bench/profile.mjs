// Reads a V8 CPU profile (.cpuprofile, as `--cpu-prof` or the inspector writes it) and lists where the
// time went: self time per function and per package/folder. Used by `npm run bench -- orders` with
// BENCH_PROFILE; also runnable on its own: `node test/bench/profile.mjs file.cpuprofile [top]`.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Where a script lives, short: a package name, a backend/domain source folder, or node's internals. */
function place(url) {
  if (!url) return '(native)';
  const pkg = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (pkg) return pkg[1];
  if (url.startsWith('node:')) return 'node:' + url.slice(5).split('/')[0];
  const own = url.match(/\/(backend|domain|workers)\/(?:dist|src)\/([^/]+)/);
  if (own) return `${own[1]}/${own[2]}`;
  return url
    .replace(/^file:\/\//, '')
    .split('/')
    .slice(-2)
    .join('/');
}

/** { total_ms, functions: [{ name, ms, pct }], places: [{ place, ms, pct }] } of a profile object. */
export function summarise(profile, top = 15) {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  const byFunction = new Map();
  const byPlace = new Map();
  let total = 0;
  for (const [id, us] of self) {
    const { callFrame } = nodes.get(id);
    total += us;
    const file = callFrame.url ? callFrame.url.split('/').slice(-1)[0] : '';
    const name =
      `${callFrame.functionName || '(anonymous)'} ${file ? `${place(callFrame.url)}/${file}:${callFrame.lineNumber + 1}` : ''}`.trim();
    byFunction.set(name, (byFunction.get(name) ?? 0) + us);
    const where = callFrame.url ? place(callFrame.url) : callFrame.functionName || '(native)';
    byPlace.set(where, (byPlace.get(where) ?? 0) + us);
  }
  const list = (map, key) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([k, us]) => ({ [key]: k, ms: Math.round(us / 1000), pct: Math.round((1000 * us) / total) / 10 }));
  return { total_ms: Math.round(total / 1000), functions: list(byFunction, 'name'), places: list(byPlace, 'place') };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const summary = summarise(JSON.parse(readFileSync(process.argv[2], 'utf8')), Number(process.argv[3] ?? 20));
  console.log(JSON.stringify(summary, null, 1));
}
