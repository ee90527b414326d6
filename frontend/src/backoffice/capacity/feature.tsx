// Slot capacity (issue 21), group 'Kapazität': rules per weekday and window, rush mode and cut-offs.
import type { BackofficeFeature } from '../core/feature';
import { matchHashPath } from '../core/hash-route';
import { lazyPage } from '../core/lazy-page';

const CapacityPage = lazyPage(async () => (await import('./CapacityPage')).default);

export const capacityFeature: BackofficeFeature = {
  menu: [{ path: '/capacity', label: 'Kapazitäten', group: 'Kapazität' }],
  route: (path) => (matchHashPath('/capacity', path) ? { active: '/capacity', page: <CapacityPage /> } : null),
};
