// Digital signage (issue 19 item 7), group 'Digital Signage': Szenen (editor with live preview),
// Filmsequenzen, Streams (with the week view) and TVs (live status, pairing, commands), plus the test
// buttons of printers and notification devices. Every page loads its code on first use.
import type { BackofficeFeature } from '../core/feature';
import { matchHashPath } from '../core/hash-route';
import { lazyPage } from '../core/lazy-page';
import { crudRoutes, resourceMenuEntry, resourceRouter, type LazyResource } from '../resources/resource-feature';

const GROUP = 'Digital Signage';

const RESOURCES: LazyResource[] = [
  // Admins edit scenes, sequences and streams; employees pair and command their branch's TVs.
  {
    key: 'scenes',
    title: 'Szenen',
    readOnlyForStaff: true,
    group: GROUP,
    load: async () => (await import('./scene-config')).sceneConfig,
  },
  {
    key: 'digital-signage-segments',
    title: 'Filmsequenzen',
    readOnlyForStaff: true,
    group: GROUP,
    load: async () => (await import('./segment-config')).segmentConfig,
  },
  {
    key: 'digital-signage-streams',
    title: 'Streams',
    readOnlyForStaff: true,
    group: GROUP,
    load: async () => (await import('./stream-config')).streamConfig,
  },
];
const resources = resourceRouter(RESOURCES);

const TvsPage = lazyPage(async () => (await import('./TvsPage')).default);
const TvEditPage = lazyPage(async () => (await import('./TvEditPage')).default);
const DeviceTestsPage = lazyPage(async () => (await import('./DeviceTestsPage')).default);

const TVS = '/digital-signage-devices';

export const signageFeature: BackofficeFeature = {
  menu: [
    ...RESOURCES.map(resourceMenuEntry),
    { path: TVS, label: 'TVs', group: GROUP },
    { path: '/device-tests', label: 'Gerätetests', adminOnly: true, group: GROUP },
  ],
  route: (path, admin) => {
    if (matchHashPath('/device-tests', path) && admin) return { active: '/device-tests', page: <DeviceTestsPage /> };
    const tvs = crudRoutes(
      TVS,
      path,
      () => <TvsPage />,
      (id) => <TvEditPage key={id ?? 'new'} id={id} />,
    );
    return tvs ?? resources(path, admin);
  },
};
