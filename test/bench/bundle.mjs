// Per-route JavaScript budgets (issue 17 item 2): builds the frontend, prints each route's gzip KB of
// everything its first visit loads with the budget, and exits 1 when a route is over its budget or has
// grown past its ceiling (today's figure plus a little room, so no route gets heavier unnoticed).
//   npm run bench -- bundle                  (builds into frontend/dist)
//   BUNDLE_DIST=/tmp/x npm run bench -- bundle   (measures an existing build there, no build; CI's test:bundle)
import { spawnSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { DEFAULT_DIST, measureRoutes } from '../../frontend/scripts/bundle-size.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const dist = process.env.BUNDLE_DIST;
if (!dist) {
  const build = spawnSync('npm', ['run', 'build', '-w', 'frontend'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const routes = measureRoutes(dist ?? DEFAULT_DIST);
const snippet = await analyticsSnippetSize();
const over = Object.entries(routes)
  .filter(([, route]) => !route.ok)
  .map(([path, route]) => `${path} ${route.js_gzip_kb} KB > ${route.budget_kb} KB`);
const overCeiling = Object.entries(routes)
  .filter(([, route]) => !route.under_ceiling)
  .map(([path, route]) => `${path} ${route.js_gzip_kb} KB > ${route.ceiling_kb} KB`);
if (snippet.gzip_bytes > 1024) over.push(`analytics snippet ${snippet.gzip_bytes} B > 1024 B`);
console.log(JSON.stringify({ bench: 'bundle', routes, analytics_snippet: snippet, over, over_ceiling: overCeiling }));
if (over.length) console.error(`Over the JavaScript budget (gzip): ${over.join('; ')}`);
if (overCeiling.length) console.error(`Grown past the ceiling (gzip): ${overCeiling.join('; ')}`);
if (over.length || overCeiling.length) process.exit(1);

/**
 * The first-party analytics snippet on its own (issue 20: <= 1 KB gzip). In the app build it shares the
 * layout's chunk, so it is built alone here, minified, with what it imports.
 */
async function analyticsSnippetSize() {
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    build: {
      write: false,
      minify: true,
      lib: { entry: resolve(root, 'frontend/src/shared/analytics/analytics.ts'), formats: ['es'] },
    },
  });
  const code = (Array.isArray(result) ? result[0] : result).output.find((o) => o.type === 'chunk').code;
  return { raw_bytes: Buffer.byteLength(code), gzip_bytes: gzipSync(code, { level: 9 }).length };
}
