import { type HandshakeAuth, REALTIME_EVENTS, STATUS_POLL_INTERVAL_MS } from '@bestell/domain';
import { useEffect, useRef, useState } from 'react';
import { type Remote, remote, useRemote } from '../api/remote.js';
import { LIVE_LOAD_TIMEOUT_MS, loadWithin, watchConnection } from './live-connection.js';
import { mergeLoaded, mergePushed, type Versioned } from './merge.js';
import { openSocket } from './socket.js';

export interface LiveQueryOptions<T extends Versioned> {
  /** The list's identity: screens showing the same key share one list. */
  queryKey: readonly unknown[];
  /** Socket credentials; null while the screen has none (nothing loads). */
  auth: HandshakeAuth | null;
  /** REST load of everything the screen shows (the source of truth after any gap); aborted when it hangs. */
  load: (signal: AbortSignal) => Promise<T[]>;
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
  /** Puts an order in as a push would (an action's answer, usually ahead of its push): by version. */
  merge: (item: T) => void;
}

/**
 * One screen's live data: a REST list (a `Remote`) that the socket's pushes update, merged by version.
 * While the socket is not connected (for whatever reason, live-connection.ts) the list reloads every
 * `pollMs` (the spec's 10 s); a reconnect that did not recover the missed events reloads once.
 */
export function useLiveQuery<T extends Versioned>(options: LiveQueryOptions<T>): LiveQuery<T> {
  const { queryKey, auth, isFinished, pollMs = STATUS_POLL_INTERVAL_MS } = options;
  // Down until the socket says 'connect' (issue 16: a blocked handshake reports only after 20 s).
  const [socketDown, setSocketDown] = useState(true);
  // The latest callbacks without reopening the socket on every render.
  const latest = useRef(options);
  latest.current = options;
  const enabled = auth !== null;
  const keyHash = JSON.stringify(queryKey);
  // Read the list after the answer (not as the argument before the await): a push that arrived meanwhile
  // may be newer. A hung request is given up: every later poll would join it and never ask again.
  const list: Remote<T[]> = remote<T[]>(`live/${keyHash}`, async () => {
    const answer = await loadWithin(latest.current.load, LIVE_LOAD_TIMEOUT_MS);
    return mergeLoaded(list.getState().data, answer);
  });
  const shown = list.getState().data;
  const finished = !!shown && !!isFinished?.(shown);
  // Loaded when the screen opens; polled by the socket's watch below while it is not connected.
  const { data, error } = useRemote(list, { enabled });

  useEffect(() => {
    if (!enabled || finished) return;
    let open = true;
    const socket = openSocket(latest.current.auth!);
    const push = (item: T) => {
      if (open) list.setData((current) => mergePushed(current, item));
    };
    socket.on(REALTIME_EVENTS.orderUpdated, push);
    socket.on(REALTIME_EVENTS.orderPlaced, push);
    socket.on(REALTIME_EVENTS.orderMissed, push);
    const stopWatch = watchConnection(socket, {
      pollMs,
      poll: () => void list.load(),
      onDown: (down) => open && setSocketDown(down),
      onConnect: () => {
        if (open && !socket.recovered) void list.load();
      },
    });
    return () => {
      open = false;
      stopWatch();
      socket.disconnect();
      setSocketDown(false);
    };
  }, [list, enabled, finished, pollMs]);

  return {
    items: data ?? [],
    error: error ? error.message : null,
    socketDown,
    reload: () => void list.load(),
    merge: (item) => list.setData((current) => mergePushed(current, item)),
  };
}
