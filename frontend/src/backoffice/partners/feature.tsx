// External users (partners with an API token) and their webhooks, issues 21/22: group 'Verwaltung',
// admins only (the API answers 403 to anyone else).
import type { BackofficeFeature } from '../core/feature';
import { matchHashPath } from '../core/hash-route';
import { lazyPage } from '../core/lazy-page';

const ExternalUsersPage = lazyPage(async () => (await import('./ExternalUsersPage')).ExternalUsersPage);
const ExternalUserPage = lazyPage(async () => (await import('./ExternalUserPage')).ExternalUserPage);

const BASE = '/external-users';

export const partnersFeature: BackofficeFeature = {
  menu: [{ path: BASE, label: 'Externe Benutzer', adminOnly: true, group: 'Verwaltung' }],
  route: (path, admin) => {
    if (!admin) return null;
    if (matchHashPath(BASE, path)) return { active: BASE, page: <ExternalUsersPage /> };
    const item = matchHashPath(`${BASE}/:id`, path);
    return item ? { active: BASE, page: <ExternalUserPage key={item.id} id={item.id} /> } : null;
  },
};
