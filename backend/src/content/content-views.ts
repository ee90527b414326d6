import type { EntityManager } from 'typeorm';
import {
  BLOCK_REFERENCE,
  type ContentBlock,
  type ContentVisitor,
  isSiteType,
  mapBlocks,
  mapSiteContent,
  type ReusableBlockView,
  type SiteContent,
  type SiteView,
} from '@bestell/domain';
import type { Audience } from '../common/index.js';
import { ReusableBlock } from './reusable-block.entity.js';
import { Site } from './site.entity.js';

/**
 * What the views need besides the row: every site's path (site_link targets) and every reusable block
 * (block_reference items), loaded once per request.
 */
export interface ContentViewContext {
  audience: Audience;
  sites: Map<string, { path: string; isPublic: boolean }>;
  blocks: Map<string, ContentBlock[]>;
}

export async function loadContentViewContext(em: EntityManager, audience: Audience): Promise<ContentViewContext> {
  const [sites, blocks] = await Promise.all([
    em.getRepository(Site).find({ select: { id: true, path: true, isPublic: true } }),
    em.getRepository(ReusableBlock).find({ select: { id: true, blocks: true } }),
  ]);
  return {
    audience,
    sites: new Map(sites.map((s) => [s.id, { path: s.path, isPublic: s.isPublic }])),
    blocks: new Map(blocks.map((b) => [b.id, b.blocks])),
  };
}

/** site_link gets the target's path: null when the site is gone, or a draft and the reader no staff member. */
function linkVisitor(ctx: ContentViewContext): ContentVisitor['link'] {
  return (link) => {
    if (link.type !== 'site_link') return link;
    const site = ctx.sites.get(link.site);
    const visible = site && (site.isPublic || ctx.audience === 'staff');
    return { ...link, path: visible ? site.path : null };
  };
}

/** Links resolved; block_reference items carry the referenced block's blocks (empty when it is gone). */
function viewVisitor(ctx: ContentViewContext): ContentVisitor {
  const link = linkVisitor(ctx);
  return {
    link,
    block: (block) => {
      if (block.type !== BLOCK_REFERENCE) return block;
      const referenced = ctx.blocks.get(block.data.block as string) ?? [];
      return { ...block, data: { ...block.data, blocks: mapBlocks(referenced, { link }) } };
    },
  };
}

const iso = (d: Date) => d.toISOString();

export function siteView(site: Site, ctx: ContentViewContext): SiteView {
  // An unknown stored type goes out as it is: the storefront shows its 500 screen for it (spec 2).
  const content = isSiteType(site.type) ? mapSiteContent(site.type, site.content, viewVisitor(ctx)) : site.content;
  return {
    id: site.id,
    path: site.path,
    type: site.type,
    name: site.name,
    title: site.title,
    description: site.description,
    isPublic: site.isPublic,
    seoTitle: site.seoTitle,
    seoDescription: site.seoDescription,
    seoImage: site.seoImage,
    content: content as unknown as SiteContent,
    createdAt: iso(site.createdAt),
    updatedAt: iso(site.updatedAt),
  } satisfies SiteView;
}

export function reusableBlockView(block: ReusableBlock, ctx: ContentViewContext): ReusableBlockView {
  return {
    id: block.id,
    name: block.name,
    identifier: block.identifier,
    blocks: mapBlocks(block.blocks, { link: linkVisitor(ctx) }),
    createdAt: iso(block.createdAt),
    updatedAt: iso(block.updatedAt),
  } satisfies ReusableBlockView;
}
