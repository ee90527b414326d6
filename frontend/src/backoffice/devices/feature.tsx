// Paired devices (group 'Verwaltung', admins only).
import { resourceFeature } from '../resources/resource-feature';

export const devicesFeature = resourceFeature([
  {
    key: 'devices',
    title: 'Geräte',
    adminOnly: true,
    group: 'Verwaltung',
    load: async () => (await import('./device-config')).deviceConfig,
  },
]);
