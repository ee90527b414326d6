// Init data for storefront component tests: two always-open branches, one menu with two categories.
import { parseInit } from '../shared/api/init';
import type { InitData } from '../shared/api/types';

const ALWAYS_OPEN = [{ type: 'daily' as const, date: null, isClosed: false, from: '00:00', to: '00:00' }];

export function testInit(overrides: { config?: Record<string, unknown>; me?: unknown; branches?: unknown[] } = {}) {
  const branches = overrides.branches ?? [
    {
      id: 'b-wien',
      identifier: 'wien',
      name: 'Filiale Wien',
      city: 'Wien',
      isPublic: true,
      isEnabled: true,
      isTakeawayEnabled: true,
      isCashEnabled: true,
      openingHours: ALWAYS_OPEN,
    },
    {
      id: 'b-graz',
      identifier: 'graz',
      name: 'Filiale Graz',
      city: 'Graz',
      isPublic: true,
      isEnabled: true,
      isTakeawayEnabled: true,
      isCashEnabled: true,
      openingHours: ALWAYS_OPEN,
    },
  ];
  const product = (id: string, category: string, name: string, price: string, extra: object = {}) => ({
    id,
    name,
    price,
    type: 'simple',
    unit: 'piece',
    tax: '10',
    isEnabled: true,
    isPublic: true,
    category: { id: category },
    images: [{ id: `img-${id}`, version: 2, extension: 'jpg', width: 1600, height: 1200 }],
    ...extra,
  });
  const entries = [
    { url: '/api/config', data: { shopName: 'Testbäckerei', title: 'Testbäckerei', ...overrides.config } },
    { url: '/api/users/me', data: overrides.me ?? null },
    { url: '/api/branches', data: branches },
    {
      url: '/api/menus',
      data: [
        {
          id: 'm-1',
          name: 'Sortiment',
          availableFrom: '2020-01-01T00:00:00.000Z',
          branches: [{ id: 'b-wien' }, { id: 'b-graz' }],
          catalog: [
            { category: 'c-brot', products: ['p-semmel', 'p-torte'] },
            { category: 'c-drinks', products: ['p-melange'] },
          ],
        },
      ],
    },
    {
      url: '/api/categories',
      data: [
        { id: 'c-brot', name: 'Brot & Gebäck', isEnabled: true, isPublic: true },
        { id: 'c-drinks', name: 'Getränke', isEnabled: true, isPublic: true },
      ],
    },
    {
      url: '/api/products',
      data: [
        product('p-semmel', 'c-brot', 'Kaisersemmel', '0.60', { allergens: '<p>Gluten (A)</p>' }),
        product('p-torte', 'c-brot', 'Sachertorte', '32.00'),
        product('p-melange', 'c-drinks', 'Wiener Melange', '3.90'),
      ],
    },
  ];
  return parseInit(entries) as InitData;
}
