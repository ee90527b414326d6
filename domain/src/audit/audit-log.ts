// The audit log (issue 21 item 6, spec 7 GET /logs): what the API returns and the words both sides use.

/** What happened. Order transitions are 'update' with the transition's name in `detail`. */
export const AUDIT_ACTIONS = ['create', 'update', 'delete', 'login', 'login-failed', 'logout'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** Who acted: a logged-in member of staff, a branch's frontdesk tablet (apiKey), or the system. */
export type AuditActorKind = 'staff' | 'frontdesk' | 'anonymous' | 'system' | 'external';

/** Stands in for the value of a secret (password, hash, token, PIN, apiKey) in `changes`. */
export const AUDIT_MASK = '[verborgen]';

/** Only the changed fields: `before` is absent on create, `after` on delete. */
export type AuditChanges = Record<string, { before?: unknown; after?: unknown }>;

/** GET /api/logs (newest first, total in X-Total-Count) and GET /api/logs/{id}. */
export interface AuditLogView {
  id: string;
  at: string;
  actorKind: AuditActorKind;
  actorId: string | null;
  actorName: string | null;
  ip: string | null;
  action: AuditAction;
  /** The API path of the resource ('products', 'users', 'orders', 'config', ...). */
  resource: string;
  resourceId: string | null;
  branchId: string | null;
  /** e.g. the order transition ('confirm') or why a login failed ('invalid-credentials'). */
  detail: string | null;
  changes: AuditChanges | null;
}
