// Public surface of audit/ (issue 21 item 6): the writer every staff change calls in its own transaction,
// the diff/masking of changed fields, the entity and the module (read API, request context, retention).
export { AuditLog } from './audit-log.entity.js';
export { currentRequestId } from './audit-context.js';
export { recordAudit, requestActor } from './audit-writer.js';
export type { AuditActor, AuditEntry } from './audit-writer.js';
export { diffFields, isSecretField, masked, secretInputs } from './changes.js';
export { AuditModule } from './audit.module.js';
export { AuditRetention } from './retention.js';
