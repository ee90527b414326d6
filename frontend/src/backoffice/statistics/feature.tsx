// The statistics area (issue 20), group 'Statistik': one page with charts; the page and recharts load
// with its first visit only.
import type { BackofficeFeature } from '../core/feature';
import { matchHashPath } from '../core/hash-route';
import { lazyPage } from '../core/lazy-page';

export const STATISTICS_GROUP = 'Statistik';

const StatisticsPage = lazyPage(async () => (await import('./StatisticsPage')).default);

export const statisticsFeature: BackofficeFeature = {
  menu: [{ path: '/statistics', label: 'Statistik', group: STATISTICS_GROUP }],
  route: (path) => (matchHashPath('/statistics', path) ? { active: '/statistics', page: <StatisticsPage /> } : null),
};
