import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { RepeatingJob } from './repeating-job.js';

describe('RepeatingJob without Redis (in-process timer)', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('runs every interval, skips a tick while the previous run is still going, and waits for it on stop', async () => {
    jest.useFakeTimers();
    let finish: () => void = () => undefined;
    const run = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const job = new RepeatingJob({ name: 'test-job', everyMs: 1000, redisUrl: null, prefix: 'test', run });
    await job.start();
    expect(run).toHaveBeenCalledTimes(0);
    jest.advanceTimersByTime(1000);
    expect(run).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(3000); // still running: no overlap
    expect(run).toHaveBeenCalledTimes(1);
    finish();
    await Promise.resolve();
    await Promise.resolve();
    jest.advanceTimersByTime(1000);
    expect(run).toHaveBeenCalledTimes(2);
    const stopped = job.stop();
    finish();
    jest.useRealTimers();
    await stopped;
    jest.useFakeTimers();
    jest.advanceTimersByTime(5000);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('keeps going after a failed run', async () => {
    jest.useFakeTimers();
    const run = jest.fn(() => Promise.reject(new Error('kaputt')));
    const job = new RepeatingJob({ name: 'test-job', everyMs: 500, redisUrl: null, prefix: 'test', run });
    await job.start();
    jest.advanceTimersByTime(500);
    for (let i = 0; i < 5; i++) await Promise.resolve();
    jest.advanceTimersByTime(500);
    expect(run).toHaveBeenCalledTimes(2);
    jest.useRealTimers();
    await job.stop();
  });
});
