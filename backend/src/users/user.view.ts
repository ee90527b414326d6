import { z } from 'zod';
import { assertSameShape, refView } from '../common/index.js';
import { ROLES, type User } from './user.entity.js';

/** What staff see of a user; the password hash never leaves the server. */
export const userView = (u: User) => ({
  id: u.id,
  email: u.email,
  name: u.name,
  roles: u.roles,
  branches: (u.branches ?? []).map((b) => ({ id: b.id })),
  isEnabled: u.isEnabled,
  isLocked: u.isLocked,
  expiresAt: u.expiresAt ? u.expiresAt.toISOString() : null,
});

/** The same view as a schema for the OpenAPI document (issue 22); checked against userView below. */
export const userViewSchema = z
  .strictObject({
    id: z.uuid(),
    email: z.string().meta({ example: 'admin@sonnleitner.at' }),
    name: z.string().meta({ example: 'Maria Sonnleitner' }),
    roles: z.array(z.enum(ROLES)),
    branches: z.array(refView),
    isEnabled: z.boolean(),
    isLocked: z.boolean(),
    expiresAt: z.iso.datetime({ offset: true }).nullable(),
  })
  .meta({ id: 'User', description: 'A staff member or admin (no password).' });
assertSameShape<z.output<typeof userViewSchema>, ReturnType<typeof userView>>(true);
