import { useEffect, useState } from 'react';

/** Header hides when scrolling down past 80px and shows on scrolling up (spec 2, 9). */
export const HEADER_HIDE_THRESHOLD = 80;
/** At-top: scrollY <= 40 on windows under 400px, otherwise <= 80. */
export const SMALL_SCREEN_WIDTH = 400;

export function isAtTop(scrollY: number, width: number): boolean {
  return scrollY <= (width < SMALL_SCREEN_WIDTH ? 40 : 80);
}

export function nextHidden(previousY: number, scrollY: number, wasHidden: boolean): boolean {
  if (scrollY <= HEADER_HIDE_THRESHOLD) return false;
  if (scrollY > previousY) return true;
  if (scrollY < previousY) return false;
  return wasHidden;
}

export function useHeaderVisibility() {
  const [state, setState] = useState({ hidden: false, atTop: true });
  useEffect(() => {
    let lastY = window.scrollY;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const y = window.scrollY;
        setState((previous) => {
          const next = { hidden: nextHidden(lastY, y, previous.hidden), atTop: isAtTop(y, window.innerWidth) };
          return next.hidden === previous.hidden && next.atTop === previous.atTop ? previous : next;
        });
        lastY = y;
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, []);
  return state;
}
