// Back office 'Logs' (issue 21 item 6): the list as the API sends it, server-side filters in the query
// string, the diff of one entry (before/after, masked secrets), cards at 390 px and the spec's load errors.
import { AUDIT_MASK, type AuditLogView } from '@bestell/domain';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { App } from 'antd';
import { queryClient } from '../../shared/api/query-client';
import { useSession } from '../auth/session';
import { stubFetch } from '../../test/test-fetch';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '../../test/render';
import { formatValue } from './log-labels';
import { logsQueryString } from './logs-api';
import { LogsPage } from './LogsPage';
import { viewportWidth } from '../../test/viewport';

const WAIT = { timeout: 4000 };
const ADMIN = '11111111-1111-4111-8111-111111111111';

const ROWS: AuditLogView[] = [
  {
    id: 'l2',
    at: '2026-11-24T10:00:00.000Z',
    actorKind: 'staff',
    actorId: ADMIN,
    actorName: 'Anna Admin',
    ip: '203.0.113.7',
    action: 'update',
    resource: 'users',
    resourceId: 'u9',
    branchId: null,
    detail: null,
    changes: {
      name: { before: 'Alt', after: 'Neu' },
      password: { before: AUDIT_MASK, after: AUDIT_MASK },
    },
  },
  {
    id: 'l1',
    at: '2026-11-23T08:30:00.000Z',
    actorKind: 'anonymous',
    actorId: null,
    actorName: 'niemand@example.at',
    ip: '198.51.100.2',
    action: 'login-failed',
    resource: 'users',
    resourceId: null,
    branchId: null,
    detail: 'invalid-credentials',
    changes: null,
  },
];

/** Records the full URLs (with query strings) the page fetches. */
function recordUrls(): string[] {
  const urls: string[] = [];
  const inner = globalThis.fetch;
  globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
    urls.push(String(input));
    return inner(input, init);
  }) as typeof fetch;
  return urls;
}

async function renderPage() {
  await act(async () => {
    render(
      <App>
        <LogsPage />
      </App>,
    );
  });
}

beforeEach(() => {
  queryClient.clear();
  useSession.setState({
    me: { id: ADMIN, email: 'admin@sonnleitner.at', roles: ['ROLE_ADMIN'], branches: [] },
    checked: true,
  });
});
afterEach(cleanup);

const LIST = { status: 200, body: { data: ROWS }, headers: { 'X-Total-Count': '2' } };
const USERS = { status: 200, body: { data: [{ id: ADMIN, email: 'admin@sonnleitner.at', name: 'Anna Admin' }] } };

