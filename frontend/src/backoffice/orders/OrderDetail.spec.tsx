// Back-office order detail of a hydro-ag-voucher order: staff see the code, redeem it after a confirm
// (update-payment-status with { redeemed: true }) and the order then shows as paid; failures show the
// first server message, else the spec 8 default of the payment-status call. The payment row shows the
// stored payment status in German; only provider-paid orders offer 'Zahlungsstatus prüfen'.
import { afterEach, describe, expect, it } from '@jest/globals';
import { OWN_TEXTS } from '@bestell/domain';
import { cleanup, fireEvent, render, screen, waitFor, within } from '../../test/render';
import { App } from 'antd';
import { stubFetch } from '../../test/test-fetch';
import { OrderDetailPage } from './OrderDetail';

const WAIT = { timeout: 8000 };
const original = globalThis.fetch;
afterEach(() => {
  cleanup();
  globalThis.fetch = original;
});

const voucherOrder = (overrides: Record<string, unknown> = {}) => ({
  id: 'o1',
  uid: 'u1',
  hash: 'h1',
  version: 3,
  ticketNumber: 42,
  status: 'confirmed',
  branch: { id: 'b1' },
  isDelivery: false,
  isDineIn: false,
  isPaid: false,
  appointment: null,
  counterAppointment: null,
  tableIdentifier: null,
  paymentMethod: 'hydro-ag-voucher',
  paymentStatus: 'open',
  paymentReference: 'HAG2024-AB12',
  rejectionMessage: null,
  comment: null,
  deliveryArea: null,
  totalGross: '12.50',
  deliveryGross: '0',
  isApproximate: false,
  items: [],
  firstName: 'Eva',
  lastName: 'Muster',
  createdAt: '2026-03-10T10:00:00.000Z',
  ...overrides,
});

const renderDetail = () =>
  render(
    <App>
      <OrderDetailPage id="o1" />
    </App>,
  );
const paymentRow = () => screen.getByText('Zahlung').closest('tr') as HTMLElement;
// The value cell only: a wide layout puts two items into one row.
const paymentValue = () =>
  (screen.getByText('Zahlung').closest('.ant-descriptions-item-label') as HTMLElement).nextElementSibling?.textContent;
const redeemButton = () => screen.queryByRole('button', { name: 'Gutschein eingelöst' });

async function confirmRedeem() {
  fireEvent.click(redeemButton()!);
  const popup = (await screen.findByText('Gutschein als eingelöst markieren?', {}, WAIT)).closest(
    '.ant-popover',
  ) as HTMLElement;
  expect(within(popup).getByText(/Gutscheincode HAG2024-AB12 geprüft\?/)).toBeTruthy();
  fireEvent.click(within(popup).getByRole('button', { name: 'Eingelöst' }));
}

