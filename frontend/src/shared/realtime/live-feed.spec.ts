import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { fakeSocketFactory, type FakeSocket } from './fake-socket';
import { LiveFeed } from './live-feed';
import { setSocketFactory, type SocketFactory } from './socket';

interface O {
  id: string;
  version: number;
  isCompleted?: boolean;
}

describe('LiveFeed', () => {
  let previous: SocketFactory;
  let sockets: FakeSocket[];
  let rest: O[];
  let load: jest.Mock<() => Promise<O[]>>;
  let seen: O[][];

  const start = (isFinished?: (items: O[]) => boolean) => {
    const feed = new LiveFeed<O>({
      auth: { uid: 'u', hash: 'h' },
      load,
      isFinished,
      onChange: (items) => seen.push(items),
    });
    feed.start();
    return feed;
  };
  const latest = () => seen.at(-1) ?? [];

  beforeEach(() => {
    jest.useFakeTimers();
    const fake = fakeSocketFactory();
    sockets = fake.sockets;
    previous = setSocketFactory(fake.factory);
    rest = [{ id: 'a', version: 1 }];
    load = jest.fn(async () => rest.map((o) => ({ ...o })));
    seen = [];
  });

  afterEach(() => {
    setSocketFactory(previous);
    jest.useRealTimers();
  });

  it('polls every 10 s while the socket server is unreachable, and stops polling once connected', async () => {
    const feed = start();
    await jest.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(1);
    sockets[0]!.fire('connect_error', new Error('xhr poll error'));
    await jest.advanceTimersByTimeAsync(9_999);
    expect(load).toHaveBeenCalledTimes(1);
    rest = [{ id: 'a', version: 2 }];
    await jest.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(2);
    expect(latest()).toEqual([{ id: 'a', version: 2 }]);
    await jest.advanceTimersByTimeAsync(10_000);
    expect(load).toHaveBeenCalledTimes(3);

    sockets[0]!.recovered = true;
    sockets[0]!.fire('connect');
    await jest.advanceTimersByTimeAsync(60_000);
    expect(load).toHaveBeenCalledTimes(3);
    // Lost again: polling resumes.
    sockets[0]!.fire('disconnect', 'transport close');
    await jest.advanceTimersByTimeAsync(10_000);
    expect(load).toHaveBeenCalledTimes(4);
    feed.stop();
  });

  it('merges pushes by version: older or equal versions never replace a newer one', async () => {
    const feed = start();
    await jest.advanceTimersByTimeAsync(0);
    const socket = sockets[0]!;
    socket.fire('order:updated', { id: 'a', version: 3 });
    expect(latest()).toEqual([{ id: 'a', version: 3 }]);
    socket.fire('order:updated', { id: 'a', version: 2 });
    expect(latest()).toEqual([{ id: 'a', version: 3 }]);
    // A slow REST answer with an older version does not move it back either.
    rest = [{ id: 'a', version: 2 }];
    await feed.reload();
    expect(latest()).toEqual([{ id: 'a', version: 3 }]);
    socket.fire('order:placed', { id: 'b', version: 1 });
    expect(latest().map((o) => o.id)).toEqual(['a', 'b']);
    feed.stop();
  });

  it('re-fetches over REST after a reconnect that did not recover, not after one that did', async () => {
    const feed = start();
    await jest.advanceTimersByTimeAsync(0);
    const socket = sockets[0]!;
    socket.fire('connect');
    await jest.advanceTimersByTimeAsync(0);
    const afterFirst = load.mock.calls.length;
    socket.fire('disconnect', 'transport close');
    socket.recovered = true;
    socket.fire('connect');
    await jest.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(afterFirst);
    socket.fire('disconnect', 'transport close');
    socket.recovered = false;
    rest = [{ id: 'a', version: 5 }];
    socket.fire('connect');
    await jest.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(afterFirst + 1);
    expect(latest()).toEqual([{ id: 'a', version: 5 }]);
    feed.stop();
  });

  it('stops (no socket, no polling) once the order is finished', async () => {
    start((items) => items.every((o) => o.isCompleted));
    await jest.advanceTimersByTimeAsync(0);
    const socket = sockets[0]!;
    socket.fire('connect_error', new Error('down'));
    socket.fire('order:updated', { id: 'a', version: 4, isCompleted: true });
    expect(socket.disconnected).toBe(true);
    const calls = load.mock.calls.length;
    await jest.advanceTimersByTimeAsync(60_000);
    expect(load).toHaveBeenCalledTimes(calls);
    socket.fire('order:updated', { id: 'a', version: 5 });
    expect(latest()).toEqual([{ id: 'a', version: 4, isCompleted: true }]);
  });
});
