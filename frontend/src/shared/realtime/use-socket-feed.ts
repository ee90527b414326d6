// The socket half of a live query: opens the socket with the screen's credentials, hands each pushed
// row to `push`, and tells whether the socket is down (the query then polls). A reconnect that did not
// recover the missed events calls `missed` (the query reloads once).
import { type HandshakeAuth, REALTIME_EVENTS, STATUS_POLL_INTERVAL_MS } from '@bestell/domain';
import { useEffect, useRef, useState } from 'react';
import { watchConnection } from './live-connection.js';
import { openSocket } from './socket.js';

export interface SocketFeedOptions<T> {
  /** Socket credentials (`{}`: the session cookie); null: no socket. */
  auth: HandshakeAuth | null;
  /** Events whose payload is one row; the order events by default. */
  events?: readonly string[];
  /** A change of it reopens the socket (the query key, JSON). */
  identity: string;
  push: (row: T) => void;
  missed: () => void;
  /** Called every `pollMs` while the socket is not connected (live-connection.ts); omitted: the caller polls on `socketDown`. */
  poll?: () => void;
  pollMs?: number;
}

const ORDER_EVENTS = [REALTIME_EVENTS.orderUpdated, REALTIME_EVENTS.orderPlaced, REALTIME_EVENTS.orderMissed];

export function useSocketFeed<T>(options: SocketFeedOptions<T>): { socketDown: boolean } {
  // Down until the socket says 'connect': a blocked socket may take its whole handshake timeout (20 s)
  // to report connect_error, and the 10 s polling must not wait for that (issue 16).
  const [socketDown, setSocketDown] = useState(true);
  // The latest callbacks without reopening the socket on every render.
  const latest = useRef(options);
  latest.current = options;
  const enabled = options.auth !== null;

  useEffect(() => {
    if (!enabled) return;
    let open = true;
    const socket = openSocket(latest.current.auth!);
    const push = (row: T) => open && latest.current.push(row);
    for (const event of latest.current.events ?? ORDER_EVENTS) socket.on(event, push);
    const stopWatch = watchConnection(socket, {
      pollMs: latest.current.pollMs ?? STATUS_POLL_INTERVAL_MS,
      poll: () => open && latest.current.poll?.(),
      onDown: (down) => open && setSocketDown(down),
      onConnect: () => {
        if (open && !socket.recovered) latest.current.missed();
      },
    });
    return () => {
      open = false;
      stopWatch();
      socket.disconnect();
    };
  }, [enabled, options.identity]);

  return { socketDown };
}
