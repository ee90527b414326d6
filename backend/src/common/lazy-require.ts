import { createRequire } from 'node:module';
import type SharpFunction from 'sharp';

const require = createRequire(import.meta.url);

/**
 * A heavy CommonJS package loaded at its first use instead of at boot (issue 37 item 10, memory at rest):
 * sharp, pdfkit, the S3 SDK, Mollie's client and the spreadsheet readers serve few requests, and every
 * process (the worker too) would otherwise keep their code and data resident. The proxy stands for the
 * package's `module.exports`: calling, constructing or reading a property loads it once.
 * Read named exports at use time (`s3.S3Client`), not by destructuring at import time.
 */
export function lazyRequire<T extends object>(id: string): T {
  let loaded: T | undefined;
  const load = (): T => (loaded ??= require(id) as T);
  // A function target, so `apply` and `construct` may be trapped for packages whose export is callable.
  return new Proxy(function lazyPackage() {} as unknown as T, {
    apply: (_target, self, args) => Reflect.apply(load() as (...a: unknown[]) => unknown, self, args),
    construct: (_target, args) => Reflect.construct(load() as new (...a: unknown[]) => object, args),
    get: (_target, key) => Reflect.get(load(), key),
    has: (_target, key) => Reflect.has(load(), key),
  });
}

/** libvips through sharp (images, uploads, templates, icons, seed illustrations): loaded with the first image. */
export const sharp = lazyRequire<typeof SharpFunction>('sharp');
