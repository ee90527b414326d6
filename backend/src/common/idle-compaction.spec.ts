import { jest } from '@jest/globals';
import { startIdleCompaction } from './idle-compaction.js';

describe('startIdleCompaction', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  /** Runs the checks with the given utilisation per check and returns how many collections ran. */
  function run(loads: number[], checkMs = 1_000): number {
    let collections = 0;
    const queue = [...loads];
    let afterCollect = false;
    const stop = startIdleCompaction({
      checkMs,
      quietChecks: 2,
      quietBelow: 0.01,
      collect: () => {
        collections += 1;
        afterCollect = true;
      },
      // The call right after a collection restarts the window and reads no load of its own.
      utilization: () => {
        if (afterCollect) {
          afterCollect = false;
          return 0;
        }
        return queue.shift() ?? 0;
      },
    });
    jest.advanceTimersByTime(loads.length * checkMs);
    stop();
    return collections;
  }

  it('collects twice, a check apart, after two quiet checks, and not again while it stays quiet', () => {
    expect(run([0.5, 0.3, 0, 0, 0, 0, 0, 0, 0, 0])).toBe(2);
    expect(run([0.5, 0.3, 0, 0])).toBe(1);
  });

  it('collects again after the next burst has gone quiet', () => {
    expect(run([0.5, 0, 0, 0, 0.4, 0.2, 0, 0, 0, 0])).toBe(4);
  });

  it('never collects under steady load or a single quiet check between busy ones', () => {
    expect(run([0.3, 0.02, 0.5, 0, 0.2, 0.6, 0, 0.1])).toBe(0);
  });

  it('does nothing without a collector (node started without --expose-gc)', () => {
    const utilization = jest.fn(() => 0);
    const stop = startIdleCompaction({ collect: undefined, utilization, checkMs: 1_000 });
    jest.advanceTimersByTime(10_000);
    stop();
    expect(utilization).not.toHaveBeenCalled();
  });
});
