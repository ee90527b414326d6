import { timingSafeEqual } from 'node:crypto';
import { applyDecorators, type CanActivate, type ExecutionContext, Injectable, UseGuards } from '@nestjs/common';
import { AUTH } from '@bestell/domain';
import { ApiError } from '../common/index.js';
import { type AuthContext, type AuthedRequest, isAdmin } from './auth-context.js';
import { CSRF_COOKIE, CSRF_HEADER } from './session.service.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function equalTokens(a: string | undefined, b: string): boolean {
  if (!a) return false;
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * Cookie-authenticated state changes must echo the XSRF-TOKEN cookie in X-XSRF-TOKEN; both must
 * equal the token stored with the session, so a forged cookie alone is not enough.
 */
export function assertCsrf(req: AuthedRequest, auth: AuthContext): void {
  if (SAFE_METHODS.has(req.method)) return;
  const header = req.headers[CSRF_HEADER];
  const cookie = (req as { cookies?: Record<string, string> }).cookies?.[CSRF_COOKIE];
  const value = Array.isArray(header) ? header[0] : header;
  if (!equalTokens(value, auth.csrfToken) || !equalTokens(cookie, auth.csrfToken)) {
    throw new ApiError(403, [{ message: AUTH.invalidCsrf }]);
  }
}

/**
 * 401 for anonymous callers (the spec's no-session text when their session cookie has run out), 403 for a
 * missing CSRF token.
 */
export function requireStaff(req: AuthedRequest): AuthContext {
  const auth = req.auth;
  if (!auth) throw new ApiError(401, [{ message: req.staleSession ? AUTH.noSession : AUTH.unauthenticated }]);
  assertCsrf(req, auth);
  return auth;
}

export function requireAdmin(req: AuthedRequest): AuthContext {
  const auth = requireStaff(req);
  if (!isAdmin(auth)) throw new ApiError(403, [{ message: AUTH.forbidden }]);
  return auth;
}

@Injectable()
export class StaffGuard implements CanActivate {
  canActivate(ctx: ExecutionContext): boolean {
    requireStaff(ctx.switchToHttp().getRequest<AuthedRequest>());
    return true;
  }
}

@Injectable()
export class AdminGuard implements CanActivate {
  canActivate(ctx: ExecutionContext): boolean {
    requireAdmin(ctx.switchToHttp().getRequest<AuthedRequest>());
    return true;
  }
}

/** Staff session required: 401 when anonymous, 403 without the CSRF token. */
export const Staff = () => applyDecorators(UseGuards(StaffGuard));
/** As @Staff(), and 403 for anyone without ROLE_ADMIN. */
export const Admin = () => applyDecorators(UseGuards(AdminGuard));
