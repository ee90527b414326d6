// The spec 9 constants of the slider, scrolling and animations, as the spec states them.
import { describe, expect, it } from '@jest/globals';
import * as motion from './motion.js';

describe('motion constants (spec 4, 9)', () => {
  it.each([
    ['SLIDER_DEFAULT_DURATION', 5],
    ['SWIPE_THRESHOLD_PX', 50],
    ['SWIPE_WIDE_VIEWPORT', 768],
    ['SCROLL_ARROW_STEP_PX', 200],
    ['SCROLL_ARROW_DURATION_MS', 400],
    ['SCROLL_TO_TOP_MS', 250],
    ['ROUTE_SCROLL_DELAY_MS', 750],
    ['ANIMATION_VISIBILITY_CHECK_MS', 400],
  ] as const)('%s is %d', (name, value) => {
    expect(motion[name]).toBe(value);
  });

  it.each([
    [320, 0],
    [767, 0],
    [768, 0],
    [769, 50],
    [1280, 50],
  ])('a swipe in a window %d px wide must cover %d px', (width, threshold) => {
    expect(motion.swipeThreshold(width)).toBe(threshold);
  });
});
