import { act, renderHook } from '../../test/render';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { fakeSocketFactory, type FakeSocket } from './fake-socket';
import { setSocketFactory, type SocketFactory } from './socket';
import { useLiveOrder } from './use-live-order';

const view = (version: number, extra: object = {}) => ({
  id: 'o1',
  uid: 'U1',
  version,
  status: 'waitingForConfirmation',
  isCompleted: false,
  isRejected: false,
  isCanceled: false,
  isFailed: false,
  ...extra,
});

describe('useLiveOrder', () => {
  let previous: SocketFactory;
  let sockets: FakeSocket[];
  let current: ReturnType<typeof view>;
  let fetchMock: jest.Mock<(url: string, init?: RequestInit) => Promise<Response>>;

  beforeEach(() => {
    jest.useFakeTimers();
    const fake = fakeSocketFactory();
    sockets = fake.sockets;
    previous = setSocketFactory(fake.factory);
    current = view(1);
    fetchMock = jest.fn(
      async () => ({ ok: true, status: 200, json: async () => ({ data: current }) }) as unknown as Response,
    );
    globalThis.fetch = fetchMock as unknown as typeof fetch;
  });

  afterEach(() => {
    setSocketFactory(previous);
    jest.useRealTimers();
  });

  it('loads over REST, opens the status socket with uid + hash, and polls while the socket is down', async () => {
    const { result, unmount } = renderHook(() => useLiveOrder('U1', 'H1'));
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(fetchMock).toHaveBeenCalledWith('/api/orders/public/U1/H1', expect.anything());
    expect(sockets[0]!.auth).toEqual({ uid: 'U1', hash: 'H1' });
    expect(result.current.order?.version).toBe(1);

    act(() => sockets[0]!.fire('connect_error', new Error('unreachable')));
    current = view(2, { status: 'confirmed' });
    await act(() => jest.advanceTimersByTimeAsync(10_000));
    expect(result.current.order).toMatchObject({ version: 2, status: 'confirmed' });
    unmount();
    expect(sockets[0]!.disconnected).toBe(true);
  });

  it('applies newer pushes, ignores older ones, and stops when the order is rejected', async () => {
    const { result } = renderHook(() => useLiveOrder('U1', 'H1'));
    await act(() => jest.advanceTimersByTimeAsync(0));
    act(() => sockets[0]!.fire('connect'));
    act(() => sockets[0]!.fire('order:updated', view(3, { status: 'confirmed' })));
    act(() => sockets[0]!.fire('order:updated', view(2)));
    expect(result.current.order).toMatchObject({ version: 3, status: 'confirmed' });
    act(() => sockets[0]!.fire('order:updated', view(4, { status: 'rejected', isRejected: true })));
    expect(result.current.order?.status).toBe('rejected');
    expect(sockets[0]!.disconnected).toBe(true);
    const calls = fetchMock.mock.calls.length;
    await act(() => jest.advanceTimersByTimeAsync(60_000));
    expect(fetchMock).toHaveBeenCalledTimes(calls);
  });

  it('reports a failed load as error text and recovers on reload', async () => {
    fetchMock.mockImplementationOnce(
      async () =>
        ({
          ok: false,
          status: 404,
          json: async () => ({ errors: [{ message: 'Die Bestellung wurde nicht gefunden.' }] }),
        }) as unknown as Response,
    );
    const { result } = renderHook(() => useLiveOrder('U1', 'H1'));
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(result.current.error).toBe('Die Bestellung wurde nicht gefunden.');
    expect(result.current.order).toBeNull();
    await act(async () => {
      result.current.reload();
      await jest.advanceTimersByTimeAsync(0);
    });
    expect(result.current.error).toBeNull();
    expect(result.current.order?.version).toBe(1);
  });
});
