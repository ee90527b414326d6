import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { existsSync, statSync } from 'node:fs';
import { extname, resolve, sep } from 'node:path';

/** What the build writes .br and .gz copies of (frontend/scripts/compress-assets.mjs); keep the two in step. */
export const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml|map)$/;

type Encoding = 'br' | 'gzip';
const SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

/**
 * Serves the build's pre-compressed copy of a static file (issue 17 item 1): brotli or gzip by the
 * request's Accept-Encoding (q-values honoured by Express), the plain file otherwise, `Vary` on every
 * answer of a compressible path so caches keep the variants apart. The copies are made once at build
 * time at the highest levels, so no CPU is spent per request. `serve` is the static handler of the same
 * directory (its cache headers and ranges apply to whichever file is sent).
 */
export function precompressed(root: string, serve: RequestHandler): RequestHandler {
  const base = resolve(root) + sep;
  // Which copies exist is fixed after the build; remember each answer instead of a stat per request.
  const known = new Map<string, Set<Encoding>>();
  const variants = (file: string): Set<Encoding> => {
    let found = known.get(file);
    if (!found) {
      found = new Set((Object.keys(SUFFIX) as Encoding[]).filter((e) => isFile(file + SUFFIX[e])));
      if (known.size < 10_000) known.set(file, found);
    }
    return found;
  };
  return (req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !COMPRESSIBLE.test(req.path)) return serve(req, res, next);
    const file = resolve(base, '.' + decodeURIComponentSafe(req.path));
    if (!file.startsWith(base)) return serve(req, res, next);
    res.vary('Accept-Encoding');
    const available = variants(file);
    const wanted = available.size ? req.acceptsEncodings([...available, 'identity']) : false;
    if (wanted !== 'br' && wanted !== 'gzip') return serve(req, res, next);
    // The static handler keeps a Content-Type already set; it would name the .br file's type otherwise.
    res.type(extname(file));
    res.setHeader('Content-Encoding', wanted);
    const url = req.url;
    const query = url.indexOf('?');
    req.url = query < 0 ? url + SUFFIX[wanted] : url.slice(0, query) + SUFFIX[wanted] + url.slice(query);
    // Whatever the static handler does not answer goes on with the request as it came in.
    serve(req, res, (err?: unknown) => {
      req.url = url;
      res.removeHeader('Content-Encoding');
      next(err);
    });
  };
}

function isFile(path: string): boolean {
  return existsSync(path) && statSync(path).isFile();
}

function decodeURIComponentSafe(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}
