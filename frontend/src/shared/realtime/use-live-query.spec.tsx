// The live screens' data: a query fed by the socket (merge by version) that polls only while the
// socket is down. Fake timers drive the 10-second polling.
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { STOREFRONT_TEXTS } from '@bestell/domain';
import { act, renderHook } from '../../test/render';
import { fakeSocketFactory, type FakeSocket } from './fake-socket';
import { mergeLoaded, mergePushed } from './merge';
import { setSocketFactory, type SocketFactory } from './socket';
import { useLiveQuery } from './use-live-query';

interface O {
  id: string;
  version: number;
  isCompleted?: boolean;
}

describe('merge by version', () => {
  it('adds new orders and replaces only with a higher version', () => {
    const list = [{ id: 'a', version: 3 }];
    expect(mergePushed(list, { id: 'a', version: 2 })).toBe(list);
    expect(mergePushed(list, { id: 'a', version: 3 })).toBe(list);
    expect(mergePushed(list, { id: 'a', version: 4 })).toEqual([{ id: 'a', version: 4 }]);
    expect(mergePushed(list, { id: 'b', version: 1 })).toEqual([
      { id: 'a', version: 3 },
      { id: 'b', version: 1 },
    ]);
    expect(mergePushed(undefined, { id: 'a', version: 1 })).toEqual([{ id: 'a', version: 1 }]);
  });

  it('takes a REST list as the truth but keeps a newer pushed version of an order in it', () => {
    const cached = [
      { id: 'a', version: 5 },
      { id: 'gone', version: 1 },
    ];
    expect(
      mergeLoaded(cached, [
        { id: 'a', version: 4 },
        { id: 'c', version: 1 },
      ]),
    ).toEqual([
      { id: 'a', version: 5 },
      { id: 'c', version: 1 },
    ]);
    expect(mergeLoaded(cached, [{ id: 'a', version: 6 }])).toEqual([{ id: 'a', version: 6 }]);
  });
});

