// Select options of referenced resources (branches, categories, products ...), one request per list
// and screen visit; a failed request leaves the select empty and the form still usable.
import { useEffect, useState } from 'react';
import { bo } from '../core/api';

interface Named {
  id: string;
  name?: string;
  identifier?: string;
  email?: string;
}

const cache = new Map<string, Promise<Named[]>>();

export function loadList<T = Named>(path: string): Promise<T[]> {
  let promise = cache.get(path);
  if (!promise) {
    promise = bo.get<Named[]>(path);
    cache.set(path, promise);
    promise.catch(() => cache.delete(path));
  }
  return promise as Promise<T[]>;
}

/** Forget cached lists after a change, so other screens see it. */
export function invalidateList(path: string): void {
  cache.delete(path);
}

export function useOptions(path: string): { value: string; label: string }[] {
  const [options, setOptions] = useState<{ value: string; label: string }[]>([]);
  useEffect(() => {
    let alive = true;
    loadList(path).then(
      (items) => {
        if (alive) setOptions(items.map((i) => ({ value: i.id, label: i.name || i.identifier || i.email || i.id })));
      },
      () => undefined,
    );
    return () => {
      alive = false;
    };
  }, [path]);
  return options;
}

export const refIds = (refs: unknown): string[] =>
  Array.isArray(refs) ? refs.map((r) => (r as { id: string }).id) : [];
export const toRefs = (ids: unknown): { id: string }[] =>
  Array.isArray(ids) ? (ids as string[]).map((id) => ({ id })) : [];
