// Loads data for a screen and keeps the failure with a retry (spec 8: failed loads offer a retry).
import { useCallback, useEffect, useRef, useState } from 'react';

export interface Load<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  reload: () => void;
  setData: (data: T) => void;
}

export function useLoad<T>(fetcher: () => Promise<T>, deps: readonly unknown[]): Load<T> {
  const [data, setData] = useState<T>();
  const [error, setError] = useState<unknown>();
  const [loading, setLoading] = useState(true);
  const [attempt, setAttempt] = useState(0);
  const fetcherRef = useRef(fetcher);
  fetcherRef.current = fetcher;
  useEffect(() => {
    let alive = true;
    setLoading(true);
    setError(undefined);
    fetcherRef.current().then(
      (value) => {
        if (!alive) return;
        setData(value);
        setLoading(false);
      },
      (failure: unknown) => {
        if (!alive) return;
        setError(failure);
        setLoading(false);
      },
    );
    return () => {
      alive = false;
    };
    // The caller lists what the fetcher depends on; the ref always holds its latest closure.
  }, [...deps, attempt]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { data, error, loading, reload, setData };
}
