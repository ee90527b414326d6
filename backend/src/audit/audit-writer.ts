import type { AuditAction, AuditActorKind, AuditChanges } from '@bestell/domain';
import type { EntityManager } from 'typeorm';
import { currentAuditRequest } from './audit-context.js';
import { AuditRepository } from './audit.repository.js';

/** Who made a change. `ip` defaults to the current request's client address. */
export interface AuditActor {
  kind: AuditActorKind;
  id: string | null;
  name: string | null;
  ip?: string | null;
}

export interface AuditEntry {
  action: AuditAction;
  /** The API path of the resource: 'products', 'users', 'orders', 'config', ... */
  resource: string;
  resourceId?: string | null;
  branchId?: string | null;
  detail?: string | null;
  /** Only the changed fields, secrets masked (diffFields / secretInputs). */
  changes?: AuditChanges | null;
  /** Default: the staff session of the current request, else an anonymous caller from its address. */
  actor?: AuditActor;
}

/** The member of staff of the current request (their session), anonymous without one, system outside requests. */
export function requestActor(): AuditActor {
  const context = currentAuditRequest();
  if (!context) return { kind: 'system', id: null, name: null, ip: null };
  const user = context.req.auth?.user;
  if (!user) return { kind: 'anonymous', id: null, name: null, ip: context.ip };
  return { kind: 'staff', id: user.id, name: user.name || user.email || null, ip: context.ip };
}

/**
 * Writes one audit row with the caller's EntityManager, i.e. inside the transaction of the change it
 * describes: both commit or neither does. An update that changed nothing (and names no detail) is no
 * change and writes nothing.
 */
export async function recordAudit(em: EntityManager, entry: AuditEntry): Promise<void> {
  const changes = entry.changes ?? null;
  if (entry.action === 'update' && !entry.detail && (!changes || Object.keys(changes).length === 0)) return;
  const actor = entry.actor ?? requestActor();
  await new AuditRepository(em).insert({
    actorKind: actor.kind,
    actorId: actor.id,
    actorName: actor.name,
    ip: actor.ip ?? currentAuditRequest()?.ip ?? null,
    action: entry.action,
    resource: entry.resource,
    resourceId: entry.resourceId ?? null,
    branchId: entry.branchId ?? null,
    detail: entry.detail ?? null,
    changes: changes && Object.keys(changes).length > 0 ? changes : null,
  });
}
