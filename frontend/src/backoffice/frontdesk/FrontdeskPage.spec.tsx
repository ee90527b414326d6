import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, render, screen, waitFor } from '../../test/render';
import { OWN_TEXTS } from '@bestell/domain';
import { App } from 'antd';
import { setUnauthorizedHandler } from '../core/api';
import { setSocketFactory, type SocketFactory } from '../../shared/realtime';
import { stubFetch } from '../../test/test-fetch';
import { isMissed, ringingOrders } from './alerts';
import type { Chime } from './chime';
import { FrontdeskPage } from './FrontdeskPage';
import { localSettingsStore } from '../../shared/local-settings/store';

const WAIT = { timeout: 8000 };

function order(id: string, ticketNumber: number, minutesAgo: number, status = 'waitingForConfirmation') {
  return {
    id,
    uid: `uid-${id}`,
    hash: 'h',
    version: 1,
    ticketNumber,
    status,
    branch: { id: 'b1' },
    isDelivery: false,
    isDineIn: false,
    isConfirmed: false,
    isRejected: false,
    isCompleted: false,
    isCanceled: false,
    isFailed: false,
    isPaid: false,
    isApproximate: false,
    firstName: 'Eva',
    lastName: 'Muster',
    appointment: null,
    counterAppointment: null,
    tableIdentifier: null,
    totalGross: '12.50',
    items: [],
    createdAt: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
    updatedAt: new Date().toISOString(),
  };
}

function fakeSocket() {
  const listeners = new Map<string, ((...args: never[]) => void)[]>();
  const socket = {
    connected: true,
    recovered: true,
    on: (event: string, listener: (...args: never[]) => void) => {
      listeners.set(event, [...(listeners.get(event) ?? []), listener]);
    },
    disconnect: () => undefined,
    emit: (event: string, payload: unknown) => {
      for (const listener of listeners.get(event) ?? []) (listener as (p: unknown) => void)(payload);
    },
  };
  return socket;
}

describe('ringing and missed rules', () => {
  it('rings for unacknowledged new orders only', () => {
    const orders = [order('a', 1, 0), order('b', 2, 0), order('c', 3, 0, 'confirmed')];
    expect(ringingOrders(orders, new Set(['b'])).map((o) => o.id)).toEqual(['a']);
  });

  it('marks orders unanswered for missedOrderMinutes as missed', () => {
    const now = Date.now();
    expect(isMissed(order('a', 1, 11), 10, now)).toBe(true);
    expect(isMissed(order('a', 1, 5), 10, now)).toBe(false);
    expect(isMissed(order('a', 1, 30, 'confirmed'), 10, now)).toBe(false);
  });
});

