interface Entry<V> {
  value: Promise<V>;
  expires: number;
  /** Set once the load succeeded: an expired entry keeps serving it while one refresh runs. */
  settled: boolean;
  refreshing: boolean;
}

/**
 * Read-through cache with a TTL and stale-while-revalidate. Fresh entries are served as they are; an
 * expired entry with a loaded value is served too, while ONE background load replaces it: reloading on
 * the request path stalled every order behind it once per TTL, the largest source of tail latency under
 * load (npm run bench -- orders). Concurrent misses share one load; a load that raced an invalidation
 * or failed is not kept.
 */
export class SwrCache<K, V> {
  private readonly entries = new Map<K, Entry<V>>();
  private generation = 0;

  constructor(private readonly ttlMs: number) {}

  invalidate(): void {
    this.generation++;
    this.entries.clear();
  }

  get(key: K, load: () => Promise<V>): Promise<V> {
    const hit = this.lookup(key);
    if (hit?.stale) this.refresh(key, load());
    return hit ? hit.value : this.keep(key, load());
  }

  /** For batched loads: the cached value (stale: a refresh is due) or null when it must be loaded. */
  lookup(key: K): { value: Promise<V>; stale: boolean } | null {
    const hit = this.entries.get(key);
    if (hit && hit.expires > Date.now()) return { value: hit.value, stale: false };
    if (hit?.settled) return { value: hit.value, stale: !hit.refreshing };
    return null;
  }

  /** Stores a load for a missing key; dropped again when it fails or an invalidation happened meanwhile. */
  keep(key: K, value: Promise<V>): Promise<V> {
    const generation = this.generation;
    const entry: Entry<V> = { value, expires: Date.now() + this.ttlMs, settled: false, refreshing: false };
    this.entries.set(key, entry);
    const drop = () => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    };
    value.then(() => {
      if (generation !== this.generation) drop();
      else entry.settled = true;
    }, drop);
    return value;
  }

  /** Replaces an expired entry once its reload succeeded; until then the stale value is served. */
  refresh(key: K, value: Promise<V>): void {
    const generation = this.generation;
    const stale = this.entries.get(key);
    if (stale) stale.refreshing = true;
    value.then(
      () => {
        // A write (invalidation) since the start wins: the next read loads afresh.
        if (generation !== this.generation || this.entries.get(key) !== stale) return;
        this.entries.set(key, { value, expires: Date.now() + this.ttlMs, settled: true, refreshing: false });
      },
      () => {
        if (this.entries.get(key) === stale) this.entries.delete(key);
      },
    );
  }
}
