import { type HandshakeAuth, REALTIME_EVENTS, STATUS_POLL_INTERVAL_MS } from '@bestell/domain';
import { type QueryKey, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { mergeLoaded, mergePushed, type Versioned } from './merge.js';
import { openSocket } from './socket.js';

export interface LiveQueryOptions<T extends Versioned> {
  queryKey: QueryKey;
  /** Socket credentials; null while the screen has none (nothing loads). */
  auth: HandshakeAuth | null;
  /** REST load of everything the screen shows (the source of truth after any gap). */
  load: () => Promise<T[]>;
  /** True when nothing more can change: the socket closes and polling stops. */
  isFinished?: (items: T[]) => boolean;
  pollMs?: number;
}

export interface LiveQuery<T> {
  items: T[];
  error: string | null;
  /** True while the socket is not connected (not yet, or lost): the query then polls. */
  socketDown: boolean;
  reload: () => void;
}

/**
 * One screen's live data: a query (REST) that the socket's pushes update through `setQueryData`,
 * merged by version. While the socket is down the query refetches every `pollMs` (the spec's 10 s);
 * a reconnect that did not recover the missed events (`socket.recovered === false`) refetches once.
 */
export function useLiveQuery<T extends Versioned>(options: LiveQueryOptions<T>): LiveQuery<T> {
  const { queryKey, auth, isFinished, pollMs = STATUS_POLL_INTERVAL_MS } = options;
  const client = useQueryClient();
  // Down until the socket says 'connect': a blocked socket may take its whole handshake timeout (20 s)
  // to report connect_error, and the spec's 10 s polling must not wait for that (issue 16: ~30 s).
  const [socketDown, setSocketDown] = useState(true);
  // The latest callbacks without reopening the socket on every render.
  const latest = useRef(options);
  latest.current = options;
  const enabled = auth !== null;

  const query = useQuery({
    queryKey,
    enabled,
    // Read the cache after the answer: a push that arrived meanwhile may be newer than the answer.
    queryFn: async () => mergeLoaded(client.getQueryData<T[]>(queryKey), await latest.current.load()),
    refetchInterval: (q) => {
      const items = q.state.data as T[] | undefined;
      const finished = !!items && !!latest.current.isFinished?.(items);
      return socketDown && !finished ? pollMs : false;
    },
    refetchIntervalInBackground: true,
  });
  const items = query.data ?? [];
  const finished = !!query.data && !!isFinished?.(query.data);
  const keyHash = JSON.stringify(queryKey);

  useEffect(() => {
    if (!enabled || finished) return;
    let open = true;
    setSocketDown(true);
    const socket = openSocket(latest.current.auth!);
    const push = (item: T) => {
      if (open) client.setQueryData<T[]>(latest.current.queryKey, (current) => mergePushed(current, item));
    };
    socket.on(REALTIME_EVENTS.orderUpdated, push);
    socket.on(REALTIME_EVENTS.orderPlaced, push);
    socket.on(REALTIME_EVENTS.orderMissed, push);
    socket.on('connect', () => {
      if (!open) return;
      setSocketDown(false);
      if (!socket.recovered) void client.refetchQueries({ queryKey: latest.current.queryKey, exact: true });
    });
    const lost = () => open && setSocketDown(true);
    socket.on('disconnect', lost);
    socket.on('connect_error', lost);
    return () => {
      open = false;
      socket.disconnect();
      setSocketDown(false);
    };
  }, [client, enabled, finished, keyHash]);

  return {
    items,
    error: query.error ? (query.error instanceof Error ? query.error.message : String(query.error)) : null,
    socketDown,
    reload: () => void query.refetch(),
  };
}
