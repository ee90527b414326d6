import { Controller, Get, Param, Query, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { AUTH, type AuditLogView } from '@bestell/domain';
import { ApiError, ApiTags, Contract, requireUuid } from '../common/index.js';
import type { AuditLog } from './audit-log.entity.js';
import { AuditRepository } from './audit.repository.js';
import { AUDIT_ROUTES as R } from './audit.contract.js';
import { TransactionalConnection } from '../database/index.js';

/**
 * Admins only: the log names every member of staff with their addresses and sees every branch, so an
 * employee (branch-scoped) has no business in it. The audit folder sits below auth (auth writes into
 * it), so this is auth's AdminGuard spelled out: 401 without a session, 403 without ROLE_ADMIN; GET
 * needs no CSRF token.
 */
function requireAdminReader(req: Request): void {
  const auth = (req as { auth?: { user: { roles: string[] } } | null }).auth;
  if (!auth) throw new ApiError(401, [{ message: AUTH.unauthenticated }]);
  if (!auth.user.roles.includes('ROLE_ADMIN')) throw new ApiError(403, [{ message: AUTH.forbidden }]);
}

export const auditLogView = (l: AuditLog): AuditLogView => ({
  id: l.id,
  at: l.at.toISOString(),
  actorKind: l.actorKind,
  actorId: l.actorId,
  actorName: l.actorName,
  ip: l.ip,
  action: l.action,
  resource: l.resource,
  resourceId: l.resourceId,
  branchId: l.branchId,
  detail: l.detail,
  changes: l.changes,
});

/** Spec 7: GET /logs (filters: resource, resourceId, user, action, from/to; paged, total in X-Total-Count), GET /logs/{id}. */
@ApiTags('logs')
@Controller('api/logs')
export class AuditLogsController {
  constructor(private readonly db: TransactionalConnection) {}

  @Contract(R.list)
  @Get()
  async list(@Req() req: Request, @Query() query: unknown, @Res({ passthrough: true }) res: Response) {
    requireAdminReader(req);
    const q = R.list.query(query);
    const { items, total } = await new AuditRepository(this.db.manager()).list({
      ...q,
      from: q.from ? new Date(q.from) : undefined,
      to: q.to ? new Date(q.to) : undefined,
    });
    res.setHeader('X-Total-Count', String(total));
    return items.map(auditLogView);
  }

  @Contract(R.get)
  @Get(':id')
  async get(@Req() req: Request, @Param('id') id: string) {
    requireAdminReader(req);
    const row = await new AuditRepository(this.db.manager()).find(requireUuid(id));
    if (!row) throw ApiError.notFound();
    return auditLogView(row);
  }
}
