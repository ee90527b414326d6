import type { Express, NextFunction, Request, Response } from 'express';
import helmet from 'helmet';
import { mapStyleOrigins } from '@bestell/domain';

/** Where the order's secret sits in the URL: the storefront status page and its public API. */
const SECRET_IN_URL = [/^\/status\//, /^\/api\/orders\/public\//];
/** API answers that belong to one person or one order: never stored by a browser or proxy. */
const PRIVATE_API = [/^\/api\/orders\/(public|frontdesk|backoffice)\//, /^\/api\/auth(\/|$)/, /^\/api\/users(\/|$)/];

export interface SecurityHeaderOptions {
  /** Base URL the app is reached at; its ws(s):// twin is allowed for Socket.IO (older Safari does not match ws: to 'self'). */
  publicUrl: string;
}

export type Directives = Record<string, string[]>;

/**
 * The Content-Security-Policy every page runs under. Scripts only from this origin (the Vite build has no
 * inline script), styles inline too because antd's CSS-in-JS writes <style> tags and React style
 * attributes; images also from https: so a shop logo configured as an outside URL still shows. Payment
 * providers are reached by top-level navigation, which CSP does not restrict, so no frame is allowed.
 */
export function contentSecurityPolicy(publicUrl: string): Directives {
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
    // MapLibre (map plugin, issue 40) runs its tile workers from a blob: URL.
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
  };
}

/** The shop's tracking ids (shop config, empty by default); each configured tool adds its own hosts. */
export interface TrackingIds {
  googleTagManagerId?: string | null;
  facebookPixelId?: string | null;
  /** The map plugin's style (shop config mapStyle): its host serves style, tiles, sprites and glyphs. */
  mapStyle?: string | null;
}

/**
 * Hosts each third-party tool needs, per directive (their published CSP guides). The storefront loads
 * them only after consent (frontend storefront/consent/third-party.ts); the policy allows them only when
 * the id is configured. Ids are checked as the storefront checks them, so a broken id allows nothing.
 */
export const TRACKING_SOURCES: readonly { id: keyof TrackingIds; valid: RegExp; directives: Directives }[] = [
  {
    id: 'googleTagManagerId',
    valid: /^GTM-[A-Z0-9]{4,12}$/,
    directives: {
      'script-src': ['https://www.googletagmanager.com'],
      'img-src': ['https://www.googletagmanager.com'],
      // Google Analytics 4 tags, the usual payload of a container.
      'connect-src': [
        'https://www.googletagmanager.com',
        'https://*.google-analytics.com',
        'https://*.analytics.google.com',
      ],
      'frame-src': ['https://www.googletagmanager.com'],
    },
  },
  {
    id: 'facebookPixelId',
    valid: /^\d{5,20}$/,
    directives: {
      'script-src': ['https://connect.facebook.net'],
      'img-src': ['https://www.facebook.com'],
      'connect-src': ['https://www.facebook.com', 'https://connect.facebook.net'],
      'frame-src': ['https://www.facebook.com'],
    },
  },
];

/** What a route changes about the base policy. */
interface RoutePolicy {
  match: RegExp;
  /** Third-party tracking hosts are never allowed here, configured or not. */
  noThirdParty?: boolean;
  /** Directives replaced as a whole on this route. */
  replace?: Directives;
}

/**
 * Per-route differences, first match wins. Self-service and device screens (kiosk, time clock, TV
 * player, frontdesk) and the back office never run the shop's tracking; the TV player (issue 19) shows
 * web-page zones in frames, so its page alone may frame https: pages.
 */
export const ROUTE_POLICIES: readonly RoutePolicy[] = [
  { match: /^\/signage(\/|$)/, noThirdParty: true, replace: { 'frame-src': ["'self'", 'https:'] } },
  { match: /^\/kiosk(\/|$)/, noThirdParty: true },
  { match: /^\/zeiterfassung(\/|$)/, noThirdParty: true },
  { match: /^\/backend(\/|$)/, noThirdParty: true },
  { match: /^\/frontdesk(\/|$)/, noThirdParty: true },
  { match: /^\/api(\/|$)/, noThirdParty: true },
];

/**
 * The policy of one answer: the base policy, plus the hosts of every configured tracking tool (unless
 * the route forbids third parties), then the route's replacements.
 */
export function buildPolicy(publicUrl: string, path: string, tracking: TrackingIds = {}): Directives {
  const directives = contentSecurityPolicy(publicUrl);
  const route = ROUTE_POLICIES.find((r) => r.match.test(path));
  if (!route?.noThirdParty) {
    for (const tool of TRACKING_SOURCES) {
      if (!tool.valid.test(tracking[tool.id] ?? '')) continue;
      for (const [name, hosts] of Object.entries(tool.directives)) {
        // 'none' cannot be combined with sources: the first host replaces it.
        const current = (directives[name] ?? []).filter((v) => v !== "'none'");
        directives[name] = [...current, ...hosts.filter((h) => !current.includes(h))];
      }
    }
    // The map style's host (only loaded after consent, like the tracking tools): fetched and drawn.
    for (const origin of mapStyleOrigins(tracking.mapStyle)) {
      for (const name of ['connect-src', 'img-src']) {
        const current = directives[name] ?? [];
        if (!current.includes(origin)) directives[name] = [...current, origin];
      }
    }
  }
  return { ...directives, ...route?.replace };
}

export function serialisePolicy(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join(';');
}

/** Where the installed middleware reads the shop's tracking ids (set once the app's modules exist). */
export type TrackingSource = () => TrackingIds | Promise<TrackingIds>;
const TRACKING_SOURCE = 'cspTrackingSource';

/** Lets the policy follow the shop config: `source` is asked on page answers (it should cache). */
export function setCspTrackingSource(server: Express, source: TrackingSource): void {
  server.locals[TRACKING_SOURCE] = source;
}

/** Camera and microphone are never used; location only by our own pages (nearest branch). */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(self), payment=(self), usb=()';

/**
 * Security headers on every answer Express gives (pages, assets, API, uploads). Installed before the
 * frontend and Nest routes so each of them carries them; a route may still set its own Cache-Control.
 */
export function installSecurityHeaders(server: Express, options: SecurityHeaderOptions): void {
  // The serialised policy per route kind and tracking ids: built once, then a map lookup per answer.
  const cache = new Map<string, string>();
  const policyOf = (path: string, tracking: TrackingIds): string => {
    const route = ROUTE_POLICIES.findIndex((r) => r.match.test(path));
    const key = `${route}|${tracking.googleTagManagerId ?? ''}|${tracking.facebookPixelId ?? ''}|${tracking.mapStyle ?? ''}`;
    let policy = cache.get(key);
    if (policy === undefined) {
      if (cache.size > 100) cache.clear();
      policy = serialisePolicy(buildPolicy(options.publicUrl, path, tracking));
      cache.set(key, policy);
    }
    return policy;
  };
  server.use(
    helmet({
      // Set below per answer (buildPolicy); helmet's own would be overwritten anyway.
      contentSecurityPolicy: false,
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
    const source = server.locals[TRACKING_SOURCE] as TrackingSource | undefined;
    // Only pages need the shop's tracking hosts; API answers, assets and routes that forbid third
    // parties do not ask the config at all.
    const needsTracking =
      source &&
      !req.path.startsWith('/assets/') &&
      !ROUTE_POLICIES.some((r) => r.noThirdParty && r.match.test(req.path));
    if (!needsTracking) {
      res.setHeader('Content-Security-Policy', policyOf(req.path, {}));
      return next();
    }
    Promise.resolve()
      .then(source)
      .then(
        (tracking) => res.setHeader('Content-Security-Policy', policyOf(req.path, tracking)),
        // Without the config the page still gets the strict policy: tracking stays blocked, nothing breaks.
        () => res.setHeader('Content-Security-Policy', policyOf(req.path, {})),
      )
      .then(() => next(), next);
  });
}

/** `no-store` for staff and status answers; other public reads may be kept but are revalidated each time. */
export function apiCacheControl(req: Request): string {
  const staff =
    Boolean(req.headers['x-api-key']) ||
    Boolean(req.headers.authorization) ||
    /(?:^|;\s*)(?:__Host-)?sid=/.test(req.headers.cookie ?? '');
  return staff || PRIVATE_API.some((p) => p.test(req.path)) ? 'no-store' : 'no-cache';
}
