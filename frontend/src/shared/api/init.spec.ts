// preloadInit takes over the /api/init request that index.html's preload script started (issue 17:
// the shop data loads while the entry downloads), once; without it, it asks the server itself.
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { STOREFRONT_TEXTS } from '@bestell/domain';
import { EARLY_INIT } from './early-init';
import { initRemote, preloadInit } from './init';

const answer = (shopName: string) =>
  ({
    ok: true,
    status: 200,
    json: async () => ({ data: [{ url: '/api/config', data: { shopName } }] }),
  }) as unknown as Response;

const holder = globalThis as { [EARLY_INIT]?: Promise<Response> | null };
let fetchMock: jest.Mock<(url: string) => Promise<Response>>;

beforeEach(() => {
  initRemote.reset();
  fetchMock = jest.fn(async () => answer('Vom App-Aufruf'));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});
afterEach(() => {
  delete holder[EARLY_INIT];
  initRemote.reset();
});

describe('preloadInit', () => {
  it('uses the request the preload script started and asks no second time', async () => {
    holder[EARLY_INIT] = Promise.resolve(answer('Vom Vorabruf'));
    await preloadInit();
    expect(initRemote.getState().data?.config.shopName).toBe('Vom Vorabruf');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(holder[EARLY_INIT]).toBeNull();
  });

  it('fetches /api/init itself when no early request exists, and after the early one was used', async () => {
    await preloadInit();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/init');
    expect(initRemote.getState().data?.config.shopName).toBe('Vom App-Aufruf');
  });

  it('turns a failed early request into the offline message', async () => {
    holder[EARLY_INIT] = Promise.reject(new TypeError('Failed to fetch'));
    await preloadInit();
    const state = initRemote.getState();
    expect(state.status).toBe('error');
    expect(state.error?.message).toBe(STOREFRONT_TEXTS.offline);
  });
});
