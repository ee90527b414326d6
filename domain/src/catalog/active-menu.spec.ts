// Spec section 4 "Checkout": active menu = among menus of the branch, the latest availableFrom in the past.
import { describe, expect, it } from '@jest/globals';
import { activeMenu, type MenuLike } from './active-menu.js';

const menus: (MenuLike & { id: string })[] = [
  { id: 'winter', availableFrom: '2025-11-01T00:00:00Z', branches: [{ id: 1 }, { id: 2 }] },
  { id: 'spring', availableFrom: '2026-03-01T00:00:00Z', branches: [{ id: 1 }] },
  { id: 'summer', availableFrom: '2026-06-01T00:00:00Z', branches: [{ id: 1 }] },
  { id: 'other', availableFrom: '2026-04-01T00:00:00Z', branches: [{ id: 3 }] },
  { id: 'all', availableFrom: new Date('2024-01-01T00:00:00Z') },
];

describe('active menu (spec 4)', () => {
  it.each<[number | string, string, string | null]>([
    [1, '2026-05-15T12:00:00Z', 'spring'],
    [1, '2026-06-01T00:00:00Z', 'summer'], // availableFrom exactly now counts
    [1, '2026-02-01T00:00:00Z', 'winter'],
    ['2', '2026-05-15T12:00:00Z', 'winter'],
    [4, '2026-05-15T12:00:00Z', 'all'], // a menu without branch list applies to all
  ])('branch %p at %s -> %p', (branchId, now, expected) => {
    expect(activeMenu(menus, branchId, now)?.id ?? null).toBe(expected);
  });

  it('is null when no menu has started', () => {
    expect(activeMenu(menus.slice(0, 4), 1, '2025-01-01T00:00:00Z')).toBeNull();
  });
});
