// The content area of the back office (issue 15 item 7): its menu entries in the group 'Inhalte' and
// its hash routes, kept here so BackofficeApp only lists them. All admin-only, like the API's writes.
import type { ReactElement } from 'react';
import { matchHashPath } from '../core/hash-route';
import type { MenuEntry } from '../layout/BackofficeLayout';
import { ResourceEditPage } from '../resources/ResourceEditPage';
import { ResourceListPage } from '../resources/ResourceListPage';
import type { ResourceConfig } from '../resources/types';
import { blockConfig } from './blocks/block-config';
import { BlockEditPage } from './blocks/BlockEditPage';
import { redirectConfig } from './redirects/redirect-config';
import { SiteEditPage } from './sites/SiteEditPage';
import { SitesListPage } from './sites/SitesListPage';

export const CONTENT_GROUP = 'Inhalte';

export const CONTENT_MENU: MenuEntry[] = [
  { path: '/sites', label: 'Seiten', adminOnly: true, group: CONTENT_GROUP },
  { path: '/blocks', label: 'Inhalte', adminOnly: true, group: CONTENT_GROUP },
  { path: '/redirects', label: 'Redirects', adminOnly: true, group: CONTENT_GROUP },
];

type Page = { active: string; page: ReactElement };
type AnyConfig = ResourceConfig<{ id: string } & Record<string, unknown>>;

/** List, new and edit routes of one resource; `edit` is the editor page for new (no id) and saved items. */
function resourceRoutes(
  base: string,
  path: string,
  list: () => ReactElement,
  edit: (id?: string) => ReactElement,
): Page | null {
  if (matchHashPath(base, path)) return { active: base, page: list() };
  if (matchHashPath(`${base}/new`, path)) return { active: base, page: edit() };
  const item = matchHashPath(`${base}/:id`, path);
  return item ? { active: base, page: edit(item.id) } : null;
}

const generic = (config: AnyConfig) => ({
  list: () => <ResourceListPage key={config.key} config={config} />,
  edit: (id?: string) => <ResourceEditPage key={`${config.key}/${id ?? 'new'}`} config={config} id={id} />,
});

export function contentRoute(path: string, admin: boolean): Page | null {
  if (!admin) return null;
  const redirects = generic(redirectConfig);
  return (
    resourceRoutes(
      '/sites',
      path,
      () => <SitesListPage />,
      (id) => <SiteEditPage key={id ?? 'new'} id={id} />,
    ) ??
    resourceRoutes(
      '/blocks',
      path,
      () => <ResourceListPage key="blocks" config={blockConfig} />,
      (id) => <BlockEditPage key={id ?? 'new'} id={id} />,
    ) ??
    resourceRoutes('/redirects', path, redirects.list, redirects.edit)
  );
}
