import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { createIdleTimer } from './idle-timer';

describe('kiosk idle timer (45 s, warning for the last 15 s)', () => {
  let warned: number;
  let reset: number;
  const timer = () =>
    createIdleTimer({
      idleMs: 45_000,
      warningMs: 15_000,
      onWarn: () => warned++,
      onIdle: () => reset++,
    });

  beforeEach(() => {
    jest.useFakeTimers({ now: new Date('2026-11-25T10:00:00Z') });
    warned = 0;
    reset = 0;
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('warns after 30 s and resets after 45 s without a touch', () => {
    const t = timer();
    t.start();
    jest.advanceTimersByTime(29_999);
    expect([warned, reset, t.warning]).toEqual([0, 0, false]);
    jest.advanceTimersByTime(1);
    expect([warned, reset, t.warning]).toEqual([1, 0, true]);
    expect(t.secondsLeft()).toBe(15);
    jest.advanceTimersByTime(10_500);
    expect(t.secondsLeft()).toBe(5);
    jest.advanceTimersByTime(4_499);
    expect(reset).toBe(0);
    jest.advanceTimersByTime(1);
    expect([warned, reset, t.warning, t.secondsLeft()]).toEqual([1, 1, false, 0]);
    // Once reset it stays quiet until started again (the screensaver is not timed).
    jest.advanceTimersByTime(120_000);
    expect([warned, reset]).toEqual([1, 1]);
  });

  it('a touch starts the wait over and withdraws a showing warning', () => {
    const t = timer();
    t.start();
    jest.advanceTimersByTime(20_000);
    expect(t.activity()).toBe(false);
    jest.advanceTimersByTime(29_000);
    expect(warned).toBe(0);
    jest.advanceTimersByTime(2_000);
    expect(t.warning).toBe(true);
    expect(t.activity()).toBe(true);
    expect(t.warning).toBe(false);
    jest.advanceTimersByTime(29_999);
    expect([warned, reset]).toEqual([1, 0]);
    jest.advanceTimersByTime(1);
    expect([warned, reset]).toEqual([2, 0]);
    jest.advanceTimersByTime(15_000);
    expect([warned, reset]).toEqual([2, 1]);
  });

  it('stop cancels both timers; activity on a stopped timer does not start it', () => {
    const t = timer();
    t.start();
    jest.advanceTimersByTime(31_000);
    t.stop();
    expect(t.warning).toBe(false);
    expect(t.activity()).toBe(false);
    jest.advanceTimersByTime(60_000);
    expect([warned, reset]).toEqual([1, 0]);
  });
});
