// Menu groups (spec 4 active menu, spec 2 availability): the branch's menu with the latest past
// availableFrom; hidden categories/products left out; visible-when-unavailable shown but not orderable.
import { describe, expect, it } from '@jest/globals';
import type { ApiBranch, ApiProduct, Category, Menu } from '../api/types';
import { activeGroupIndex } from './CategoryBar';
import { menuGroups, orderableProducts } from './menu-groups';

const branch = { id: 'b1', identifier: 'wien', name: 'Wien', openingHours: [] } as ApiBranch;
const product = (id: string, extra: Partial<ApiProduct> = {}): ApiProduct => ({
  id,
  name: id,
  type: 'simple',
  price: '1.00',
  unit: 'piece',
  tax: '10',
  isEnabled: true,
  ...extra,
});
const products = new Map(
  [
    product('bread'),
    product('hidden', { isPublic: false }),
    product('sold-out', { isEnabled: false, isVisibleWhenUnavailable: true }),
    product('new'),
  ].map((p) => [p.id, p]),
);
const categories: Category[] = [
  { id: 'c1', name: 'Brot', isEnabled: true },
  { id: 'c2', name: 'Geheim', isEnabled: false },
];
const menus: Menu[] = [
  {
    id: 'm-old',
    name: 'Alt',
    availableFrom: '2026-01-01T00:00:00Z',
    branches: [{ id: 'b1' }],
    catalog: [
      { category: 'c1', products: ['bread', 'hidden', 'sold-out'] },
      { category: 'c2', products: ['bread'] },
    ],
  },
  {
    id: 'm-future',
    name: 'Neu',
    availableFrom: '2027-03-01T00:00:00Z',
    branches: [{ id: 'b1' }],
    catalog: [{ category: 'c1', products: ['new'] }],
  },
  {
    id: 'm-other',
    name: 'Graz',
    availableFrom: '2026-06-01T00:00:00Z',
    branches: [{ id: 'b2' }],
    catalog: [{ category: 'c1', products: ['new'] }],
  },
];

describe('menuGroups (spec 4 active menu, spec 2 availability)', () => {
  it('uses the latest started menu of the branch and filters by visibility', () => {
    const groups = menuGroups(branch, menus, categories, products, new Date('2026-11-24T09:00:00Z'), 'Europe/Vienna');
    expect(groups.map((group) => group.category.name)).toEqual(['Brot']);
    expect(groups[0]!.products.map((item) => [item.product.id, item.available])).toEqual([
      ['bread', true],
      ['sold-out', false],
    ]);
    expect(orderableProducts(groups).map((p) => p.id)).toEqual(['bread']);
  });

  it('switches to the next menu once it has started', () => {
    const groups = menuGroups(branch, menus, categories, products, new Date('2027-03-02T09:00:00Z'), 'Europe/Vienna');
    expect(groups[0]!.products.map((item) => item.product.id)).toEqual(['new']);
  });
});

describe('activeGroupIndex (spec 2 category bar)', () => {
  it('highlights the last group whose top is above 25% of the window height', () => {
    expect(activeGroupIndex([300, 900, 1500], 800)).toBe(0);
    expect(activeGroupIndex([-400, 150, 700], 800)).toBe(1);
    expect(activeGroupIndex([-900, -300, 200], 800)).toBe(2);
  });
});
