/** One served rendition: bytes, type and the strong ETag of its immutable URL. */
export interface ImageFile {
  bytes: Buffer;
  mimeType: string;
  etag: string;
}

/**
 * Least-recently-used renditions in memory, bounded by total bytes: a hot variant (a product card of a
 * busy shop) is answered without touching the disk. Entries are immutable (the version is in the key),
 * so nothing is ever stale; replaced images fall out by age.
 */
export class VariantCache {
  private readonly entries = new Map<string, ImageFile>();
  private bytes = 0;

  constructor(
    private readonly maxBytes: number,
    private readonly maxEntryBytes = Math.max(1, Math.floor(maxBytes / 8)),
  ) {}

  get(key: string): ImageFile | undefined {
    const hit = this.entries.get(key);
    if (hit) {
      // Map keeps insertion order: re-inserting makes it the newest.
      this.entries.delete(key);
      this.entries.set(key, hit);
    }
    return hit;
  }

  set(key: string, file: ImageFile): void {
    if (file.bytes.length > this.maxEntryBytes) return;
    this.delete(key);
    this.entries.set(key, file);
    this.bytes += file.bytes.length;
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= entry.bytes.length;
    }
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes.length;
  }

  /** Drops every rendition whose key starts with the prefix (an image that was replaced or deleted). */
  deletePrefix(prefix: string): void {
    for (const key of [...this.entries.keys()]) if (key.startsWith(prefix)) this.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }
}
