// 'Kapazitäten' (issue 21): a branch's rules in words, the day's slots with full ones marked, and a new
// rule saved with the branch it belongs to.
import { describe, expect, it } from '@jest/globals';
import { CAPACITY_TEXTS } from '@bestell/domain';
import { App } from 'antd';
import { act, fireEvent, render, screen, waitFor, within } from '../../test/render';
import { stubFetch } from '../../test/test-fetch';
import CapacityPage from './CapacityPage';

const WAIT = { timeout: 5000 };
const rule = {
  id: 'r1',
  branch: { id: 'b1' },
  name: 'Mittag',
  orderType: 'takeaway',
  weekdays: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'],
  from: '11:00',
  to: '14:00',
  slotMinutes: 30,
  maxOrders: 8,
  maxItems: null,
  maxMinutes: 120,
  category: null,
  isEnabled: true,
};
const slot = (start: string, end: string, full: boolean, orders: number) => ({
  start,
  end,
  full,
  remaining: { orders, items: null, minutes: null },
});

function stub() {
  return stubFetch({
    'GET /api/branches': { status: 200, body: { data: [{ id: 'b1', name: 'Wien-Neubau' }] } },
    'GET /api/categories': { status: 200, body: { data: [] } },
    'GET /api/init': { status: 200, body: { data: [] } },
    'GET /api/capacity-rules': { status: 200, body: { data: [rule] } },
    'GET /api/capacity-settings': { status: 200, body: { data: [] } },
    'GET /api/branches/b1/slots': {
      status: 200,
      body: {
        data: {
          slots: [
            slot('2026-11-30T10:00:00.000Z', '2026-11-30T10:30:00.000Z', true, 0),
            slot('2026-11-30T10:30:00.000Z', '2026-11-30T11:00:00.000Z', false, 3),
          ],
          paused: true,
          notice: CAPACITY_TEXTS.paused,
          leadMinutes: 25,
        },
      },
    },
    'POST /api/capacity-settings': (body) => ({ status: 201, body: { data: { id: 's1', ...(body as object) } } }),
  });
}

describe('CapacityPage', () => {
  it('lists the rules, the slots of the day (full ones marked) and the pause notice', async () => {
    stub();
    await act(async () => {
      render(
        <App>
          <CapacityPage />
        </App>,
      );
    });
    const row = await screen.findByRole('row', { name: /Mittag/ }, WAIT);
    const cells = within(row)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells.slice(0, 7)).toEqual([
      'Mittag',
      'Abholung',
      'Mo–Fr',
      '11:00 – 14:00',
      '30 Min.',
      '8 Bestellungen, 120 Min. Zubereitung',
      'ganze Bestellung',
    ]);
    const full = await screen.findByRole('row', { name: /11:00 – 11:30/ }, WAIT);
    expect(within(full).getByText(CAPACITY_TEXTS.full)).toBeTruthy();
    expect(within(screen.getByRole('row', { name: /11:30 – 12:00/ })).getByText('frei')).toBeTruthy();
    expect(screen.getByText(CAPACITY_TEXTS.paused)).toBeTruthy();
    expect(screen.getByText(/Vorlaufzeit jetzt: 25 Min\./)).toBeTruthy();
  });

  it('saves new settings for the chosen branch', async () => {
    const calls = stub();
    await act(async () => {
      render(
        <App>
          <CapacityPage />
        </App>,
      );
    });
    await screen.findByRole('row', { name: /Mittag/ }, WAIT);
    fireEvent.change(screen.getByLabelText('Annahmeschluss für heute'), { target: { value: '14:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true), WAIT);
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      path: '/api/capacity-settings',
      body: { branch: { id: 'b1' }, sameDayCutoff: '14:00', leadMinutes: 0, rushThreshold: null },
    });
  });
});
