// The audit log (issue 21 item 6), group 'Verwaltung', admins only (the API answers 403 to anyone else).
import type { BackofficeFeature } from '../core/feature';
import { matchHashPath } from '../core/hash-route';
import { lazyPage } from '../core/lazy-page';

const LogsPage = lazyPage(async () => (await import('./LogsPage')).LogsPage);

export const logsFeature: BackofficeFeature = {
  menu: [{ path: '/logs', label: 'Logs', adminOnly: true, group: 'Verwaltung' }],
  route: (path, admin) => (admin && matchHashPath('/logs', path) ? { active: '/logs', page: <LogsPage /> } : null),
};
