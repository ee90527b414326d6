import { z } from 'zod';
import { AUDIT_ACTIONS, type AuditLogView } from '@bestell/domain';
import { assertSameShape, defineRoute, s } from '../common/index.js';

// Route contracts of GET /api/logs (issue 22), the view checked against the domain's AuditLogView.

const TAGS = ['logs'];

export const auditLogViewSchema = z
  .strictObject({
    id: z.uuid(),
    at: z.iso.datetime({ offset: true }),
    actorKind: z.enum(['staff', 'frontdesk', 'anonymous', 'system', 'external']),
    actorId: z.string().nullable(),
    actorName: z.string().nullable(),
    ip: z.string().nullable(),
    action: z.enum(AUDIT_ACTIONS),
    resource: z.string().meta({ example: 'products' }),
    resourceId: z.string().nullable(),
    branchId: z.string().nullable(),
    detail: z.string().nullable().meta({ example: 'confirm' }),
    changes: z
      .record(z.string(), z.strictObject({ before: z.unknown().optional(), after: z.unknown().optional() }))
      .nullable()
      .meta({ description: 'Only the changed fields; secrets masked.' }),
  })
  .meta({ id: 'AuditLog', description: 'One entry of the audit log.' });
assertSameShape<z.output<typeof auditLogViewSchema>, AuditLogView>(true);

export const auditListQuery = z.object({
  resource: z
    .string()
    .regex(/^[a-z0-9-]{1,60}$/)
    .optional(),
  resourceId: z.string().min(1).max(100).optional(),
  user: z.uuid().optional(),
  action: z.enum(AUDIT_ACTIONS).optional(),
  from: s.dateTime().optional(),
  to: s.dateTime().optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const AUDIT_ROUTES = {
  list: defineRoute({
    tags: TAGS,
    summary: 'The audit log, newest first (admins)',
    query: auditListQuery,
    responses: { 200: z.array(auditLogViewSchema) },
    responseHeaders: { 'X-Total-Count': 'Number of entries matching the filter' },
    errors: [401, 403],
    security: ['staffSession'],
  }),
  get: defineRoute({
    tags: TAGS,
    summary: 'One audit log entry (admins)',
    params: z.strictObject({ id: z.uuid() }),
    responses: { 200: auditLogViewSchema },
    errors: [401, 403, 404],
    security: ['staffSession'],
  }),
};
