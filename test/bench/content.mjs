// `npm run bench -- content`: server-rendered content pages of the built server (issue 15 item 6)
// against real PostgreSQL. 200 sites of 10 blocks each (a fifth recipes, a fifth jobs, so JSON-LD is
// built too) are created through the admin API; then BENCH_CONNECTIONS (50) keep-alive clients request
// random site paths in a closed loop, BENCH_REQUESTS (20000) after a warm-up pass that checks every
// page's <title>. Each answer is the index.html with the page's head (title, description, canonical,
// Open Graph, JSON-LD), as a crawler without JavaScript gets it. Prints ONE JSON line; the database and
// the stand-in frontend are removed afterwards.
//
// The frontend is a stand-in: frontend/dist/index.html when a build exists, else a minimal index.html of
// the same shape (this bench never builds the frontend).
//
// Environment: BENCH_SITES (200), BENCH_BLOCKS (10), BENCH_CONNECTIONS (50), BENCH_REQUESTS (20000),
// BENCH_LOG_LEVEL (info), BENCH_DATABASE_ADMIN_URL (postgres://postgres@127.0.0.1:5432/postgres),
// BENCH_SKIP_BUILD=1.
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { call, keepAliveAgent, loginAdmin } from './api.mjs';
import { build, createDatabase, percentile, report, root, round, runMain, startApi } from './lib.mjs';

const env = process.env;
const SITES = Number(env.BENCH_SITES ?? 200);
const BLOCKS = Number(env.BENCH_BLOCKS ?? 10);
const CONNECTIONS = Number(env.BENCH_CONNECTIONS ?? 50);
const REQUESTS = Number(env.BENCH_REQUESTS ?? 20_000);
const PUBLIC_URL = 'https://shop.example.at';
const log = (...args) => console.error('[bench content]', ...args);

