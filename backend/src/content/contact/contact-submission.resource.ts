import { z } from 'zod';
import { AUTH, type ContactSubmissionView } from '@bestell/domain';
import { ApiError, defineResource } from '../../common/index.js';
import { ContactSubmission } from './contact-submission.entity.js';

/**
 * GET /api/contact-submissions (issue 15 item 5): staff read, admins delete, newest first. Only the
 * contact form creates them, so the controller has no POST or PUT; `apply` refuses all the same.
 * Issue 36: an employee reads the submissions sent for their branches (others answer 404 like a missing
 * one); those sent for no branch (or a deleted one) are the shop's as a whole: admins only.
 */
export const contactSubmissionResource = defineResource<ContactSubmission>({
  path: 'contact-submissions',
  entity: ContactSubmission,
  label: { one: 'Kontaktanfrage', many: 'Kontaktanfragen' },
  schema: z.strictObject({}),
  order: { createdAt: 'DESC', id: 'DESC' },
  relations: { branch: true },
  inScope: (s, branchIds) => s.branchId !== null && branchIds.includes(s.branchId),
  access: { read: 'staff', create: 'admin', update: 'admin', delete: 'admin' },
  apply: () => {
    throw new ApiError(403, [{ message: AUTH.forbidden }]);
  },
  view: (s) =>
    ({
      id: s.id,
      firstName: s.firstName,
      lastName: s.lastName,
      email: s.email,
      phone: s.phone,
      comment: s.comment,
      createdAt: s.createdAt.toISOString(),
      mailedAt: s.mailedAt?.toISOString() ?? null,
      branch: s.branch ? { id: s.branch.id, name: s.branch.name } : null,
    }) satisfies ContactSubmissionView,
});
