import { dec } from '../decimal.js';
import { countsAsRevenue } from './order-figures.js';

/** One product's lines in orders with the same status flags (the server's order_item_daily, summed). */
export interface ItemGroup {
  id: string;
  name: string;
  isCompleted: boolean;
  isCanceled: boolean;
  isRejected: boolean;
  quantity: string;
  gross: string;
}

export interface CategoryFigures {
  /** Category id, or null for products without a category (or no longer in the catalogue). */
  id: string | null;
  name: string;
  /** Products of the category that sold in the period. */
  products: number;
  quantity: string;
  gross: string;
}

/** The label of sold products that have no category (today). */
export const NO_CATEGORY = 'Ohne Kategorie';

/**
 * Revenue and quantity per category (issue 20), from completed orders only (the revenue rule). A product
 * counts under the category it has now; sorted by gross, largest first.
 */
export function categoryFigures(
  items: readonly ItemGroup[],
  categoryOf: ReadonlyMap<string, { id: string; name: string } | null>,
): CategoryFigures[] {
  const out = new Map<string, CategoryFigures & { seen: Set<string> }>();
  for (const item of items) {
    if (!countsAsRevenue(item)) continue;
    const category = categoryOf.get(item.id) ?? null;
    const key = category?.id ?? '';
    const c = out.get(key) ?? {
      id: category?.id ?? null,
      name: category?.name ?? NO_CATEGORY,
      products: 0,
      quantity: '0',
      gross: '0.00',
      seen: new Set<string>(),
    };
    if (!c.seen.has(item.id)) {
      c.seen.add(item.id);
      c.products++;
    }
    c.quantity = dec(c.quantity).plus(dec(item.quantity)).toString();
    c.gross = dec(c.gross).plus(dec(item.gross)).toFixed(2);
    out.set(key, c);
  }
  return [...out.values()]
    .map(({ seen: _seen, ...c }) => c)
    .sort((a, b) => dec(b.gross).comparedTo(dec(a.gross)) || a.name.localeCompare(b.name, 'de'));
}