const STAND_IN = `<!doctype html>
<html lang="de">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>Bestellwerk</title>
    <meta name="description" content="" />
    <meta property="og:title" content="Bestellwerk" />
    <meta name="twitter:card" content="summary" />
    <script type="module" crossorigin src="/assets/index-bench.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-bench.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

const text = (n) =>
  `<p>Abschnitt ${n}: Seit 1921 backen wir <strong>mit Zeit</strong> – Sauerteig, Roggen und Dinkel aus der Region.</p>` +
  '<ul><li>Holzofen</li><li>Natursauerteig</li><li>Bio-Mehl</li></ul>';

/** Ten blocks of the kinds a real page has, none needing library images. */
function blocks(site) {
  const kinds = [
    () => ({ type: 'hero_main', data: { title: `Willkommen ${site}`, text: text(0) } }),
    (n) => ({
      type: 'text',
      data: { width: 'large', text: text(n), links: [{ type: 'router_link', label: 'Zum Shop', to: '/shop' }] },
    }),
    () => ({
      type: 'text_recipe',
      data: {
        column_left: '<ul><li>500 g Mehl</li><li>10 g Salz</li></ul>',
        column_right: '<ol><li>Kneten</li><li>Backen</li></ol>',
      },
    }),
    (n) => ({ type: 'career', data: { text: text(n) } }),
    (n) => ({
      type: 'job',
      data: {
        items: [
          { title: 'Ihre Aufgaben', text: text(n) },
          { title: 'Ihr Profil', text: text(n + 1) },
        ],
      },
    }),
    () => ({ type: 'form', data: { intro: '<p>Schreiben Sie uns.</p>' } }),
    () => ({
      type: 'map_partner',
      data: {
        title: 'Partner',
        partners: [{ name: 'Hofladen Huber', link: 'huber.at', longitude: 16.37, latitude: 48.2 }],
      },
    }),
    (n) => ({ type: 'recipes', data: { limit: 3, text: text(n), links: [] } }),
    (n) => ({
      type: 'teaser_shop',
      data: { text: text(n), links: [{ type: 'router_link', label: 'Bestellen', to: '/' }] },
    }),
    (n) => ({ type: 'text', data: { width: 'small', text: text(n), links: [] } }),
  ];
  return Array.from({ length: BLOCKS }, (_, i) => ({ id: `b${i}`, version: 1, ...kinds[i % kinds.length](i) }));
}

function siteBody(i) {
  const kind = i % 5 === 0 ? 'recipe' : i % 5 === 1 ? 'job' : 'default';
  const path = `${kind === 'recipe' ? 'rezepte' : kind === 'job' ? 'karriere' : 'seiten'}/seite-${i}`;
  const content =
    kind === 'recipe'
      ? { portions: 4, difficulty: 'medium', time: '1 Stunde 30 Minuten', body: blocks(i) }
      : kind === 'job'
        ? { start: 'ab sofort', workload: '80–100 %', body: blocks(i) }
        : { body: blocks(i) };
  return {
    path,
    type: kind,
    name: `Seite ${i}`,
    title: `Bench-Seite ${i}`,
    description: `Beschreibung der Seite ${i} & mehr`,
    isPublic: true,
    content,
  };
}

/** GET of a page on the agent; resolves { status, body }. */
function get(port, path, agent) {
  return new Promise((ok, fail) => {
    const req = http.request({ host: '127.0.0.1', port, path, agent, headers: { accept: 'text/html' } }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => ok({ status: res.statusCode, body: Buffer.concat(chunks).toString() }));
    });
    req.setTimeout(30_000, () => req.destroy(new Error('timeout')));
    req.on('error', fail);
    req.end();
  });
}

async function serve(port, paths, total) {
  const agent = keepAliveAgent(CONNECTIONS);
  const latencies = [];
  let errors = 0;
  let next = 0;
  const begin = performance.now();
  const worker = async () => {
    while (next < total) {
      const path = paths[next++ % paths.length];
      const started = performance.now();
      const res = await get(port, path, agent).catch(() => ({ status: 0 }));
      if (res.status === 200) latencies.push(performance.now() - started);
      else errors++;
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  const seconds = (performance.now() - begin) / 1000;
  agent.destroy();
  return { latencies: latencies.sort((a, b) => a - b), errors, seconds };
}

async function main() {
  build(['domain', 'backend'], 'backend/dist/main.js');
  const db = await createDatabase();
  const dist = await mkdtemp(join(tmpdir(), 'bw-bench-dist-'));
  const built = resolve(root, 'frontend/dist/index.html');
  await mkdir(join(dist, 'assets'));
  await writeFile(join(dist, 'index.html'), existsSync(built) ? await readFile(built, 'utf8') : STAND_IN);
  log(`index.html: ${existsSync(built) ? 'frontend/dist' : 'stand-in'}`);
  let api;
  try {
    api = await startApi({ databaseUrl: db.url, env: { FRONTEND_DIST: dist, PUBLIC_URL } });
    const { port } = api;
    const session = await loginAdmin(port);
    const headers = { cookie: session.cookie, 'x-xsrf-token': session.csrf };
    const agent = keepAliveAgent(8);
    const begin = performance.now();
    const created = [];
    let next = 0;
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        while (next < SITES) {
          const i = next++;
          const r = await call(port, 'POST', '/api/sites', siteBody(i), headers, agent);
          if (r.status !== 201) throw new Error(`site ${i}: ${r.status} ${JSON.stringify(r.body).slice(0, 300)}`);
          created.push({ path: `/${r.body.data.path}`, title: siteBody(i).title });
        }
      }),
    );
    agent.destroy();
    log(`${SITES} sites of ${BLOCKS} blocks created in ${((performance.now() - begin) / 1000).toFixed(1)} s`);

    // Warm-up: every page once, checking that its head is the site's (what a crawler would index).
    const check = keepAliveAgent(1);
    for (const site of created) {
      const res = await get(port, site.path, check);
      if (res.status !== 200 || !res.body.includes(`<title>${site.title} - `))
        throw new Error(`${site.path}: ${res.status}, no server-rendered title`);
    }
    check.destroy();
    const paths = Array.from({ length: 4096 }, () => created[Math.floor(Math.random() * created.length)].path);
    await serve(port, paths, Math.min(2000, REQUESTS));
    log(`serving ${REQUESTS} site pages over ${CONNECTIONS} connections`);
    const { latencies, errors, seconds } = await serve(port, paths, REQUESTS);
    report({
      bench: 'content',
      sites: SITES,
      blocks_per_site: BLOCKS,
      pages_per_s: Math.round(latencies.length / seconds),
      p50_ms: round(percentile(latencies, 0.5)),
      p99_ms: round(percentile(latencies, 0.99)),
      connections: CONNECTIONS,
      requests: REQUESTS,
      errors,
    });
    return errors === 0 ? 0 : 1;
  } finally {
    await api?.stop();
    await db.drop();
    await rm(dist, { recursive: true, force: true });
  }
}

runMain(main);
