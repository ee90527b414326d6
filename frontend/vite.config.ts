import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compressAssets } from './scripts/compress-assets';

const domainEntry = fileURLToPath(new URL('../domain/src/index.ts', import.meta.url));

export default defineConfig({
  plugins: [react(), compressAssets()],
  // The domain package is consumed as TypeScript source so the bundler can tree-shake it.
  resolve: { alias: { '@bestell/domain': domainEntry } },
  build: { outDir: 'dist', emptyOutDir: true, manifest: true, chunkSizeWarningLimit: 700 },
  server: { proxy: { '/api': 'http://localhost:3000' } },
});
