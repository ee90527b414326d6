import { describe, expect, it, jest } from '@jest/globals';
import { App } from 'antd';
import { act, fireEvent, render, screen, waitFor } from '../../test/render';
import { stubFetch } from '../../test/test-fetch';
import { PhoneOrderDialog } from './PhoneOrderDialog';

const WAIT = { timeout: 8000 };
const ALWAYS_OPEN = [{ type: 'daily', date: null, isClosed: false, from: '00:00', to: '00:00' }];

const init = (me: object | null) => ({
  status: 200,
  body: {
    data: [
      { url: '/api/config', data: { currency: 'EUR', timezone: 'Europe/Vienna' } },
      { url: '/api/users/me', data: me },
      {
        url: '/api/branches',
        data: [
          {
            id: 'b1',
            identifier: 'wien',
            name: 'Wien',
            isPublic: true,
            isEnabled: true,
            isTakeawayEnabled: true,
            isDeliveryEnabled: false,
            isDineInEnabled: false,
            isCashEnabled: true,
            isATMCardEnabled: true,
            openingHours: ALWAYS_OPEN,
          },
        ],
      },
      {
        url: '/api/menus',
        data: [
          {
            id: 'm1',
            name: 'Sortiment',
            availableFrom: '2020-01-01T00:00:00Z',
            branches: [{ id: 'b1' }],
            catalog: [{ category: 'c1', products: ['p1'] }],
          },
        ],
      },
      { url: '/api/categories', data: [{ id: 'c1', name: 'Pizza', isPublic: true, isEnabled: true }] },
      {
        url: '/api/products',
        data: [{ id: 'p1', name: 'Margherita', price: '11.00', unit: 'piece', isPublic: true, isEnabled: true }],
      },
    ],
  },
});

const customer = {
  id: 'k1',
  firstName: 'Franz',
  lastName: 'Anrufer',
  companyName: '',
  phone: '0664 5550001',
  email: 'franz@example.at',
  street: '',
  zipCode: '',
  city: '',
  country: 'AT',
  notes: 'Stammkunde',
  allergies: 'Nüsse',
  orderCount: 3,
  lastOrderAt: null,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
};
const slots = {
  slots: [
    { start: '2030-01-01T11:00:00.000Z', end: '2030-01-01T11:15:00.000Z', full: false, remaining: {} },
    { start: '2030-01-01T11:15:00.000Z', end: '2030-01-01T11:30:00.000Z', full: true, remaining: {} },
  ],
  paused: false,
  notice: null,
  leadMinutes: 0,
};

async function open(onPlaced = jest.fn()) {
  await act(async () => {
    render(
      <App>
        <PhoneOrderDialog branchId="b1" onClose={() => undefined} onPlaced={onPlaced} />
      </App>,
    );
  });
  return onPlaced;
}

describe('PhoneOrderDialog', () => {
  it('finds the caller, books a full slot in red, adds an item through the item dialog and submits once with a key', async () => {
    const calls = stubFetch({
      'GET /api/init': init({ id: 'u1', roles: ['ROLE_ADMIN'], branches: [] }),
      'GET /api/users/me': { status: 200, body: { data: { id: 'u1', roles: ['ROLE_ADMIN'], branches: [] } } },
      'GET /api/customers': { status: 200, body: { data: [customer] } },
      'GET /api/branches/b1/slots': { status: 200, body: { data: slots } },
      'POST /api/counter/orders': { status: 201, body: { data: { id: 'o1', ticketNumber: 7 } } },
    });
    const onPlaced = await open();

    fireEvent.change(await screen.findByLabelText('Kunde suchen (Telefon oder Name)', {}, WAIT), {
      target: { value: '0664' },
    });
    fireEvent.click(await screen.findByText('Franz Anrufer · 0664 5550001', {}, WAIT));
    expect(await screen.findByText('Allergien: Nüsse', {}, WAIT)).toBeTruthy();
    // The found number is filled in grouped with the country code (issue 40 item 2).
    expect(screen.getByDisplayValue('+43 664 5550001')).toBeTruthy();

    const full = await screen.findByRole('button', { name: /voll/ }, WAIT);
    expect(full.className).toMatch(/is-full/);
    fireEvent.click(full);
    expect(screen.getByText('Zeitfenster voll: wird trotzdem angenommen')).toBeTruthy();

    fireEvent.mouseDown(screen.getByLabelText('Artikel hinzufügen'));
    const options = await screen.findAllByText(/Margherita/, { selector: '.ant-select-item-option-content' }, WAIT);
    fireEvent.click(options[options.length - 1]!);
    fireEvent.click(await screen.findByRole('button', { name: 'In den Warenkorb' }, WAIT));
    expect(await screen.findByText('1 × Margherita', {}, WAIT)).toBeTruthy();

    fireEvent.click(screen.getByLabelText('Bereits bezahlt'));
    fireEvent.click(screen.getByLabelText('SMS'));
    fireEvent.click(screen.getByRole('button', { name: 'Bestellung anlegen' }));
    await waitFor(() => expect(onPlaced).toHaveBeenCalledWith({ id: 'o1', ticketNumber: 7 }), WAIT);

    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.body).toMatchObject({
      branch: { id: 'b1' },
      firstName: 'Franz',
      phone: '+43 664 5550001',
      appointmentDate: slots.slots[1]!.start,
      overrideCapacity: true,
      payment: 'paid',
      confirmation: 'sms',
      items: [{ product: { id: 'p1' }, amount: 1 }],
    });
    const init2 = (globalThis.fetch as jest.Mock).mock.calls.find(([url]) => String(url).includes('/counter/orders'))!;
    expect((init2[1] as RequestInit).headers).toMatchObject({ 'Idempotency-Key': expect.any(String) });
  });

  it('falls back to a typed time without the slots endpoint', async () => {
    stubFetch({
      'GET /api/init': init({ id: 'u1', roles: ['ROLE_ADMIN'], branches: [] }),
      'GET /api/users/me': { status: 200, body: { data: { id: 'u1', roles: ['ROLE_ADMIN'], branches: [] } } },
    });
    await open();
    expect(await screen.findByLabelText('Uhrzeit', {}, WAIT)).toBeTruthy();
    expect(screen.getByText(/Zeitfenster konnten nicht geladen werden/)).toBeTruthy();
  });

  it('asks for a staff login on a tablet without a session', async () => {
    // The init data may still say signed in (cached before a logout): the session is asked fresh.
    stubFetch({
      'GET /api/init': init({ id: 'u1', roles: ['ROLE_ADMIN'], branches: [] }),
      'GET /api/users/me': { status: 401, body: { errors: [{ message: 'Bitte anmelden.' }] } },
    });
    await open();
    expect(await screen.findByText(/bitte im Backoffice anmelden/, {}, WAIT)).toBeTruthy();
  });
});