describe('LogsPage', () => {
  it('desktop: newest first with who, what, fields and IP; filters go to the server', async () => {
    viewportWidth(1280);
    stubFetch({ 'GET /api/logs': LIST, 'GET /api/users': USERS });
    const urls = recordUrls();
    await renderPage();
    const table = await screen.findByRole('table', {}, WAIT);
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3), WAIT);
    const [first, second] = within(table).getAllByRole('row').slice(1);
    expect(first!.textContent).toContain('Anna Admin');
    expect(first!.textContent).toContain('Geändert');
    expect(first!.textContent).toContain('name, password');
    expect(first!.textContent).toContain('203.0.113.7');
    expect(second!.textContent).toContain('niemand@example.at (nicht angemeldet)');
    expect(second!.textContent).toContain('Anmeldung fehlgeschlagen');
    expect(second!.textContent).toContain('Benutzer · Falsche Zugangsdaten');

    fireEvent.mouseDown(screen.getByLabelText('Aktion'));
    fireEvent.click(await screen.findByText('Gelöscht', { selector: '.ant-select-item-option-content' }, WAIT));
    await waitFor(() => expect(urls.some((u) => u.includes('action=delete'))).toBe(true), WAIT);
    fireEvent.mouseDown(screen.getByLabelText('Bereich'));
    fireEvent.click(await screen.findByText('Bestellungen', { selector: '.ant-select-item-option-content' }, WAIT));
    await waitFor(
      () => expect(urls.some((u) => /resource=orders/.test(u) && /action=delete/.test(u))).toBe(true),
      WAIT,
    );
    fireEvent.mouseDown(screen.getByLabelText('Benutzer'));
    fireEvent.click(await screen.findByText('Anna Admin', { selector: '.ant-select-item-option-content' }, WAIT));
    await waitFor(() => expect(urls.some((u) => u.includes(`user=${ADMIN}`) && u.includes('page=1'))).toBe(true), WAIT);
  });

  it('Details shows the before/after of the changed fields; secrets only as hidden', async () => {
    viewportWidth(1280);
    stubFetch({
      'GET /api/logs': LIST,
      'GET /api/users': USERS,
      'GET /api/logs/l2': { status: 200, body: { data: ROWS[0] } },
    });
    await renderPage();
    const table = await screen.findByRole('table', {}, WAIT);
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3), WAIT);
    fireEvent.click(within(within(table).getAllByRole('row')[1]!).getByRole('button', { name: /Details/ }));
    const diff = await screen.findByRole('table', { name: 'Änderungen' }, WAIT);
    const lines = within(diff)
      .getAllByRole('row')
      .map((row) => Array.from(row.querySelectorAll('th, td')).map((cell) => cell.textContent));
    expect(lines).toEqual([
      ['Feld', 'Vorher', 'Nachher'],
      ['name', 'Alt', 'Neu'],
      ['password', '•••• (verborgen)', '•••• (verborgen)'],
    ]);
    expect(screen.getByText('203.0.113.7', { selector: '.ant-drawer dd' })).toBeTruthy();
  });

  it('a failed single load shows "Log konnte nicht geladen werden"', async () => {
    viewportWidth(1280);
    stubFetch({ 'GET /api/logs': LIST, 'GET /api/users': USERS, 'GET /api/logs/l2': { status: 500, body: null } });
    await renderPage();
    const table = await screen.findByRole('table', {}, WAIT);
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3), WAIT);
    fireEvent.click(within(within(table).getAllByRole('row')[1]!).getByRole('button', { name: /Details/ }));
    expect(await screen.findByText('Log konnte nicht geladen werden', {}, WAIT)).toBeTruthy();
  });

  it('390 px: cards instead of a table', async () => {
    viewportWidth(390);
    stubFetch({ 'GET /api/logs': LIST, 'GET /api/users': USERS });
    await renderPage();
    const cards = await screen.findByRole('list', { name: 'Logs' }, WAIT);
    expect(screen.queryByRole('table')).toBeNull();
    expect(within(cards).getAllByRole('listitem')).toHaveLength(2);
    expect(within(cards).getAllByRole('listitem')[0]!.textContent).toContain('Anna Admin · 203.0.113.7');
  });

  it("shows the spec's list load error with a retry", async () => {
    viewportWidth(1280);
    stubFetch({ 'GET /api/logs': { status: 500, body: null }, 'GET /api/users': USERS });
    await renderPage();
    expect(await screen.findByText('Logs konnten nicht geladen werden', {}, WAIT)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeTruthy();
  });
});

describe('helpers', () => {
  it('logsQueryString leaves out empty filters', () => {
    expect(logsQueryString({ page: 2, limit: 25, action: 'create', resource: undefined, user: '' })).toBe(
      'page=2&limit=25&action=create',
    );
  });

  it.each([
    [null, '–'],
    ['', '–'],
    [true, 'Ja'],
    [false, 'Nein'],
    [3, '3'],
    [AUDIT_MASK, '•••• (verborgen)'],
    [{ id: 'a' }, '{\n  "id": "a"\n}'],
  ])('formatValue(%p) = %p', (value, text) => {
    expect(formatValue(value)).toBe(text);
  });
});
