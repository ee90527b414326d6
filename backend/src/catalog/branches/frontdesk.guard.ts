import { applyDecorators, type CanActivate, type ExecutionContext, Injectable, UseGuards } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { type AuthedRequest, requireStaff } from '../../auth/index.js';
import { frontdeskBranch } from './branch-key.js';

/** A request admitted by FrontdeskGuard: `frontdesk` is the branch of a valid X-Branch-Id + X-Api-Key pair. */
export type FrontdeskRequest = AuthedRequest & { frontdesk?: string };

/**
 * A branch's frontdesk tablet (X-Branch-Id + X-Api-Key, no CSRF: headers, not cookies) or else a staff
 * session (401 / 403 as @Staff()). A wrong or incomplete pair answers the 404 of an unknown order.
 */
@Injectable()
export class FrontdeskGuard implements CanActivate {
  constructor(private readonly ds: DataSource) {}

  async canActivate(ctx: ExecutionContext): Promise<boolean> {
    const req = ctx.switchToHttp().getRequest<FrontdeskRequest>();
    const branchId = await frontdeskBranch(this.ds, req);
    if (branchId) req.frontdesk = branchId;
    else requireStaff(req);
    return true;
  }
}

export const Frontdesk = () => applyDecorators(UseGuards(FrontdeskGuard));
