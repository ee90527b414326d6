import { type INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { ExpressAdapter, type NestExpressApplication } from '@nestjs/platform-express';
import { type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import compression from 'compression';
import cookieParser from 'cookie-parser';
import express, { type Express } from 'express';
import type { Server } from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import { resolve, sep } from 'node:path';
import { AppModule } from './app.module.js';
import { pino } from 'pino';
import { currentRequestId } from './audit/index.js';
import { apiDocument } from './openapi.js';
import {
  canonicalHost,
  createRootLogger,
  installBodyParsing,
  installSecurityHeaders,
  NestPinoLogger,
  PathParamsGuard,
  precompressed,
  requestLog,
  type RootLogger,
} from './common/index.js';
import { loadSiteRenderer, RedirectMiddleware, SeoPages } from './content/index.js';
import { ImageServer } from './media/index.js';
import type { AppConfig } from './config/index.js';
import { uploadBodyLimit } from './uploads/index.js';

const rootLoggers = new WeakMap<INestApplication, RootLogger>();

/**
 * Prints `text` (the start banner) after every log line written so far: Nest's boot buffer is flushed, then
 * the text goes into the logger's own output stream (pino writes stdout asynchronously; a direct
 * process.stdout.write could overtake lines still in its buffer).
 */
export function printAfterLogs(app: INestApplication, text: string): void {
  app.flushLogs();
  const logger = rootLoggers.get(app);
  const stream = (logger as unknown as Record<symbol, { write?: (s: string) => unknown } | undefined> | undefined)?.[
    pino.symbols.streamSym
  ];
  if (stream?.write) stream.write(text);
  else process.stdout.write(text);
}

/** Builds the HTTP application (not yet listening); main.ts and the integration tests share it. */
export async function createApp(config: AppConfig, databaseUrl: string): Promise<INestApplication> {
  // Headers go on the bare express instance first, so even routes mounted while the modules are built
  // (the queue dashboard) answer with them.
  const server = express();
  server.set('trust proxy', config.trustProxy);
  server.disable('x-powered-by');
  installSecurityHeaders(server, { publicUrl: config.publicUrl });
  // JSON answers and pages above 1 KB go out brotli/gzip (issue 17); the build's assets come
  // pre-compressed (their Content-Encoding is set first, so this leaves them alone).
  server.use(compression({ threshold: 1024 }));
  const app = await NestFactory.create<NestExpressApplication>(
    AppModule.forRoot(config, databaseUrl),
    new ExpressAdapter(server),
    { bodyParser: false, bufferLogs: true },
  );
  const logger = createRootLogger(config.logLevel, undefined, config.logFormat);
  app.useLogger(new NestPinoLogger(logger, currentRequestId));
  rootLoggers.set(app, logger);
  app.use(cookieParser());
  installBodyParsing(app.getHttpAdapter().getInstance(), config.bodyLimit, {
    '/api/uploads': uploadBodyLimit(config.uploadMaxBytes),
    '/api/images': uploadBodyLimit(config.uploadMaxBytes),
    '/api/images/:id': uploadBodyLimit(config.uploadMaxBytes),
    // A products CSV (issue 39) of a few thousand rows is larger than a form's JSON.
    '/api/products/csv/import': '5mb',
    '/api/products/xlsx/import': '8mb',
  });
  // Global guards run before route guards and handlers: a path parameter PostgreSQL cannot store is a 422.
  app.useGlobalGuards(new PathParamsGuard());
  serveImagesFirst(app.getHttpServer() as Server, app.get(ImageServer));
  // Redirects (issue 15) answer old paths with a real 301/302 before any page or app shell is served.
  app.use(app.get(RedirectMiddleware).handler());
  // Production pages answer on PUBLIC_URL's host only (issue 40 item 9); development serves any name (LAN tablets).
  if (config.env === 'production') app.use(canonicalHost(config.publicUrl));
  serveFrontend(app.getHttpAdapter().getInstance(), config.frontendDist, app.get(SeoPages));
  // One line per request that reaches the API (built assets and pages above are not logged).
  app.use(requestLog(logger));

  // The document is generated from the route contracts' zod schemas (issue 22), not from decorators; on its
  // first request (Swagger memoises it), not at every boot: it took about 0.4 s of each start.
  SwaggerModule.setup('api/docs', app, () => apiDocument(config, databaseUrl).document as unknown as OpenAPIObject, {
    jsonDocumentUrl: 'api/docs/openapi.json',
  });
  return app;
}

/**
 * Library images (spec 2 /image/...) are answered before Express sees the request: a hot variant
 * costs no routing, page middleware (CSP, cookies, body parsing) or request log line. The listeners
 * the server had (Express) get every other request, as Socket.IO does for its own path.
 */
function serveImagesFirst(http: Server, images: ImageServer): void {
  const listeners = http.listeners('request') as ((...args: unknown[]) => void)[];
  http.removeAllListeners('request');
  http.on('request', (req, res) => {
    if (!images.handle(req, res)) for (const listener of listeners) listener.call(http, req, res);
  });
}

/**
 * Serves the built frontend (FRONTEND_DIST, relative to the working directory) when it exists: hashed
 * assets long-cached, other public files revalidated, every other non-/api GET gets index.html (client
 * routes) with the page's head tags and status rendered in by content/seo (issue 15). Nest routes live
 * under /api plus the few spec paths listed in isPage (/upload, /image, /fonts, /icons/logo-*,
 * /favicon.ico, /robots.txt, /sitemap.xml), so those (known or not) and missing /assets/* files reach
 * Nest's JSON 404.
 */
function serveFrontend(server: Express, distDir: string, seo: SeoPages): void {
  const dist = resolve(process.cwd(), distDir);
  const indexHtml = resolve(dist, 'index.html');
  if (!existsSync(indexHtml)) return;
  const hashed = resolve(dist, 'assets') + sep;
  const serviceWorker = resolve(dist, 'build/service-worker.js');
  const page = seo.handler(readFileSync(indexHtml, 'utf8'), loadSiteRenderer(dist));
  const statics = express.static(dist, {
    index: false,
    maxAge: '1y',
    immutable: true,
    // Only names under /assets/ carry a content hash; icons, the offline page and the service worker are
    // revalidated. The worker lives under /build/ (spec 7) but controls the whole site (scope /).
    setHeaders: (res, sent) => {
      const path = sent.replace(/\.(br|gz)$/, '');
      if (!path.startsWith(hashed)) res.setHeader('Cache-Control', 'no-cache');
      if (path === serviceWorker) res.setHeader('Service-Worker-Allowed', '/');
    },
  });
  // The build's brotli/gzip copies by Accept-Encoding (issue 17), else the plain file.
  const assets = precompressed(dist, statics);
  const isPage = (req: express.Request) =>
    (req.method === 'GET' || req.method === 'HEAD') &&
    req.path !== '/api' &&
    !req.path.startsWith('/api/') &&
    // Customer files (spec path /upload/...), the self-hosted fonts, the favicon and the icons drawn from
    // the logo are served by Nest, never the client app's index.html; /image/... never reaches here
    // (answered or 404 by the ImageServer, ahead of Express), listed for clarity.
    !req.path.startsWith('/upload/') &&
    !req.path.startsWith('/image/') &&
    !req.path.startsWith('/fonts/') &&
    !req.path.startsWith('/icons/logo-') &&
    req.path !== '/favicon.ico' &&
    // Nest answers these two (content/seo), also without a built frontend.
    req.path !== '/robots.txt' &&
    req.path !== '/sitemap.xml';
  server.use((req, res, next) => (isPage(req) ? assets(req, res, next) : next()));
  server.use((req, res, next) => {
    if (!isPage(req) || req.path.startsWith('/assets/')) return next();
    res.setHeader('Cache-Control', 'no-cache');
    page(req, res, next);
  });
}
