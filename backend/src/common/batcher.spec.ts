import { describe, expect, it } from '@jest/globals';
import { Batcher } from './batcher.js';

describe('Batcher', () => {
  it('loads the distinct keys asked for in one turn with one call', async () => {
    const calls: string[][] = [];
    const b = new Batcher<string, number>(async (keys) => {
      calls.push(keys);
      return new Map(keys.filter((k) => k !== 'missing').map((k) => [k, k.length]));
    });
    const results = await Promise.all(['a', 'bb', 'a', 'missing', 'ccc'].map((k) => b.get(k)));
    expect(results).toEqual([1, 2, 1, undefined, 3]);
    expect(calls).toEqual([['a', 'bb', 'missing', 'ccc']]);
    // A later turn is a new batch.
    expect(await b.get('dddd')).toBe(4);
    expect(calls).toHaveLength(2);
  });

  it('splits at the maximum batch size and rejects every waiter of a failed load', async () => {
    const sizes: number[] = [];
    const b = new Batcher<number, number>(async (keys) => {
      sizes.push(keys.length);
      if (keys.includes(7)) throw new Error('kaputt');
      return new Map(keys.map((k) => [k, k * 2]));
    }, 3);
    const results = await Promise.allSettled([1, 2, 3, 4, 5, 6, 7].map((k) => b.get(k)));
    expect(sizes).toEqual([3, 3, 1]);
    expect(results.slice(0, 6).map((r) => (r.status === 'fulfilled' ? r.value : null))).toEqual([2, 4, 6, 8, 10, 12]);
    expect(results[6]).toMatchObject({ status: 'rejected', reason: new Error('kaputt') });
  });
});
