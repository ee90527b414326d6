// `npm run build -w frontend`: two Vite passes (scripts/chunk-plan.mjs, issue 17). The first writes nothing
// and plans which modules the shop layout's chunks hold; the second builds with them in two chunks. A third
// builds the content site's server renderer for the API (dist/.server/site-html.js, backend content/seo;
// a dot folder, which the server never serves).
import { build } from 'vite';
import { chunkGroups, recordChunkPlan } from './chunk-plan.mjs';

let plan;
await build({
  logLevel: 'warn',
  build: { write: false },
  plugins: [recordChunkPlan((value) => (plan = value))],
});
if (!plan) throw new Error('the first build pass made no chunk plan');
await build({ build: { rolldownOptions: { output: chunkGroups(plan) } } });
await build({
  logLevel: 'warn',
  publicDir: false,
  // Self-contained (React included): it loads wherever dist/ is, without the repo's node_modules beside it.
  ssr: { noExternal: true },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    ssr: 'src/storefront/content/sites/site-html.tsx',
    outDir: 'dist/.server',
    emptyOutDir: true,
    manifest: false,
    rolldownOptions: { output: { entryFileNames: 'site-html.js' } },
  },
});
