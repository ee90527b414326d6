import { describe, expect, it, jest } from '@jest/globals';
import { App } from 'antd';
import { act, fireEvent, render, screen, waitFor, within } from '../../test/render';
import { stubFetch } from '../../test/test-fetch';
import { CustomersPage } from './CustomersPage';

const WAIT = { timeout: 8000 };
const maria = {
  id: 'k1',
  firstName: 'Maria',
  lastName: 'Muster',
  companyName: '',
  phone: '+43 664 1234567',
  email: 'maria@example.at',
  street: '',
  zipCode: '',
  city: '',
  country: 'AT',
  notes: '',
  allergies: 'Nüsse',
  orderCount: 2,
  lastOrderAt: '2026-11-20T10:00:00.000Z',
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
};
const history = [
  {
    id: 'o1',
    ticketNumber: 12,
    ticketDay: '2026-11-20',
    branch: { id: 'b1' },
    status: 'completed',
    channel: 'phone',
    totalGross: '22.00',
    createdAt: '2026-11-20T10:00:00.000Z',
    items: [{ name: 'Pizza', amount: 2, unit: 'piece' }],
  },
];

async function renderPage(admin = true) {
  await act(async () => {
    render(
      <App>
        <CustomersPage admin={admin} />
      </App>,
    );
  });
}

describe('CustomersPage', () => {
  it('lists customers, opens one with its orders and saves notes and allergies', async () => {
    const calls = stubFetch({
      'GET /api/customers': { status: 200, body: { data: [maria] }, headers: { 'X-Total-Count': '1' } },
      'GET /api/customers/k1/orders': { status: 200, body: { data: history } },
      'PUT /api/customers/k1': (body) => ({ status: 200, body: { data: { ...maria, ...(body as object) } } }),
    });
    await renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Maria Muster' }, WAIT));
    const drawer = await screen.findByRole('dialog', {}, WAIT);
    expect(await within(drawer).findByText('#12 · 20.11.2026 11:00', {}, WAIT)).toBeTruthy();
    expect(within(drawer).getByText('Telefonbestellung')).toBeTruthy();

    fireEvent.change(within(drawer).getByLabelText('Notizen'), { target: { value: 'Ruft mittags an' } });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true), WAIT);
    expect(calls.find((c) => c.method === 'PUT')!.body).toMatchObject({
      id: 'k1',
      notes: 'Ruft mittags an',
      allergies: 'Nüsse',
    });
  });

  it('admins erase a customer after confirming', async () => {
    const calls = stubFetch({
      'GET /api/customers': { status: 200, body: { data: [maria] }, headers: { 'X-Total-Count': '1' } },
      'GET /api/customers/k1/orders': { status: 200, body: { data: [] } },
      'DELETE /api/customers/k1': { status: 200, body: { data: { erasedOrders: 2 } } },
    });
    await renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Maria Muster' }, WAIT));
    fireEvent.click(await screen.findByRole('button', { name: 'Daten löschen' }, WAIT));
    fireEvent.click(await screen.findByRole('button', { name: 'Löschen' }, WAIT));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true), WAIT);
  });

  it('hides export and erase from staff', async () => {
    stubFetch({
      'GET /api/customers': { status: 200, body: { data: [maria] }, headers: { 'X-Total-Count': '1' } },
      'GET /api/customers/k1/orders': { status: 200, body: { data: [] } },
    });
    await renderPage(false);
    fireEvent.click(await screen.findByRole('button', { name: 'Maria Muster' }, WAIT));
    await screen.findByRole('dialog', {}, WAIT);
    expect(screen.queryByRole('button', { name: 'Daten löschen' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Export/ })).toBeNull();
  });

  it("shows the spec's load error", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    stubFetch({ 'GET /api/customers': { status: 500, body: {} } });
    await renderPage();
    expect(await screen.findByText('Kunden konnten nicht geladen werden', {}, WAIT)).toBeTruthy();
  });
});
