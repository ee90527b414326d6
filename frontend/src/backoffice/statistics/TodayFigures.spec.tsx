// The dashboard's figures (issue 20): today's orders and revenue with a 14-day sparkline from the
// statistics endpoints, read again when an order event arrives in the back-office room.
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { REALTIME_EVENTS } from '@bestell/domain';
import { queryClient } from '../../shared/api/query-client';
import { fakeSocketFactory, type FakeSocket } from '../../shared/realtime/fake-socket';
import { setSocketFactory, type SocketFactory } from '../../shared/realtime/socket';
import { act, cleanup, render, screen, waitFor } from '../../test/render';
import { stubFetch } from '../../test/test-fetch';
import { SPARK_DAYS, TodayFigures } from './TodayFigures';

const WAIT = { timeout: 15_000 };
const ok = (data: unknown) => ({ status: 200, body: { data } });
const days = (last: number) => Array.from({ length: SPARK_DAYS }, (_, i) => (i === SPARK_DAYS - 1 ? last : i % 3));

function replies(state: { placed: number; net: string }) {
  return {
    'GET /api/orders/current': () =>
      ok(state.placed > 2 ? [{ id: 'o3', version: 1, createdAt: '2026-03-02T09:00:00Z' }] : []),
    'GET /api/statistics/orders': () =>
      ok({
        series: days(state.placed).map((orders, i) => ({
          day: `d${i}`,
          orders,
          completed: 0,
          canceled: 0,
          averageOrderValue: '0.00',
        })),
        total: { orders: 0, completed: 0, canceled: 0, averageOrderValue: '0.00' },
        previous: {
          from: '',
          to: '',
          series: [],
          total: { orders: 0, completed: 0, canceled: 0, averageOrderValue: '0.00' },
        },
      }),
    'GET /api/statistics/revenue': () =>
      ok({
        labels: { revenue: 'Umsatz', refunds: 'Rückerstattungen', net: 'Netto' },
        series: days(0).map((_, i) => ({
          day: `d${i}`,
          revenue: '0.00',
          refunds: '0.00',
          net: i === SPARK_DAYS - 1 ? state.net : '1.00',
          averageOrderValue: i === SPARK_DAYS - 1 ? state.net : '1.00',
        })),
        total: { revenue: '0.00', refunds: '0.00', net: '0.00', averageOrderValue: '0.00' },
        previous: {
          from: '',
          to: '',
          series: [],
          total: { revenue: '0.00', refunds: '0.00', net: '0.00', averageOrderValue: '0.00' },
        },
      }),
  };
}

describe('TodayFigures', () => {
  let previous: SocketFactory;
  let sockets: FakeSocket[];

  beforeEach(() => {
    queryClient.clear();
    const fake = fakeSocketFactory();
    sockets = fake.sockets;
    previous = setSocketFactory(fake.factory);
  });
  afterEach(() => {
    cleanup();
    setSocketFactory(previous);
  });

  it("shows today's figures with sparklines and reads them again on an order event", async () => {
    const state = { placed: 2, net: '12.50' };
    const calls = stubFetch(replies(state));
    await act(async () => {
      render(<TodayFigures />);
    });
    await waitFor(() => expect(screen.getAllByText('12,50 €')).toHaveLength(2), WAIT); // revenue and average
    expect(screen.getByText('Bestellungen heute')).toBeTruthy();
    const spark = screen.getByRole('img', { name: /^Bestellungen, letzte 14 Tage: / });
    expect(spark.getAttribute('aria-label')).toMatch(/, 2$/);
    expect(screen.getByText('Umsatz heute (abgeschlossen)')).toBeTruthy();

    // A new order reaches the back-office room: the figures follow without a reload.
    const asked = calls.filter((c) => c.path === '/api/statistics/orders').length;
    state.placed = 3;
    state.net = '20.00';
    await act(async () => {
      sockets[0]!.fire('connect');
      sockets[0]!.fire(REALTIME_EVENTS.orderPlaced, { id: 'o3', version: 1, createdAt: '2026-03-02T09:00:00Z' });
    });
    await waitFor(
      () => expect(calls.filter((c) => c.path === '/api/statistics/orders').length).toBeGreaterThan(asked),
      WAIT,
    );
    await waitFor(
      () =>
        expect(screen.getByRole('img', { name: /^Bestellungen, letzte 14 Tage: / }).getAttribute('aria-label')).toMatch(
          /, 3$/,
        ),
      WAIT,
    );
    expect(screen.getAllByText('20,00 €', { exact: false }).length).toBeGreaterThan(0);
    expect(screen.getByText('Offene Bestellungen')).toBeTruthy();
  });
});
