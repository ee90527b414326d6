import { type ClientToServerEvents, type HandshakeAuth, type ServerToClientEvents } from '@bestell/domain';
import type { Socket } from 'socket.io-client';

export type RealtimeSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** What the live feeds need of a socket; socket.io-client's Socket has it, tests pass a fake. */
export interface LiveSocket {
  readonly connected: boolean;
  readonly recovered: boolean;
  on(event: string, listener: (...args: never[]) => void): unknown;
  disconnect(): unknown;
}

export type SocketFactory = (auth: HandshakeAuth) => LiveSocket;

/**
 * Same-origin socket (the API serves /socket.io next to /api). The back office sends no auth: its
 * session cookie goes with the handshake. Reconnects with backoff on its own. WebSocket first: one
 * connection stays on one API process, so several processes (WEB_CONCURRENCY) need no sticky
 * sessions; long-polling remains the fallback where WebSockets are blocked.
 * socket.io-client (12 KB gzip) loads on first use, not with the page (issue 17 item 2): listeners
 * registered before it arrives are attached once it does; a disconnect before then cancels it.
 */
export const defaultSocketFactory: SocketFactory = (auth) => {
  const listeners: [string, (...args: never[]) => void][] = [];
  let socket: RealtimeSocket | null = null;
  let closed = false;
  void import('socket.io-client').then(({ io }) => {
    if (closed) return;
    socket = io({
      path: '/socket.io',
      auth: auth as Record<string, unknown>,
      withCredentials: true,
      transports: ['websocket', 'polling'],
      tryAllTransports: true,
      // A long-poll the server answers within its 25 s ping interval; one a proxy holds is dropped after
      // 30 s. Without it each reconnect leaves one hanging request, and six of them take every HTTP/1.1
      // connection of the host, the status page's own polls included (issue 40 item 5).
      requestTimeout: 30_000,
    }) as RealtimeSocket;
    for (const [event, listener] of listeners) socket.on(event as never, listener as never);
  });
  const live: LiveSocket = {
    get connected() {
      return socket?.connected ?? false;
    },
    get recovered() {
      return socket?.recovered ?? false;
    },
    on(event, listener) {
      if (socket) socket.on(event as never, listener as never);
      else listeners.push([event, listener]);
      return live;
    },
    disconnect() {
      closed = true;
      socket?.disconnect();
      return live;
    },
  };
  return live;
};

let factory: SocketFactory = defaultSocketFactory;

/** Tests (and storybook-like pages) swap the socket; returns the previous factory. */
export function setSocketFactory(next: SocketFactory): SocketFactory {
  const previous = factory;
  factory = next;
  return previous;
}

export const openSocket: SocketFactory = (auth) => factory(auth);
