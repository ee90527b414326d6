// The loop a TV plays and the version waiting to replace it (issue 19 item 3). A new manifest version
// is taken only at a loop boundary, so a running sequence is never cut in the middle; an empty loop
// takes it at once. Items the caller marks unplayable (a medium in backoff) are stepped over.
export interface Playlist<T> {
  version: string;
  items: readonly T[];
  index: number;
  /** A downloaded (fully cached) newer version, waiting for the end of the loop. */
  pending: { version: string; items: readonly T[] } | null;
}

export function startPlaylist<T>(version: string, items: readonly T[]): Playlist<T> {
  return { version, items, index: 0, pending: null };
}

/** Queue a ready version; an empty or finished loop switches immediately. */
export function offerVersion<T>(list: Playlist<T> | null, version: string, items: readonly T[]): Playlist<T> {
  if (!list || list.items.length === 0) return startPlaylist(version, items);
  if (list.version === version) return { ...list, pending: null };
  return { ...list, pending: { version, items } };
}

/**
 * The next item. Wrapping past the end is the loop boundary: a pending version takes over there.
 * `playable` says whether an item can be shown now; when none can, the index stays where it is.
 */
export function advance<T>(list: Playlist<T>, playable: (item: T) => boolean = () => true): Playlist<T> {
  let current: Playlist<T> = list;
  for (let step = 0; step < list.items.length + (list.pending?.items.length ?? 0) + 1; step++) {
    const next = current.index + 1;
    if (next >= current.items.length) {
      current = current.pending
        ? { version: current.pending.version, items: current.pending.items, index: 0, pending: null }
        : { ...current, index: 0 };
    } else {
      current = { ...current, index: next };
    }
    const item = current.items[current.index];
    if (item !== undefined && playable(item)) return current;
  }
  // Nothing can play: keep showing what is on screen (or take the new version).
  return list.pending ? startPlaylist(list.pending.version, list.pending.items) : list;
}

export function currentItem<T>(list: Playlist<T> | null): T | null {
  return list?.items[list.index] ?? null;
}
