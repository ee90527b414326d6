import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { ExpressAdapter } from '@bull-board/express';
import { AUTH } from '@bestell/domain';
import { Queue } from 'bullmq';
import type { Express, NextFunction, Request, Response } from 'express';
import {
  type AuthedRequest,
  assertCsrf,
  CSRF_COOKIE,
  isAdmin,
  sessionCookieName,
  SessionService,
} from '../auth/index.js';
import { ApiError } from '../common/index.js';
import { APP_CONFIG, type AppConfig } from '../config/index.js';
import { FEATURE_QUEUE_NAMES, QUEUE_NAMES } from '../jobs/index.js';

export const QUEUE_DASHBOARD_PATH = '/backend/queues';

const cookie = (req: Request, name: string): string | undefined => {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const i = part.indexOf('=');
    if (i > 0 && part.slice(0, i).trim() === name) return decodeURIComponent(part.slice(i + 1).trim());
  }
  return undefined;
};

/**
 * Bull Board for ROLE_ADMIN at /backend/queues (only with REDIS_URL): waiting, active, delayed and the
 * kept failed jobs with their errors, with retry. Mounted on the express instance while the module is
 * built, i.e. before the frontend's page fallback, which would otherwise answer this /backend path.
 */
@Injectable()
export class QueueDashboard implements OnApplicationShutdown {
  private readonly logger = new Logger('QueueDashboard');
  private readonly queues: Queue[] = [];

  constructor(adapterHost: HttpAdapterHost, sessions: SessionService, @Inject(APP_CONFIG) config: AppConfig) {
    const server = adapterHost.httpAdapter?.getInstance() as Express | undefined;
    if (config.redis.mode !== 'redis' || !server) return;
    const redisUrl = config.redis.url;
    for (const name of [...QUEUE_NAMES, ...FEATURE_QUEUE_NAMES]) {
      const queue = new Queue(name, {
        connection: { url: redisUrl, enableOfflineQueue: false },
        prefix: config.jobs.queuePrefix,
      });
      queue.on('error', () => undefined);
      this.queues.push(queue);
    }
    const adapter = new ExpressAdapter();
    adapter.setBasePath(QUEUE_DASHBOARD_PATH);
    createBullBoard({ queues: this.queues.map((q) => new BullMQAdapter(q)), serverAdapter: adapter });
    const adminOnly = (req: Request, res: Response, next: NextFunction) => {
      sessions
        .resolve(cookie(req, sessionCookieName(req.secure)))
        .then((auth) => {
          if (auth && isAdmin(auth)) {
            // Retries and removals are cookie-authenticated state changes like any other: CSRF token
            // required (the dashboard's axios client echoes the XSRF-TOKEN cookie as X-XSRF-TOKEN).
            const withCookies = Object.assign(req, { cookies: { [CSRF_COOKIE]: cookie(req, CSRF_COOKIE) } });
            assertCsrf(withCookies as unknown as AuthedRequest, auth);
            return next();
          }
          // Pages send the browser to the login (spec: 401 means "log in"); API calls get the status.
          if (!auth && req.method === 'GET' && req.headers.accept?.includes('text/html'))
            return res.redirect(302, '/backend/login');
          res.status(auth ? 403 : 401).json({ errors: [{ message: auth ? AUTH.forbidden : AUTH.unauthenticated }] });
        })
        .catch((err: unknown) => {
          if (err instanceof ApiError) return res.status(err.getStatus()).json({ errors: err.errors });
          next(err);
        });
    };
    server.use(
      QUEUE_DASHBOARD_PATH,
      adminOnly,
      adapter.getRouter() as (req: Request, res: Response, next: NextFunction) => void,
    );
    this.logger.log(`queue dashboard at ${QUEUE_DASHBOARD_PATH}`);
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all(this.queues.map((q) => q.close().catch(() => undefined)));
  }
}
