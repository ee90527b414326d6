import { describe, expect, it } from '@jest/globals';
import { bucketQuantile, DURATION_EDGES, durationBucket, durationFigures, orderDurations } from './order-durations.js';

const at = (minutes: number, seconds = 0) => new Date(Date.UTC(2026, 2, 2, 9, minutes, seconds)).toISOString();

describe('orderDurations: acceptance and preparation from the history', () => {
  it('placed -> confirm is the acceptance, confirm -> ready the preparation', () => {
    const history = [
      { action: 'place', at: at(0) },
      { action: 'printed', at: at(0, 5) },
      { action: 'confirm', at: at(2, 30) },
      { action: 'inDelivery', at: at(20) },
      { action: 'completed', at: at(25) },
    ];
    expect(orderDurations(at(0), history)).toEqual({ acceptance: 150, preparation: 1050 });
  });

  it('completed without a ready step ends the preparation; an accepted counter-proposal is an acceptance', () => {
    expect(
      orderDurations(at(0), [
        { action: 'acceptCounter', at: at(10) },
        { action: 'completed', at: at(40) },
      ]),
    ).toEqual({ acceptance: 600, preparation: 1800 });
  });

  it('never confirmed: no figures; confirmed but not ready yet: acceptance only; the first confirmation counts', () => {
    expect(orderDurations(at(0), [{ action: 'reject', at: at(3) }])).toEqual({ acceptance: null, preparation: null });
    expect(orderDurations(at(0), [{ action: 'confirm', at: at(1) }])).toEqual({ acceptance: 60, preparation: null });
    expect(
      orderDurations(at(0), [
        { action: 'confirm', at: at(4) },
        { action: 'confirm', at: at(1) },
        { action: 'completed', at: at(5) },
      ]),
    ).toEqual({ acceptance: 60, preparation: 240 });
  });

  it('pre-orders get no preparation time; a clock step back never gives a negative time', () => {
    const history = [
      { action: 'confirm', at: at(1) },
      { action: 'completed', at: at(50) },
    ];
    expect(orderDurations(at(0), history, true)).toEqual({ acceptance: 60, preparation: null });
    expect(orderDurations(at(5), [{ action: 'confirm', at: at(4) }]).acceptance).toBe(0);
  });
});

describe('duration buckets', () => {
  it.each([
    [0, 1],
    [14, 1],
    [15, 2],
    [59, 4],
    [60, 5],
    [299, 9],
    [300, 10],
    [3600, 19],
    [604_799, DURATION_EDGES.length - 1],
    [604_800, DURATION_EDGES.length],
    [10_000_000, DURATION_EDGES.length],
  ])('%i s is in bucket %i (as PostgreSQL width_bucket)', (seconds, bucket) => {
    expect(durationBucket(seconds)).toBe(bucket);
  });

  it('reads median and p90 from buckets by linear interpolation inside the bucket', () => {
    // 10 orders: 4 in [60, 90), 4 in [120, 180), 2 in [300, 420).
    const hist = new Map([
      [durationBucket(70), 4],
      [durationBucket(150), 4],
      [durationBucket(310), 2],
    ]);
    // rank 5 is the first order of [120, 180): 120 + 60 * 1/4 = 135.
    expect(bucketQuantile(hist, 0.5)).toBe(135);
    // rank 9 is the first of the two in [300, 420): 300 + 120 * 1/2 = 360.
    expect(bucketQuantile(hist, 0.9)).toBe(360);
    expect(durationFigures(hist)).toEqual({ orders: 10, median: 135, p90: 360 });
  });

  it('stays within one bucket of the exact quantile on spread-out data', () => {
    const seconds = Array.from({ length: 500 }, (_, i) => 30 + ((i * 7919) % 3000));
    const hist = new Map<number, number>();
    for (const s of seconds) hist.set(durationBucket(s), (hist.get(durationBucket(s)) ?? 0) + 1);
    const exact = [...seconds].sort((a, b) => a - b)[Math.ceil(0.5 * seconds.length) - 1]!;
    const median = bucketQuantile(hist, 0.5)!;
    expect(durationBucket(median)).toBeGreaterThanOrEqual(durationBucket(exact) - 1);
    expect(durationBucket(median)).toBeLessThanOrEqual(durationBucket(exact) + 1);
  });

  it('has no figure without orders; the open last bucket answers its lower edge', () => {
    expect(durationFigures(new Map())).toEqual({ orders: 0, median: null, p90: null });
    expect(bucketQuantile(new Map([[DURATION_EDGES.length, 3]]), 0.5)).toBe(604_800);
  });
});
