import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { SwrCache } from './swr-cache.js';

// The cache is about time (TTL, loads that take a while): fake timers move the clock, so a busy machine
// cannot stretch a load past a TTL the test did not mean it to pass.
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('SwrCache', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('shares a miss, serves an expired value while ONE reload runs, then the new value', async () => {
    const cache = new SwrCache<string, number>(20);
    let loads = 0;
    const load = async () => {
      loads++;
      await sleep(30);
      return loads;
    };
    const first = Promise.all([cache.get('k', load), cache.get('k', load)]);
    await jest.advanceTimersByTimeAsync(30);
    expect(await first).toEqual([1, 1]);
    expect(loads).toBe(1);
    await jest.advanceTimersByTimeAsync(25); // expired
    expect(await Promise.all([cache.get('k', load), cache.get('k', load)])).toEqual([1, 1]); // stale, no wait
    expect(loads).toBe(2);
    await jest.advanceTimersByTimeAsync(29);
    expect(await cache.get('k', load)).toBe(1); // the reload has not finished yet
    await jest.advanceTimersByTimeAsync(1);
    expect(await cache.get('k', load)).toBe(2);
    expect(loads).toBe(2);
  });

  it('drops a failed load and a reload that raced an invalidation', async () => {
    const cache = new SwrCache<string, number>(10);
    await expect(cache.get('k', () => Promise.reject(new Error('weg')))).rejects.toThrow('weg');
    expect(cache.lookup('k')).toBeNull();
    expect(await cache.get('k', async () => 1)).toBe(1);
    await jest.advanceTimersByTimeAsync(15);
    expect(cache.lookup('k')?.stale).toBe(true);
    void cache.get('k', () => sleep(20).then(() => 2)); // stale: reload in the background
    cache.invalidate();
    await jest.advanceTimersByTimeAsync(30);
    expect(cache.lookup('k')).toBeNull();
  });
});
