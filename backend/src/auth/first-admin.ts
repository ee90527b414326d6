import type { EntityManager } from 'typeorm';
import { z } from 'zod';
import { FIRST_ADMIN_TEXTS } from '@bestell/domain';
import { recordAudit } from '../audit/index.js';
import { ApiError, parseInput } from '../common/index.js';
import { hashPassword, staffPassword, User, UserRepository } from '../users/index.js';
import { FirstAdminRepository } from './first-admin.repository.js';

/** What the setup page and `npm run admin -- create` ask for: the staff rules of the users resource. */
export const newAdminSchema = z.strictObject({
  name: z.string().trim().min(1).max(120),
  email: z
    .email()
    .max(180)
    .transform((e) => e.toLowerCase()),
  password: staffPassword,
});
export type NewAdmin = z.output<typeof newAdminSchema>;

export type CreateAdminResult =
  { outcome: 'created'; user: User } | { outcome: 'exists'; user: User } | { outcome: 'refused'; admins: string[] };

/** Serialises first-admin creations (setup page, CLI, several API processes) on one advisory lock. */
export const lockFirstAdmin = (em: EntityManager) => new FirstAdminRepository(em).lock();

/**
 * Creates a ROLE_ADMIN (admins see every branch, so no branch is linked). Idempotent by e-mail: an account
 * with that address is reported, never changed. Another admin already there refuses unless `force`.
 * Run it in a transaction (it takes the first-admin lock); input errors are German 422s with the field.
 */
export async function createAdmin(
  em: EntityManager,
  raw: unknown,
  opts: { force?: boolean; how: 'setup-link' | 'cli' },
): Promise<CreateAdminResult> {
  const input = parseInput(newAdminSchema, raw);
  await lockFirstAdmin(em);
  const users = em.getRepository(User);
  const existing = await new UserRepository(em).byEmail(input.email, { branches: true });
  if (existing) return { outcome: 'exists', user: existing };
  const admins = await new UserRepository(em).admins();
  if (admins.length > 0 && !opts.force) return { outcome: 'refused', admins: admins.map((a) => a.email) };
  const user = users.create({
    email: input.email,
    name: input.name,
    passwordHash: await hashPassword(input.password),
    roles: ['ROLE_ADMIN'],
    isEnabled: true,
    expiresAt: null,
    branches: [],
  });
  await users.save(user);
  await recordAudit(em, {
    action: 'create',
    resource: 'users',
    resourceId: user.id,
    detail: `first admin (${opts.how})`,
    // The setup page's caller is anonymous (with its address); the CLI is the system.
    actor: opts.how === 'cli' ? { kind: 'system', id: null, name: 'npm run admin', ip: null } : undefined,
  });
  return { outcome: 'created', user };
}

/** A German 422 on the e-mail field for an address that already has an account. */
export const emailTaken = () => new ApiError(422, [{ message: FIRST_ADMIN_TEXTS.emailTaken, field: 'email' }]);