describe('order detail: hydro-ag-voucher', () => {
  it('shows the code, asks before redeeming, posts { redeemed: true } and then shows the order paid', async () => {
    const calls = stubFetch({
      'GET /api/orders/o1': { status: 200, body: { data: voucherOrder() } },
      'POST /api/orders/o1/update-payment-status': {
        status: 200,
        body: { data: voucherOrder({ version: 4, isPaid: true, paymentStatus: 'paid' }) },
      },
    });
    renderDetail();
    expect(await screen.findByText('HAG2024-AB12', {}, WAIT)).toBeTruthy();
    expect(screen.getByText('Gutscheincode')).toBeTruthy();
    expect(paymentRow().textContent).toContain('Hydro-AG-Gutschein · nicht bezahlt · Status: offen');

    // Cancelling the confirm sends nothing.
    fireEvent.click(redeemButton()!);
    fireEvent.click(await screen.findByRole('button', { name: 'Abbrechen' }, WAIT));
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    await confirmRedeem();
    await waitFor(() => expect(paymentValue()).toBe('Hydro-AG-Gutschein · bezahlt'), WAIT);
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      { method: 'POST', path: '/api/orders/o1/update-payment-status', body: { redeemed: true } },
    ]);
    expect(await screen.findByText('Gutschein eingelöst, Bestellung bezahlt', {}, WAIT)).toBeTruthy();
    // Paid: nothing left to redeem.
    await waitFor(() => expect(redeemButton()).toBeNull(), WAIT);
  });

  it('shows the first server message when redeeming is refused and keeps the order unpaid', async () => {
    stubFetch({
      'GET /api/orders/o1': { status: 200, body: { data: voucherOrder() } },
      'POST /api/orders/o1/update-payment-status': {
        status: 409,
        body: { errors: [{ message: OWN_TEXTS.transitionNotAllowed }, { message: 'zweite Meldung' }] },
      },
    });
    renderDetail();
    await screen.findByText('HAG2024-AB12', {}, WAIT);
    await confirmRedeem();
    expect(await screen.findByText(OWN_TEXTS.transitionNotAllowed, {}, WAIT)).toBeTruthy();
    expect(screen.queryByText('zweite Meldung')).toBeNull();
    expect(paymentRow().textContent).toContain('nicht bezahlt');
    expect(redeemButton()).toBeTruthy();
  });

  it('falls back to the spec 8 default when the server sends no message', async () => {
    stubFetch({
      'GET /api/orders/o1': { status: 200, body: { data: voucherOrder() } },
      'POST /api/orders/o1/update-payment-status': { status: 500, body: null },
    });
    renderDetail();
    await screen.findByText('HAG2024-AB12', {}, WAIT);
    await confirmRedeem();
    expect(await screen.findByText('Zahlungsstatus konnte nicht überprüft werden.', {}, WAIT)).toBeTruthy();
  });

  it('offers no redemption for other methods, paid vouchers or cancelled orders', async () => {
    for (const overrides of [
      { paymentMethod: 'cash', paymentReference: null },
      { isPaid: true, paymentStatus: 'paid' },
      { status: 'cancelled' },
    ]) {
      stubFetch({ 'GET /api/orders/o1': { status: 200, body: { data: voucherOrder(overrides) } } });
      renderDetail();
      await screen.findByText('Zahlung', {}, WAIT);
      expect(redeemButton()).toBeNull();
      // The code stays visible on voucher orders (for the record); other methods have none.
      expect(!!screen.queryByText('Gutscheincode')).toBe(overrides.paymentMethod !== 'cash');
      cleanup();
    }
  });
});

describe('order detail: payment status and its re-check', () => {
  const checkButton = () => screen.queryByRole('button', { name: 'Zahlungsstatus prüfen' });

  it.each<[string, string, boolean, string, boolean]>([
    ['mollie', 'open', false, 'Mollie · nicht bezahlt · Status: offen', true],
    ['datatrans', 'failed', false, 'Datatrans · nicht bezahlt · Status: fehlgeschlagen', true],
    ['mollie', 'refunded', true, 'Mollie · bezahlt · Status: rückerstattet', true],
    ['cash', 'offline', false, 'Bar · nicht bezahlt · Status: Zahlung vor Ort', false],
    ['atm-card', 'offline', false, 'Bankomatkarte · nicht bezahlt · Status: Zahlung vor Ort', false],
    ['hydro-ag-voucher', 'open', false, 'Hydro-AG-Gutschein · nicht bezahlt · Status: offen', false],
    // A status the labels do not know yet stays readable as it is.
    ['mollie', 'chargeback', false, 'Mollie · nicht bezahlt · Status: chargeback', true],
  ])(
    '%s, status %s, paid %s: "%s"; re-check offered: %s',
    async (paymentMethod, paymentStatus, isPaid, text, checkable) => {
      stubFetch({
        'GET /api/orders/o1': { status: 200, body: { data: voucherOrder({ paymentMethod, paymentStatus, isPaid }) } },
      });
      renderDetail();
      await screen.findByText('Zahlung', {}, WAIT);
      expect(paymentValue()).toBe(text);
      expect(!!checkButton()).toBe(checkable);
    },
  );

  it('re-checks a Mollie payment and shows the new status in German', async () => {
    const calls = stubFetch({
      'GET /api/orders/o1': {
        status: 200,
        body: { data: voucherOrder({ paymentMethod: 'mollie', paymentReference: 'tr_1' }) },
      },
      'POST /api/orders/o1/update-payment-status': {
        status: 200,
        body: {
          data: voucherOrder({
            paymentMethod: 'mollie',
            paymentReference: 'tr_1',
            version: 4,
            isPaid: true,
            paymentStatus: 'paid',
          }),
        },
      },
    });
    renderDetail();
    fireEvent.click((await screen.findByRole('button', { name: 'Zahlungsstatus prüfen' }, WAIT)) as HTMLElement);
    // Paid and status paid: the row says it once.
    await waitFor(() => expect(paymentValue()).toBe('Mollie · bezahlt'), WAIT);
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      { method: 'POST', path: '/api/orders/o1/update-payment-status', body: undefined },
    ]);
  });
});
