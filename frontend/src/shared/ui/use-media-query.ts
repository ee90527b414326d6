import { useSyncExternalStore } from 'react';

/** Phones (spec 9: swipe and sheet behaviour change at 768 px). */
export const PHONE_QUERY = '(max-width: 767.98px)';

/** Whether a CSS media query matches, following changes (rotation, resizing). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (notify) => {
      const list = window.matchMedia?.(query);
      list?.addEventListener?.('change', notify);
      return () => list?.removeEventListener?.('change', notify);
    },
    () => !!window.matchMedia?.(query).matches,
    () => false,
  );
}
