import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import type { User } from '../users/index.js';

export interface AuthContext {
  user: User;
  sessionId: string;
  csrfToken: string;
}

/** `staleSession`: a session cookie came but names no live session (expired, logged out, disabled user). */
export type AuthedRequest = Request & { auth?: AuthContext | null; staleSession?: boolean };

export const isAdmin = (auth: AuthContext | null | undefined): boolean =>
  Boolean(auth?.user.roles.includes('ROLE_ADMIN'));

/** Branch ids the staff member may see and change; null means every branch (admin). */
export function branchScope(auth: AuthContext): string[] | null {
  return isAdmin(auth) ? null : auth.user.branches.map((b) => b.id);
}

/** The resolved staff session of the request, or null for anonymous callers. */
export const Auth = createParamDecorator((_: unknown, ctx: ExecutionContext) => {
  return ctx.switchToHttp().getRequest<AuthedRequest>().auth ?? null;
});

/** The staff session of a route guarded by @Staff() or @Admin() (never null there). */
export const StaffAuth = createParamDecorator((_: unknown, ctx: ExecutionContext): AuthContext => {
  const auth = ctx.switchToHttp().getRequest<AuthedRequest>().auth;
  if (!auth) throw new Error('StaffAuth used on a route without @Staff() or @Admin()');
  return auth;
});
