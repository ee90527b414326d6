// Back office 'Kontaktanfragen' (issue 15 item 5): newest first as the API sends them, read-only, a
// table on desktop and cards at 390 px, delete for admins only, search, the load error with retry.
import type { ContactSubmissionView } from '@bestell/domain';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { App } from 'antd';
import { queryClient } from '../../../shared/api/query-client';
import { useSession } from '../../auth/session';
import { stubFetch } from '../../../test/test-fetch';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '../../../test/render';
import { ContactSubmissionsPage, filterSubmissions } from './ContactSubmissionsPage';
import { viewportWidth } from '../../../test/viewport';

const WAIT = { timeout: 4000 };

const ROWS: ContactSubmissionView[] = [
  {
    id: 'c2',
    firstName: null,
    lastName: 'Gruber',
    email: null,
    phone: '+43 316 123456',
    comment: 'Bitte um Rückruf.',
    createdAt: '2026-11-24T10:00:00.000Z',
    mailedAt: null,
    branch: null,
  },
  {
    id: 'c1',
    firstName: 'Anna',
    lastName: 'Huber',
    email: 'anna@example.at',
    phone: '0664 1234567',
    comment: 'Sachertorte für Samstag?\nFür 12 Personen.',
    createdAt: '2026-11-23T08:30:00.000Z',
    mailedAt: '2026-11-23T08:30:02.000Z',
    branch: null,
  },
];

function signIn(roles: string[]) {
  useSession.setState({ me: { id: 'u1', email: 'x@sonnleitner.at', roles, branches: [] }, checked: true });
}

async function renderPage() {
  await act(async () => {
    render(
      <App>
        <ContactSubmissionsPage />
      </App>,
    );
  });
}

beforeEach(() => queryClient.clear());
afterEach(cleanup);

describe('ContactSubmissionsPage', () => {
  it('desktop: a read-only table in the order the API sends, mail status, admins delete', async () => {
    viewportWidth(1280);
    signIn(['ROLE_ADMIN']);
    let rows = ROWS;
    const calls = stubFetch({
      'GET /api/contact-submissions': () => ({ status: 200, body: { data: rows } }),
      'DELETE /api/contact-submissions/c2': () => {
        rows = ROWS.filter((r) => r.id !== 'c2');
        return { status: 200, body: { data: null } };
      },
    });
    await renderPage();
    expect(await screen.findByText('2 Kontaktanfragen', {}, WAIT)).toBeTruthy();
    const shown = screen.getAllByRole('row').slice(1);
    expect(shown.map((row) => row.querySelectorAll('td')[1]!.textContent)).toEqual(['Gruber', 'Anna Huber']);
    expect(within(shown[1]!).getByText('anna@example.at').getAttribute('href')).toBe('mailto:anna@example.at');
    expect(within(shown[1]!).getByText('0664 1234567').getAttribute('href')).toBe('tel:06641234567');
    expect(within(shown[1]!).getByText(/Sachertorte/).textContent).toBe('Sachertorte für Samstag?\nFür 12 Personen.');
    expect(within(shown[0]!).getByText('E-Mail ausstehend')).toBeTruthy();
    expect(within(shown[1]!).getByText('E-Mail gesendet')).toBeTruthy();
    // Read-only: nothing to create or edit.
    expect(screen.queryByRole('button', { name: /Neu|Bearbeiten/ })).toBeNull();

    fireEvent.click(within(shown[0]!).getByRole('button', { name: 'Anfrage von Gruber löschen' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Löschen' }, WAIT));
    expect(await screen.findByText('Kontaktanfrage gelöscht', {}, WAIT)).toBeTruthy();
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/contact-submissions/c2')).toBe(true);
    await waitFor(() => expect(screen.queryByText('Gruber')).toBeNull(), WAIT);
  });

  it('390 px: cards instead of a table, no delete for employees, search narrows the list', async () => {
    viewportWidth(390);
    signIn(['ROLE_EMPLOYEE']);
    stubFetch({ 'GET /api/contact-submissions': { status: 200, body: { data: ROWS } } });
    await renderPage();
    const cards = await screen.findByRole('list', { name: 'Kontaktanfragen' }, WAIT);
    expect(screen.queryByRole('table')).toBeNull();
    expect(within(cards).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /löschen/ })).toBeNull();
    fireEvent.change(screen.getByLabelText('Kontaktanfragen durchsuchen'), { target: { value: 'torte' } });
    await waitFor(() => expect(within(cards).getAllByRole('listitem')).toHaveLength(1));
    expect(within(cards).getByText('Anna Huber')).toBeTruthy();
  });

  it('shows the German load error with a retry', async () => {
    viewportWidth(1280);
    signIn(['ROLE_ADMIN']);
    stubFetch({ 'GET /api/contact-submissions': { status: 500, body: null } });
    await renderPage();
    expect(await screen.findByText('Kontaktanfragen konnten nicht geladen werden', {}, WAIT)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeTruthy();
  });
});

describe('filterSubmissions', () => {
  it.each([
    ['', ['c2', 'c1']],
    ['HUBER', ['c1']],
    ['316', ['c2']],
    ['anna@', ['c1']],
    ['rückruf', ['c2']],
    ['nichts', []],
  ])('%p -> %p', (search, ids) => {
    expect(filterSubmissions(ROWS, search).map((s) => s.id)).toEqual(ids);
  });
});
