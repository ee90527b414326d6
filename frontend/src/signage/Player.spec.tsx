import { jest } from '@jest/globals';
import { act, render, screen, waitFor } from '@testing-library/react';
import type { MenuBoardsAnswer, PlayerManifest, SignageDeviceCommand } from '@bestell/domain';
import { fakeSocketFactory } from '../shared/realtime/fake-socket';
import { setSocketFactory, type SocketFactory } from '../shared/realtime/socket';
import { Player } from './Player';

const manifest: PlayerManifest = {
  version: 'v1',
  generatedAt: '2026-01-01T00:00:00Z',
  device: {
    id: 'tv',
    name: 'Theke',
    branchId: 'b1',
    orientation: 'landscape',
    screenTimes: null,
    segment: { id: 'seg' },
  },
  timezone: 'Europe/Vienna',
  stream: null,
  segments: {
    seg: {
      id: 'seg',
      name: 'S',
      branch: null,
      updatedAt: '',
      items: [{ scene: { id: 's1' }, durationSeconds: 10, transition: 'fade' }],
    },
  },
  scenes: {
    s1: {
      id: 's1',
      name: 'Preistafel',
      path: '/p',
      branch: null,
      orientation: 'landscape',
      background: '#000',
      updatedAt: '',
      zones: [{ id: 'z1', kind: 'menu-board', x: 0, y: 0, width: 100, height: 100, title: 'Brot', categories: [] }],
    },
  },
  media: [],
};
const boards: MenuBoardsAnswer = {
  version: 'b1',
  boards: {
    's1/z1': {
      branchId: 'b1',
      generatedAt: '',
      categories: [
        {
          categoryId: 'c',
          name: 'Brot',
          items: [
            {
              productId: 'p1',
              name: 'Kaisersemmel',
              description: '',
              price: '1.00',
              priceText: '1,00 €',
              unit: null,
              imageUrl: null,
              soldOut: false,
              unavailable: false,
            },
          ],
        },
      ],
    },
  },
};

type Route = (method: string, path: string, body: unknown) => { status: number; data?: unknown } | 'network';
let route: Route;
const calls: { method: string; path: string; body: unknown }[] = [];

beforeEach(() => {
  localStorage.clear();
  calls.length = 0;
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    const method = init?.method ?? 'GET';
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, path, body });
    const answer = route(method, path, body);
    if (answer === 'network') throw new TypeError('Failed to fetch');
    // jsdom has no Response: what signage-api.ts reads of one.
    return {
      ok: answer.status >= 200 && answer.status < 300,
      status: answer.status,
      json: async () => ({ data: answer.data }),
    } as unknown as Response;
  }) as typeof fetch;
});

function serve(method: string, path: string): { status: number; data?: unknown } {
  if (path.endsWith('/player/manifest')) return { status: 200, data: manifest };
  if (path.endsWith('/player/menu-boards')) return { status: 200, data: boards };
  if (path.includes('/pickup-board/')) return { status: 200, data: { branchId: 'b1', preparing: [], ready: [] } };
  if (path.endsWith('/heartbeat')) return { status: 200, data: { latestVersion: 'v1', commands: [] } };
  if (method === 'POST' && path.includes('/ack')) return { status: 204 };
  return { status: 200, data: { commands: [] } };
}

describe('Player', () => {
  let previous: SocketFactory;
  afterEach(() => {
    setSocketFactory(previous);
    jest.useRealTimers();
  });

  it('plays the menu board, runs a pushed command once and acknowledges it by id', async () => {
    route = serve;
    const fake = fakeSocketFactory();
    previous = setSocketFactory(fake.factory);
    render(<Player deviceId="tv" token="secret" onUnpaired={() => undefined} />);
    expect(await screen.findByText('Kaisersemmel')).toBeTruthy();
    expect(screen.getByText('1,00 €')).toBeTruthy();
    expect(calls.find((c) => c.path.endsWith('/player/manifest'))).toBeTruthy();

    const socket = fake.sockets[0]!;
    expect(socket.auth).toEqual({ deviceId: 'tv', token: 'secret' });
    const command: SignageDeviceCommand = {
      id: 'c1',
      type: 'signage',
      payload: { type: 'show-message', text: 'Frische Krapfen', minutes: 5 },
      issuedAt: new Date().toISOString(),
    };
    const ack = jest.fn();
    act(() => socket.fire('device:command', command, ack));
    expect(await screen.findByText('Frische Krapfen')).toBeTruthy();
    expect(ack).toHaveBeenCalledWith({ ok: true });

    // The same id again (a re-send after a reconnect) is acknowledged, not run again.
    const again = jest.fn();
    act(() =>
      socket.fire(
        'device:command',
        { ...command, payload: { type: 'show-message', text: 'Anders', minutes: 5 } },
        again,
      ),
    );
    await waitFor(() => expect(again).toHaveBeenCalledWith({ ok: true }));
    expect(screen.queryByText('Anders')).toBeNull();
  });

  it('keeps playing while the server is unreachable and retries after 30 s, 60 s and 120 s', async () => {
    jest.useFakeTimers({ now: new Date('2026-01-14T10:00:00Z') });
    route = serve;
    const fake = fakeSocketFactory();
    previous = setSocketFactory(fake.factory);
    render(<Player deviceId="tv" token="secret" onUnpaired={() => undefined} />);
    await act(() => jest.advanceTimersByTimeAsync(100));
    expect(screen.getByText('Kaisersemmel')).toBeTruthy();

    route = () => 'network';
    const manifestCalls = () => calls.filter((c) => c.path.endsWith('/player/manifest')).length;
    const before = manifestCalls();
    // A push asks for the manifest: it fails, and the retries follow the schedule.
    act(() => fake.sockets[0]!.fire('signage:manifest-changed', { version: 'v2' }));
    await act(() => jest.advanceTimersByTimeAsync(10));
    expect(manifestCalls()).toBe(before + 1);
    await act(() => jest.advanceTimersByTimeAsync(29_900));
    expect(manifestCalls()).toBe(before + 1);
    await act(() => jest.advanceTimersByTimeAsync(200));
    expect(manifestCalls()).toBe(before + 2);
    await act(() => jest.advanceTimersByTimeAsync(60_000));
    expect(manifestCalls()).toBe(before + 3);
    await act(() => jest.advanceTimersByTimeAsync(120_000));
    expect(manifestCalls()).toBe(before + 4);
    await act(() => jest.advanceTimersByTimeAsync(120_000));
    expect(manifestCalls()).toBe(before + 5);
    // Still the last good version on screen, with the offline mark.
    expect(screen.getByText('Kaisersemmel')).toBeTruthy();
    expect(screen.getByTestId('signage-player').getAttribute('data-online')).toBe('false');
  });
});
