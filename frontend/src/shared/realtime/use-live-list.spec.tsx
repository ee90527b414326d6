// The back office's live lists on TanStack Query: pushes merged into the cache by version
// (setQueryData), polling (refetchInterval) only while the socket is down, one reload after a
// reconnect that did not recover. Fake timers drive the 10-second polling.
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { queryClient } from '../api/query-client';
import { act, renderHook } from '../../test/render';
import { fakeSocketFactory, type FakeSocket } from './fake-socket';
import { setSocketFactory, type SocketFactory } from './socket';
import { byVersion, lastWins, useLiveList } from './use-live-list';

interface O {
  id: string;
  version: number;
  branch?: string;
}

describe('useLiveList', () => {
  let previous: SocketFactory;
  let sockets: FakeSocket[];
  let rest: O[];
  let load: jest.Mock<() => Promise<O[]>>;

  const start = (accepts?: (row: O) => boolean) =>
    renderHook(() =>
      useLiveList<O>({
        query: { queryKey: ['live-list-test'], queryFn: load },
        merge: byVersion<O>(),
        auth: {},
        accepts,
      }),
    );
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
    queryClient.clear();
    jest.useRealTimers();
  });

  it('polls every 10 s while the socket is down (also before its first connect), not while connected', async () => {
    const { result, unmount } = start();
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
    expect(result.current.socketDown).toBe(true);
    rest = [{ id: 'a', version: 2 }];
    await flush(10_000);
    expect(load).toHaveBeenCalledTimes(2);
    expect(result.current.items).toEqual([{ id: 'a', version: 2 }]);

    sockets[0]!.recovered = true;
    act(() => sockets[0]!.fire('connect'));
    expect(result.current.socketDown).toBe(false);
    await flush(60_000);
    expect(load).toHaveBeenCalledTimes(2);
    act(() => sockets[0]!.fire('disconnect', 'transport close'));
    await flush(10_000);
    expect(load).toHaveBeenCalledTimes(3);
    unmount();
    expect(sockets[0]!.disconnected).toBe(true);
  });

  it('gives a hung load up after 8 s: the next 10 s poll asks again', async () => {
    load.mockImplementationOnce(() => new Promise<O[]>(() => undefined));
    const { result, unmount } = start();
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
    rest = [{ id: 'a', version: 2 }];
    await flush(10_000);
    expect(load).toHaveBeenCalledTimes(2);
    expect(result.current.items).toEqual([{ id: 'a', version: 2 }]);
    unmount();
  });

  it('merges pushes and action answers by version; a slower REST answer never rolls a row back', async () => {
    const { result, unmount } = start();
    await flush();
    const socket = sockets[0]!;
    act(() => socket.fire('order:updated', { id: 'a', version: 3 }));
    expect(result.current.items).toEqual([{ id: 'a', version: 3 }]);
    act(() => socket.fire('order:updated', { id: 'a', version: 2 }));
    act(() => result.current.merge({ id: 'a', version: 3 }));
    expect(result.current.items).toEqual([{ id: 'a', version: 3 }]);
    rest = [{ id: 'a', version: 2 }];
    await act(async () => {
      void result.current.refetch();
      await jest.advanceTimersByTimeAsync(0);
    });
    expect(result.current.items).toEqual([{ id: 'a', version: 3 }]);
    act(() => socket.fire('order:placed', { id: 'b', version: 1 }));
    expect(result.current.items.map((o) => o.id)).toEqual(['a', 'b']);
    // The cache itself holds the merged list: other screens on the same key see it.
    expect(queryClient.getQueryData<O[]>(['live-list-test'])).toHaveLength(2);
    unmount();
  });

  it('reloads once after a reconnect that did not recover the missed events', async () => {
    const { result, unmount } = start();
    await flush();
    const socket = sockets[0]!;
    socket.recovered = true;
    act(() => socket.fire('connect'));
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
    act(() => socket.fire('disconnect', 'transport close'));
    socket.recovered = false;
    rest = [{ id: 'a', version: 5 }];
    act(() => socket.fire('connect'));
    await flush();
    expect(load).toHaveBeenCalledTimes(2);
    expect(result.current.items).toEqual([{ id: 'a', version: 5 }]);
    unmount();
  });

  it('takes only the pushes the screen accepts, and opens nothing without credentials', async () => {
    const { result, unmount } = start((row) => row.branch === 'b1');
    await flush();
    act(() => sockets[0]!.fire('order:placed', { id: 'x', version: 1, branch: 'b2' }));
    act(() => sockets[0]!.fire('order:placed', { id: 'y', version: 1, branch: 'b1' }));
    expect(result.current.items.map((o) => o.id)).toEqual(['a', 'y']);
    unmount();

    const none = renderHook(() =>
      useLiveList<O>({ query: { queryKey: ['live-list-none'], queryFn: load }, merge: byVersion<O>(), auth: null }),
    );
    await flush(30_000);
    expect(sockets).toHaveLength(1);
    expect(none.result.current.items).toEqual([]);
    none.unmount();
  });
});

describe('lastWins (rows without a version)', () => {
  it('takes the answer as it is and replaces a pushed row by id', () => {
    const merge = lastWins<{ id: string; online: boolean }>();
    const list = [{ id: 't1', online: false }];
    expect(merge.loaded(list, [{ id: 't2', online: true }])).toEqual([{ id: 't2', online: true }]);
    expect(merge.pushed(list, { id: 't1', online: true })).toEqual([{ id: 't1', online: true }]);
    expect(merge.pushed(list, { id: 't3', online: true })).toHaveLength(2);
    expect(merge.pushed(undefined, { id: 't3', online: true })).toBeUndefined();
  });
});
