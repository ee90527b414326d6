// A generic resource area (list, new, edit) as a back-office feature: the menu entry is static, the
// config (columns, fields and their editors) and the generic pages load with the first visit.
import type { ComponentType } from 'react';
import type { BackofficeFeature, FeatureMatch } from '../core/feature';
import { matchHashPath } from '../core/hash-route';
import { lazyPage } from '../core/lazy-page';
import type { MenuEntry } from '../layout/BackofficeLayout';
import type { ResourceConfig } from './types';

type AnyConfig = ResourceConfig<{ id: string } & Record<string, unknown>>;

export interface LazyResource {
  /** The config's key and title, repeated here so the menu needs none of its code (a spec checks they agree). */
  key: string;
  title: string;
  adminOnly?: boolean;
  /** See MenuEntry: employees may read but not change it, so it is not in their menu. */
  readOnlyForStaff?: boolean;
  group: string;
  load: () => Promise<unknown>;
}

interface ResourcePages {
  List: ComponentType;
  Edit: ComponentType<{ id?: string }>;
}

/** The list and edit pages of one resource, each a lazy chunk together with the config. */
function resourcePages(resource: LazyResource): ResourcePages {
  const config = () => resource.load() as Promise<AnyConfig>;
  return {
    List: lazyPage(async () => {
      const [loaded, { ResourceListPage }] = await Promise.all([config(), import('./ResourceListPage')]);
      return function List() {
        return <ResourceListPage config={loaded} />;
      };
    }),
    Edit: lazyPage(async () => {
      const [loaded, { ResourceEditPage }] = await Promise.all([config(), import('./ResourceEditPage')]);
      return function Edit({ id }: { id?: string }) {
        return <ResourceEditPage config={loaded} id={id} />;
      };
    }),
  };
}

/** List, new and edit routes for `base`; `edit` is called without an id for a new item. */
export function crudRoutes(
  base: string,
  path: string,
  list: () => FeatureMatch['page'],
  edit: (id?: string) => FeatureMatch['page'],
): FeatureMatch | null {
  if (matchHashPath(base, path)) return { active: base, page: list() };
  if (matchHashPath(`${base}/new`, path)) return { active: base, page: edit() };
  const item = matchHashPath(`${base}/:id`, path);
  return item ? { active: base, page: edit(item.id) } : null;
}

export const resourceMenuEntry = (resource: LazyResource): MenuEntry => ({
  path: `/${resource.key}`,
  label: resource.title,
  adminOnly: resource.adminOnly,
  readOnlyForStaff: resource.readOnlyForStaff,
  group: resource.group,
});

/** Routes for several lazy resources; admin-only ones answer only for admins. */
export function resourceRouter(resources: LazyResource[]): BackofficeFeature['route'] {
  const pages = new Map(resources.map((r) => [r.key, resourcePages(r)]));
  return (path, admin) => {
    for (const resource of resources) {
      if (resource.adminOnly && !admin) continue;
      const { List, Edit } = pages.get(resource.key)!;
      const base = `/${resource.key}`;
      const match = crudRoutes(
        base,
        path,
        () => <List key={base} />,
        (id) => <Edit key={`${base}/${id ?? 'new'}`} id={id} />,
      );
      if (match) return match;
    }
    return null;
  };
}

/** A feature of lazy resources only (menu in the given order). */
export function resourceFeature(resources: LazyResource[]): BackofficeFeature {
  return { menu: resources.map(resourceMenuEntry), route: resourceRouter(resources) };
}
