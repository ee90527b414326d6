// What blocks need beyond their own data (other sites for recipes/career, branches for the branch
// map, preview mode), handed down by SitePageView so block renderers stay free of data fetching.
import { BLOCK_REFERENCE, BLOCK_TYPES, type BlockType, type ContentBlock, type SiteView } from '@bestell/domain';
import { createContext, useContext } from 'react';
import type { ApiBranch } from '../api/types';

export interface ContentContextValue {
  sites: readonly SiteView[];
  branches: readonly ApiBranch[];
  /** The shop config for the map plugin (null or absent: no map, the map blocks show their lists only). */
  map?: Record<string, unknown> | null;
  /** The back office's live preview: nothing is sent and nothing navigates away. */
  preview: boolean;
  /** Rendered on the server into the loading shell (site-html.tsx): forms stay disabled until React's own. */
  serverRendered?: boolean;
  /**
   * Cleans rich text before it is shown. The API stores only sanitised rich text (backend content-input.ts),
   * so the storefront shows it as served and ships no sanitiser (issue 17 item 2); the back office's preview,
   * which shows unsaved input, passes DOMPurify here.
   */
  sanitize?: (html: string) => string;
}

export const ContentContext = createContext<ContentContextValue>({ sites: [], branches: [], preview: false });
export const useContent = () => useContext(ContentContext);

/** Rich text: as the server sanitised it on save, or through the context's sanitiser (the preview's unsaved input). */
export function RichText({ html, className }: { html: unknown; className?: string }) {
  const { sanitize } = useContent();
  if (typeof html !== 'string' || !html.trim()) return null;
  return (
    <div
      className={`sf-richtext${className ? ` ${className}` : ''}`}
      dangerouslySetInnerHTML={{ __html: sanitize ? sanitize(html) : html }}
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
