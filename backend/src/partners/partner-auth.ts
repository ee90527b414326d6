import {
  applyDecorators,
  type CanActivate,
  createParamDecorator,
  type ExecutionContext,
  Injectable,
  SetMetadata,
  UseGuards,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { PARTNER_TEXTS, type PartnerScope } from '@bestell/domain';
import type { Request } from 'express';
import { DataSource } from 'typeorm';
import { hashApiKey } from '../catalog/index.js';
import { ApiError } from '../common/index.js';
import { ExternalUser } from './partners.entities.js';

/** The external user a partner request is made by, with the branch ids it may see and order for. */
export interface PartnerContext {
  id: string;
  name: string;
  scopes: PartnerScope[];
  branchIds: string[];
}

type PartnerRequest = Request & { partner?: PartnerContext };

const SCOPE_KEY = 'partner-scope';
/** lastUsedAt is written at most this often per user (a read per request, not a write). */
const TOUCH_EVERY_SECONDS = 60;

/**
 * Bearer-token authentication of the partner API: the SHA-256 of the presented token (192 random bits) is
 * looked up, so the lookup itself is the comparison. 401 without or with an unknown token, 403 for an
 * inactive user or a token without the route's scope. No cookies, so no CSRF token.
 */
@Injectable()
export class PartnerGuard implements CanActivate {
  constructor(
    private readonly ds: DataSource,
    private readonly reflector: Reflector,
  ) {}

  async canActivate(ctx: ExecutionContext): Promise<boolean> {
    const req = ctx.switchToHttp().getRequest<PartnerRequest>();
    const header = req.headers.authorization ?? '';
    const match = /^Bearer ([\w-]{16,200})$/.exec(header.trim());
    if (!match) throw new ApiError(401, [{ message: PARTNER_TEXTS.tokenMissing }]);
    const user = await this.ds.getRepository(ExternalUser).findOne({
      where: { tokenHash: hashApiKey(match[1]!) },
      relations: { branches: true },
    });
    if (!user) throw new ApiError(401, [{ message: PARTNER_TEXTS.tokenInvalid }]);
    if (!user.isActive) throw new ApiError(403, [{ message: PARTNER_TEXTS.userInactive }]);
    const scope = this.reflector.get<PartnerScope | undefined>(SCOPE_KEY, ctx.getHandler());
    if (scope && !user.scopes.includes(scope))
      throw new ApiError(403, [{ message: PARTNER_TEXTS.scopeMissing(scope) }]);
    req.partner = { id: user.id, name: user.name, scopes: user.scopes, branchIds: user.branches.map((b) => b.id) };
    if (!user.lastUsedAt || Date.now() - user.lastUsedAt.getTime() > TOUCH_EVERY_SECONDS * 1000) {
      await this.ds.getRepository(ExternalUser).update({ id: user.id }, { lastUsedAt: new Date() });
    }
    return true;
  }
}

/** A partner route: bearer token required, with `scope` when given. */
export const Partner = (scope?: PartnerScope) =>
  applyDecorators(SetMetadata(SCOPE_KEY, scope), UseGuards(PartnerGuard));

/** The external user of a route guarded by @Partner(). */
export const PartnerUser = createParamDecorator((_: unknown, ctx: ExecutionContext): PartnerContext => {
  const partner = ctx.switchToHttp().getRequest<PartnerRequest>().partner;
  if (!partner) throw new Error('PartnerUser used on a route without @Partner()');
  return partner;
});
