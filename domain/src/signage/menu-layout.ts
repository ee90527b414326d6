/**
 * How a menu board lays out its entries in its box (issue 40 item 9): as few columns as let every entry
 * keep a readable row height, and pages (cycled by the player) only when even the widest grid cannot
 * hold them all. Rows stretch to fill the box, so no half-empty screen.
 */
export interface MenuLayout {
  columns: number;
  rows: number;
  /** Entries per page; equals `count` on a single page. */
  pageSize: number;
  pages: number;
  /** Height of one row in px (box height / rows). */
  rowPx: number;
  /** Font size in px for an entry, from the row height and the column width. */
  fontPx: number;
}

export interface MenuLayoutInput {
  /** Entries to show (products, plus one per category heading when headings show). */
  count: number;
  /** The list's box in px. */
  width: number;
  height: number;
  /** The editor's column count: the least the board uses. */
  minColumns?: number;
}

/** Rows per column before another column is added: a list reads best this short. */
const PREFERRED_ROWS = 8;
/** More rows than this per column are unreadable from across the shop: then the board pages. */
const MAX_ROWS = 12;
/** A column narrower than this share of the width cuts the names (1920 px: 384 px); never below 240 px. */
const MIN_COLUMN_SHARE = 1 / 5;
const MIN_COLUMN_PX = 240;
/** Rows taller than this look empty; beyond it the font stops growing. */
const MAX_ROW_SHARE = 1 / 6;

export function menuLayout({ count, width, height, minColumns = 1 }: MenuLayoutInput): MenuLayout {
  const w = Math.max(1, width);
  const h = Math.max(1, height);
  const n = Math.max(0, Math.floor(count));
  const maxColumns = Math.max(1, Math.floor(w / Math.max(MIN_COLUMN_PX, w * MIN_COLUMN_SHARE)));
  const least = Math.min(Math.max(1, Math.floor(minColumns)), maxColumns);
  const columns = Math.min(maxColumns, Math.max(least, Math.ceil(n / PREFERRED_ROWS)));
  const pageSize = n === 0 ? 0 : Math.min(n, columns * MAX_ROWS);
  const rows = Math.max(1, Math.ceil(pageSize / columns));
  const pages = n === 0 ? 1 : Math.ceil(n / pageSize);
  const rowPx = h / rows;
  const fontPx = Math.max(12, Math.min(Math.min(rowPx, h * MAX_ROW_SHARE) * 0.5, w / columns / 14));
  return { columns, rows, pageSize, pages, rowPx, fontPx: Math.round(fontPx) };
}

/** The entries of page `page` (wrapping), for the player's cycle. */
export function menuPage<T>(entries: readonly T[], layout: Pick<MenuLayout, 'pageSize' | 'pages'>, page: number): T[] {
  if (layout.pageSize === 0) return [];
  const index = ((page % layout.pages) + layout.pages) % layout.pages;
  return entries.slice(index * layout.pageSize, (index + 1) * layout.pageSize);
}
