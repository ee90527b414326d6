// The polling fallback of the live screens (spec 4, 9: status reload 10 s; ARCHITECTURE realtime contract):
// it depends on one fact, "the socket is not connected", never on which event a blocked socket reports.
// A refused handshake reports connect_error at once, a hanging one only after its 20 s timeout, a proxy
// that drops upgrades may report nothing for long: all of them poll from the first moment (issue 40 item 5).
import { STOREFRONT_TEXTS } from '@bestell/domain';
import type { LiveSocket } from './socket.js';

/** A poll that hangs is given up after this, so the next one (10 s later) starts fresh. */
export const LIVE_LOAD_TIMEOUT_MS = 8_000;

export interface ConnectionWatch {
  /** Every `pollMs` while the socket is not connected; the first one `pollMs` after the loss. */
  poll: () => void;
  pollMs: number;
  /** True: not connected (not yet, or lost); false: connected. Called on each change. */
  onDown: (down: boolean) => void;
  /** After a 'connect' (first or again). */
  onConnect?: () => void;
}

/**
 * Watches `socket` and polls while it is not connected. One timer: repeated connect_errors of a refused
 * socket do not restart it (a restart on every retry would never let 10 s pass). Returns the stop.
 */
export function watchConnection(socket: LiveSocket, watch: ConnectionWatch): () => void {
  let timer: ReturnType<typeof setInterval> | undefined;
  let stopped = false;
  const down = () => {
    if (stopped) return;
    watch.onDown(true);
    // The tick asks the socket itself: a 'connect' that came without its event still stops the polls.
    timer ??= setInterval(() => {
      if (!socket.connected) watch.poll();
    }, watch.pollMs);
  };
  socket.on('connect', () => {
    if (stopped) return;
    clearInterval(timer);
    timer = undefined;
    watch.onDown(false);
    watch.onConnect?.();
  });
  socket.on('disconnect', down);
  socket.on('connect_error', down);
  // Not connected yet counts as down: the handshake may never finish.
  if (!socket.connected) down();
  return () => {
    stopped = true;
    clearInterval(timer);
  };
}

/**
 * Runs `load` with an abort signal that fires after `ms` (or with `outer`), and rejects then even if the
 * loader ignores the signal: a hung request must not hold the shared load that every later poll joins.
 */
export function loadWithin<T>(load: (signal: AbortSignal) => Promise<T>, ms: number, outer?: AbortSignal): Promise<T> {
  const controller = new AbortController();
  const abort = () => controller.abort();
  outer?.addEventListener('abort', abort);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new Error(STOREFRONT_TEXTS.offline));
    }, ms);
  });
  return Promise.race([load(controller.signal), timeout]).finally(() => {
    clearTimeout(timer);
    outer?.removeEventListener('abort', abort);
  });
}
