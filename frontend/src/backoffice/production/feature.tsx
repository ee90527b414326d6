// The bake list and packing lists (issue 42 item 1), beside the orders: what to bake for a day, per branch.
import type { BackofficeFeature } from '../core/feature';
import { matchHashPath } from '../core/hash-route';
import { lazyPage } from '../core/lazy-page';

const ProductionPage = lazyPage(async () => (await import('./ProductionPage')).ProductionPage);

export const productionFeature: BackofficeFeature = {
  menu: [{ path: '/backzettel', label: 'Backzettel', group: 'Backstube' }],
  route: (path) => (matchHashPath('/backzettel', path) ? { active: '/backzettel', page: <ProductionPage /> } : null),
};
