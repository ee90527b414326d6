// The bake list and packing lists (issue 42 item 1), beside the orders: what to bake for a day, per branch;
// and the standing orders and par levels that add to it (issue 42 item 3).
import type { BackofficeFeature } from '../core/feature';
import { matchHashPath } from '../core/hash-route';
import { lazyPage } from '../core/lazy-page';

const ProductionPage = lazyPage(async () => (await import('./ProductionPage')).ProductionPage);
const StandingOrdersPage = lazyPage(async () => (await import('./StandingOrdersPage')).StandingOrdersPage);

export const productionFeature: BackofficeFeature = {
  menu: [
    { path: '/backzettel', label: 'Backzettel', group: 'Backstube' },
    { path: '/serienbestellungen', label: 'Serienbestellungen', group: 'Backstube' },
  ],
  route: (path) =>
    matchHashPath('/backzettel', path)
      ? { active: '/backzettel', page: <ProductionPage /> }
      : matchHashPath('/serienbestellungen', path)
        ? { active: '/serienbestellungen', page: <StandingOrdersPage /> }
        : null,
};
