import { z } from 'zod';
import type { EntityManager } from 'typeorm';
import {
  type ContentError,
  normaliseRedirectFrom,
  normaliseRedirectTo,
  OWN_TEXTS,
  type RedirectView,
  redirectPathKey,
  VALIDATION,
} from '@bestell/domain';
import { assertSameShape, defineResource, parseInput } from '../common/index.js';
import { throwIfErrors } from './content-input.js';
import { Redirect } from './redirect.entity.js';
import { Site } from './site.entity.js';

/** Longest chain followed when checking for loops; a longer one is refused as if it looped. */
const MAX_CHAIN = 20;

/** Site id -> current path, for targets (views) and chains (loop check). */
async function sitePaths(em: EntityManager): Promise<Map<string, string>> {
  const sites = await em.getRepository(Site).find({ select: { id: true, path: true } });
  return new Map(sites.map((s) => [s.id, s.path]));
}

const targetOf = (r: Pick<Redirect, 'toPath' | 'toSite'>, sites: Map<string, string>): string | null =>
  r.toPath ?? (r.toSite && sites.has(r.toSite) ? `/${sites.get(r.toSite)}` : null);

/**
 * Would `redirect` (not yet saved) lead back to its own fromPath? Follows other redirects' chains,
 * site targets at their current path. A site path itself is an end: no redirect may start from one.
 */
async function loops(em: EntityManager, redirect: Redirect): Promise<boolean> {
  const sites = await sitePaths(em);
  const all = await em.getRepository(Redirect).find();
  const byFrom = new Map(all.filter((r) => r.id !== redirect.id).map((r) => [r.fromPath, r]));
  const seen = new Set<string>([redirect.fromPath]);
  let location = targetOf(redirect, sites);
  for (let step = 0; step < MAX_CHAIN && location; step++) {
    const key = redirectPathKey(location);
    if (key === null) return false;
    if (seen.has(key)) return true;
    seen.add(key);
    const next = byFrom.get(key);
    if (!next) return false;
    location = targetOf(next, sites);
  }
  return location !== null;
}

/**
 * When a site's path changes (issue 15 item 4), in the same transaction: the old path answers 301 to
 * the site, and a redirect from the new path (which would hide the site or loop) is dropped.
 */
export async function redirectMovedSite(em: EntityManager, site: Site, oldPath: string | null): Promise<void> {
  const repo = em.getRepository(Redirect);
  await repo.delete({ fromPath: `/${site.path}` });
  if (!oldPath || oldPath === site.path) return;
  const redirect = (await repo.findOneBy({ fromPath: `/${oldPath}` })) ?? repo.create({ fromPath: `/${oldPath}` });
  Object.assign(redirect, { toPath: null, toSite: site.id, statusCode: 301 });
  await repo.save(redirect);
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Redirects (spec 7 /redirects): admins only; answered by RedirectMiddleware before the app shell. */
const instant = z.iso.datetime({ offset: true });
const redirectView = z
  .strictObject({
    id: z.uuid(),
    fromPath: z.string().meta({ example: '/alte-seite' }),
    toPath: z.string().nullable(),
    toSite: z.string().nullable(),
    target: z.string().nullable(),
    statusCode: z.union([z.literal(301), z.literal(302)]),
    hits: z.number().int(),
    lastHitAt: instant.nullable(),
    createdAt: instant,
    updatedAt: instant,
  })
  .meta({ id: 'Redirect', description: 'An old path leading to a new one (issue 15)' });
assertSameShape<z.output<typeof redirectView>, RedirectView>(true);

export const redirectResource = defineResource<Redirect, Map<string, string>>({
  path: 'redirects',
  entity: Redirect,
  label: { one: 'Redirect', many: 'Redirects' },
  schema: z.strictObject({
    fromPath: z.string().max(300),
    toPath: z.string().max(500).nullish(),
    toSite: z.uuid().nullish(),
    statusCode: z.union([z.literal(301), z.literal(302)]).optional(),
  }),
  order: { fromPath: 'ASC' },
  // Lookup by path (spec 3): GET /api/redirects/alte-karte (or %2Falte-karte), and the list's ?path=/alte-karte.
  identifierField: 'fromPath',
  identifierKey: (key) => normaliseRedirectFrom(key).value,
  filter: (query) => {
    const { path } = parseInput(z.object({ path: z.string().max(300).optional() }), query);
    if (path === undefined) return {};
    // A path no redirect could start from matches none (an empty list, not a 422).
    return { fromPath: normaliseRedirectFrom(path).value ?? path };
  },
  access: { read: 'admin', create: 'admin', update: 'admin', delete: 'admin' },
  apply: async (redirect, input, em) => {
    const errors: ContentError[] = [];
    if (input.fromPath !== undefined) {
      const from = normaliseRedirectFrom(input.fromPath);
      if (from.value) redirect.fromPath = from.value;
      else errors.push({ field: from.field, message: from.message! });
    }
    if (input.toPath !== undefined) {
      const raw = (input.toPath as string | null)?.trim() || null;
      const to = raw === null ? null : normaliseRedirectTo(raw);
      if (raw !== null && to === null) errors.push({ field: 'toPath', message: VALIDATION.url });
      redirect.toPath = to;
    }
    if (input.toSite !== undefined) redirect.toSite = (input.toSite as string | null) ?? null;
    if (input.statusCode !== undefined) redirect.statusCode = input.statusCode as 301 | 302;
    redirect.statusCode ??= 301;
    redirect.toPath ??= null;
    redirect.toSite ??= null;
    throwIfErrors(errors);
    if ((redirect.toPath === null) === (redirect.toSite === null))
      throwIfErrors([{ field: 'toPath', message: OWN_TEXTS.redirectTargetRequired }]);
    if (redirect.toSite && !(await em.getRepository(Site).existsBy({ id: redirect.toSite })))
      throwIfErrors([{ field: 'toSite', message: VALIDATION.invalidReference }]);
    if (await em.getRepository(Site).existsBy({ path: redirect.fromPath.slice(1) }))
      throwIfErrors([{ field: 'fromPath', message: OWN_TEXTS.redirectFromSitePath }]);
    if (await loops(em, redirect)) throwIfErrors([{ field: 'toPath', message: OWN_TEXTS.redirectLoop }]);
  },
  viewContext: (em) => sitePaths(em),
  viewSchema: redirectView,
  view: (r, _audience, sites) => ({
    ...({
      id: r.id,
      fromPath: r.fromPath,
      toPath: r.toPath,
      toSite: r.toSite,
      target: targetOf(r, sites),
      statusCode: r.statusCode,
      hits: r.hits,
      lastHitAt: iso(r.lastHitAt),
      createdAt: iso(r.createdAt)!,
      updatedAt: iso(r.updatedAt)!,
    } satisfies RedirectView),
  }),
});
