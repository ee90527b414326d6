// The back office's live lists (orders, frontdesk, TVs, recorded time): one TanStack query per list,
// fed by the socket. The REST answer is the truth; pushes go into the cache with `setQueryData` through
// the list's merge (by version where the rows carry one). While the socket is not connected the query
// polls (the feed's timer, the spec's 10 s; a hung load is given up); a reconnect that did not recover
// the missed events reloads once.
// Storefront screens never import this file: they read through `Remote`s and do not ship TanStack Query.
import { type HandshakeAuth, STATUS_POLL_INTERVAL_MS } from '@bestell/domain';
import { type QueryFunction, type QueryKey, type SkipToken, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { LIVE_LOAD_TIMEOUT_MS, loadWithin } from './live-connection.js';
import { mergeLoaded, mergePushed, type Versioned } from './merge.js';
import { useSocketFeed } from './use-socket-feed.js';

/** How a list takes a REST answer and a pushed row; by version unless the rows have none. */
export interface LiveMerge<T> {
  loaded: (cached: T[] | undefined, answer: T[]) => T[];
  pushed: (cached: T[] | undefined, row: T) => T[] | undefined;
}

export const byVersion = <T extends Versioned>(): LiveMerge<T> => ({ loaded: mergeLoaded, pushed: mergePushed });

/** Rows without a version (TVs): the answer is taken as it is, a pushed row replaces its namesake. */
export const lastWins = <T extends { id: string }>(): LiveMerge<T> => ({
  loaded: (_cached, answer) => answer,
  pushed: (list, row) =>
    list ? (list.some((r) => r.id === row.id) ? list.map((r) => (r.id === row.id ? row : r)) : [...list, row]) : list,
});

export interface LiveListOptions<T> {
  /** The per-resource `queryOptions(...)`: key and REST load. */
  query: { queryKey: QueryKey; queryFn?: QueryFunction<T[], never> | SkipToken };
  merge: LiveMerge<T>;
  /** Socket credentials (`{}`: the session cookie); null while the screen has none (nothing loads). */
  auth: HandshakeAuth | null;
  /** Events whose payload is one row of the list; the order events by default. */
  events?: readonly string[];
  /** Whether a pushed row belongs on this screen (a window, a branch). */
  accepts?: (row: T) => boolean;
  /** Another cache that takes each pushed row too (a TV's item query). */
  onPush?: (row: T) => void;
  pollMs?: number;
}

export function useLiveList<T>(options: LiveListOptions<T>) {
  const { query, auth, pollMs = STATUS_POLL_INTERVAL_MS } = options;
  const client = useQueryClient();
  // The latest options without reopening the socket on every render.
  const latest = useRef(options);
  latest.current = options;
  const put = useCallback(
    (row: T) =>
      client.setQueryData<T[]>(latest.current.query.queryKey, (list) => latest.current.merge.pushed(list, row)),
    [client],
  );
  const reload = () => void client.refetchQueries({ queryKey: latest.current.query.queryKey, exact: true });
  const { socketDown } = useSocketFeed<T>({
    auth,
    pollMs,
    poll: reload,
    events: options.events,
    identity: JSON.stringify(query.queryKey),
    push: (row) => {
      if (latest.current.accepts && !latest.current.accepts(row)) return;
      put(row);
      latest.current.onPush?.(row);
    },
    missed: reload,
  });
  const result = useQuery({
    queryKey: query.queryKey,
    // Read the cache after the answer: a push that arrived meanwhile may be newer than the answer.
    queryFn: async (context) => {
      const load = latest.current.query.queryFn as QueryFunction<T[]>;
      const answer = await loadWithin(
        async (signal) => load({ ...context, signal }),
        LIVE_LOAD_TIMEOUT_MS,
        context.signal,
      );
      return latest.current.merge.loaded(client.getQueryData<T[]>(latest.current.query.queryKey), answer);
    },
    enabled: auth !== null,
  });
  return {
    ...result,
    items: result.data ?? [],
    socketDown,
    /** Puts an action's answer in as a push would (usually ahead of its push). */
    merge: put,
  };
}
