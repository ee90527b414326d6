// The content area of the back office (issue 15 item 7): sites, content blocks and redirects in the group
// 'Inhalte', all admin-only like the API's writes. The editors (rich text, block forms, preview) load with
// the first visit.
import type { BackofficeFeature } from '../core/feature';
import { lazyPage } from '../core/lazy-page';
import { crudRoutes, resourceRouter } from '../resources/resource-feature';

export const CONTENT_GROUP = 'Inhalte';

const SitesListPage = lazyPage(async () => (await import('./sites/SitesListPage')).SitesListPage);
const SiteEditPage = lazyPage(async () => (await import('./sites/SiteEditPage')).SiteEditPage);
const BlocksListPage = lazyPage(async () => {
  const [{ blockConfig }, { ResourceListPage }] = await Promise.all([
    import('./blocks/block-config'),
    import('../resources/ResourceListPage'),
  ]);
  return function BlocksList() {
    return <ResourceListPage config={blockConfig} />;
  };
});
const BlockEditPage = lazyPage(async () => (await import('./blocks/BlockEditPage')).BlockEditPage);
const redirects = resourceRouter([
  {
    key: 'redirects',
    title: 'Redirects',
    adminOnly: true,
    group: CONTENT_GROUP,
    load: async () => (await import('./redirects/redirect-config')).redirectConfig,
  },
]);

export const contentFeature: BackofficeFeature = {
  menu: [
    { path: '/sites', label: 'Seiten', adminOnly: true, group: CONTENT_GROUP },
    { path: '/blocks', label: 'Inhalte', adminOnly: true, group: CONTENT_GROUP },
    { path: '/redirects', label: 'Redirects', adminOnly: true, group: CONTENT_GROUP },
  ],
  route: (path, admin) => {
    if (!admin) return null;
    return (
      crudRoutes(
        '/sites',
        path,
        () => <SitesListPage />,
        (id) => <SiteEditPage key={id ?? 'new'} id={id} />,
      ) ??
      crudRoutes(
        '/blocks',
        path,
        () => <BlocksListPage key="blocks" />,
        (id) => <BlockEditPage key={id ?? 'new'} id={id} />,
      ) ??
      redirects(path, admin)
    );
  },
};
