// The storefront's server reads (issue 17): one load at a time per key, a failure keeps the data shown,
// a push or an action's answer goes in without a request, a saved config reloads what is on screen.
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { deferred } from '../../test/deferred';
import { invalidateRemotes, remote } from './remote';

afterEach(() => {
  jest.useRealTimers();
});

describe('Remote', () => {
  it('joins a load under way instead of asking the server twice', async () => {
    const answer = deferred<string>();
    const loader = jest.fn(() => answer.promise);
    const item = remote('spec/join', loader);
    const first = item.load();
    const second = item.load();
    answer.resolve('Brot');
    await Promise.all([first, second]);
    expect(loader).toHaveBeenCalledTimes(1);
    expect(item.getState()).toMatchObject({ data: 'Brot', error: null, status: 'success' });
  });

  it('keeps the data shown when a later load fails, and reports the failure', async () => {
    let fail = false;
    const item = remote('spec/fail', async () => {
      if (fail) throw new Error('Keine Verbindung');
      return 1;
    });
    await item.load();
    fail = true;
    await item.load();
    expect(item.getState()).toMatchObject({ data: 1, status: 'error' });
    expect(item.getState().error?.message).toBe('Keine Verbindung');
  });

  it('takes pushed data without a request and tells subscribers only about a change', () => {
    const loader = jest.fn(async () => [1]);
    const item = remote<number[]>('spec/push', loader);
    const listener = jest.fn();
    const unsubscribe = item.subscribe(listener);
    item.setData([2]);
    item.setData((current) => current);
    item.setData((current) => [...(current ?? []), 3]);
    unsubscribe();
    expect(item.getState().data).toEqual([2, 3]);
    expect(listener).toHaveBeenCalledTimes(2);
    expect(loader).not.toHaveBeenCalled();
  });

  it('is stale after its age, and an invalidation reloads only what a component shows', async () => {
    jest.useFakeTimers({ now: 1_000_000 });
    const shownLoader = jest.fn(async () => 'neu');
    const hiddenLoader = jest.fn(async () => 'neu');
    const shown = remote('spec/config/shown', shownLoader);
    const hidden = remote('spec/config/hidden', hiddenLoader);
    shown.setData('alt');
    hidden.setData('alt');
    jest.setSystemTime(1_059_000);
    expect(shown.isStale(60_000)).toBe(false);
    jest.setSystemTime(1_061_000);
    expect(shown.isStale(60_000)).toBe(true);
    shown.subscribe(() => undefined);
    invalidateRemotes('spec/config/');
    await Promise.resolve();
    await Promise.resolve();
    expect(shownLoader).toHaveBeenCalledTimes(1);
    expect(hiddenLoader).not.toHaveBeenCalled();
    expect(hidden.isStale(Infinity)).toBe(true);
    expect(shown.getState().data).toBe('neu');
  });
});
