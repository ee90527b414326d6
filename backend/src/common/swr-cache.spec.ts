import { describe, expect, it } from '@jest/globals';
import { SwrCache } from './swr-cache.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('SwrCache', () => {
  it('shares a miss, serves an expired value while ONE reload runs, then the new value', async () => {
    const cache = new SwrCache<string, number>(20);
    let loads = 0;
    const load = async () => {
      loads++;
      await sleep(30);
      return loads;
    };
    expect(await Promise.all([cache.get('k', load), cache.get('k', load)])).toEqual([1, 1]);
    await sleep(25); // expired
    expect(await Promise.all([cache.get('k', load), cache.get('k', load)])).toEqual([1, 1]); // stale, no wait
    expect(loads).toBe(2);
    await sleep(40);
    expect(await cache.get('k', load)).toBe(2);
  });

  it('drops a failed load and a reload that raced an invalidation', async () => {
    const cache = new SwrCache<string, number>(10);
    await expect(cache.get('k', () => Promise.reject(new Error('weg')))).rejects.toThrow('weg');
    expect(cache.lookup('k')).toBeNull();
    expect(await cache.get('k', async () => 1)).toBe(1);
    await sleep(15);
    cache.get('k', () => sleep(20).then(() => 2)); // stale: reload in the background
    cache.invalidate();
    await sleep(30);
    expect(cache.lookup('k')).toBeNull();
  });
});
