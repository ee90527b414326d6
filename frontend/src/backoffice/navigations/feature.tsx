// Navigations (group 'Inhalte', admins only): a generic resource with its items editor loaded on first use.
import { resourceFeature } from '../resources/resource-feature';

export const navigationsFeature = resourceFeature([
  {
    key: 'navigations',
    title: 'Navigationen',
    adminOnly: true,
    group: 'Inhalte',
    load: async () => (await import('./navigation-config')).navigationConfig,
  },
]);
