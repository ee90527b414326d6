import { type INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import cookieParser from 'cookie-parser';
import express, { type Express } from 'express';
import { existsSync } from 'node:fs';
import { resolve, sep } from 'node:path';
import { Logger } from 'nestjs-pino';
import { AppModule } from './app.module.js';
import { installBodyParsing } from './common/index.js';
import type { AppConfig } from './config/index.js';
import { uploadBodyLimit } from './uploads/index.js';

/** Builds the HTTP application (not yet listening); main.ts and the integration tests share it. */
export async function createApp(config: AppConfig, databaseUrl: string): Promise<INestApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config, databaseUrl), {
    bodyParser: false,
    bufferLogs: true,
  });
  app.useLogger(app.get(Logger));
  app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');
  app.use(cookieParser());
  installBodyParsing(app.getHttpAdapter().getInstance(), config.bodyLimit, {
    '/api/uploads': uploadBodyLimit(config.uploadMaxBytes),
  });
  serveFrontend(app.getHttpAdapter().getInstance());

  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Bestellwerk API')
      .setDescription('Ordering platform API: catalogue, staff auth, configuration')
      .setVersion('0.1.0')
      .addCookieAuth('sid')
      .build(),
  );
  SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/docs/openapi.json' });
  return app;
}

/**
 * Serves the built frontend (frontend/dist, relative to the working directory) when it exists: hashed
 * assets long-cached, other public files revalidated, every other non-/api GET gets index.html (client
 * routes). Every Nest route lives under /api, so /api/* (known or not) and missing /assets/* files still
 * reach Nest and its JSON 404.
 */
function serveFrontend(server: Express): void {
  const dist = resolve(process.cwd(), 'frontend/dist');
  const indexHtml = resolve(dist, 'index.html');
  if (!existsSync(indexHtml)) return;
  const hashed = resolve(dist, 'assets') + sep;
  const serviceWorker = resolve(dist, 'build/service-worker.js');
  const assets = express.static(dist, {
    index: false,
    maxAge: '1y',
    immutable: true,
    // Only names under /assets/ carry a content hash; icons, the offline page and the service worker are
    // revalidated. The worker lives under /build/ (spec 7) but controls the whole site (scope /).
    setHeaders: (res, path) => {
      if (!path.startsWith(hashed)) res.setHeader('Cache-Control', 'no-cache');
      if (path === serviceWorker) res.setHeader('Service-Worker-Allowed', '/');
    },
  });
  const isPage = (req: express.Request) =>
    (req.method === 'GET' || req.method === 'HEAD') &&
    req.path !== '/api' &&
    !req.path.startsWith('/api/') &&
    // Customer files (spec path /upload/...) are served by Nest, never the client app's index.html.
    !req.path.startsWith('/upload/');
  server.use((req, res, next) => (isPage(req) ? assets(req, res, next) : next()));
  server.use((req, res, next) => {
    if (!isPage(req) || req.path.startsWith('/assets/')) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexHtml);
  });
}
