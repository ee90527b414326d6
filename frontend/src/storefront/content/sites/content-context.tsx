// What blocks need beyond their own data (other sites for recipes/career, branches for the branch
// map, preview mode), handed down by SitePageView so block renderers stay free of data fetching.
import { BLOCK_REFERENCE, BLOCK_TYPES, type BlockType, type ContentBlock, type SiteView } from '@bestell/domain';
import { createContext, useContext } from 'react';
import type { ApiBranch } from '../../../shared/api/types';
import { sanitizeHtml } from '../../../shared/ui/sanitize-html';

export interface ContentContextValue {
  sites: readonly SiteView[];
  branches: readonly ApiBranch[];
  /** The back office's live preview: nothing is sent and nothing navigates away. */
  preview: boolean;
}

export const ContentContext = createContext<ContentContextValue>({ sites: [], branches: [], preview: false });
export const useContent = () => useContext(ContentContext);

/** Rich text from the server, sanitised again here (defence in depth: the server sanitises on save). */
export function RichText({ html, className }: { html: unknown; className?: string }) {
  if (typeof html !== 'string' || !html.trim()) return null;
  return (
    <div
      className={`sf-richtext${className ? ` ${className}` : ''}`}
      dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }}
    />
  );
}

export const isBlockType = (type: unknown): type is BlockType => (BLOCK_TYPES as readonly unknown[]).includes(type);

/** A block reference's embedded blocks (views put the referenced block's list into data.blocks). */
export function referencedBlocks(block: ContentBlock): ContentBlock[] {
  if (block.type !== BLOCK_REFERENCE) return [];
  const blocks = block.data?.blocks;
  return Array.isArray(blocks) ? (blocks as ContentBlock[]) : [];
}

export const text = (data: Record<string, unknown>, name: string): string => {
  const value = data[name];
  return typeof value === 'string' ? value.trim() : '';
};
