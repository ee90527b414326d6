import { type ExternalUserView, PARTNER_SCOPES, type PartnerScope } from '@bestell/domain';
import { ArrayContains, type FindOptionsWhere, ILike } from 'typeorm';
import { z } from 'zod';
import { Branch, hashApiKey, newApiKey } from '../catalog/index.js';
import { defineResource, loadRefs, parseInput, s } from '../common/index.js';
import { ExternalUser } from './partners.entities.js';
import { externalUserViewSchema, partnerTokenShape } from './partners.contract.js';

const flag = z.enum(['true', 'false']).transform((v) => v === 'true');

/** A new API token: 192 random bits, shown once; the row keeps its SHA-256 and its first characters. */
export function newPartnerToken(): { token: string; tokenHash: string; tokenHint: string } {
  const token = newApiKey();
  return { token, tokenHash: hashApiKey(token), tokenHint: token.slice(0, 6) };
}

export const externalUserView = (u: ExternalUser): ExternalUserView => ({
  id: u.id,
  name: u.name,
  email: u.email,
  role: 'ROLE_PARTNER',
  scopes: u.scopes,
  branches: (u.branches ?? []).map((b) => ({ id: b.id })),
  isActive: u.isActive,
  tokenHint: u.tokenHint,
  lastUsedAt: u.lastUsedAt?.toISOString() ?? null,
  createdAt: u.createdAt.toISOString(),
});

/**
 * External users (spec 7 `/api/external-users`, issue 21 5b): outside partners with the restricted partner
 * role, scopes and branches; admins only. The token is in the create response (and POST .../token) only.
 */
export const externalUserResource = defineResource({
  path: 'external-users',
  entity: ExternalUser,
  label: { one: 'Externer Benutzer', many: 'Externe Benutzer' },
  schema: z.strictObject({
    name: s.required(200),
    email: z.email().max(200).nullable().optional(),
    scopes: z.array(z.enum(PARTNER_SCOPES)).max(PARTNER_SCOPES.length),
    branches: z.array(s.ref()).max(500),
    isActive: s.bool().optional(),
  }),
  relations: { branches: true },
  order: { name: 'ASC' },
  access: { read: 'admin', create: 'admin', update: 'admin', delete: 'admin' },
  filter: (query) => {
    const q = parseInput(
      z.object({ isActive: flag.optional(), scope: z.enum(PARTNER_SCOPES).optional(), name: s.text(200).optional() }),
      query,
    );
    const where: FindOptionsWhere<ExternalUser> = {};
    if (q.isActive !== undefined) where.isActive = q.isActive;
    if (q.scope) where.scopes = ArrayContains([q.scope]);
    if (q.name) where.name = ILike(`%${q.name.replace(/[\\%_]/g, '\\$&')}%`);
    return where;
  },
  apply: async (u, input, em) => {
    if (input.name !== undefined) u.name = input.name as string;
    if (input.email !== undefined) u.email = (input.email as string | null) || null;
    if (input.scopes !== undefined) u.scopes = [...new Set(input.scopes as PartnerScope[])];
    if (input.isActive !== undefined) u.isActive = input.isActive as boolean;
    if (input.branches !== undefined)
      u.branches = await loadRefs(em, Branch, input.branches as { id: string }[], 'branches');
    // The real token hash is written in afterSave (returned once); a placeholder never matches a token.
    if (!u.id) u.tokenHash = `pending-${newApiKey()}`.slice(0, 64);
  },
  afterSave: async (u, _input, em, created) => {
    if (!created) return;
    const { token, tokenHash, tokenHint } = newPartnerToken();
    await em.getRepository(ExternalUser).update({ id: u.id }, { tokenHash, tokenHint });
    return { token, tokenHint };
  },
  viewSchema: externalUserViewSchema,
  savedExtras: partnerTokenShape,
  view: (u) => externalUserView(u) as unknown as Record<string, unknown>,
});
