// Issue 16 item 3: the status page names the chosen options and the pickup time, shows a counter
// proposal plainly, crosses out a rejected order in red (never a green check) and thanks for a rating.
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { MemoryRouter, Route, Routes } from 'react-router';
import { ORDER_ACTION_ERRORS } from '@bestell/domain';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '../../test/render';
import { fakeSocketFactory } from '../../shared/realtime/fake-socket';
import { setSocketFactory, type SocketFactory } from '../../shared/realtime/socket';
import { testInit } from '../test-init';
import { RATING_THANKS, StatusPage } from './StatusPage';
import { setInitData } from '../../shared/api/init';

const order = (extra: object = {}) => ({
  id: 'o1',
  uid: 'U1',
  ticketNumber: 7,
  ticketDay: '2026-06-01',
  version: 1,
  status: 'waitingForConfirmation',
  branch: { id: 'b-wien' },
  isDelivery: false,
  isDineIn: false,
  isConfirmed: false,
  isRejected: false,
  isCompleted: false,
  isCanceled: false,
  isFailed: false,
  isInDelivery: false,
  isDelivered: false,
  isPaid: false,
  rejectionMessage: null,
  appointmentDate: '2026-06-02T10:30:00.000Z',
  counterAppointment: null,
  paymentMethod: 'cash',
  questionnaireRating: null,
  comment: '',
  deliveryArea: null,
  gross: '12.90',
  totalGross: '12.90',
  deliveryGross: '0.00',
  taxes: {},
  isApproximate: false,
  hasHiddenPrices: false,
  createdAt: '2026-06-01T08:00:00.000Z',
  items: [
    {
      index: 0,
      product: { id: 'p1', name: 'Torte', description: '' },
      amount: 1,
      unit: 'piece',
      parts: [{ name: 'Groß', value: '0', modifier: 'add' }, 'Alles Gute'],
      partNames: ['Größe', 'Aufschrift'],
      total: '12.90',
      calculationModel: 'fixed',
    },
  ],
  ...extra,
});

let previous: SocketFactory;
let current: Record<string, unknown>;
let questionnaire: () => Response;

beforeEach(() => {
  previous = setSocketFactory(fakeSocketFactory().factory);
  current = order();
  questionnaire = () => ({ ok: true, status: 200, json: async () => ({ data: current }) }) as unknown as Response;
  globalThis.fetch = jest.fn(async (url: unknown) =>
    String(url).endsWith('/questionnaire')
      ? questionnaire()
      : ({ ok: true, status: 200, json: async () => ({ data: current }) } as unknown as Response),
  ) as unknown as typeof fetch;
});
afterEach(() => {
  cleanup();
  setSocketFactory(previous);
});

async function show(config: Record<string, unknown> = {}) {
  setInitData(testInit({ config }));
  render(
    <MemoryRouter initialEntries={['/status/U1/H1']}>
      <Routes>
        <Route path="/status/:uid/:hash" element={<StatusPage />} />
      </Routes>
    </MemoryRouter>,
  );
  await screen.findByText(/Ticketnummer/);
}

