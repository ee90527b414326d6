// 'Backzettel' (issue 42 item 1): the day's bake list with a column per branch, quantities in the product's
// unit ('ca.' for weighed goods), and the empty day said in words.
import { describe, expect, it } from '@jest/globals';
import { render, screen, waitFor, within } from '../../test/render';
import { stubFetch } from '../../test/test-fetch';
import { PRODUCTION_TEXTS, ProductionPage } from './ProductionPage';

const WAIT = { timeout: 5000 };
const neubau = { id: 'b1', name: 'Wien-Neubau' };
const mitte = { id: 'b2', name: 'Wien-Mitte' };

function stub(lines: unknown[], frozen: { frozenAt: string; deltas: unknown[] } = { frozenAt: '', deltas: [] }) {
  return stubFetch({
    'GET /api/branches': { status: 200, body: { data: [neubau, mitte] } },
    'GET /api/production-lists': {
      status: 200,
      body: {
        data: {
          date: '2026-12-03',
          frozenAt: frozen.frozenAt || null,
          frozen: frozen.frozenAt ? [{ branch: neubau, frozenAt: frozen.frozenAt }] : [],
          lines,
          deltas: frozen.deltas,
        },
      },
    },
  });
}
const semmel = (quantity: string, byBranch: unknown[]) => ({
  product: { id: 'p1', name: 'Semmel' },
  option: null,
  unit: 'piece',
  quantity,
  approximate: false,
  byBranch,
});

describe('ProductionPage', () => {
  it('shows each product with its total and the share of every branch that gets some', async () => {
    const calls = stub([
      {
        product: { id: 'p1', name: 'Semmel' },
        option: null,
        unit: 'piece',
        quantity: '30',
        approximate: false,
        byBranch: [
          { branch: neubau, quantity: '20' },
          { branch: mitte, quantity: '10' },
        ],
      },
      {
        product: { id: 'p2', name: 'Bauernbrot' },
        option: 'geschnitten',
        unit: 'kg',
        quantity: '1.25',
        approximate: true,
        byBranch: [{ branch: mitte, quantity: '1.25' }],
      },
    ]);
    render(<ProductionPage />);
    const semmel = (await screen.findByText('Semmel', {}, WAIT)).closest('tr') as HTMLElement;
    expect(screen.getByRole('heading', { level: 2 }).textContent).toContain(PRODUCTION_TEXTS.title);
    expect(screen.getByRole('columnheader', { name: 'Wien-Neubau' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Wien-Mitte' })).toBeTruthy();
    expect(
      within(semmel)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Semmel', '30 Stk.', '20 Stk.', '10 Stk.']);
    const brot = screen.getByText('Bauernbrot').closest('tr') as HTMLElement;
    expect(within(brot).getByText('geschnitten')).toBeTruthy();
    expect(
      within(brot)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Bauernbrotgeschnitten', 'ca. 1,25 kg', '–', 'ca. 1,25 kg']);
    expect(calls.some((call) => call.path === '/api/production-lists')).toBe(true);
  });

  it('frozen at the cut-off: says when, keeps the frozen figure and lists the signed deltas per branch', async () => {
    // 20:00 in the browser's zone, as the page shows it.
    const frozenAt = new Date(2026, 11, 2, 20, 0).toISOString();
    stub([semmel('20', [{ branch: neubau, quantity: '20' }])], {
      frozenAt,
      deltas: [
        {
          ...semmel('3', [{ branch: neubau, quantity: '3' }]),
          text: '+3 Semmel seit 20:00',
        },
        {
          product: { id: 'p2', name: 'Bauernbrot' },
          option: null,
          unit: 'kilogram',
          quantity: '-0.5',
          approximate: true,
          byBranch: [{ branch: neubau, quantity: '-0.5' }],
          text: '-ca. 0,5 kg Bauernbrot seit 20:00',
        },
      ],
    });
    render(<ProductionPage />);
    expect(await screen.findByText(PRODUCTION_TEXTS.frozen('20:00'), { exact: false }, WAIT)).toBeTruthy();
    const row = screen.getByText('Semmel').closest('tr') as HTMLElement;
    expect(within(row).getAllByRole('cell')[1]!.textContent).toBe('20 Stk.');
    const deltas = screen.getByRole('region', { name: PRODUCTION_TEXTS.deltas });
    const items = within(deltas)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toEqual([
      '+3 Semmel seit 20:00 (Wien-Neubau +3)',
      '-ca. 0,5 kg Bauernbrot seit 20:00 (Wien-Neubau -ca. 0,5 kg)',
    ]);
  });

  it('frozen without later changes says so', async () => {
    stub([semmel('20', [{ branch: neubau, quantity: '20' }])], { frozenAt: new Date().toISOString(), deltas: [] });
    render(<ProductionPage />);
    expect(await screen.findByText(PRODUCTION_TEXTS.noDeltas, {}, WAIT)).toBeTruthy();
  });

  it('says so when there is nothing to bake', async () => {
    stub([]);
    render(<ProductionPage />);
    await waitFor(() => expect(screen.getByText(PRODUCTION_TEXTS.empty)).toBeTruthy(), WAIT);
    expect(screen.queryByRole('region', { name: PRODUCTION_TEXTS.deltas })).toBeNull();
  });
});
