// The quote editor (issue 21 item 4): the draft loads into the form with a live total; saving sends the
// quote's version, German decimals as plain decimals and the fee; the server's German field errors land
// on their fields.
import { afterEach, describe, expect, it } from '@jest/globals';
import { App } from 'antd';
import { QUOTE_TEXTS, type StaffQuote } from '@bestell/domain';
import { queryClient } from '../../shared/api/query-client';
import { stubFetch } from '../../test/test-fetch';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '../../test/render';
import QuoteEditorPage from './QuoteEditorPage';

const WAIT = { timeout: 5000 };
const ID = '0b7e1c9a-1111-4222-8333-944445555666';
const quote: StaffQuote = {
  orderId: ID,
  branchId: 'b1',
  ticketNumber: 12,
  customerName: 'Maria Muster',
  email: 'maria@example.at',
  phone: '',
  state: 'requested',
  version: 2,
  eventDate: null,
  guests: 30,
  notes: 'Firmenfeier',
  lines: [
    {
      productId: 'p1',
      name: 'Brötchen belegt',
      description: '',
      amount: '40',
      unit: 'piece',
      unitPrice: '2.35',
      taxRate: '10',
      total: '94.00',
    },
  ],
  fee: { label: '', amount: '0.00', taxRate: '20' },
  totals: { linesGross: '94.00', fee: '0.00', totalGross: '94.00', totalNet: '85.4545', taxes: { '10': '8.5455' } },
  validUntil: null,
  message: '',
  sentAt: null,
  answeredAt: null,
  currency: 'EUR',
  statusPath: '/status/u/h',
  createdAt: '2026-11-25T08:00:00.000Z',
};

afterEach(() => {
  cleanup();
  queryClient.clear();
});

const renderPage = () =>
  act(async () => {
    render(
      <App>
        <QuoteEditorPage orderId={ID} />
      </App>,
    );
  });

describe('QuoteEditorPage', () => {
  it('saves the priced draft with plain decimals and the version it loaded', async () => {
    const calls = stubFetch({
      [`GET /api/quotes/${ID}`]: { status: 200, body: { data: quote } },
      [`PUT /api/quotes/${ID}`]: { status: 200, body: { data: { ...quote, version: 3 } } },
    });
    await renderPage();
    const line = await screen.findByTestId('quote-line-0', undefined, WAIT);
    expect((within(line).getByLabelText('Preis (brutto)') as HTMLInputElement).value).toBe('2,35');
    fireEvent.change(within(line).getByLabelText('Preis (brutto)'), { target: { value: '2,10' } });
    fireEvent.change(screen.getByLabelText('Gebühr (Bezeichnung)'), { target: { value: 'Lieferung' } });
    fireEvent.change(screen.getByLabelText('Betrag (brutto)'), { target: { value: '45,00' } });
    // 40 x 2.10 + 45.00, previewed with the domain's pricing.
    await waitFor(() => expect(screen.getByLabelText('Summen').textContent).toContain('129,00'), WAIT);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Entwurf speichern' })));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true), WAIT);
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({
      version: 2,
      eventDate: null,
      guests: 30,
      lines: [
        {
          productId: 'p1',
          name: 'Brötchen belegt',
          description: '',
          amount: '40',
          unit: 'piece',
          unitPrice: '2.10',
          taxRate: '10',
        },
      ],
      fee: { label: 'Lieferung', amount: '45.00', taxRate: '20' },
      validUntil: null,
      message: '',
      send: false,
    });
  });

  it("puts the server's German field errors on their fields", async () => {
    stubFetch({
      [`GET /api/quotes/${ID}`]: { status: 200, body: { data: quote } },
      [`PUT /api/quotes/${ID}`]: {
        status: 422,
        body: { errors: [{ field: 'lines.0.unitPrice', message: QUOTE_TEXTS.priceInvalid }] },
      },
    });
    await renderPage();
    await screen.findByTestId('quote-line-0', undefined, WAIT);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Entwurf speichern' })));
    const line = screen.getByTestId('quote-line-0');
    await within(line).findByText(QUOTE_TEXTS.priceInvalid, undefined, WAIT);
  });
});
