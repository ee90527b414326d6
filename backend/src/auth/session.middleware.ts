import { Injectable, type NestMiddleware } from '@nestjs/common';
import type { NextFunction, Response } from 'express';
import type { AuthedRequest } from './auth-context.js';
import { sessionCookieName, SessionService } from './session.service.js';

/** Resolves the staff session (if any) once per request; guards and handlers read `req.auth`. */
@Injectable()
export class SessionMiddleware implements NestMiddleware {
  constructor(private readonly sessions: SessionService) {}

  async use(req: AuthedRequest, _res: Response, next: NextFunction): Promise<void> {
    try {
      const cookies = (req as { cookies?: Record<string, string> }).cookies ?? {};
      const sid = cookies[sessionCookieName(req.secure)];
      req.auth = await this.sessions.resolve(sid);
      req.staleSession = Boolean(sid) && !req.auth;
      next();
    } catch (err) {
      next(err);
    }
  }
}
