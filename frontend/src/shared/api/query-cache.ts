// A very small query cache: one entry per key, shared promise, subscribers re-render on change.
// Enough for the storefront's few reads; keeps @tanstack/react-query out of the first-visit bundle.
import { useCallback, useEffect, useSyncExternalStore } from 'react';

export interface QueryState<T> {
  data: T | undefined;
  error: unknown;
  status: 'idle' | 'loading' | 'success' | 'error';
  updatedAt: number;
}

type Entry = QueryState<unknown> & { promise?: Promise<unknown> };

const IDLE: QueryState<never> = { data: undefined, error: undefined, status: 'idle', updatedAt: 0 };
const entries = new Map<string, Entry>();
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

function set(key: string, entry: Entry): void {
  entries.set(key, entry);
  emit();
}

export const queryCache = {
  get<T>(key: string): QueryState<T> {
    return (entries.get(key) as QueryState<T> | undefined) ?? IDLE;
  },
  setData<T>(key: string, data: T): void {
    set(key, { data, error: undefined, status: 'success', updatedAt: Date.now() });
  },
  /** Runs `fetcher` unless fresh data (younger than `maxAgeMs`) or a request is already there. */
  fetch<T>(key: string, fetcher: () => Promise<T>, maxAgeMs = Infinity): Promise<T> {
    const current = entries.get(key);
    if (current?.promise) return current.promise as Promise<T>;
    if (current?.status === 'success' && Date.now() - current.updatedAt < maxAgeMs) {
      return Promise.resolve(current.data as T);
    }
    const promise = fetcher().then(
      (data) => {
        set(key, { data, error: undefined, status: 'success', updatedAt: Date.now() });
        return data;
      },
      (error: unknown) => {
        set(key, { ...(entries.get(key) ?? IDLE), error, status: 'error', promise: undefined });
        throw error;
      },
    );
    set(key, { ...(current ?? IDLE), status: current?.status === 'success' ? 'success' : 'loading', promise });
    return promise;
  },
  invalidate(key: string): void {
    const current = entries.get(key);
    if (current) set(key, { ...current, updatedAt: 0 });
  },
  clear(): void {
    entries.clear();
    emit();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** Reads a cached query and starts it on mount; `refetch` forces a new request. */
export function useQuery<T>(key: string, fetcher: () => Promise<T>, maxAgeMs = Infinity) {
  const state = useSyncExternalStore(
    queryCache.subscribe,
    () => queryCache.get<T>(key),
    () => queryCache.get<T>(key),
  );
  useEffect(() => {
    queryCache.fetch(key, fetcher, maxAgeMs).catch(() => undefined);
    // The fetcher is identified by the key.
  }, [key, maxAgeMs]);
  const refetch = useCallback(() => {
    queryCache.invalidate(key);
    return queryCache.fetch(key, fetcher, 0);
  }, [key]);
  return { ...state, refetch };
}
