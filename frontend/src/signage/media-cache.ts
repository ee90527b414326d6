// Every medium of a manifest version is downloaded into the Cache API before the player switches to
// that version, and played from blob: URLs, so a TV keeps its loop when the server is unreachable.
// Without the Cache API (an old TV browser, http on a LAN address) media play from the network.
export interface MediaStore {
  /** Downloads what is missing; resolves with the urls that failed (they are skipped when played). */
  precache(urls: readonly string[]): Promise<string[]>;
  /** A URL the element can play now: a blob: URL from the cache, or the original URL. */
  resolve(url: string): Promise<string>;
  /** Drops cached media no version needs any more. */
  prune(keep: readonly string[]): Promise<void>;
}

export const CACHE_NAME = 'signage-media-v1';

export function cacheStore(cacheStorage: CacheStorage | undefined = globalThis.caches): MediaStore {
  const objectUrls = new Map<string, string>();
  const open = () => (cacheStorage ? cacheStorage.open(CACHE_NAME) : Promise.resolve(null));
  return {
    async precache(urls) {
      const cache = await open().catch(() => null);
      if (!cache) return [];
      const failed: string[] = [];
      await Promise.all(
        [...new Set(urls)].map(async (url) => {
          try {
            if (await cache.match(url)) return;
            const response = await fetch(url, { credentials: 'same-origin' });
            if (!response.ok) throw new Error(String(response.status));
            await cache.put(url, response);
          } catch {
            failed.push(url);
          }
        }),
      );
      return failed;
    },
    async resolve(url) {
      const known = objectUrls.get(url);
      if (known) return known;
      const cache = await open().catch(() => null);
      const hit = await cache?.match(url).catch(() => undefined);
      if (!hit) return url;
      const objectUrl = URL.createObjectURL(await hit.blob());
      objectUrls.set(url, objectUrl);
      return objectUrl;
    },
    async prune(keep) {
      const cache = await open().catch(() => null);
      if (!cache) return;
      const wanted = new Set(keep.map((url) => new URL(url, location.href).href));
      for (const request of await cache.keys()) {
        if (!wanted.has(request.url)) await cache.delete(request);
      }
      for (const [url, objectUrl] of objectUrls) {
        if (!wanted.has(new URL(url, location.href).href)) {
          URL.revokeObjectURL(objectUrl);
          objectUrls.delete(url);
        }
      }
    },
  };
}
