import type { Express, NextFunction, Request, Response } from 'express';
import helmet from 'helmet';

/** Where the order's secret sits in the URL: the storefront status page and its public API. */
const SECRET_IN_URL = [/^\/status\//, /^\/api\/orders\/public\//];
/** API answers that belong to one person or one order: never stored by a browser or proxy. */
const PRIVATE_API = [/^\/api\/orders\/(public|frontdesk|backoffice)\//, /^\/api\/auth(\/|$)/, /^\/api\/users(\/|$)/];

export interface SecurityHeaderOptions {
  /** Base URL the app is reached at; its ws(s):// twin is allowed for Socket.IO (older Safari does not match ws: to 'self'). */
  publicUrl: string;
}

/**
 * The Content-Security-Policy every page runs under. Scripts only from this origin (the Vite build has no
 * inline script), styles inline too because antd's CSS-in-JS writes <style> tags and React style
 * attributes; images also from https: so a shop logo configured as an outside URL still shows. Payment
 * providers are reached by top-level navigation, which CSP does not restrict, so no frame is allowed.
 */
export function contentSecurityPolicy(publicUrl: string): Record<string, string[]> {
  const socketOrigin = new URL(publicUrl).origin.replace(/^http/, 'ws');
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'frame-ancestors': ["'none'"],
    'frame-src': ["'none'"],
    'form-action': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", socketOrigin],
    'media-src': ["'self'", 'data:', 'blob:'],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
  };
}

/** Camera and microphone are never used; location only by our own pages (nearest branch). */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(self), payment=(self), usb=()';

/**
 * Security headers on every answer Express gives (pages, assets, API, uploads). Installed before the
 * frontend and Nest routes so each of them carries them; a route may still set its own Cache-Control.
 */
export function installSecurityHeaders(server: Express, options: SecurityHeaderOptions): void {
  const signagePolicy = serialisePolicy({
    ...contentSecurityPolicy(options.publicUrl),
    'frame-src': ["'self'", 'https:'],
  });
  server.use(
    helmet({
      contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(options.publicUrl) },
      // HSTS only on TLS (below): over plain http in development it would pin localhost to https.
      strictTransportSecurity: false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      // Cross-origin isolation would break images and payment pages of other origins; not needed.
      crossOriginEmbedderPolicy: false,
      crossOriginOpenerPolicy: { policy: 'same-origin' },
      crossOriginResourcePolicy: { policy: 'same-origin' },
      xFrameOptions: { action: 'deny' },
    }),
  );
  server.use((req: Request, res: Response, next: NextFunction) => {
    res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
    // req.secure follows TRUST_PROXY, so a TLS-terminating proxy counts and a client's header does not.
    if (req.secure) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    if (SECRET_IN_URL.some((p) => p.test(req.path))) res.setHeader('Referrer-Policy', 'no-referrer');
    if (req.path.startsWith('/api/')) res.setHeader('Cache-Control', apiCacheControl(req));
    // The TV player (issue 19) shows web-page zones in frames: its page alone may frame https: pages.
    if (req.path.startsWith('/signage/')) res.setHeader('Content-Security-Policy', signagePolicy);
    next();
  });
}

/** The page CSP with `frame-src 'self' https:` for the signage player's web-page zones. */
function serialisePolicy(directives: Record<string, string[]>): string {
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join(';');
}

/** `no-store` for staff and status answers; other public reads may be kept but are revalidated each time. */
export function apiCacheControl(req: Request): string {
  const staff =
    Boolean(req.headers['x-api-key']) ||
    Boolean(req.headers.authorization) ||
    /(?:^|;\s*)(?:__Host-)?sid=/.test(req.headers.cookie ?? '');
  return staff || PRIVATE_API.some((p) => p.test(req.path)) ? 'no-store' : 'no-cache';
}
