import { retryDelayMs } from './retry-schedule';

describe('retryDelayMs', () => {
  it('waits 30 s, 60 s, 120 s, then every 120 s', () => {
    expect([1, 2, 3, 4, 5, 12].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 120_000, 120_000, 120_000]);
  });
  it('does not wait before the first attempt', () => {
    expect(retryDelayMs(0)).toBe(0);
  });
});
