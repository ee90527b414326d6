// Prints the gzip size of all JavaScript a first visit to each route loads, from the Vite manifest:
// the entry and the route's lazy chunks with their static imports. Run after `npm run build -w frontend`.
//   node frontend/scripts/bundle-size.mjs
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

const ROUTES = {
  '/': ['src/storefront/layout/StorefrontLayout.tsx', 'src/storefront/branches/BranchListPage.tsx'],
  '/store/:branch': ['src/storefront/layout/StorefrontLayout.tsx', 'src/storefront/store/StorePage.tsx'],
  '/store/:branch/checkout': ['src/storefront/layout/StorefrontLayout.tsx', 'src/storefront/checkout/CheckoutPage.tsx'],
  '/status/:uid/:hash': ['src/storefront/layout/StorefrontLayout.tsx', 'src/storefront/status/StatusPage.tsx'],
  '/shop': ['src/storefront/layout/StorefrontLayout.tsx', 'src/storefront/shop/ShopPage.tsx'],
  '/kontakt': ['src/storefront/layout/StorefrontLayout.tsx', 'src/storefront/content/ContactPage.tsx'],
  '/site/imprint': ['src/storefront/layout/StorefrontLayout.tsx', 'src/storefront/content/LegalPage.tsx'],
  // Content sites (issue 15): any other path.
  '/:site': ['src/storefront/layout/StorefrontLayout.tsx', 'src/storefront/content/sites/SitePage.tsx'],
  '/backend': ['src/backoffice/BackofficeApp.tsx'],
};

function closure(keys, seen = new Set()) {
  for (const key of keys) {
    if (seen.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`not in manifest: ${key}`);
    seen.add(key);
    closure(chunk.imports ?? [], seen);
  }
  return seen;
}

const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;
const routes = {};
for (const [route, lazy] of Object.entries(ROUTES)) {
  const files = [...closure(['index.html', ...lazy])].map((key) => manifest[key].file).filter((f) => f.endsWith('.js'));
  const raw = files.map((file) => readFileSync(join(dist, file)));
  routes[route] = {
    js_gzip_kb: kb(raw.reduce((sum, buffer) => sum + gzipSync(buffer, { level: 9 }).length, 0)),
    js_raw_kb: kb(raw.reduce((sum, buffer) => sum + buffer.length, 0)),
    files: files.length,
  };
}
console.log(JSON.stringify({ bench: 'bundle', routes }));
