import type { User } from './user.entity.js';

/** What staff see of a user; the password hash never leaves the server. */
export const userView = (u: User) => ({
  id: u.id,
  email: u.email,
  name: u.name,
  roles: u.roles,
  branches: (u.branches ?? []).map((b) => ({ id: b.id })),
  isEnabled: u.isEnabled,
  expiresAt: u.expiresAt ? u.expiresAt.toISOString() : null,
});
