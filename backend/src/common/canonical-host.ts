// Issue 40 item 9: a customer who opened the shop on another name (www. or the server's IP) paid and came
// back to PUBLIC_URL, where the cart and the cookie answer (both kept per host) were gone. In production a
// page navigation on any other host is sent to the same path on PUBLIC_URL first, so the whole visit,
// the payment round trip included, stays on one host.
import type { NextFunction, Request, RequestHandler, Response } from 'express';

/** Paths that are no page: the API, live connections, files and health checks answer on every host. */
const NOT_A_PAGE = /^\/(api|socket\.io|health|upload|image|fonts|icons|assets|build)(\/|$)/;

/** The URL a page request is redirected to, or null when it stays (same host, no page, not a GET). */
export function canonicalLocation(
  publicUrl: string,
  request: { method: string; host: string | undefined; path: string; originalUrl: string; accept?: string },
): string | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  if (NOT_A_PAGE.test(request.path) || !(request.accept ?? '').includes('text/html')) return null;
  const canonical = new URL(publicUrl);
  if (!request.host || request.host.toLowerCase() === canonical.host.toLowerCase()) return null;
  return `${canonical.origin}${request.originalUrl}`;
}

/** Express middleware of `canonicalLocation` (behind a proxy with TRUST_PROXY, the forwarded host counts). */
export function canonicalHost(publicUrl: string): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const location = canonicalLocation(publicUrl, {
      method: req.method,
      host: req.get('x-forwarded-host') && req.app.get('trust proxy') ? req.get('x-forwarded-host') : req.get('host'),
      path: req.path,
      originalUrl: req.originalUrl,
      accept: req.get('accept'),
    });
    if (location) res.redirect(301, location);
    else next();
  };
}
