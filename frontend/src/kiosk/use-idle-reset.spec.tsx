import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, renderHook } from '../test/render';
import { useIdleReset } from './use-idle-reset';

describe('useIdleReset (kiosk screens, fake timers)', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('a touch anywhere keeps the order; the warning counts down and the reset comes at 45 s', () => {
    const onIdle = jest.fn();
    const { result } = renderHook(() => useIdleReset(true, onIdle));
    act(() => void jest.advanceTimersByTime(25_000));
    fireEvent.pointerDown(window);
    act(() => void jest.advanceTimersByTime(29_000));
    expect(result.current.warning).toBe(false);
    act(() => void jest.advanceTimersByTime(1_000));
    expect(result.current).toEqual({ warning: true, seconds: 15 });
    act(() => void jest.advanceTimersByTime(5_000));
    expect(result.current.seconds).toBe(10);
    // A tap on 'Weiter bestellen' (or anywhere) withdraws the warning and starts over.
    fireEvent.keyDown(window, { key: 'a' });
    expect(result.current.warning).toBe(false);
    act(() => void jest.advanceTimersByTime(44_999));
    expect(onIdle).not.toHaveBeenCalled();
    act(() => void jest.advanceTimersByTime(1));
    expect(onIdle).toHaveBeenCalledTimes(1);
    expect(result.current.warning).toBe(false);
  });

  it('is quiet while inactive (screensaver, ticket, a running submit)', () => {
    const onIdle = jest.fn();
    const { result, rerender } = renderHook(({ active }) => useIdleReset(active, onIdle), {
      initialProps: { active: true },
    });
    act(() => void jest.advanceTimersByTime(40_000));
    expect(result.current.warning).toBe(true);
    rerender({ active: false });
    expect(result.current.warning).toBe(false);
    act(() => void jest.advanceTimersByTime(120_000));
    expect(onIdle).not.toHaveBeenCalled();
  });
});
