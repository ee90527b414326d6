// Which picture of a content site is its first large one, and at which `sizes` the storefront shows it
// (issue 17): the server asks for that file from the page's head, so it loads while the scripts do
// instead of after React has drawn its block. One table serves both, so the request and the image agree.
import type { ImageRef } from '../media/media-views.js';
import { BLOCK_REFERENCE, type BlockType, type ContentBlock } from './blocks.js';

/** The storefront's content image widths: across the page, or one half of a two-column block. */
export const SITE_IMAGE_SIZES = {
  wide: '(min-width: 1120px) 1088px, 100vw',
  half: '(min-width: 1120px) 544px, (min-width: 768px) 50vw, 100vw',
} as const;

/** Blocks that open with a large picture: the field that holds it (a slider's first image), and its width. */
export const BLOCK_LEAD_IMAGES: Partial<Record<BlockType, { field: string; slider: boolean; sizes: string }>> = {
  hero_party: { field: 'image', slider: false, sizes: SITE_IMAGE_SIZES.wide },
  hero_team: { field: 'image_slider', slider: true, sizes: SITE_IMAGE_SIZES.wide },
  team: { field: 'image_slider', slider: true, sizes: SITE_IMAGE_SIZES.half },
  party_stuff: { field: 'image', slider: false, sizes: SITE_IMAGE_SIZES.half },
  image_text: { field: 'image_slider', slider: true, sizes: SITE_IMAGE_SIZES.half },
  teaser_shop: { field: 'image', slider: false, sizes: SITE_IMAGE_SIZES.half },
};

/** Only the page's first blocks can be in a phone's first screen. */
export const LEAD_IMAGE_BLOCKS = 3;

export interface LeadImage {
  image: ImageRef;
  sizes: string;
}

/** A stored block's image value, or null when it holds none (the renderers and the preload read it alike). */
export function imageRef(value: unknown): ImageRef | null {
  if (!value || typeof value !== 'object') return null;
  const image = value as ImageRef;
  return typeof image.id === 'string' && image.id ? image : null;
}

/** The first image of a block with a lead picture, or null (also for reusable-block references). */
export function blockLeadImage(block: Pick<ContentBlock, 'type' | 'data'>): LeadImage | null {
  if (block.type === BLOCK_REFERENCE) return null;
  const lead = BLOCK_LEAD_IMAGES[block.type as BlockType];
  const value = block.data?.[lead?.field ?? ''];
  if (!lead || !value) return null;
  const images = lead.slider ? (value as { images?: unknown }).images : [value];
  const image = Array.isArray(images) ? imageRef(images[0]) : null;
  return image ? { image, sizes: lead.sizes } : null;
}

/** A site's lead picture: a recipe's own image, else the first within the first LEAD_IMAGE_BLOCKS blocks. */
export function siteLeadImage(site: { type: string; content: unknown }): LeadImage | null {
  const content = (site.content && typeof site.content === 'object' ? site.content : {}) as {
    image?: unknown;
    body?: unknown;
  };
  const recipeImage = site.type === 'recipe' ? imageRef(content.image) : null;
  if (recipeImage) return { image: recipeImage, sizes: SITE_IMAGE_SIZES.wide };
  const body = Array.isArray(content.body) ? (content.body as ContentBlock[]) : [];
  for (const block of body.slice(0, LEAD_IMAGE_BLOCKS)) {
    const lead = block && typeof block === 'object' ? blockLeadImage(block) : null;
    if (lead) return lead;
  }
  return null;
}
