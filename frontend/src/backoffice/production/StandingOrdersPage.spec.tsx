// 'Serienbestellungen' (issue 42 item 3): a branch's standing orders in words with the customer's link, its
// par levels, an edit saved with PUT; and the customer's page by token: deliveries, a pause saved, days past
// the cut-off locked.
import { describe, expect, it } from '@jest/globals';
import { App } from 'antd';
import { act, fireEvent, render, screen, waitFor, within } from '../../test/render';
import { stubFetch } from '../../test/test-fetch';
import { StandingCustomerPage } from './StandingCustomerPage';
import { StandingOrdersPage } from './StandingOrdersPage';

const WAIT = { timeout: 5000 };
const standing = {
  id: 's1',
  branch: { id: 'b1' },
  customerName: 'Café Central',
  firstName: 'Maria',
  lastName: 'Huber',
  phone: '+436641234567',
  email: 'cafe@example.at',
  weekdays: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'],
  startDate: '2026-12-07',
  endDate: null,
  pausedDates: ['2026-12-24'],
  items: [{ product: { id: 'p1' }, amount: '40', unit: 'piece', parts: [{ name: 'Mohn' }] }],
  comment: '',
  isEnabled: true,
  accessToken: 'geheimes-token',
  runs: [
    { date: '2026-12-09', orderId: null, error: 'Die Filiale hat an diesem Tag geschlossen.' },
    { date: '2026-12-08', orderId: 'o1', error: null },
  ],
  createdAt: '2026-12-01T08:00:00.000Z',
};
const par = {
  id: 'l1',
  branch: { id: 'b1' },
  product: { id: 'p1' },
  weekday: 'saturday',
  quantity: '60',
  unit: 'piece',
};

function stub() {
  return stubFetch({
    'GET /api/branches': { status: 200, body: { data: [{ id: 'b1', name: 'Zentrale' }] } },
    'GET /api/products': {
      status: 200,
      body: {
        data: [
          {
            id: 'p1',
            name: 'Kaisersemmel',
            config: {
              parts: [
                { type: 'select', name: 'Sorte', optional: false, options: [{ name: 'Natur' }, { name: 'Mohn' }] },
              ],
            },
          },
        ],
      },
    },
    'GET /api/standing-orders': { status: 200, body: { data: [standing] } },
    'GET /api/par-levels': { status: 200, body: { data: [par] } },
    'PUT /api/standing-orders/s1': (body) => ({ status: 200, body: { data: { ...standing, ...(body as object) } } }),
  });
}

describe('StandingOrdersPage', () => {
  it('lists the standing orders with the customer link, and the par levels', async () => {
    stub();
    await act(async () => {
      render(
        <App>
          <StandingOrdersPage />
        </App>,
      );
    });
    const row = await screen.findByRole('row', { name: /Café Central/ }, WAIT);
    await waitFor(() => expect(within(row).getByText(/40 Stk\. Kaisersemmel/)).toBeTruthy(), WAIT);
    const cells = within(row)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells.slice(0, 7)).toEqual([
      'Café Central',
      'Mo–Fr',
      'ab 07.12.2026',
      '40 Stk. Kaisersemmel',
      '24.12.2026',
      'bestellt für 08.12.202609.12.2026: Die Filiale hat an diesem Tag geschlossen.',
      'aktiv',
    ]);
    const link = within(row).getByRole('link', { name: 'Link öffnen' });
    expect(link.getAttribute('href')).toBe('http://localhost/backend#/serienbestellung/geheimes-token');
    const parRow = await screen.findByRole('row', { name: /Samstag/ }, WAIT);
    expect(within(parRow).getByText('60 Stk.')).toBeTruthy();
  });

  it('saves an edit with PUT, the lines, options and days as they were', async () => {
    const calls = stub();
    await act(async () => {
      render(
        <App>
          <StandingOrdersPage />
        </App>,
      );
    });
    const row = await screen.findByRole('row', { name: /Café Central/ }, WAIT);
    fireEvent.click(within(row).getByRole('button', { name: 'Bearbeiten' }));
    const name = await screen.findByLabelText('Kunde (Firma)', {}, WAIT);
    fireEvent.change(name, { target: { value: 'Café Central Wien' } });
    // The product's choice (what is baked) shows with the stored option.
    expect(await screen.findByText('Mohn', {}, WAIT)).toBeTruthy();
    expect(screen.getByText('Sorte')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true), WAIT);
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      path: '/api/standing-orders/s1',
      body: {
        customerName: 'Café Central Wien',
        weekdays: standing.weekdays,
        startDate: '2026-12-07',
        endDate: null,
        items: [{ product: { id: 'p1' }, amount: '40', unit: 'piece', parts: [{ name: 'Mohn' }] }],
      },
    });
  });
});

describe('StandingCustomerPage', () => {
  const view = {
    customerName: 'Café Central',
    branch: { id: 'b1', name: 'Zentrale' },
    weekdays: ['monday', 'wednesday'],
    startDate: '2026-12-07',
    endDate: null,
    items: [{ product: { id: 'p1', name: 'Kaisersemmel' }, amount: '40', unit: 'piece', option: null }],
    pausedDates: [],
    deliveries: [
      { date: '2026-12-07', paused: false, locked: true },
      { date: '2026-12-09', paused: false, locked: false },
    ],
  };

  it('shows the deliveries, keeps placed days locked and saves a pause', async () => {
    const calls = stubFetch({
      'GET /api/standing-orders/by-token/tok': { status: 200, body: { data: view } },
      'PUT /api/standing-orders/by-token/tok/pauses': (body) => ({
        status: 200,
        body: { data: { ...view, pausedDates: (body as { pausedDates: string[] }).pausedDates } },
      }),
    });
    await act(async () => {
      render(
        <App>
          <StandingCustomerPage token="tok" />
        </App>,
      );
    });
    expect(await screen.findByText('40 Stk. Kaisersemmel', {}, WAIT)).toBeTruthy();
    expect(screen.getByText(/Filiale Zentrale: Mo, Mi, ab 07\.12\.2026/)).toBeTruthy();
    const monday = screen.getByRole('checkbox', { name: 'Montag, 07.12.2026: pausieren' }) as HTMLInputElement;
    expect(monday.disabled).toBe(true);
    expect(screen.getByText('bestellt')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Mittwoch, 09.12.2026: pausieren' }));
    fireEvent.click(screen.getByRole('button', { name: 'Pausen speichern' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true), WAIT);
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      path: '/api/standing-orders/by-token/tok/pauses',
      body: { pausedDates: ['2026-12-09'] },
    });
    expect(await screen.findByText('Ihre Pausen wurden gespeichert.', {}, WAIT)).toBeTruthy();
  });

  it("shows the server's German message when a pause is refused", async () => {
    const refused = 'Die Bestellung für den 09.12.2026 ist bereits aufgegeben und kann nicht mehr geändert werden.';
    stubFetch({
      'GET /api/standing-orders/by-token/tok': { status: 200, body: { data: view } },
      'PUT /api/standing-orders/by-token/tok/pauses': {
        status: 422,
        body: { errors: [{ field: 'pausedDates', message: refused }] },
      },
    });
    await act(async () => {
      render(<StandingCustomerPage token="tok" />);
    });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Mittwoch, 09.12.2026: pausieren' }, WAIT));
    fireEvent.click(screen.getByRole('button', { name: 'Pausen speichern' }));
    expect((await screen.findByRole('alert', {}, WAIT)).textContent).toBe(refused);
  });
});
