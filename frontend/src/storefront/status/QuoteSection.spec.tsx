// The customer's quote on the status page (issue 21 item 4): the offer with accept/decline (confirmed in
// a dialog, the version seen is sent), the server's German refusal shown, the request form before sending.
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '../../test/render';
import { type PublicQuote, QUOTE_TEXTS } from '@bestell/domain';
import { stubFetch } from '../../test/test-fetch';
import { QuoteSection } from './QuoteSection';

afterEach(cleanup);

const PATH = '/api/quotes/public/u/h';
const sent: PublicQuote = {
  state: 'sent',
  version: 3,
  eventDate: '2026-12-16T17:00:00.000Z',
  guests: 35,
  notes: '',
  lines: [
    {
      productId: null,
      name: 'Brötchen belegt',
      description: 'Schinken, Käse',
      amount: '40',
      unit: 'piece',
      unitPrice: '2.10',
      taxRate: '10',
      total: '84.00',
    },
  ],
  fee: { label: 'Lieferung', amount: '45.00', taxRate: '20' },
  totals: {
    linesGross: '84.00',
    fee: '45.00',
    totalGross: '129.00',
    totalNet: '113.8636',
    taxes: { '10': '7.6364', '20': '7.5000' },
  },
  validUntil: '2026-12-05',
  message: 'Geschirr inklusive.',
  sentAt: '2026-11-25T10:00:00.000Z',
  answeredAt: null,
  currency: 'EUR',
};

const show = (onChanged = jest.fn(), isQuotation = true) =>
  render(
    <QuoteSection
      uid="u"
      hash="h"
      order={{ isQuotation, version: 1 }}
      tz="Europe/Vienna"
      currency="EUR"
      onChanged={onChanged}
    />,
  );

describe('QuoteSection', () => {
  it('shows the offer and accepts the version the customer saw, after confirming', async () => {
    const calls = stubFetch({
      [`GET ${PATH}`]: { status: 200, body: { data: sent } },
      [`POST ${PATH}/accept`]: { status: 200, body: { data: { ...sent, state: 'accepted', version: 4 } } },
    });
    const onChanged = jest.fn();
    show(onChanged);
    await screen.findByRole('heading', { name: QUOTE_TEXTS.heading });
    expect(screen.getByText('40 Stk. Brötchen belegt')).toBeTruthy();
    expect(screen.getByText('129,00 €')).toBeTruthy();
    expect(screen.getByText(QUOTE_TEXTS.validUntil('05.12.2026'))).toBeTruthy();
    expect(screen.getByText('Geschirr inklusive.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: QUOTE_TEXTS.accept }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(QUOTE_TEXTS.acceptConfirm)).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: QUOTE_TEXTS.accept })));
    await screen.findByText(QUOTE_TEXTS.acceptedNote);
    expect(calls.find((c) => c.method === 'POST')).toEqual({
      method: 'POST',
      path: `${PATH}/accept`,
      body: { version: 3 },
    });
    expect(onChanged).toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: QUOTE_TEXTS.decline })).toBeNull();
  });

  it("shows the server's refusal of an expired offer and the expired state", async () => {
    let expired = false;
    stubFetch({
      [`GET ${PATH}`]: () => ({
        status: 200,
        body: { data: expired ? { ...sent, state: 'expired', version: 4 } : sent },
      }),
      [`POST ${PATH}/accept`]: () => {
        expired = true;
        return { status: 422, body: { errors: [{ message: QUOTE_TEXTS.expired }] } };
      },
    });
    show();
    fireEvent.click(await screen.findByRole('button', { name: QUOTE_TEXTS.accept }));
    const dialog = await screen.findByRole('dialog');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: QUOTE_TEXTS.accept })));
    await screen.findByText(QUOTE_TEXTS.expired);
    await screen.findByText(QUOTE_TEXTS.expiredNote);
  });

  it('lets the customer complete the request before the offer is sent', async () => {
    const requested: PublicQuote = {
      ...sent,
      state: 'requested',
      lines: [],
      fee: null,
      totals: null,
      eventDate: null,
      guests: null,
      message: '',
      notes: 'Firmenfeier',
    };
    const calls = stubFetch({
      [`GET ${PATH}`]: { status: 200, body: { data: requested } },
      [`PUT ${PATH}/request`]: (body) => ({
        status: 200,
        body: { data: { ...requested, ...(body as object), version: 4 } },
      }),
    });
    show();
    await screen.findByRole('heading', { name: QUOTE_TEXTS.requestHeading });
    expect((screen.getByLabelText(QUOTE_TEXTS.notes) as HTMLTextAreaElement).value).toBe('Firmenfeier');
    fireEvent.change(screen.getByLabelText(QUOTE_TEXTS.guests), { target: { value: '35' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: QUOTE_TEXTS.saveRequest })));
    await screen.findByText(QUOTE_TEXTS.requestSaved);
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ eventDate: null, guests: 35, notes: 'Firmenfeier' });
  });

  it('asks nothing for an order that is no quotation request', async () => {
    const calls = stubFetch({});
    const { container } = show(jest.fn(), false);
    await waitFor(() => expect(container.innerHTML).toBe(''));
    expect(calls).toEqual([]);
  });
});
