// The statistics page (issue 20): figures with the change to the previous period, popular items,
// heatmaps and visitor figures with their honest labels; presets change the asked range; a failed
// endpoint shows the German error with a retry while the others still show.
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { App } from 'antd';
import { queryClient } from '../../shared/api/query-client';
import { act, cleanup, fireEvent, render, screen, waitFor } from '../../test/render';
import { stubFetch } from '../../test/test-fetch';
import { statisticsFeature } from './feature';
import StatisticsPage from './StatisticsPage';

const WAIT = { timeout: 15_000 };
const heat = () =>
  Array.from({ length: 7 }, (_, d) => Array.from({ length: 24 }, (_, h) => (d === 0 && h === 10 ? 5 : 0)));
const ok = (data: unknown) => ({ status: 200, body: { data } });
const day = { day: '2026-03-02' };
const REPLIES = {
  'GET /api/branches': ok([{ id: 'b1', name: 'Wien' }]),
  'GET /api/statistics/revenue': ok({
    labels: { revenue: 'Umsatz', refunds: 'Rückerstattungen', net: 'Umsatz abzüglich Rückerstattungen' },
    series: [{ ...day, revenue: '120.00', refunds: '0.00', net: '120.00', averageOrderValue: '12.00' }],
    total: { revenue: '120.00', refunds: '0.00', net: '120.00', averageOrderValue: '12.00' },
    previous: {
      from: '2026-02-01',
      to: '2026-02-28',
      series: [],
      total: { revenue: '100.00', refunds: '0.00', net: '100.00', averageOrderValue: '10.00' },
    },
  }),
  'GET /api/statistics/orders': ok({
    series: [{ ...day, orders: 11, completed: 10, canceled: 1, averageOrderValue: '12.00' }],
    total: { orders: 11, completed: 10, canceled: 1, averageOrderValue: '12.00' },
    previous: {
      from: '2026-02-01',
      to: '2026-02-28',
      series: [],
      total: { orders: 8, completed: 8, canceled: 0, averageOrderValue: '8.00' },
    },
  }),
  'GET /api/statistics/canceled-orders': ok({
    label: 'Stornierte oder abgelehnte Bestellungen',
    series: [{ ...day, orders: 11, canceled: 1, canceledGross: '9.50' }],
    total: { orders: 11, canceled: 1, canceledGross: '9.50' },
  }),
  'GET /api/statistics/popular-items': ok({
    items: [{ id: 'p1', name: 'Kaisersemmel', orders: 9, quantity: '40', gross: '24.00' }],
  }),
  'GET /api/statistics/items': ok({
    items: [{ id: 'p1', name: 'Kaisersemmel', orders: 9, quantity: '40', gross: '24.00' }],
  }),
  'GET /api/statistics/order-times': ok({
    label: 'Bestellungen',
    weekdays: ['Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So'],
    heatmap: heat(),
  }),
  'GET /api/statistics/visitor-times': ok({
    label: 'Seitenaufrufe',
    weekdays: ['Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So'],
    heatmap: heat(),
  }),
  'GET /api/statistics/unique-visitors': ok({
    label: 'Besucher (täglich eindeutig)',
    series: [{ ...day, visitors: 33 }],
    total: { label: 'Besucher (Summe der täglich eindeutigen)', value: 33 },
  }),
  'GET /api/statistics/page-views': ok({
    labels: { visits: 'Besuche', pageViews: 'Seitenaufrufe' },
    series: [{ ...day, visits: 40, pageViews: 90 }],
    total: { visits: 40, pageViews: 90 },
  }),
  'GET /api/statistics/pages': ok({
    pages: [{ path: '/produkte', pageViews: 70 }],
    referrers: [{ host: 'google.com', visits: 12 }],
  }),
  'GET /api/statistics/categories': ok({
    label: 'Kategorien (abgeschlossene Bestellungen)',
    categories: [{ id: 'c1', name: 'Gebäck', products: 3, quantity: '40', gross: '24.00' }],
  }),
  'GET /api/statistics/order-durations': ok({
    unit: 'seconds',
    acceptance: {
      label: 'Annahmezeit (Eingang bis Bestätigung)',
      series: [{ ...day, orders: 10, median: 150, p90: 400 }],
      byHour: Array.from({ length: 24 }, (_, hour) => ({
        hour,
        orders: hour === 8 ? 10 : 0,
        median: hour === 8 ? 150 : null,
        p90: hour === 8 ? 400 : null,
      })),
      total: { orders: 10, median: 150, p90: 400 },
    },
    preparation: {
      label: 'Zubereitungszeit (Bestätigung bis fertig, ohne Vorbestellungen)',
      series: [{ ...day, orders: 8, median: 1260, p90: 3900 }],
      byHour: Array.from({ length: 24 }, (_, hour) => ({
        hour,
        orders: hour === 8 ? 8 : 0,
        median: hour === 8 ? 1260 : null,
        p90: hour === 8 ? 3900 : null,
      })),
      total: { orders: 8, median: 1260, p90: 3900 },
    },
  }),
  'GET /api/statistics/events': {
    status: 500,
    body: { errors: [{ message: 'Statistik konnte nicht geladen werden' }] },
  },
};

