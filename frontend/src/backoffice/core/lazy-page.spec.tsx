import { describe, expect, it, jest } from '@jest/globals';
import { deferred } from '../../test/deferred';
import { render, screen } from '../../test/render';
import { lazyPage, preloadPage } from './lazy-page';
import { PlainTable } from './PlainTable';

describe('lazyPage', () => {
  it('says in German that the page loads, then shows it; a preload fetches the code once', async () => {
    const chunk = deferred<(props: { name: string }) => React.JSX.Element>();
    const load = jest.fn(() => chunk.promise);
    const Page = lazyPage(load);
    preloadPage(<Page name="Dashboard" />);
    render(<Page name="Dashboard" />);
    expect(screen.getByRole('status').textContent).toContain('Seite wird geladen …');
    chunk.resolve(({ name }) => <h1>{name}</h1>);
    expect((await screen.findByRole('heading')).textContent).toBe('Dashboard');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('offers a reload when the chunk cannot be fetched', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const Page = lazyPage(() => Promise.reject(new Error('Failed to fetch dynamically imported module')));
    render(<Page />);
    expect(await screen.findByText('Diese Seite konnte nicht geladen werden.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Neu laden' })).toBeTruthy();
    spy.mockRestore();
  });
});

describe('PlainTable', () => {
  const columns = [
    { key: 'n', title: 'Nr.', render: (r: { id: string; n: number }) => r.n },
    { key: 'sum', title: 'Summe', align: 'right' as const, render: (r: { id: string; n: number }) => `${r.n} €` },
  ];

  it('shows a row per item under its column headers', () => {
    render(
      <PlainTable
        rows={[
          { id: 'a', n: 1 },
          { id: 'b', n: 2 },
        ]}
        rowKey={(r) => r.id}
        columns={columns}
      />,
    );
    expect(screen.getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['Nr.', 'Summe']);
    expect(screen.getAllByRole('row').map((r) => r.textContent)).toEqual(['Nr.Summe', '11 €', '22 €']);
  });

  it('says when it loads and when it is empty', () => {
    const { rerender } = render(<PlainTable rows={[]} rowKey={() => 1} columns={columns} loading />);
    expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('true');
    expect(screen.getByText('Wird geladen …')).toBeTruthy();
    rerender(<PlainTable rows={[]} rowKey={() => 1} columns={columns} empty="Keine offenen Bestellungen" />);
    expect(screen.getByText('Keine offenen Bestellungen')).toBeTruthy();
  });
});
