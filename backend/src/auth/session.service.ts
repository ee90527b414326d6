import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import { DataSource, type EntityManager, LessThan } from 'typeorm';
import { recordAudit } from '../audit/index.js';
import { APP_CONFIG, type AppConfig } from '../config/index.js';
import { Session } from './session.entity.js';
import type { AuthContext } from './auth-context.js';

export const SESSION_COOKIE = 'sid';
/**
 * Over TLS the session cookie is `__Host-sid`: the browser then insists on Secure, path / and no Domain,
 * so neither a plain-HTTP page nor a subdomain can plant a session cookie for this site.
 */
export const sessionCookieName = (secure: boolean): string => (secure ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE);
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

  /** A fresh session id at every login (no fixation); returns the cookie token. `em`: the login's transaction. */
  async create(userId: string, em: EntityManager = this.ds.manager): Promise<{ token: string; csrfToken: string }> {
    const value = token();
    const csrfToken = token();
    const expiresAt = new Date(Date.now() + this.config.sessionTtlHours * 3600_000);
    await em
      .getRepository(Session)
      .insert({ id: sha256(value), user: { id: userId }, csrfToken, expiresAt, lastSeenAt: new Date() });
    return { token: value, csrfToken };
  }

  /** A session for a login and its audit row ('login', how in `detail`), in one transaction. */
  openAudited(user: { id: string; name: string; email: string }, how: 'password' | 'link' | 'setup-link') {
    return this.ds.transaction(async (em) => {
      const session = await this.create(user.id, em);
      await recordAudit(em, {
        action: 'login',
        resource: 'users',
        resourceId: user.id,
        detail: how,
        actor: { kind: 'staff', id: user.id, name: user.name || user.email },
      });
      return session;
    });
  }

  async resolve(cookieToken: string | undefined): Promise<AuthContext | null> {
    if (!cookieToken || cookieToken.length > 100) return null;
    const id = sha256(cookieToken);
    const session = await this.ds.getRepository(Session).findOne({
      where: { id },
      relations: { user: { branches: true } },
    });
    const now = Date.now();
    const idleMs = this.config.sessionIdleMinutes * 60_000;
    if (!session || session.expiresAt.getTime() <= now || session.lastSeenAt.getTime() + idleMs <= now) return null;
    // Activity is written at most once a minute per session (or a tenth of the idle time, if shorter).
    if (now - session.lastSeenAt.getTime() >= Math.min(60_000, idleMs / 10)) {
      await this.ds.getRepository(Session).update({ id }, { lastSeenAt: new Date(now) });
    }
    const user = session.user;
    if (!user.isEnabled || user.isLocked || (user.expiresAt && user.expiresAt.getTime() <= Date.now())) return null;
    return { user, sessionId: id, csrfToken: session.csrfToken };
  }

  async destroy(sessionId: string): Promise<void> {
    await this.ds.getRepository(Session).delete({ id: sessionId });
  }

  /** Logout: the session goes and the audit log says who left (issue 21 item 6), in one transaction. */
  async logout(auth: AuthContext): Promise<void> {
    await this.ds.transaction(async (em) => {
      await em.getRepository(Session).delete({ id: auth.sessionId });
      await recordAudit(em, { action: 'logout', resource: 'users', resourceId: auth.user.id });
    });
  }

  async destroyAllOf(userId: string): Promise<void> {
    await this.ds.getRepository(Session).delete({ user: { id: userId } });
  }

  async purgeExpired(): Promise<void> {
    await this.ds.getRepository(Session).delete({ expiresAt: LessThan(new Date()) });
    const idleSince = new Date(Date.now() - this.config.sessionIdleMinutes * 60_000);
    await this.ds.getRepository(Session).delete({ lastSeenAt: LessThan(idleSince) });
  }

  setCookies(req: Request, res: Response, value: string, csrfToken: string): void {
    const secure = req.secure;
    const maxAge = this.config.sessionTtlHours * 3600_000;
    res.cookie(sessionCookieName(secure), value, { httpOnly: true, sameSite: 'lax', secure, path: '/', maxAge });
    // Readable by the back office's script, which echoes it in the X-XSRF-TOKEN header (double submit).
    res.cookie(CSRF_COOKIE, csrfToken, { httpOnly: false, sameSite: 'lax', secure, path: '/', maxAge });
  }

  clearCookies(req: Request, res: Response): void {
    const secure = req.secure;
    res.clearCookie(sessionCookieName(secure), { httpOnly: true, sameSite: 'lax', secure, path: '/' });
    res.clearCookie(CSRF_COOKIE, { sameSite: 'lax', secure, path: '/' });
  }
}