describe('StatusPage (issue 16)', () => {
  it('names the chosen options per item and the pickup time', async () => {
    await show();
    expect(screen.getByText('Größe: Groß')).toBeTruthy();
    expect(screen.getByText('Aufschrift: Alles Gute')).toBeTruthy();
    expect(screen.getByText('Abholzeit')).toBeTruthy();
    expect(screen.getByText('02.06.2026 12:30 Uhr')).toBeTruthy();
  });

  it('names the branch of the order (issue 39: two branches of one city stay apart)', async () => {
    await show();
    const fact = screen.getByText('Filiale').closest('div')!;
    expect(within(fact).getByText('Filiale Wien')).toBeTruthy();
  });

  it('marks a test order (issue 37): TEST instead of ticket number 0 and the test note', async () => {
    current = order({ isTest: true, ticketNumber: 0 });
    await show();
    expect(screen.getByText(/Ticketnummer/).textContent).toBe('Ticketnummer TEST');
    expect(screen.getByText('Dies ist eine Testbestellung, keine echte Bestellung.', { exact: false })).toBeTruthy();
  });

  it('a real order shows its number and no test note', async () => {
    await show();
    expect(screen.getByText(/Ticketnummer/).textContent).toBe('Ticketnummer 7');
    expect(screen.queryByText(/Testbestellung/)).toBeNull();
  });

  it('a rejected order shows a red cross "Bestellung storniert" and no check mark', async () => {
    current = order({ status: 'rejected', isRejected: true, rejectionMessage: 'Heute ausverkauft' });
    await show();
    const step = screen.getByText('Bestellung storniert').closest('li')!;
    expect(step.className).toContain('sf-st-step--cancelled');
    expect(step.className).not.toContain('sf-st-step--done');
    expect(step.textContent).toContain('✕');
    expect(document.body.textContent).not.toContain('✓');
    expect(screen.getByText('Ihre Bestellung wurde storniert.')).toBeTruthy();
    expect(screen.getByText('Heute ausverkauft')).toBeTruthy();
  });

  it('shows the counter proposal with the proposed and the wished time', async () => {
    current = order({ status: 'counterProposed', counterAppointment: '2026-06-02T14:00:00.000Z' });
    await show();
    expect(screen.getByText('16:00', { exact: false, selector: 'strong' }).textContent).toBe('02.06.2026 16:00 Uhr');
    expect(screen.getByText(/Ihr Wunschtermin/).textContent).toContain('02.06.2026 12:30 Uhr');
    expect(screen.getByRole('button', { name: 'Termin annehmen' })).toBeTruthy();
  });

  it('shows the uploaded photo as a thumbnail instead of "1 Bild" (issue 40)', async () => {
    const upload = {
      id: '1f0c9a52-7c3e-4d1a-9f1e-2b8f4a6c1d10',
      version: 1,
      extension: 'png',
      publicHash: 'Qm9hcmRCb2FyZEJvYXJkQm9hcmRCb2Fy',
      mimeType: 'image/png',
    };
    const item = { ...order().items[0], parts: ['Alles Gute', [upload]], partNames: ['Aufschrift', 'Foto'] };
    current = order({ items: [item] });
    await show();
    const img = screen.getByRole('img', { name: 'Foto 1 zu Torte' }) as HTMLImageElement;
    expect(img.getAttribute('src')).toBe(`/upload/${upload.publicHash}/preview/${upload.id}-1.jpg`);
    expect(screen.queryByText(/1 Bild/)).toBeNull();
    expect(screen.getByText('Aufschrift: Alles Gute')).toBeTruthy();
  });

  it('gives the branch address with a map link (issue 40)', async () => {
    await show();
    const link = screen.getByRole('link', { name: 'Route planen' });
    expect(link.getAttribute('href')).toBe('https://www.google.com/maps/search/?api=1&query=Wien');
  });

  it('shows the expected ready time once confirmed, not before (issue 40)', async () => {
    await show();
    expect(screen.queryByText(/Voraussichtlich abholbereit/)).toBeNull();
    cleanup();
    current = order({ status: 'confirmed', isConfirmed: true });
    await show();
    expect(screen.getByText(/Voraussichtlich abholbereit/).textContent).toBe(
      'Voraussichtlich abholbereit: 02.06.2026 12:30 Uhr',
    );
  });

  const rateAll = () => {
    for (const group of screen.getAllByRole('radiogroup')) {
      fireEvent.click(within(group).getByRole('radio', { name: '5 Sterne' }));
    }
  };

  it('thanks for a sent rating', async () => {
    current = order({ status: 'completed', isConfirmed: true, isCompleted: true });
    await show({ enablePluginOrderReviews: true });
    rateAll();
    current = { ...current, version: 2, questionnaireRating: 5 };
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Bewertung senden' })));
    await waitFor(() => expect(screen.getByText(RATING_THANKS)).toBeTruthy());
    expect(screen.queryByRole('button', { name: 'Bewertung senden' })).toBeNull();
  });

  it('says the rating could not be sent when the request fails', async () => {
    current = order({ status: 'completed', isConfirmed: true, isCompleted: true });
    questionnaire = () => {
      throw new TypeError('Failed to fetch');
    };
    await show({ enablePluginOrderReviews: true });
    rateAll();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Bewertung senden' })));
    await waitFor(() => expect(screen.getByText(ORDER_ACTION_ERRORS.questionnaire)).toBeTruthy());
    expect(screen.queryByText(RATING_THANKS)).toBeNull();
  });
});
