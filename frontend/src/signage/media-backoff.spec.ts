import { backoffMs, isSkipped, recordFailure, recordSuccess } from './media-backoff';

describe('media backoff', () => {
  it('doubles the pause per failure up to 10 minutes', () => {
    expect([1, 2, 3, 4, 5, 6, 10].map(backoffMs)).toEqual([
      30_000, 60_000, 120_000, 240_000, 480_000, 600_000, 600_000,
    ]);
  });

  it('skips a failed medium until its pause is over, then tries again', () => {
    let health = recordFailure({}, '/a.jpg', 1_000);
    expect(isSkipped(health, '/a.jpg', 1_000)).toBe(true);
    expect(isSkipped(health, '/b.jpg', 1_000)).toBe(false);
    expect(isSkipped(health, '/a.jpg', 31_000)).toBe(false);
    health = recordFailure(health, '/a.jpg', 31_000);
    expect(health['/a.jpg']).toEqual({ failures: 2, retryAt: 91_000 });
    expect(isSkipped(health, '/a.jpg', 90_999)).toBe(true);
  });

  it('forgets a medium once it loads', () => {
    const health = recordSuccess(recordFailure({}, '/a.jpg', 0), '/a.jpg');
    expect(isSkipped(health, '/a.jpg', 0)).toBe(false);
    expect(health).toEqual({});
  });
});
