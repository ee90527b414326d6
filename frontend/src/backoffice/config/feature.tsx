// The shop's configuration (group 'Verwaltung', admins only).
import type { BackofficeFeature } from '../core/feature';
import { matchHashPath } from '../core/hash-route';
import { lazyPage } from '../core/lazy-page';

const ConfigPage = lazyPage(async () => (await import('./ConfigPage')).ConfigPage);

export const configFeature: BackofficeFeature = {
  menu: [{ path: '/config', label: 'Konfiguration', adminOnly: true, group: 'Verwaltung' }],
  route: (path, admin) =>
    admin && matchHashPath('/config', path) ? { active: '/config', page: <ConfigPage /> } : null,
};
