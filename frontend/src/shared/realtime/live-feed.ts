import { type HandshakeAuth, newerOrder, REALTIME_EVENTS, STATUS_POLL_INTERVAL_MS } from '@bestell/domain';
import { type LiveSocket, openSocket } from './socket.js';

export interface Versioned {
  id: string;
  version: number;
}

export interface LiveFeedOptions<T extends Versioned> {
  auth: HandshakeAuth;
  /** REST load of everything the screen shows (the source of truth after any gap). */
  load: () => Promise<T[]>;
  onChange: (items: T[], error: string | null) => void;
  /** True when nothing more can change: the feed stops polling and closes its socket. */
  isFinished?: (items: T[]) => boolean;
  pollMs?: number;
}

/**
 * One screen's live data: REST load, then socket pushes merged by version (older or equal versions are
 * ignored, so late pushes and polls cannot move an order backwards). While the socket is down (never
 * connected or lost) the REST load repeats every `pollMs` (the spec's 10 s). A reconnect that did not
 * recover the missed events (`socket.recovered === false`) re-fetches over REST.
 */
export class LiveFeed<T extends Versioned> {
  private readonly items = new Map<string, T>();
  private error: string | null = null;
  private socket: LiveSocket | null = null;
  private pollTimer: ReturnType<typeof setInterval> | null = null;
  private stopped = false;
  private loading: Promise<void> | null = null;

  constructor(private readonly options: LiveFeedOptions<T>) {}

  start(): void {
    const socket = openSocket(this.options.auth);
    this.socket = socket;
    const push = (item: T) => this.merge([item]);
    socket.on(REALTIME_EVENTS.orderUpdated, push);
    socket.on(REALTIME_EVENTS.orderPlaced, push);
    socket.on(REALTIME_EVENTS.orderMissed, push);
    socket.on('connect', () => {
      this.stopPolling();
      if (!socket.recovered) void this.reload();
    });
    socket.on('disconnect', () => this.startPolling());
    socket.on('connect_error', () => this.startPolling());
    void this.reload();
  }

  stop(): void {
    this.stopped = true;
    this.stopPolling();
    this.socket?.disconnect();
    this.socket = null;
  }

  /** REST load now; concurrent calls share one request. */
  reload(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    this.loading ??= this.options
      .load()
      .then((items) => {
        this.error = null;
        this.merge(items, true);
      })
      .catch((err: unknown) => {
        this.error = err instanceof Error ? err.message : String(err);
        this.emit();
      })
      .finally(() => (this.loading = null));
    return this.loading;
  }

  private merge(incoming: T[], fromRest = false): void {
    if (this.stopped) return;
    let changed = fromRest;
    if (fromRest) {
      // The REST list is the screen's truth (finished orders leave it); only a newer push survives it.
      const previous = new Map(this.items);
      this.items.clear();
      for (const item of incoming) {
        const known = previous.get(item.id);
        this.items.set(item.id, known && known.version > item.version ? known : item);
      }
      incoming = [];
    }
    for (const item of incoming) {
      if (newerOrder(this.items.get(item.id), item)) {
        this.items.set(item.id, item);
        changed = true;
      }
    }
    if (!changed) return;
    this.emit();
    if (this.options.isFinished?.([...this.items.values()])) this.stop();
  }

  private emit(): void {
    this.options.onChange([...this.items.values()], this.error);
  }

  private startPolling(): void {
    if (this.pollTimer || this.stopped) return;
    this.pollTimer = setInterval(() => void this.reload(), this.options.pollMs ?? STATUS_POLL_INTERVAL_MS);
  }

  private stopPolling(): void {
    if (this.pollTimer) clearInterval(this.pollTimer);
    this.pollTimer = null;
  }
}
