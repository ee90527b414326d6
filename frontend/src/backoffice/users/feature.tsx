// Staff accounts (group 'Verwaltung', admins only).
import { resourceFeature } from '../resources/resource-feature';

export const usersFeature = resourceFeature([
  {
    key: 'users',
    title: 'Benutzer',
    adminOnly: true,
    group: 'Verwaltung',
    load: async () => (await import('./user-config')).userConfig,
  },
]);
