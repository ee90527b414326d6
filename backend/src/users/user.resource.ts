import { z } from 'zod';
import { hashPassword, staffPassword } from './passwords.js';
import { loadRefs, defineResource, s } from '../common/index.js';
import { type BranchRef, ROLES, User } from './user.entity.js';
import { userView, userViewSchema } from './user.view.js';

export const userResource = defineResource({
  path: 'users',
  entity: User,
  label: { one: 'Benutzer', many: 'Benutzer' },
  schema: z.strictObject({
    email: z
      .email()
      .max(180)
      .transform((e) => e.toLowerCase()),
    name: s.text(120).optional(),
    password: staffPassword,
    roles: z.array(z.enum(ROLES)).min(1).max(ROLES.length),
    branches: z.array(s.ref()).max(500).optional(),
    isEnabled: z.boolean().optional(),
    isLocked: z.boolean().optional(),
    expiresAt: s.dateTime().nullable().optional(),
  }),
  relations: { branches: true },
  order: { email: 'ASC' },
  access: { read: 'admin', create: 'admin', update: 'admin', delete: 'admin' },
  apply: async (u, input, em) => {
    if (input.email !== undefined) u.email = input.email as string;
    if (input.name !== undefined) u.name = input.name as string;
    if (input.roles !== undefined) u.roles = [...new Set(input.roles as User['roles'])];
    if (input.isEnabled !== undefined) u.isEnabled = input.isEnabled as boolean;
    if (input.isLocked !== undefined) u.isLocked = input.isLocked as boolean;
    if (input.expiresAt !== undefined) u.expiresAt = input.expiresAt ? new Date(input.expiresAt as string) : null;
    if (input.branches !== undefined)
      u.branches = await loadRefs<BranchRef>(em, 'Branch', input.branches as { id: string }[], 'branches');
    if (input.password !== undefined) u.passwordHash = await hashPassword(input.password as string);
  },
  afterSave: async (u, input, em, created) => {
    // A changed password or a disabled or locked account ends the user's open sessions.
    if (!created && (input.password !== undefined || input.isEnabled === false || input.isLocked === true)) {
      // By entity name: sessions belong to auth, which sits above users (backend/README.md).
      await em.getRepository<{ user: { id: string } }>('Session').delete({ user: { id: u.id } });
    }
  },
  viewSchema: userViewSchema,
  view: (u) => userView(u),
});
