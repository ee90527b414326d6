// The storefront's motion and gesture constants (spec 4 "Image slider", spec 9): one place, so the slider,
// scrolling and animations of the frontend read the spec's numbers by name (issue 40 item 6).

/** Seconds per slider image when the content gives none. */
export const SLIDER_DEFAULT_DURATION = 5;

/** A horizontal swipe moves the slider once it covers this many px, on windows wider than SWIPE_WIDE_VIEWPORT. */
export const SWIPE_THRESHOLD_PX = 50;
/** Up to this window width any swipe moves (threshold 0): a phone's short swipes count. */
export const SWIPE_WIDE_VIEWPORT = 768;

/** One press of a scroll arrow (a horizontal list) scrolls this far, over SCROLL_ARROW_DURATION_MS. */
export const SCROLL_ARROW_STEP_PX = 200;
export const SCROLL_ARROW_DURATION_MS = 400;

/** The scroll-to-top animation. */
export const SCROLL_TO_TOP_MS = 250;
/** After a route change the page scrolls (to the top or an anchor) this much later. */
export const ROUTE_SCROLL_DELAY_MS = 750;

/** Elements that animate in are checked for visibility this often (and on scroll). */
export const ANIMATION_VISIBILITY_CHECK_MS = 400;

/** The px a swipe must cover to move the slider in a window `viewportWidth` wide. */
export const swipeThreshold = (viewportWidth: number): number =>
  viewportWidth > SWIPE_WIDE_VIEWPORT ? SWIPE_THRESHOLD_PX : 0;