async function renderPage() {
  await act(async () => {
    render(
      <App>
        <StatisticsPage />
      </App>,
    );
  });
}

describe('statistics page', () => {
  beforeEach(() => queryClient.clear());
  afterEach(cleanup);

  it('shows the figures with the previous period, tables, heatmaps and honest visitor labels', async () => {
    stubFetch(REPLIES);
    await renderPage();
    await waitFor(() => expect(screen.getAllByText('Kaisersemmel', { selector: 'td' })).toHaveLength(2), WAIT);
    expect(screen.getByText('+20 % zum Vorzeitraum')).toBeTruthy(); // 120 against 100
    expect(screen.getByText('+25 % zum Vorzeitraum')).toBeTruthy(); // 10 against 8 completed
    expect(screen.getByText('+50 % zum Vorzeitraum')).toBeTruthy(); // average 12 against 8
    expect(screen.getAllByText('Besucher (Summe der täglich eindeutigen)').length).toBeGreaterThan(0);
    expect(screen.getByText('/produkte')).toBeTruthy();
    expect(screen.getByText('google.com')).toBeTruthy();
    expect(screen.getAllByLabelText('Mo 10 Uhr: 5')).toHaveLength(2);
    // Categories and the acceptance/preparation times (medians as text, the hour table).
    expect(screen.getByText('Gebäck', { selector: 'td' })).toBeTruthy();
    expect(screen.getAllByText('2 min 30 s')).toHaveLength(3); // the figure and both tables
    expect(screen.getByText(/^Annahmezeit \(Eingang bis Bestätigung\); Zubereitungszeit/)).toBeTruthy();
    expect(screen.getByText('8–9 Uhr')).toBeTruthy();
    expect(screen.getAllByText('21 min 00 s').length).toBeGreaterThan(0);
    // One failed endpoint: its panel says so and offers a retry, the others still show.
    expect(screen.getByText('Statistik konnte nicht geladen werden')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Erneut versuchen' })).toHaveLength(1);
  });

  it('asks for the chosen preset range', async () => {
    const calls = stubFetch(REPLIES);
    await renderPage();
    await waitFor(() => expect(calls.some((c) => c.path === '/api/statistics/revenue')).toBe(true), WAIT);
    const before = calls.length;
    fireEvent.click(screen.getByText('Jahr'));
    await waitFor(() => expect(calls.length).toBeGreaterThan(before), WAIT);
    const asked = (globalThis.fetch as unknown as { mock: { calls: [string][] } }).mock.calls.map((c) => String(c[0]));
    const year = String(new Date().getFullYear());
    expect(
      asked.some((u) => u.includes('/statistics/revenue?') && u.includes(`from=${year}-01-01`) && u.includes('grain=')),
    ).toBe(true);
  });

  it('is one menu entry in the group Statistik with a lazy page', () => {
    expect(statisticsFeature.menu).toEqual([{ path: '/statistics', label: 'Statistik', group: 'Statistik' }]);
    expect(statisticsFeature.route('/statistics', false)?.active).toBe('/statistics');
    expect(statisticsFeature.route('/orders', true)).toBeNull();
  });
});
