import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compressAssets } from './scripts/compress-assets';
import { trimReactRouter } from './scripts/react-router-trim';
import { routePreload } from './scripts/route-preload';

const domainEntry = fileURLToPath(new URL('../domain/src/index.ts', import.meta.url));
const domainSrc = fileURLToPath(new URL('../domain/src/', import.meta.url));

export default defineConfig({
  plugins: [react(), trimReactRouter(), routePreload(), compressAssets()],
  // The domain package is consumed as TypeScript source so the bundler can tree-shake it.
  resolve: { alias: { '@bestell/domain': domainEntry } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    chunkSizeWarningLimit: 700,
    // Images are never inlined as data: URLs into JS or CSS (issue 17 item 2): they load as files, cached.
    assetsInlineLimit: (file) => (/\.(png|jpe?g|gif|svg|webp|avif|ico)$/i.test(file) ? false : undefined),
    rolldownOptions: {
      // The domain's modules are pure (their only top-level effects, dayjs.extend, sit next to the code that
      // needs them): without this, one import through the barrel pulled every rule, decimal.js included,
      // into the entry chunk of every route (issue 17 item 2).
      treeshake: { moduleSideEffects: (id) => (id.startsWith(domainSrc) ? false : undefined) },
    },
  },
  server: { proxy: { '/api': 'http://localhost:3000' } },
});
