import { randomUUID } from 'node:crypto';
import { In, type EntityManager } from 'typeorm';
import { BLOCK_REFERENCE, type ContentError, type ContentVisitor, type ImageRef, VALIDATION } from '@bestell/domain';
import { ApiError, resolveImageRefs } from '../common/index.js';
import { ReusableBlock } from './reusable-block.entity.js';
import { sanitizeRichText } from './rich-text.js';
import { Site } from './site.entity.js';

/** Block ids the validation generates for blocks that arrive without one. */
export const newBlockId = () => randomUUID();

export function throwIfErrors(errors: readonly ContentError[]): void {
  if (errors.length) throw ApiError.validation(errors.map(({ field, message }) => ({ field, message })));
}

/**
 * Makes validated content storable: rich text sanitised, image references checked against the library
 * (and given its version and size, like the catalogue's images), linked sites and referenced blocks must
 * exist. `map` is a domain walker (mapBlocks / mapSiteContent) bound to the content's shape.
 */
export async function storableContent<T>(
  em: EntityManager,
  value: T,
  map: (value: T, visitor: ContentVisitor) => T,
): Promise<T> {
  const images: Record<string, ImageRef> = {};
  const sites: { id: string; field: string }[] = [];
  const blocks: { id: string; field: string }[] = [];
  const sanitised = map(value, {
    richtext: (html) => sanitizeRichText(html),
    image: (ref, field) => ((images[field] = ref), ref),
    link: (link, field) => {
      if (link.type === 'site_link') sites.push({ id: link.site, field: `${field}.site` });
      return link;
    },
    block: (block, field) => {
      if (block.type === BLOCK_REFERENCE) blocks.push({ id: block.data.block as string, field: `${field}.data.block` });
      return block;
    },
  });
  throwIfErrors([...(await missing(em, Site, sites)), ...(await missing(em, ReusableBlock, blocks))]);
  const fields = Object.keys(images);
  if (!fields.length) return sanitised;
  // Keyed by field path, so a missing image is a 422 on exactly that field.
  await resolveImageRefs(em, images, fields);
  return map(sanitised, { image: (ref, field) => images[field] ?? ref });
}

async function missing(
  em: EntityManager,
  entity: typeof Site | typeof ReusableBlock,
  refs: { id: string; field: string }[],
): Promise<ContentError[]> {
  if (!refs.length) return [];
  const ids = [...new Set(refs.map((r) => r.id))];
  const found = await em.getRepository(entity).find({ select: { id: true }, where: { id: In(ids) } });
  const known = new Set(found.map((f) => f.id));
  return refs.filter((r) => !known.has(r.id)).map((r) => ({ field: r.field, message: VALIDATION.invalidReference }));
}
