import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const domainEntry = fileURLToPath(new URL('../domain/src/index.ts', import.meta.url));
// The app version the staff tools bar shows (spec 2), from the root package.json.
const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

export default defineConfig({
  plugins: [react()],
  define: { __APP_VERSION__: JSON.stringify(version) },
  // The domain package is consumed as TypeScript source so the bundler can tree-shake it.
  resolve: { alias: { '@bestell/domain': domainEntry } },
  build: { outDir: 'dist', emptyOutDir: true, manifest: true, chunkSizeWarningLimit: 700 },
  server: { proxy: { '/api': 'http://localhost:3000' } },
});
