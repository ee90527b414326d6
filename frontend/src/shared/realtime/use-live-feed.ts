import type { HandshakeAuth } from '@bestell/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { LiveFeed, type Versioned } from './live-feed.js';

/** React binding of LiveFeed: one feed per `key` (credentials), torn down on change and unmount. */
export function useLiveFeed<T extends Versioned>(
  key: string | null,
  auth: HandshakeAuth,
  load: () => Promise<T[]>,
  isFinished?: (items: T[]) => boolean,
): { items: T[]; error: string | null; reload: () => void } {
  const [state, setState] = useState<{ items: T[]; error: string | null }>({ items: [], error: null });
  const feed = useRef<LiveFeed<T> | null>(null);
  // The latest callbacks without restarting the feed on every render.
  const latest = useRef({ auth, load, isFinished });
  latest.current = { auth, load, isFinished };

  useEffect(() => {
    if (key === null) return;
    const current = new LiveFeed<T>({
      auth: latest.current.auth,
      load: () => latest.current.load(),
      isFinished: (items) => latest.current.isFinished?.(items) ?? false,
      onChange: (items, error) => setState({ items, error }),
    });
    feed.current = current;
    current.start();
    return () => {
      current.stop();
      feed.current = null;
    };
  }, [key]);

  const reload = useCallback(() => void feed.current?.reload(), []);
  return { ...state, reload };
}
