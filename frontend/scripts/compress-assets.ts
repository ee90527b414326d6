// Writes a brotli (.br) and a gzip (.gz) copy beside every compressible file of the build (issue 17
// item 1), at the highest levels, once: the server sends the copy the browser accepts and spends no CPU
// per request. The list of endings matches COMPRESSIBLE in backend/src/common/precompressed.ts.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml|map)$/;
// Smaller files gain less than the header and the request cost; the server sends them plain.
const MIN_BYTES = 1024;

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (COMPRESSIBLE.test(entry.name)) yield path;
  }
}

/** Compresses every file under `dir`; returns how many files got copies. */
export function compressDir(dir: string): number {
  let count = 0;
  for (const path of files(dir)) {
    if (statSync(path).size < MIN_BYTES) continue;
    const raw = readFileSync(path);
    writeFileSync(
      `${path}.br`,
      brotliCompressSync(raw, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
        },
      }),
    );
    writeFileSync(`${path}.gz`, gzipSync(raw, { level: 9 }));
    count += 1;
  }
  return count;
}

/** The Vite plugin: runs after the bundle (and the public/ copies) are written. */
export function compressAssets(): Plugin {
  let outDir = 'dist';
  let write = true;
  return {
    name: 'bestellwerk-compress-assets',
    apply: 'build' as const,
    configResolved(config) {
      outDir = config.build.outDir.startsWith('/') ? config.build.outDir : join(config.root, config.build.outDir);
      // A pass that writes nothing (the build's planning pass, scripts/build.mjs) has nothing to compress,
      // and the server renderer's pass (Node loads it) nothing to send.
      write = config.build.write && !config.build.ssr;
    },
    closeBundle() {
      if (write) compressDir(outDir);
    },
  };
}
