import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import { DataSource, LessThan } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/index.js';
import { Session } from './session.entity.js';
import type { AuthContext } from './auth-context.js';

export const SESSION_COOKIE = 'sid';
export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'x-xsrf-token';

const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');
const token = (): string => randomBytes(32).toString('base64url');

@Injectable()
export class SessionService {
  constructor(
    private readonly ds: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** A fresh session id at every login (no fixation); returns the cookie token. */
  async create(userId: string): Promise<{ token: string; csrfToken: string }> {
    const value = token();
    const csrfToken = token();
    const expiresAt = new Date(Date.now() + this.config.sessionTtlHours * 3600_000);
    await this.ds.getRepository(Session).insert({ id: sha256(value), user: { id: userId }, csrfToken, expiresAt });
    return { token: value, csrfToken };
  }

  async resolve(cookieToken: string | undefined): Promise<AuthContext | null> {
    if (!cookieToken || cookieToken.length > 100) return null;
    const id = sha256(cookieToken);
    const session = await this.ds.getRepository(Session).findOne({
      where: { id },
      relations: { user: { branches: true } },
    });
    if (!session || session.expiresAt.getTime() <= Date.now()) return null;
    const user = session.user;
    if (!user.isEnabled || (user.expiresAt && user.expiresAt.getTime() <= Date.now())) return null;
    return { user, sessionId: id, csrfToken: session.csrfToken };
  }

  async destroy(sessionId: string): Promise<void> {
    await this.ds.getRepository(Session).delete({ id: sessionId });
  }

  async destroyAllOf(userId: string): Promise<void> {
    await this.ds.getRepository(Session).delete({ user: { id: userId } });
  }

  async purgeExpired(): Promise<void> {
    await this.ds.getRepository(Session).delete({ expiresAt: LessThan(new Date()) });
  }

  setCookies(req: Request, res: Response, value: string, csrfToken: string): void {
    const secure = req.secure;
    const maxAge = this.config.sessionTtlHours * 3600_000;
    res.cookie(SESSION_COOKIE, value, { httpOnly: true, sameSite: 'lax', secure, path: '/', maxAge });
    // Readable by the back office's script, which echoes it in the X-XSRF-TOKEN header (double submit).
    res.cookie(CSRF_COOKIE, csrfToken, { httpOnly: false, sameSite: 'lax', secure, path: '/', maxAge });
  }

  clearCookies(req: Request, res: Response): void {
    const secure = req.secure;
    res.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', secure, path: '/' });
    res.clearCookie(CSRF_COOKIE, { sameSite: 'lax', secure, path: '/' });
  }
}
