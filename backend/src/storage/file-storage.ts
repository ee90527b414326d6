/**
 * The one place files live (ARCHITECTURE "One storage interface"): upload originals and previews, image
 * originals and variants, later receipts. Keys are relative paths made by the server, with subfolders
 * (`uploads/…`, `images/…`); assertStorageKey refuses anything that could leave the storage root.
 */
export abstract class FileStorage {
  /** Stores the bytes under the key, replacing what was there; readers never see a half-written file. */
  abstract put(key: string, bytes: Buffer): Promise<void>;
  /** The stored bytes, or null when nothing is stored under the key. */
  abstract get(key: string): Promise<Buffer | null>;
  abstract exists(key: string): Promise<boolean>;
  /** Removes the file; a missing one is no error. */
  abstract delete(key: string): Promise<void>;
  /** Removes every file below the folder `prefix` (e.g. `images/{id}/3`); a missing folder is no error. */
  abstract deleteFolder(prefix: string): Promise<void>;
}

/** One path segment: starts with a letter or digit (so never '.', '..' or a hidden file), no separators. */
const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

/** Throws for a key that is not a plain relative path of safe segments: a programming error, not a miss. */
export function assertStorageKey(key: string): string {
  const segments = key.split('/');
  if (key.length > 512 || segments.length > 8 || !segments.every((s) => SEGMENT.test(s))) {
    throw new Error(`Invalid storage key: ${JSON.stringify(key.slice(0, 100))}`);
  }
  return key;
}
