import type { AuditChanges } from '@bestell/domain';
import type { EntityManager } from 'typeorm';
import { AuditLog } from './audit-log.entity.js';

export interface AuditRow {
  actorKind: AuditLog['actorKind'];
  actorId: string | null;
  actorName: string | null;
  ip: string | null;
  action: AuditLog['action'];
  resource: string;
  resourceId: string | null;
  branchId: string | null;
  detail: string | null;
  changes: AuditChanges | null;
}

export interface AuditFilter {
  resource?: string;
  resourceId?: string;
  user?: string;
  action?: string;
  from?: Date;
  /** Exclusive upper bound. */
  to?: Date;
  page: number;
  limit: number;
}

/** The audit log's SQL; bound to the caller's transaction (the change's own). */
export class AuditRepository {
  constructor(private readonly em: EntityManager) {}

  /** One row, in the caller's transaction: it commits or rolls back with the change it describes. */
  async insert(row: AuditRow): Promise<void> {
    await this.em.query(
      `INSERT INTO "audit_log" ("actorKind", "actorId", "actorName", "ip", "action", "resource", "resourceId",
                                "branchId", "detail", "changes")
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb)`,
      [
        row.actorKind,
        row.actorId,
        row.actorName?.slice(0, 200) ?? null,
        row.ip?.slice(0, 64) ?? null,
        row.action,
        row.resource,
        row.resourceId?.slice(0, 100) ?? null,
        row.branchId,
        row.detail?.slice(0, 200) ?? null,
        row.changes === null ? null : JSON.stringify(row.changes),
      ],
    );
  }

  /** Newest first, with the number of all matching rows (the list is paged). */
  async list(filter: AuditFilter): Promise<{ items: AuditLog[]; total: number }> {
    const qb = this.em.getRepository(AuditLog).createQueryBuilder('l');
    if (filter.resource) qb.andWhere('l.resource = :resource', { resource: filter.resource });
    if (filter.resourceId) qb.andWhere('l.resourceId = :resourceId', { resourceId: filter.resourceId });
    if (filter.user) qb.andWhere('l.actorId = :user', { user: filter.user });
    if (filter.action) qb.andWhere('l.action = :action', { action: filter.action });
    if (filter.from) qb.andWhere('l.at >= :from', { from: filter.from });
    if (filter.to) qb.andWhere('l.at < :to', { to: filter.to });
    const [items, total] = await qb
      .orderBy('l.at', 'DESC')
      .addOrderBy('l.id', 'DESC')
      .skip((filter.page - 1) * filter.limit)
      .take(filter.limit)
      .getManyAndCount();
    return { items, total };
  }

  find(id: string): Promise<AuditLog | null> {
    return this.em.getRepository(AuditLog).findOneBy({ id });
  }

  /** Deletes up to `batch` rows older than `cutoff`; returns how many went (the caller loops). */
  async deleteOlderThan(cutoff: Date, batch: number): Promise<number> {
    const result: unknown = await this.em.query(
      `DELETE FROM "audit_log" WHERE "id" IN (SELECT "id" FROM "audit_log" WHERE "at" < $1 LIMIT $2)`,
      [cutoff, batch],
    );
    return Array.isArray(result) ? Number(result[1] ?? 0) : 0;
  }
}
