import { describe, expect, it } from '@jest/globals';
import { menuLayout, menuPage } from './menu-layout.js';

describe('menuLayout', () => {
  // [count, width, height, minColumns] -> columns, rows, pages
  it.each<[number, number, number, number, number, number, number]>([
    [0, 1200, 600, 1, 1, 1, 1],
    [5, 1200, 600, 1, 1, 5, 1],
    [8, 1200, 600, 1, 1, 8, 1],
    // 9 products (issue 40): two columns of five, all on one page, at both TV sizes.
    [9, 1180, 560, 1, 2, 5, 1],
    [9, 1770, 860, 1, 2, 5, 1],
    [20, 1770, 860, 1, 3, 7, 1],
    // The editor's two columns stay even for a short list.
    [3, 1180, 560, 2, 2, 2, 1],
    // More than four columns of twelve do not fit 1180 px: pages of 48.
    [60, 1180, 560, 1, 4, 12, 2],
    [100, 1770, 860, 1, 5, 12, 2],
    // A narrow zone keeps one column and pages.
    [30, 300, 600, 1, 1, 12, 3],
    // An editor's column count wider than the box is capped.
    [4, 300, 600, 3, 1, 4, 1],
  ])('%i entries in %ix%i (min %i columns): %i columns, %i rows, %i pages', (n, w, h, min, columns, rows, pages) => {
    const layout = menuLayout({ count: n, width: w, height: h, minColumns: min });
    expect({ columns: layout.columns, rows: layout.rows, pages: layout.pages }).toEqual({ columns, rows, pages });
    // Every entry has a cell on some page, and a page never holds more than its grid.
    expect(layout.pageSize * layout.pages).toBeGreaterThanOrEqual(n);
    expect(layout.pageSize).toBeLessThanOrEqual(layout.columns * layout.rows);
    expect(layout.rowPx * layout.rows).toBeCloseTo(h);
  });

  it('sizes the font from the row height, never below 12 px', () => {
    expect(menuLayout({ count: 5, width: 1180, height: 560 }).fontPx).toBe(47);
    expect(menuLayout({ count: 9, width: 1180, height: 560 }).fontPx).toBe(42);
    expect(menuLayout({ count: 12, width: 200, height: 100 }).fontPx).toBe(12);
  });
});

describe('menuPage', () => {
  const entries = Array.from({ length: 10 }, (_, i) => i);
  it('slices pages and wraps around', () => {
    const layout = { pageSize: 4, pages: 3 };
    expect(menuPage(entries, layout, 0)).toEqual([0, 1, 2, 3]);
    expect(menuPage(entries, layout, 2)).toEqual([8, 9]);
    expect(menuPage(entries, layout, 3)).toEqual([0, 1, 2, 3]);
    expect(menuPage([], { pageSize: 0, pages: 1 }, 0)).toEqual([]);
  });
});
