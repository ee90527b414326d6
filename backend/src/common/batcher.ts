import { setImmediate } from 'node:timers';

interface Waiter<K, V> {
  key: K;
  resolve: (value: V | undefined) => void;
  reject: (err: unknown) => void;
}

/**
 * Collects the keys asked for within one turn of the event loop and loads them with ONE call (the idea
 * of DataLoader, without its cache): fifty concurrent jobs or pushes make one query, not fifty. Each
 * statement costs a round trip and a write syscall, which dominated the worker's profile.
 */
export class Batcher<K, V> {
  private pending: Waiter<K, V>[] | null = null;

  constructor(
    /** Loads the distinct keys (compared as Map keys: objects by identity); a missing key resolves to undefined. */
    private readonly load: (keys: K[]) => Promise<Map<K, V>>,
    private readonly maxBatch = 500,
  ) {}

  get(key: K): Promise<V | undefined> {
    return new Promise((resolve, reject) => {
      if (!this.pending) {
        this.pending = [];
        setImmediate(() => this.flush());
      }
      this.pending.push({ key, resolve, reject });
      if (this.pending.length >= this.maxBatch) this.flush();
    });
  }

  private flush(): void {
    const batch = this.pending;
    this.pending = null;
    if (!batch || batch.length === 0) return;
    const keys = [...new Set(batch.map((w) => w.key))];
    this.load(keys).then(
      (found) => batch.forEach((w) => w.resolve(found.get(w.key))),
      (err: unknown) => batch.forEach((w) => w.reject(err)),
    );
  }
}
