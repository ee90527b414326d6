// The storefront's server reads: the shop data, a legal page's text, a live order. Each is a `Remote`, one
// per key, shared by every component that shows it (useSyncExternalStore). Customers need no more than
// "load, keep, load again, take a push", so the storefront does not ship TanStack Query, ~10 KB gzip in
// every route's first load (issue 17 item 2); the back office's many lists and forms keep it.
import { useEffect, useSyncExternalStore } from 'react';

export type RemoteStatus = 'pending' | 'error' | 'success';

export interface RemoteState<T> {
  data: T | undefined;
  /** The last load's failure; the data of an earlier load stays. */
  error: Error | null;
  status: RemoteStatus;
  /** When the data was loaded or set (ms); 0: never, or invalidated. */
  updatedAt: number;
}

const toError = (error: unknown): Error => (error instanceof Error ? error : new Error(String(error)));

export class Remote<T> {
  private state: RemoteState<T> = { data: undefined, error: null, status: 'pending', updatedAt: 0 };
  private readonly listeners = new Set<() => void>();
  private loading: Promise<void> | undefined;

  /** `loader`: what `load` and `invalidate` run; the last component to ask for the key sets it (fresh closures). */
  constructor(public loader: () => Promise<T>) {}

  readonly getState = (): RemoteState<T> => this.state;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  get watched(): boolean {
    return this.listeners.size > 0;
  }

  /** Older than `maxAgeMs`, or never loaded. */
  isStale(maxAgeMs = 0): boolean {
    return this.state.updatedAt === 0 || Date.now() - this.state.updatedAt > maxAgeMs;
  }

  /** Loads (or joins the load under way); never rejects: a failure is the state's `error`. */
  load(loader: () => Promise<T> = this.loader): Promise<void> {
    this.loading ??= loader()
      .then(
        (data) => this.set({ data, error: null, status: 'success', updatedAt: Date.now() }),
        (error: unknown) => this.set({ ...this.state, error: toError(error), status: 'error' }),
      )
      .finally(() => {
        this.loading = undefined;
      });
    return this.loading;
  }

  /** Puts data in as if loaded (a push, an action's answer); `update` gets the current data (same: no change). */
  setData(update: T | ((current: T | undefined) => T | undefined)): void {
    const data =
      typeof update === 'function' ? (update as (current: T | undefined) => T | undefined)(this.state.data) : update;
    if (data !== undefined && data !== this.state.data)
      this.set({ data, error: null, status: 'success', updatedAt: Date.now() });
  }

  /** Marks the data stale; a shown one loads again at once. */
  invalidate(): void {
    this.state = { ...this.state, updatedAt: 0 };
    if (this.watched) void this.load();
  }

  /**
   * Back to never loaded, without telling the components (tests start each case empty; the last case's
   * components are unmounted after this, and must not re-render without their data first).
   */
  reset(): void {
    this.state = { data: undefined, error: null, status: 'pending', updatedAt: 0 };
  }

  private set(state: RemoteState<T>): void {
    this.state = state;
    for (const listener of this.listeners) listener();
  }
}

const remotes = new Map<string, Remote<unknown>>();

/** The one Remote of `key`, loading with `loader` from now on. */
export function remote<T>(key: string, loader: () => Promise<T>): Remote<T> {
  let found = remotes.get(key) as Remote<T> | undefined;
  if (found) found.loader = loader;
  else {
    found = new Remote(loader);
    remotes.set(key, found as Remote<unknown>);
  }
  return found;
}

/** Marks every Remote whose key starts with `prefix` stale (a saved config reaches the shop data). */
export function invalidateRemotes(prefix: string): void {
  for (const [key, item] of remotes) if (key.startsWith(prefix)) item.invalidate();
}

/** Empties every Remote (tests). */
export function resetRemotes(): void {
  for (const item of remotes.values()) item.reset();
}

export interface UseRemoteOptions {
  /** False: nothing loads (the screen lacks what the request needs). */
  enabled?: boolean;
  /** Data younger than this is shown without a new request when a component mounts. */
  maxAgeMs?: number;
  /** Loads again every `pollMs` while the component is shown. */
  pollMs?: number | false;
}

/** A Remote's state, loaded when a component shows it and its data is stale. */
export function useRemote<T>(
  item: Remote<T>,
  { enabled = true, maxAgeMs = 0, pollMs = false }: UseRemoteOptions = {},
): RemoteState<T> & { refetch: () => Promise<void> } {
  const state = useSyncExternalStore(item.subscribe, item.getState);
  useEffect(() => {
    if (enabled && item.isStale(maxAgeMs)) void item.load();
  }, [item, enabled, maxAgeMs]);
  useEffect(() => {
    if (!enabled || !pollMs) return;
    const timer = setInterval(() => void item.load(), pollMs);
    return () => clearInterval(timer);
  }, [item, enabled, pollMs]);
  return { ...state, refetch: () => item.load() };
}
