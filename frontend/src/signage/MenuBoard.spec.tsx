// Issue 40 item 9: the menu board shows every product of its board, in columns from the count, and pages
// through a list longer than the zone can hold.
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, cleanup, render } from '@testing-library/react';
import type { MenuBoardData, MenuBoardZone } from '@bestell/domain';
import { MENU_PAGE_MS, MenuBoard } from './MenuBoard';

const zone: MenuBoardZone = { id: 'z1', kind: 'menu-board', x: 0, y: 0, width: 100, height: 100, categories: [] };
const board = (count: number, categories = 1): MenuBoardData => ({
  branchId: 'b1',
  generatedAt: '2026-12-02T10:00:00.000Z',
  categories: Array.from({ length: categories }, (_, c) => ({
    categoryId: `c${c}`,
    name: `Kategorie ${c + 1}`,
    items: Array.from({ length: count }, (_, i) => ({
      productId: `p${c}-${i}`,
      name: `Produkt ${c + 1}.${i + 1}`,
      description: '',
      price: '1.00',
      priceText: '1,00 €',
      unit: null,
      imageUrl: null,
      soldOut: false,
      unavailable: false,
    })),
  })),
});

function screenSize(width: number, height: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: height });
}

afterEach(() => {
  cleanup();
  jest.useRealTimers();
});

describe('MenuBoard', () => {
  it.each([
    [1280, 720],
    [1920, 1080],
  ])('shows all nine products on one page in two columns at %ix%i', (width, height) => {
    screenSize(width, height);
    const { container } = render(<MenuBoard zone={zone} board={board(9)} media={(u) => u} />);
    expect(container.querySelectorAll('[data-product]')).toHaveLength(9);
    const grid = container.querySelector<HTMLElement>('.sg-menu-grid')!;
    expect(grid.dataset.columns).toBe('2');
    expect(grid.dataset.pages).toBe('1');
    expect(grid.style.gridTemplateRows).toBe('repeat(5, minmax(0, 1fr))');
  });

  it('gives each category a heading cell when the board has several', () => {
    screenSize(1920, 1080);
    const { container } = render(<MenuBoard zone={zone} board={board(4, 3)} media={(u) => u} />);
    expect([...container.querySelectorAll('h3')].map((h) => h.textContent)).toEqual([
      'Kategorie 1',
      'Kategorie 2',
      'Kategorie 3',
    ]);
    expect(container.querySelectorAll('[data-product]')).toHaveLength(12);
  });

  it('pages through a board longer than the zone holds, every product once per cycle', () => {
    jest.useFakeTimers();
    screenSize(1280, 720);
    const { container } = render(<MenuBoard zone={zone} board={board(100)} media={(u) => u} />);
    const grid = container.querySelector<HTMLElement>('.sg-menu-grid')!;
    const pages = Number(grid.dataset.pages);
    expect(pages).toBeGreaterThan(1);
    const seen = new Set<string>();
    for (let page = 0; page < pages; page++) {
      container.querySelectorAll<HTMLElement>('[data-product]').forEach((el) => seen.add(el.dataset.product!));
      expect(container.querySelector('.sg-menu-page')!.textContent).toBe(`${page + 1} / ${pages}`);
      act(() => jest.advanceTimersByTime(MENU_PAGE_MS));
    }
    expect(seen.size).toBe(100);
    expect(container.querySelector('.sg-menu-page')!.textContent).toBe(`1 / ${pages}`);
  });
});