describe('useLiveQuery', () => {
  let previous: SocketFactory;
  let sockets: FakeSocket[];
  let rest: O[];
  let load: jest.Mock<(signal?: AbortSignal) => Promise<O[]>>;

  const start = (isFinished?: (items: O[]) => boolean) =>
    renderHook(() => useLiveQuery<O>({ queryKey: ['live-test'], auth: { uid: 'u', hash: 'h' }, load, isFinished }));
  const flush = (ms = 0) => act(() => jest.advanceTimersByTimeAsync(ms));

  beforeEach(() => {
    jest.useFakeTimers();
    const fake = fakeSocketFactory();
    sockets = fake.sockets;
    previous = setSocketFactory(fake.factory);
    rest = [{ id: 'a', version: 1 }];
    load = jest.fn(async () => rest.map((o) => ({ ...o })));
  });

  afterEach(() => {
    setSocketFactory(previous);
    jest.useRealTimers();
  });

  it('polls every 10 s while the socket server is unreachable, and stops polling once connected', async () => {
    const { result, unmount } = start();
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
    // Not connected yet counts as down: a blocked socket may report connect_error only after its 20 s
    // handshake timeout, and polling must not wait for that (issue 16).
    expect(result.current.socketDown).toBe(true);
    act(() => sockets[0]!.fire('connect_error', new Error('xhr poll error')));
    expect(result.current.socketDown).toBe(true);
    await flush(9_999);
    expect(load).toHaveBeenCalledTimes(1);
    rest = [{ id: 'a', version: 2 }];
    await flush(1);
    expect(load).toHaveBeenCalledTimes(2);
    expect(result.current.items).toEqual([{ id: 'a', version: 2 }]);
    await flush(10_000);
    expect(load).toHaveBeenCalledTimes(3);

    sockets[0]!.recovered = true;
    act(() => sockets[0]!.fire('connect'));
    expect(result.current.socketDown).toBe(false);
    await flush(60_000);
    expect(load).toHaveBeenCalledTimes(3);
    // Lost again: polling resumes.
    act(() => sockets[0]!.fire('disconnect', 'transport close'));
    await flush(10_000);
    expect(load).toHaveBeenCalledTimes(4);
    unmount();
    expect(sockets[0]!.disconnected).toBe(true);
    await flush(60_000);
    expect(load).toHaveBeenCalledTimes(4);
  });

  it('polls within 10 s of loading even when the socket never reports connect or connect_error', async () => {
    const { unmount } = start();
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
    await flush(10_000);
    expect(load).toHaveBeenCalledTimes(2);
    sockets[0]!.recovered = true;
    act(() => sockets[0]!.fire('connect'));
    await flush(30_000);
    expect(load).toHaveBeenCalledTimes(2);
    unmount();
  });

  it('keeps one 10 s timer while a refused socket reports connect_error on every retry', async () => {
    const { result, unmount } = start();
    await flush();
    // socket.io retries a refused handshake after 1-5 s; each retry reports connect_error again.
    for (let second = 0; second < 25; second += 2) {
      act(() => sockets[0]!.fire('connect_error', new Error('websocket error')));
      await flush(2_000);
    }
    expect(result.current.socketDown).toBe(true);
    // 26 s: the first load and the polls at 10 and 20 s.
    expect(load).toHaveBeenCalledTimes(3);
    unmount();
  });

  it('gives a hung load up after 8 s, so the next poll asks again and shows the answer', async () => {
    const signals: AbortSignal[] = [];
    load.mockImplementationOnce(
      (signal?: AbortSignal) =>
        new Promise<O[]>(() => {
          signals.push(signal!);
        }),
    );
    const { result, unmount } = start();
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
    await flush(7_999);
    expect(signals[0]!.aborted).toBe(false);
    await flush(1);
    expect(signals[0]!.aborted).toBe(true);
    expect(result.current.error).toBe(STOREFRONT_TEXTS.offline);
    rest = [{ id: 'a', version: 2 }];
    await flush(2_000);
    expect(load).toHaveBeenCalledTimes(2);
    expect(result.current.items).toEqual([{ id: 'a', version: 2 }]);
    expect(result.current.error).toBeNull();
    unmount();
  });

  it('polls 10 s after a loss, every 10 s while lost, and not after the socket is back', async () => {
    const { unmount } = start();
    await flush();
    act(() => sockets[0]!.fire('connect'));
    await flush(4_000);
    const connected = load.mock.calls.length;
    act(() => sockets[0]!.fire('disconnect', 'ping timeout'));
    await flush(9_999);
    expect(load).toHaveBeenCalledTimes(connected);
    await flush(1);
    expect(load).toHaveBeenCalledTimes(connected + 1);
    await flush(10_000);
    expect(load).toHaveBeenCalledTimes(connected + 2);
    sockets[0]!.recovered = true;
    act(() => sockets[0]!.fire('connect'));
    await flush(30_000);
    expect(load).toHaveBeenCalledTimes(connected + 2);
    unmount();
  });

  it('merges pushes by version: older or equal versions never replace a newer one', async () => {
    const { result, unmount } = start();
    await flush();
    const socket = sockets[0]!;
    act(() => socket.fire('order:updated', { id: 'a', version: 3 }));
    expect(result.current.items).toEqual([{ id: 'a', version: 3 }]);
    act(() => socket.fire('order:updated', { id: 'a', version: 2 }));
    expect(result.current.items).toEqual([{ id: 'a', version: 3 }]);
    // A slow REST answer with an older version does not move it back either.
    rest = [{ id: 'a', version: 2 }];
    await act(async () => {
      result.current.reload();
      await jest.advanceTimersByTimeAsync(0);
    });
    expect(load).toHaveBeenCalledTimes(2);
    expect(result.current.items).toEqual([{ id: 'a', version: 3 }]);
    act(() => socket.fire('order:placed', { id: 'b', version: 1 }));
    expect(result.current.items.map((o) => o.id)).toEqual(['a', 'b']);
    unmount();
  });

  it('keeps a push that arrives while a load is under way (the answer is merged with the list of then)', async () => {
    const { result, unmount } = start();
    await flush();
    let answer: (orders: O[]) => void = () => undefined;
    load.mockImplementationOnce(() => new Promise<O[]>((resolve) => (answer = resolve)));
    await flush(10_000);
    expect(load).toHaveBeenCalledTimes(2);
    act(() => sockets[0]!.fire('order:updated', { id: 'a', version: 3 }));
    await act(async () => {
      answer([{ id: 'a', version: 2 }]);
      await jest.advanceTimersByTimeAsync(0);
    });
    expect(result.current.items).toEqual([{ id: 'a', version: 3 }]);
    unmount();
  });

  it('re-fetches over REST after a reconnect that did not recover, not after one that did', async () => {
    const { result, unmount } = start();
    await flush();
    const socket = sockets[0]!;
    act(() => socket.fire('connect'));
    await flush();
    const afterFirst = load.mock.calls.length;
    act(() => socket.fire('disconnect', 'transport close'));
    socket.recovered = true;
    act(() => socket.fire('connect'));
    await flush();
    expect(load).toHaveBeenCalledTimes(afterFirst);
    act(() => socket.fire('disconnect', 'transport close'));
    socket.recovered = false;
    rest = [{ id: 'a', version: 5 }];
    act(() => socket.fire('connect'));
    await flush();
    expect(load).toHaveBeenCalledTimes(afterFirst + 1);
    expect(result.current.items).toEqual([{ id: 'a', version: 5 }]);
    unmount();
  });

  it('stops (no socket, no polling) once the order is finished', async () => {
    const { result } = start((items) => items.every((o) => o.isCompleted));
    await flush();
    const socket = sockets[0]!;
    act(() => socket.fire('connect_error', new Error('down')));
    act(() => socket.fire('order:updated', { id: 'a', version: 4, isCompleted: true }));
    expect(socket.disconnected).toBe(true);
    const calls = load.mock.calls.length;
    await flush(60_000);
    expect(load).toHaveBeenCalledTimes(calls);
    act(() => socket.fire('order:updated', { id: 'a', version: 5 }));
    expect(result.current.items).toEqual([{ id: 'a', version: 4, isCompleted: true }]);
  });
});
