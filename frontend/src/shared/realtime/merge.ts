// Merge by version: the cache of a live screen only ever moves forward. A push or a REST answer that
// carries an older (or the same) version of an order than the one shown is ignored, so a late push
// or a slow poll can never roll an order back.
import { newerOrder } from '@bestell/domain';

export interface Versioned {
  id: string;
  version: number;
}

/** A pushed order: added when new, replaces the shown one only when its version is higher. */
export function mergePushed<T extends Versioned>(items: readonly T[] | undefined, pushed: T): T[] | undefined {
  const list = items ?? [];
  const index = list.findIndex((item) => item.id === pushed.id);
  if (index < 0) return [...list, pushed];
  if (!newerOrder(list[index], pushed)) return items as T[];
  const next = [...list];
  next[index] = pushed;
  return next;
}

/**
 * A REST answer is the screen's truth (finished orders leave the list); only a newer version already
 * in the cache (pushed while the request was under way) survives it.
 */
export function mergeLoaded<T extends Versioned>(items: readonly T[] | undefined, loaded: readonly T[]): T[] {
  const known = new Map((items ?? []).map((item) => [item.id, item]));
  return loaded.map((item) => {
    const current = known.get(item.id);
    return current && current.version > item.version ? current : item;
  });
}
