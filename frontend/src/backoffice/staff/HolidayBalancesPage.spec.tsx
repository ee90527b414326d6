// 'Urlaubskonten': the balances of GET /api/time-sheets/holiday-balances in German day notation, the
// carry-over that still expires with its date, and the German load error with a retry.
import { describe, expect, it } from '@jest/globals';
import { App } from 'antd';
import { stubFetch } from '../../test/test-fetch';
import { act, render, screen, within } from '../../test/render';
import HolidayBalancesPage, { expiringText } from './HolidayBalancesPage';
import { viewportWidth } from '../../test/viewport';

const WAIT = { timeout: 5000 };
const lena = {
  user: { id: 'lena', name: 'Lena Bauer' },
  asOf: '2026-02-10',
  entitlement: 25,
  taken: 2.5,
  planned: 5,
  carriedOver: 4,
  expiring: [{ days: 4, validUntil: '2026-03-31' }],
  expired: 0,
  balance: 26.5,
  remaining: 21.5,
};

const renderPage = () =>
  act(async () => {
    render(
      <App>
        <HolidayBalancesPage />
      </App>,
    );
  });

describe('HolidayBalancesPage', () => {
  it('shows entitlement, taken, planned, carry-over, what expires when, and what remains', async () => {
    viewportWidth(1280);
    stubFetch({ 'GET /api/time-sheets/holiday-balances': { status: 200, body: { data: [lena] } } });
    await renderPage();
    const row = await screen.findByRole('row', { name: /Lena Bauer/ }, WAIT);
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Lena Bauer', '25', '2,5', '5', '4', '4 bis 31.03.2026', '0', '21,5']);
    expect(screen.getByText('Stand 10.02.2026 · in Tagen')).toBeTruthy();
  });

  it('says in German when the balances could not be loaded', async () => {
    stubFetch({ 'GET /api/time-sheets/holiday-balances': { status: 500, body: { errors: [] } } });
    await renderPage();
    expect(await screen.findByText('Urlaubskonten konnten nicht geladen werden', {}, WAIT)).toBeTruthy();
    expect(expiringText([])).toBe('–');
  });
});
