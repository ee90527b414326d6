import { useSyncExternalStore } from 'react';

/** Phones (spec 9: swipe and sheet behaviour change at 768 px). */
export const PHONE_QUERY = '(max-width: 767.98px)';
/** The user asked the system for less motion (WCAG 2.3.3): antd's dialogs and lists appear without zooming. */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

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
