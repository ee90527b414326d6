// Back-office reads of the generic resources (branches, products, tags ...) as queries, one key per
// resource: the list page, the select options of other forms and the edit page share the cache, and
// a save or delete invalidates the resource so every screen showing it reloads.
//
// The resource name is checked against the OpenAPI document (issue 22): `useResourceList('sites')`
// reads GET /api/sites and answers the document's type. The generic list and edit pages, whose
// resource comes from their config at run time, use the untyped `useAnyResource…` variants.
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { queryKeys } from '../../shared/api/query-keys';
import type { ApiData, PathsWith } from '../../shared/api/typed';
import { boRequest } from '../core/api';

type Segment<K> = K extends `${string}/${string}` | `${string}{${string}` ? never : K;

/** Resources with a list: GET /api/{key} answering an array. */
export type ListResource = {
  [P in PathsWith<'get'>]: P extends `/api/${infer K}`
    ? ApiData<P, 'get'> extends readonly unknown[]
      ? Segment<K>
      : never
    : never;
}[PathsWith<'get'>];

/** Resources with an item: GET /api/{key}/{id}. */
export type ItemResource = {
  [P in PathsWith<'get'>]: P extends `/api/${infer K}/{id}` ? Segment<K> : never;
}[PathsWith<'get'>];

/** The answer of GET /api/{key}. */
export type ResourceList<K extends ListResource> = K extends ListResource
  ? `/api/${K}` extends infer P extends PathsWith<'get'>
    ? ApiData<P, 'get'>
    : never
  : never;

/** The answer of GET /api/{key}/{id}. */
export type ResourceItem<K extends ItemResource> = K extends ItemResource
  ? `/api/${K}/{id}` extends infer P extends PathsWith<'get'>
    ? ApiData<P, 'get'>
    : never
  : never;

interface Named {
  id: string;
  name?: string;
  identifier?: string;
  email?: string;
}

export type Option = { value: string; label: string };

// The path is built from the checked name, so the call itself goes through the untyped boRequest.
export const resourceListQuery = <K extends ListResource>(key: K) =>
  queryOptions({
    queryKey: queryKeys.resourceList(key),
    queryFn: () => boRequest<ResourceList<K>>(`/${key}`),
  });

/** GET /api/{key}/{id}; no request for a new item. */
export const resourceItemQuery = <K extends ItemResource>(key: K, id: string | undefined) =>
  queryOptions({
    queryKey: queryKeys.resourceItem(key, id ?? ''),
    queryFn: () => boRequest<ResourceItem<K>>(`/${key}/${id}`),
    enabled: !!id,
  });

/** The generic list and edit pages' reads: the resource is their config's, the rows are untyped. */
export const anyResourceListQuery = <T>(key: string) =>
  queryOptions({ queryKey: queryKeys.resourceList(key), queryFn: () => boRequest<T[]>(`/${key}`) });

export const anyResourceItemQuery = <T>(key: string, id: string | undefined) =>
  queryOptions({
    queryKey: queryKeys.resourceItem(key, id ?? ''),
    queryFn: () => boRequest<T>(`/${key}/${id}`),
    enabled: !!id,
  });

/** GET /api/{key}: the list, reloaded on every visit of a list page. */
export function useResourceList<K extends ListResource>(key: K) {
  return useQuery(resourceListQuery(key));
}

export function useResourceItem<K extends ItemResource>(key: K, id: string | undefined) {
  return useQuery(resourceItemQuery(key, id));
}

/** useResourceList of the generic list page. */
export function useAnyResourceList<T>(key: string) {
  return useQuery(anyResourceListQuery<T>(key));
}

/** useResourceItem of the generic edit page. */
export function useAnyResourceItem<T>(key: string, id: string | undefined) {
  return useQuery(anyResourceItemQuery<T>(key, id));
}

/**
 * Select options of a referenced resource, one request per list until a change invalidates it; a
 * failed request leaves the select empty and the form still usable.
 */
export function useOptions(
  key: ListResource,
  toOption: (item: Named) => Option = (i) => ({ value: i.id, label: i.name || i.identifier || i.email || i.id }),
): Option[] {
  const { data } = useQuery({
    ...resourceListQuery(key),
    staleTime: Infinity,
    select: (items) => (items as Named[]).map(toOption),
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
