import { Injectable } from '@nestjs/common';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { DataSource } from 'typeorm';
import { RedirectRepository } from './redirect.repository.js';

/** Paths the server answers itself (API, files, assets): never looked up as redirects. */
const NOT_PAGES = /^\/(api|assets|image|upload|fonts|icons|build|socket\.io)(\/|$)/;

/**
 * Answers GET/HEAD of a redirect's fromPath with a real HTTP 301/302 and Location (issue 15 item 4),
 * before the app shell is served; the query string goes along unless the target has its own.
 */
@Injectable()
export class RedirectMiddleware {
  constructor(private readonly ds: DataSource) {}

  handler(): RequestHandler {
    return (req: Request, res: Response, next: NextFunction) => {
      if ((req.method !== 'GET' && req.method !== 'HEAD') || NOT_PAGES.test(req.path)) return next();
      const path = req.path.replace(/\/+$/, '');
      if (!path || path.length > 300) return next();
      new RedirectRepository(this.ds.manager)
        .hit(path)
        .then((found) => {
          if (!found) return next();
          const query = req.originalUrl.includes('?') ? req.originalUrl.slice(req.originalUrl.indexOf('?')) : '';
          const location = found.location.includes('?') ? found.location : `${found.location}${query}`;
          // Revalidated, so a redirect edited in the back office is not stuck in browsers' caches.
          res.setHeader('Cache-Control', 'no-cache');
          res.redirect(found.statusCode, location);
        })
        .catch(next);
    };
  }
}
