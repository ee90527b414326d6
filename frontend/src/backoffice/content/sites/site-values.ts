// The site editor's values: API view -> form, form -> POST/PUT body, form -> the SiteView the live
// preview hands to the storefront's SitePageView (with links and references resolved like the server).
import {
  BLOCK_REFERENCE,
  BLOCK_REGISTRY,
  SITE_TYPE_REGISTRY,
  SITE_TYPES,
  type BlockType,
  type ContentBlock,
  type ContentLink,
  type FieldDef,
  type ImageRef,
  type ReusableBlockView,
  type SiteContent,
  type SiteInput,
  type SiteType,
  type SiteView,
} from '@bestell/domain';
import { blocksToForm, cleanFields, isBlockType } from '../block-form/content-values';

export interface SiteFormValues {
  path: string;
  type: string;
  name: string;
  title: string;
  description: string;
  isPublic: boolean;
  seoTitle: string;
  seoDescription: string;
  seoImage: ImageRef | null;
  /** Fields of every page type the editor has shown; the body keeps only the current type's. */
  content: Record<string, unknown>;
}

export const SITE_TYPE_OPTIONS = SITE_TYPES.map((type) => ({ value: type, label: SITE_TYPE_REGISTRY[type].label }));

export const isSiteType = (type: unknown): type is SiteType => (SITE_TYPES as readonly unknown[]).includes(type);

/** German name of a page type (spec 2), the stored value for an unknown one. */
export const siteTypeLabel = (type: string): string => (isSiteType(type) ? SITE_TYPE_REGISTRY[type].label : type);

export const NEW_SITE: SiteFormValues = {
  path: '',
  type: 'default',
  name: '',
  title: '',
  description: '',
  isPublic: false,
  seoTitle: '',
  seoDescription: '',
  seoImage: null,
  content: { body: [] },
};

export function siteToForm(site: SiteView): SiteFormValues {
  const content = (site.content ?? {}) as unknown as Record<string, unknown>;
  return {
    path: site.path,
    type: site.type,
    name: site.name,
    title: site.title ?? '',
    description: site.description ?? '',
    isPublic: site.isPublic,
    seoTitle: site.seoTitle ?? '',
    seoDescription: site.seoDescription ?? '',
    seoImage: site.seoImage,
    content: { ...content, body: blocksToForm(content.body) },
  };
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const nullable = (value: unknown): string | null => text(value) || null;

/** The POST/PUT body; `isPublic` overrides the form's (the publish and unpublish buttons). */
export function siteToBody(values: Partial<SiteFormValues>, isPublic = values.isPublic === true): SiteInput {
  const type = (values.type ?? 'default') as SiteType;
  const fields = isSiteType(type) ? SITE_TYPE_REGISTRY[type].fields : [];
  return {
    path: text(values.path),
    type,
    name: text(values.name),
    title: nullable(values.title),
    description: nullable(values.description),
    isPublic,
    seoTitle: nullable(values.seoTitle),
    seoDescription: nullable(values.seoDescription),
    seoImage: values.seoImage ?? null,
    content: cleanFields(fields, values.content) as Partial<SiteContent>,
  };
}

interface Lookups {
  sites: readonly SiteView[];
  blocks: readonly ReusableBlockView[];
}

/** Site links get the path the server would add (null for a missing site: the storefront skips it). */
function resolveLinks(defs: readonly FieldDef[], data: Record<string, unknown>, lookups: Lookups) {
  const out = { ...data };
  for (const def of defs) {
    const value = out[def.name];
    if (def.type === 'links' && Array.isArray(value)) {
      out[def.name] = (value as ContentLink[]).map((link) =>
        link.type === 'site_link'
          ? { ...link, path: lookups.sites.find((s) => s.id === link.site)?.path ?? null }
          : link,
      );
    } else if (def.type === 'collection' && Array.isArray(value)) {
      out[def.name] = value.map((item) => resolveLinks(def.fields, item as Record<string, unknown>, lookups));
    } else if (def.type === 'group' && value && typeof value === 'object') {
      out[def.name] = resolveLinks(def.fields, value as Record<string, unknown>, lookups);
    }
  }
  return out;
}

function resolveBlocks(blocks: readonly ContentBlock[], lookups: Lookups, depth = 0): ContentBlock[] {
  return blocks.map((block) => {
    if (block.type === BLOCK_REFERENCE) {
      const target = lookups.blocks.find((b) => b.id === block.data.block);
      // The storefront expands one level; the embedded list is what the server's view would carry.
      const embedded = target && depth === 0 ? resolveBlocks(target.blocks ?? [], lookups, 1) : [];
      return { ...block, data: { ...block.data, blocks: embedded } };
    }
    if (!isBlockType(block.type)) return block;
    return { ...block, data: resolveLinks(BLOCK_REGISTRY[block.type as BlockType].fields, block.data, lookups) };
  });
}

/** The unsaved form as the storefront would receive it from the API. */
export function previewSite(values: Partial<SiteFormValues>, base: SiteView | undefined, lookups: Lookups): SiteView {
  const body = siteToBody(values);
  const content = (body.content ?? {}) as Record<string, unknown>;
  const blocks = Array.isArray(content.body) ? (content.body as ContentBlock[]) : [];
  const now = new Date().toISOString();
  return {
    id: base?.id ?? 'vorschau',
    path: body.path,
    type: body.type,
    name: body.name,
    title: body.title ?? null,
    description: body.description ?? null,
    isPublic: body.isPublic ?? false,
    seoTitle: body.seoTitle ?? null,
    seoDescription: body.seoDescription ?? null,
    seoImage: body.seoImage ?? null,
    content: { ...content, body: resolveBlocks(blocks, lookups) } as unknown as SiteContent,
    createdAt: base?.createdAt ?? now,
    updatedAt: now,
  };
}
