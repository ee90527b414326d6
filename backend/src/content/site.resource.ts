import { z } from 'zod';
import {
  type ContentError,
  type ImageRef,
  isSiteType,
  mapSiteContent,
  validateSiteContent,
  validateSitePath,
  VALIDATION,
} from '@bestell/domain';
import { assertSameShape, defineResource, imageRefView, resolveImageRefs, s } from '../common/index.js';
import { loadContentViewContext, siteView, type ContentViewContext } from './content-views.js';
import { newBlockId, storableContent, throwIfErrors } from './content-input.js';
import { redirectMovedSite } from './redirect.resource.js';
import { Site } from './site.entity.js';

const OPTIONAL_TEXTS = ['title', 'description', 'seoTitle', 'seoDescription'] as const;

/** A saved site's path before this write, from apply to afterSave (same request, same entity object). */
const previousPath = new WeakMap<Site, string>();

/** Content sites (issue 15, spec 3 "Site"): staff read all, visitors only public ones; admins write. */
const instant = z.iso.datetime({ offset: true });
/** Page content is typed per page type in the domain (SiteContent); documented as open JSON for now. */
const siteViewSchema = z
  .strictObject({
    id: z.uuid(),
    path: z.string().meta({ example: 'ueber-uns' }),
    type: z.string().meta({ example: 'page' }),
    name: z.string(),
    title: z.string().nullable(),
    description: z.string().nullable(),
    isPublic: z.boolean(),
    seoTitle: z.string().nullable(),
    seoDescription: z.string().nullable(),
    seoImage: imageRefView.nullable(),
    content: z.unknown().meta({ description: 'Typed per page type (domain SiteContent)' }),
    createdAt: instant,
    updatedAt: instant,
  })
  .meta({ id: 'Site', description: 'A content page (issue 15)' });
assertSameShape<keyof z.output<typeof siteViewSchema>, keyof ReturnType<typeof siteView>>(true);

export const siteResource = defineResource<Site, ContentViewContext>({
  path: 'sites',
  entity: Site,
  label: { one: 'Seite', many: 'Seiten' },
  schema: z.strictObject({
    // Path, type and content are checked by the domain's rules in apply (German errors by field path).
    path: z.string().max(300),
    type: z.string().max(30).optional(),
    name: s.required(200),
    title: s.text(200).nullish(),
    description: s.text(1000).nullish(),
    isPublic: z.boolean().optional(),
    seoTitle: s.text(200).nullish(),
    seoDescription: s.text(1000).nullish(),
    seoImage: s.media().nullish(),
    content: z.unknown().optional(),
  }),
  order: { path: 'ASC' },
  identifierField: 'path',
  // Drafts answer 404 to visitors like a missing page; staff see them (with the storefront's draft marker).
  publicWhere: { isPublic: true },
  access: { read: 'staff', create: 'admin', update: 'admin', delete: 'admin' },
  apply: async (site, input, em) => {
    const errors: ContentError[] = [];
    if (site.id) previousPath.set(site, site.path);
    if (input.path !== undefined) {
      const path = validateSitePath(input.path);
      errors.push(...path.errors);
      if (path.value) site.path = path.value;
    }
    if (input.type !== undefined) {
      if (isSiteType(input.type)) site.type = input.type;
      else errors.push({ field: 'type', message: VALIDATION.choice });
    }
    site.type ??= 'default';
    if (input.name !== undefined) site.name = input.name as string;
    for (const key of OPTIONAL_TEXTS) if (input[key] !== undefined) site[key] = (input[key] as string | null) || null;
    if (input.isPublic !== undefined) site.isPublic = input.isPublic as boolean;
    // A new type re-reads the stored content under the new type's fields (the others are dropped).
    const revalidate = input.content !== undefined || input.type !== undefined || site.content === undefined;
    let content: Record<string, unknown> | null = null;
    if (revalidate && isSiteType(site.type)) {
      const result = validateSiteContent(site.type, input.content ?? site.content ?? {}, { newId: newBlockId });
      errors.push(...result.errors);
      content = result.value as unknown as Record<string, unknown>;
    } else if (revalidate) errors.push({ field: 'type', message: VALIDATION.choice });
    throwIfErrors(errors);
    if (content && isSiteType(site.type)) {
      const type = site.type;
      site.content = await storableContent(em, content, (value, visitor) => mapSiteContent(type, value, visitor));
    }
    if (input.seoImage !== undefined) {
      await resolveImageRefs(em, input, ['seoImage']);
      site.seoImage = (input.seoImage as ImageRef | null) ?? null;
    }
  },
  // The old path keeps working: a 301 to the site, written in the same transaction.
  afterSave: async (site, _input, em) => {
    await redirectMovedSite(em, site, previousPath.get(site) ?? null);
  },
  viewContext: loadContentViewContext,
  viewSchema: siteViewSchema,
  view: (site, _audience, ctx) => ({ ...siteView(site, ctx) }),
});
