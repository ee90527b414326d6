// Back-office reads of the generic resources (branches, products, tags ...) as queries, one key per
// resource: the list page, the select options of other forms and the edit page share the cache, and
// a save or delete invalidates the resource so every screen showing it reloads.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { queryKeys } from '../../shared/api/query-keys';
import { bo } from '../core/api';

interface Named {
  id: string;
  name?: string;
  identifier?: string;
  email?: string;
}

export type Option = { value: string; label: string };

export const resourceListQuery = <T>(key: string) => ({
  queryKey: queryKeys.resourceList(key),
  queryFn: () => bo.get<T[]>(`/${key}`),
});

/** GET /api/{key}: the list, reloaded on every visit of a list page. */
export function useResourceList<T = Named>(key: string) {
  return useQuery(resourceListQuery<T>(key));
}

/** GET /api/{key}/{id}; no request for a new item. */
export function useResourceItem<T>(key: string, id: string | undefined) {
  return useQuery({
    queryKey: queryKeys.resourceItem(key, id ?? ''),
    queryFn: () => bo.get<T>(`/${key}/${id}`),
    enabled: !!id,
  });
}

/**
 * Select options of a referenced resource, one request per list until a change invalidates it; a
 * failed request leaves the select empty and the form still usable.
 */
export function useOptions(
  key: string,
  toOption: (item: Named) => Option = (i) => ({ value: i.id, label: i.name || i.identifier || i.email || i.id }),
): Option[] {
  const { data } = useQuery({
    ...resourceListQuery<Named>(key),
    staleTime: Infinity,
    select: (items: Named[]) => items.map(toOption),
  });
  return data ?? [];
}

/** Marks a resource's list (and its options) stale after a change; active screens reload it. */
export function useInvalidateResource() {
  const client = useQueryClient();
  return useCallback(
    (key: string) => client.invalidateQueries({ queryKey: queryKeys.resourceList(key), exact: true }),
    [client],
  );
}
