import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, render, screen } from '../test/render';
import { loadQueue, saveQueue } from './offline-queue';
import { TimeClockPage } from './TimeClockPage';

type Handler = (url: string, init?: RequestInit) => Response | 'network';
// jsdom has no Response: the fields apiRequest reads.
const json = (data: unknown, status = 200) =>
  ({ ok: status < 400, status, json: async () => (status < 400 ? { data } : { errors: data }) }) as unknown as Response;
const PEOPLE = [
  { username: 'lena', name: 'Lena Bauer' },
  { username: 'markus', name: 'Markus Huber' },
];
const me = (state: string) => ({ name: 'Lena Bauer', state, workingActivity: null, weekWorkedMinutes: 750 });

describe('TimeClockPage', () => {
  let handler: Handler;
  const calls: { url: string; init?: RequestInit }[] = [];
  const settle = () => act(() => jest.advanceTimersByTimeAsync(0));

  beforeEach(() => {
    jest.useFakeTimers({ now: new Date('2026-11-24T08:00:00Z') });
    localStorage.clear();
    calls.length = 0;
    window.history.replaceState(null, '', '/zeiterfassung?token=dev-token');
    globalThis.fetch = jest.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url, init });
      const answer = handler(url, init);
      if (answer === 'network') throw new TypeError('Failed to fetch');
      return answer;
    }) as unknown as typeof fetch;
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  const online: Handler = (url) => {
    if (url.endsWith('/people')) return json(PEOPLE);
    if (url.endsWith('/me')) return json(me(calls.some((c) => c.init?.method === 'POST') ? 'working' : 'off'));
    if (url.endsWith('/working-schedules'))
      return json([{ start: '2026-11-24T05:00:00Z', end: '2026-11-24T13:00:00Z', breakMinutes: 30 }]);
    return json({});
  };

  async function signIn(pin = '1201') {
    render(<TimeClockPage />);
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Lena Bauer' }));
    for (const digit of pin) fireEvent.click(screen.getByRole('button', { name: digit }));
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await settle();
  }

  it('stores the token, signs in with the PIN, clocks in and returns to the names 5 s later', async () => {
    handler = online;
    await signIn();
    expect(localStorage.getItem('timeclock-token')).toBe('dev-token');
    expect(window.location.search).toBe('');
    expect(calls.find((c) => c.url.endsWith('/me'))!.init!.headers).toMatchObject({ 'X-Pin': '1201' });
    expect(screen.getByRole('heading', { name: 'Lena Bauer' })).toBeTruthy();
    expect(screen.getByText('12:30 h')).toBeTruthy();
    expect(screen.getByText('06:00–14:00 Uhr')).toBeTruthy();
    expect(screen.getByText('30 min Pause')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Kommen' }));
    await settle();
    const post = calls.find((c) => c.init?.method === 'POST')!;
    expect(post.url).toBe('/api/time-tracking/dev-token/lena/working-activities/start');
    expect(JSON.parse(post.init!.body as string)).toEqual({ pin: '1201' });
    expect(screen.getByText(/^Hallo Lena, eingestempelt um/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pause' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Gehen' })).toBeTruthy();
    await act(() => jest.advanceTimersByTimeAsync(4_900));
    expect(screen.queryByRole('heading', { name: 'Wer bist du?' })).toBeNull();
    await act(() => jest.advanceTimersByTimeAsync(200));
    expect(screen.getByRole('heading', { name: 'Wer bist du?' })).toBeTruthy();
  });

  it('shows the server refusal of a wrong PIN on the pad', async () => {
    handler = (url) =>
      url.endsWith('/people') ? json(PEOPLE) : json([{ message: 'Benutzername oder PIN ist falsch.' }], 403);
    await signIn('9999');
    expect(screen.getByRole('alert').textContent).toBe('Benutzername oder PIN ist falsch.');
    expect(screen.getByRole('button', { name: 'OK' }).hasAttribute('disabled')).toBe(true);
  });

  it('queues a punch offline with its device time and sends it when the browser is back online', async () => {
    handler = (url) => (url.endsWith('/people') ? json(PEOPLE) : 'network');
    await signIn();
    expect(screen.getAllByText('offline nicht verfügbar')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Kommen' }));
    await settle();
    expect(document.querySelector('.tc-offline')?.textContent).toBe(
      'Offline – Buchung wird nachgereicht (1 ausstehend)',
    );
    const [queued] = loadQueue(localStorage);
    expect(queued).toMatchObject({ username: 'lena', action: 'start', time: '2026-11-24T08:00:00.000Z' });
    // Still offline: the next step follows the queued one.
    expect(screen.getByRole('button', { name: 'Pause' })).toBeTruthy();

    handler = online;
    await act(async () => {
      window.dispatchEvent(new Event('online'));
      await jest.advanceTimersByTimeAsync(0);
    });
    const sent = calls.filter((c) => c.init?.method === 'POST').at(-1)!;
    expect(JSON.parse(sent.init!.body as string)).toEqual({ pin: '1201', time: '2026-11-24T08:00:00.000Z' });
    expect(loadQueue(localStorage)).toEqual([]);
    expect(screen.queryByText(/ausstehend/)).toBeNull();
  });

  it('drops a queued punch older than 12 h with a visible message', async () => {
    handler = online;
    saveQueue(localStorage, [
      {
        id: 'old',
        username: 'lena',
        name: 'Lena Bauer',
        pin: '1201',
        action: 'start',
        time: '2026-11-23T19:00:00.000Z',
      },
    ]);
    render(<TimeClockPage />);
    await settle();
    expect(screen.getByRole('alert').textContent).toMatch(/Kommen von Lena Bauer .* ist älter als 12 Stunden/);
    expect(calls.some((c) => c.init?.method === 'POST')).toBe(false);
    expect(loadQueue(localStorage)).toEqual([]);
  });
});