describe('FrontdeskPage', () => {
  let previous: SocketFactory;
  let socket: ReturnType<typeof fakeSocket>;
  beforeEach(() => {
    localStorage.clear();
    socket = fakeSocket();
    previous = setSocketFactory(() => socket);
  });
  afterEach(() => {
    setSocketFactory(previous);
  });

  it('rings and shows an alert for a new order until it is acknowledged, and again for a pushed one', async () => {
    stubFetch({
      'GET /api/orders/frontdesk/b1/key-1': { status: 200, body: { data: [order('o1', 7, 1), order('o0', 6, 30)] } },
      'GET /api/config': { status: 200, body: { data: { missedOrderMinutes: 10 } } },
    });
    const chime: Chime = { ready: true, unlock: async () => undefined, play: jest.fn() };
    render(
      <App>
        <FrontdeskPage branchId="b1" apiKey="key-1" chime={chime} />
      </App>,
    );
    expect(await screen.findByText(/2 neue Bestellungen!/, {}, WAIT)).toBeTruthy();
    expect(chime.play).toHaveBeenCalled();
    // The order placed 30 minutes ago is marked as missed.
    expect(await screen.findByText('verpasst', {}, WAIT)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Gesehen' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull(), WAIT);

    const calls = (chime.play as jest.Mock).mock.calls.length;
    act(() => socket.emit('order:placed', order('o2', 8, 0)));
    expect(await screen.findByText(/Neue Bestellung! #8/, {}, WAIT)).toBeTruthy();
    expect((chime.play as jest.Mock).mock.calls.length).toBeGreaterThan(calls);
  });

  it('does not ring again for an order acknowledged before a reload of the tablet', async () => {
    localStorage.setItem('frontdesk-ack:b1', JSON.stringify(['o1']));
    stubFetch({
      'GET /api/orders/frontdesk/b1/key-1': { status: 200, body: { data: [order('o1', 7, 1)] } },
      'GET /api/config': { status: 200, body: { data: {} } },
    });
    const chime: Chime = { ready: true, unlock: async () => undefined, play: jest.fn() };
    render(
      <App>
        <FrontdeskPage branchId="b1" apiKey="key-1" chime={chime} />
      </App>,
    );
    expect(await screen.findByText('#7', {}, WAIT)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(chime.play).not.toHaveBeenCalled();
  });

  it('confirms with the branch apiKey in headers: no staff session, no login redirect', async () => {
    const toLogin = jest.fn();
    const restore = setUnauthorizedHandler(toLogin);
    const calls = stubFetch({
      'GET /api/orders/frontdesk/b1/key-1': { status: 200, body: { data: [order('o1', 7, 1)] } },
      'GET /api/config': { status: 200, body: { data: {} } },
      'POST /api/orders/o1/status/confirm': {
        status: 200,
        body: { data: { ...order('o1', 7, 1, 'confirmed'), version: 2, isConfirmed: true } },
      },
    });
    // The stub records no headers; capture them on the way through.
    const stubbed = globalThis.fetch;
    const headers: Record<string, string>[] = [];
    globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === 'POST') headers.push({ ...(init.headers as Record<string, string>) });
      return stubbed(input, init);
    }) as typeof fetch;
    const chime: Chime = { ready: true, unlock: async () => undefined, play: jest.fn() };
    render(
      <App>
        <FrontdeskPage branchId="b1" apiKey="key-1" chime={chime} />
      </App>,
    );
    fireEvent.click(await screen.findByText('#7', {}, WAIT));
    fireEvent.click(await screen.findByRole('button', { name: 'Bestätigen' }, WAIT));
    await waitFor(() => expect(screen.getAllByText(OWN_TEXTS.orderStatus.confirmed).length).toBeGreaterThan(0), WAIT);
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/api/orders/o1/status/confirm']);
    expect(headers).toEqual([expect.objectContaining({ 'X-Branch-Id': 'b1', 'X-Api-Key': 'key-1' })]);
    expect(toLogin).not.toHaveBeenCalled();
    setUnauthorizedHandler(restore);
  });

  it('redeems a voucher order with the branch apiKey after a confirm; the order then shows paid', async () => {
    const voucher = {
      ...order('o1', 7, 1, 'confirmed'),
      paymentMethod: 'hydro-ag-voucher',
      paymentStatus: 'open',
      paymentReference: 'HAG2024-AB12',
    };
    const calls = stubFetch({
      'GET /api/orders/frontdesk/b1/key-1': { status: 200, body: { data: [voucher, order('o2', 8, 1, 'confirmed')] } },
      'GET /api/config': { status: 200, body: { data: {} } },
      'POST /api/orders/o1/update-payment-status': {
        status: 200,
        body: { data: { ...voucher, version: 2, isPaid: true, paymentStatus: 'paid' } },
      },
    });
    const stubbed = globalThis.fetch;
    const headers: Record<string, string>[] = [];
    globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === 'POST') headers.push({ ...(init.headers as Record<string, string>) });
      return stubbed(input, init);
    }) as typeof fetch;
    const chime: Chime = { ready: true, unlock: async () => undefined, play: jest.fn() };
    render(
      <App>
        <FrontdeskPage branchId="b1" apiKey="key-1" chime={chime} />
      </App>,
    );
    // Only the unpaid voucher order carries the reminder in the list.
    expect(await screen.findByText('Gutschein offen', {}, WAIT)).toBeTruthy();
    expect(screen.getAllByText('Gutschein offen')).toHaveLength(1);
    fireEvent.click(screen.getByText('#7'));
    expect(await screen.findByText('HAG2024-AB12', {}, WAIT)).toBeTruthy();
    expect(screen.getByText(/Hydro-AG-Gutschein · nicht bezahlt · Status: offen/)).toBeTruthy();
    // A voucher has no provider to ask, so the frontdesk offers no payment re-check.
    expect(screen.queryByRole('button', { name: 'Zahlungsstatus prüfen' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Gutschein eingelöst' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Eingelöst' }, WAIT));
    await waitFor(() => expect(screen.getByText('Hydro-AG-Gutschein · bezahlt')).toBeTruthy(), WAIT);
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      { method: 'POST', path: '/api/orders/o1/update-payment-status', body: { redeemed: true } },
    ]);
    expect(headers).toEqual([expect.objectContaining({ 'X-Branch-Id': 'b1', 'X-Api-Key': 'key-1' })]);
    await waitFor(() => expect(screen.queryByText('Gutschein offen')).toBeNull(), WAIT);
    expect(screen.queryByRole('button', { name: 'Gutschein eingelöst' })).toBeNull();
  });

  const photoItem = {
    index: 0,
    product: { id: 'p1', name: 'Fototorte', description: '' },
    amount: 2,
    unit: 'piece',
    parts: [
      { name: 'Groß', value: '0', modifier: 'add' },
      [{ id: 'f1', version: 3, extension: 'png', publicHash: 'h4sh', mimeType: 'image/png' }],
    ],
    partNames: ['Größe', 'Foto'],
    taxRate: '10',
    unitPrice: '35.00',
    total: '70.00',
    isPriceHidden: false,
    calculationModel: 'default',
  };

  const listOnly = (orders: unknown[]) => ({
    'GET /api/orders/frontdesk/b1/key-1': { status: 200, body: { data: orders } },
    'GET /api/config': { status: 200, body: { data: { missedOrderMinutes: 10 } } },
  });

  it("shows each order's items, choices and photo in the list; the photo opens large", async () => {
    stubFetch(listOnly([{ ...order('o1', 7, 1), items: [photoItem] }]));
    const chime: Chime = { ready: true, unlock: async () => undefined, play: jest.fn() };
    render(
      <App>
        <FrontdeskPage branchId="b1" apiKey="key-1" chime={chime} />
      </App>,
    );
    const items = await screen.findByRole('list', { name: 'Artikel von #7' }, WAIT);
    expect(items.textContent).toContain('Fototorte');
    expect(items.textContent).toContain('Größe: Groß');
    const thumb = screen.getByRole('button', { name: 'Foto 1 zu Fototorte (#7) groß anzeigen' });
    expect(thumb.querySelector('img')!.getAttribute('src')).toBe('/upload/h4sh/preview/f1-3.jpg');
    fireEvent.click(thumb);
    const large = await screen.findByRole('img', { name: 'Foto 1 zu Fototorte (#7)' }, WAIT);
    expect(large.getAttribute('src')).toBe('/upload/h4sh/f1-3.png');
    // Opening the photo does not open the order as well.
    expect(screen.queryByRole('heading', { name: 'Bestellung #7' })).toBeNull();
  });

  it("hides the customer's name when the device's showCustomerData is off (stored as '0')", async () => {
    stubFetch(listOnly([order('o1', 7, 1)]));
    const chime: Chime = { ready: true, unlock: async () => undefined, play: jest.fn() };
    const { unmount } = render(
      <App>
        <FrontdeskPage branchId="b1" apiKey="key-1" chime={chime} />
      </App>,
    );
    expect((await screen.findByRole('button', { name: /#7/ }, WAIT)).textContent).toContain('Eva');
    unmount();
    act(() => localSettingsStore.getState().set('showCustomerData', false));
    try {
      expect(localStorage.getItem('showCustomerData')).toBe('0');
      render(
        <App>
          <FrontdeskPage branchId="b1" apiKey="key-1" chime={chime} />
        </App>,
      );
      const card = await screen.findByRole('button', { name: /#7/ }, WAIT);
      expect(card.textContent).not.toContain('Eva');
      expect(card.textContent).toContain('Abholung');
    } finally {
      act(() => localSettingsStore.getState().set('showCustomerData', true));
    }
  });

  it('colours each order by how long it has waited and says since when', async () => {
    stubFetch(listOnly([order('o1', 1, 1), order('o2', 2, 6), order('o3', 3, 25), order('o4', 4, 40, 'confirmed')]));
    const chime: Chime = { ready: true, unlock: async () => undefined, play: jest.fn() };
    render(
      <App>
        <FrontdeskPage branchId="b1" apiKey="key-1" chime={chime} />
      </App>,
    );
    await screen.findByText('#4', {}, WAIT);
    const card = (ticket: string) => screen.getByText(ticket).closest('li')!;
    expect(card('#1').className).toContain('is-fresh');
    expect(card('#1').textContent).toContain('vor 1 Min.');
    expect(card('#2').className).toContain('is-waiting');
    expect(card('#2').textContent).toContain('vor 6 Min. · wartet');
    expect(card('#3').className).toContain('is-overdue');
    expect(card('#3').textContent).toContain('vor 25 Min. · wartet lange');
    expect(card('#4').className).toContain('is-answered');
  });

  it('asks for sound with a small banner until a tap allows it, and shows the muted state', async () => {
    stubFetch(listOnly([order('o1', 7, 1)]));
    const unlock = jest.fn(async () => undefined);
    const chime: Chime = { ready: false, unlock, play: jest.fn() };
    const first = render(
      <App>
        <FrontdeskPage branchId="b1" apiKey="key-1" chime={chime} />
      </App>,
    );
    // A banner, not an overlay: the order list is there and usable beside it.
    const banner = await screen.findByRole('button', { name: /Ton aktivieren/ }, WAIT);
    expect(banner.className).toBe('bo-sound-banner');
    expect(await screen.findByText('#7', {}, WAIT)).toBeTruthy();
    // One tap anywhere (here on the ticket) allows the sound and the banner goes.
    fireEvent.pointerDown(screen.getByText('#7'));
    expect(unlock).toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('button', { name: /Ton aktivieren/ })).toBeNull(), WAIT);
    expect(screen.getByRole('button', { name: 'Ton an' }).getAttribute('aria-pressed')).toBe('true');
    first.unmount();

    // The reload: the browser wants a gesture again, so the banner is back (small), until the tap on it.
    const second = render(
      <App>
        <FrontdeskPage branchId="b1" apiKey="key-1" chime={chime} />
      </App>,
    );
    fireEvent.click(await screen.findByRole('button', { name: /Ton aktivieren/ }, WAIT));
    await waitFor(() => expect(screen.queryByRole('button', { name: /Ton aktivieren/ })).toBeNull(), WAIT);
    // Muting shows 'stumm' and is remembered; muted, no banner asks for sound.
    fireEvent.click(screen.getByRole('button', { name: 'Ton an' }));
    expect(screen.getByRole('button', { name: 'stumm' }).getAttribute('aria-pressed')).toBe('false');
    expect(localStorage.getItem('frontdesk-sound')).toBe('off');
    second.unmount();

    const quiet: Chime = { ready: false, unlock, play: jest.fn() };
    render(
      <App>
        <FrontdeskPage branchId="b1" apiKey="key-1" chime={quiet} />
      </App>,
    );
    expect(await screen.findByRole('button', { name: 'stumm' }, WAIT)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Ton aktivieren/ })).toBeNull();
    expect(await screen.findByText(/Neue Bestellung! #7/, {}, WAIT)).toBeTruthy();
    expect(quiet.play).not.toHaveBeenCalled();
  });

  it('keeps the screen awake and takes the lock again when the tablet comes back', async () => {
    stubFetch(listOnly([]));
    const release = jest.fn(async () => undefined);
    const request = jest.fn(async (_type: string) => ({ release }));
    Object.defineProperty(navigator, 'wakeLock', { value: { request }, configurable: true });
    const chime: Chime = { ready: true, unlock: async () => undefined, play: jest.fn() };
    const view = render(
      <App>
        <FrontdeskPage branchId="b1" apiKey="key-1" chime={chime} />
      </App>,
    );
    await waitFor(() => expect(request).toHaveBeenCalledWith('screen'), WAIT);
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await waitFor(() => expect(request).toHaveBeenCalledTimes(2), WAIT);
    view.unmount();
    await waitFor(() => expect(release).toHaveBeenCalled(), WAIT);
    delete (navigator as { wakeLock?: unknown }).wakeLock;
  });

  it('cancels an order with the branch apiKey after a question; a failure says so in German', async () => {
    let fail = true;
    const calls = stubFetch({
      ...listOnly([order('o1', 7, 1, 'confirmed')]),
      'POST /api/orders/o1/status/cancel': () =>
        fail
          ? { status: 500, body: { errors: [] } }
          : { status: 200, body: { data: { ...order('o1', 7, 1, 'cancelled'), version: 2, isCanceled: true } } },
    });
    const stubbed = globalThis.fetch;
    const headers: Record<string, string>[] = [];
    globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === 'POST') headers.push({ ...(init.headers as Record<string, string>) });
      return stubbed(input, init);
    }) as typeof fetch;
    const chime: Chime = { ready: true, unlock: async () => undefined, play: jest.fn() };
    render(
      <App>
        <FrontdeskPage branchId="b1" apiKey="key-1" chime={chime} />
      </App>,
    );
    fireEvent.click(await screen.findByText('#7', {}, WAIT));
    fireEvent.click(await screen.findByRole('button', { name: 'Stornieren' }, WAIT));
    // The question first; only its 'Stornieren' sends.
    expect(await screen.findByText('Bestellung stornieren?', {}, WAIT)).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    const confirmIn = () => screen.getAllByRole('button', { name: 'Stornieren' }).at(-1)!;
    fireEvent.click(confirmIn());
    expect(await screen.findByText('Bestellung konnte nicht storniert werden.', {}, WAIT)).toBeTruthy();

    fail = false;
    fireEvent.click(screen.getAllByRole('button', { name: 'Stornieren' })[0]!);
    fireEvent.click(await waitFor(confirmIn, WAIT));
    await waitFor(() => expect(screen.getAllByText(OWN_TEXTS.orderStatus.cancelled).length).toBeGreaterThan(0), WAIT);
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      '/api/orders/o1/status/cancel',
      '/api/orders/o1/status/cancel',
    ]);
    expect(headers.at(-1)).toEqual(expect.objectContaining({ 'X-Branch-Id': 'b1', 'X-Api-Key': 'key-1' }));
    // A cancelled order offers no second cancel.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Stornieren' })).toBeNull(), WAIT);
  });
});
