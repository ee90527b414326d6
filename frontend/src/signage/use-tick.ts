import { useEffect, useState } from 'react';

/** Epoch ms, refreshed every `intervalMs` (highlights and expiry of the pickup board). */
export function useTick(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}
