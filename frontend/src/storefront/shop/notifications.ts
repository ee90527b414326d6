// Add-to-cart notifications of the shop variant (spec 2, 9): each lasts 5 seconds; the 'Jetzt bestellen'
// button belongs to the stack, so it stays until the last notification has expired.
import { useCallback, useEffect, useState } from 'react';

/** Add-to-cart notification lifetime (spec 9). */
export const NOTIFICATION_MS = 5_000;

export interface Notice {
  id: number;
  text: string;
  expiresAt: number;
}

let sequence = 0;

export function pushNotice(list: readonly Notice[], text: string, now: number, ttl = NOTIFICATION_MS): Notice[] {
  return [...list, { id: ++sequence, text, expiresAt: now + ttl }];
}

export function activeNotices(list: readonly Notice[], now: number): Notice[] {
  return list.filter((notice) => notice.expiresAt > now);
}

/** A list of notices that drop out on their own; `push` adds one. */
export function useNotices(ttl = NOTIFICATION_MS) {
  const [notices, setNotices] = useState<Notice[]>([]);
  const push = useCallback((text: string) => setNotices((list) => pushNotice(list, text, Date.now(), ttl)), [ttl]);

  useEffect(() => {
    if (notices.length === 0) return;
    const next = Math.min(...notices.map((notice) => notice.expiresAt));
    const timer = window.setTimeout(
      () => setNotices((list) => activeNotices(list, Date.now())),
      Math.max(0, next - Date.now()),
    );
    return () => window.clearTimeout(timer);
  }, [notices]);

  return { notices, push };
}
