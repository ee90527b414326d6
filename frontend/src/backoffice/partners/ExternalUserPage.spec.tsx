// Back office 'Externe Benutzer' (issues 21/22): the list, an external user's webhooks with their state,
// adding one (its secret shown once), and the delivery log with the last response of each delivery.
import type { ExternalUserView, WebhookDeliveryView, WebhookEndpointView } from '@bestell/domain';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';
import { queryClient } from '../../shared/api/query-client';
import { useSession } from '../auth/session';
import { stubFetch } from '../../test/test-fetch';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '../../test/render';
import { ExternalUserPage } from './ExternalUserPage';
import { ExternalUsersPage } from './ExternalUsersPage';
import { viewportWidth } from '../../test/viewport';

const WAIT = { timeout: 4000 };
const USER: ExternalUserView = {
  id: 'u1',
  name: 'Catering Huber',
  email: 'it@catering-huber.at',
  role: 'ROLE_PARTNER',
  scopes: ['orders:read', 'webhooks:manage'],
  branches: [{ id: 'b1' }],
  isActive: true,
  tokenHint: 'AbCdEf',
  lastUsedAt: null,
  createdAt: '2026-11-24T10:00:00.000Z',
};
const ENDPOINTS: WebhookEndpointView[] = [
  {
    id: 'e1',
    externalUser: { id: 'u1' },
    url: 'https://hooks.huber.at/bestellwerk',
    events: ['order.placed', 'order.confirmed'],
    isEnabled: true,
    consecutiveFailures: 0,
    disabledAt: null,
    createdAt: '2026-11-24T10:00:00.000Z',
  },
  {
    id: 'e2',
    externalUser: { id: 'u1' },
    url: 'https://alt.huber.at/hook',
    events: ['order.cancelled'],
    isEnabled: false,
    consecutiveFailures: 15,
    disabledAt: '2026-11-24T11:00:00.000Z',
    createdAt: '2026-11-24T10:00:00.000Z',
  },
];
const DELIVERIES: WebhookDeliveryView[] = [
  {
    id: '7',
    eventId: 'evt_9',
    event: 'order.cancelled',
    orderId: 'o1',
    state: 'failed',
    attempts: 5,
    lastStatus: 503,
    lastResponse: 'Wartung',
    lastError: 'HTTP 503',
    lastAttemptAt: '2026-11-24T11:00:00.000Z',
    deliveredAt: null,
    createdAt: '2026-11-24T10:59:00.000Z',
  },
];

beforeEach(() => {
  queryClient.clear();
  viewportWidth(1280);
  useSession.setState({
    me: { id: 'a1', email: 'admin@sonnleitner.at', roles: ['ROLE_ADMIN'], branches: [] },
    checked: true,
  });
});
afterEach(cleanup);

const BRANCHES = { status: 200, body: { data: [{ id: 'b1', name: 'Graz-Lend' }] } };

describe('external users in the back office', () => {
  it('lists external users with branches, scopes and state', async () => {
    stubFetch({ 'GET /api/external-users': { status: 200, body: { data: [USER] } }, 'GET /api/branches': BRANCHES });
    await act(async () => {
      render(
        <MemoryRouter>
          <App>
            <ExternalUsersPage />
          </App>
        </MemoryRouter>,
      );
    });
    const table = await screen.findByRole('table', {}, WAIT);
    await waitFor(() => expect(within(table).getAllByRole('row')[1]!.textContent).toContain('Graz-Lend'), WAIT);
    const row = within(table).getAllByRole('row')[1]!;
    expect(row.textContent).toContain('Catering Huber');
    expect(row.textContent).toContain('Bestellungen der eigenen Filialen lesen');
    expect(row.textContent).toContain('Aktiv');
  });

  it('shows webhooks with their state, adds one and shows its secret once, and opens the delivery log', async () => {
    const calls = stubFetch({
      'GET /api/external-users/u1': { status: 200, body: { data: USER } },
      'GET /api/external-users/u1/webhooks': { status: 200, body: { data: ENDPOINTS } },
      'POST /api/external-users/u1/webhooks': {
        status: 201,
        body: { data: { ...ENDPOINTS[0], id: 'e3', secret: 'whsec_einmalig' } },
      },
      'GET /api/webhook-endpoints/e2/deliveries': {
        status: 200,
        body: { data: DELIVERIES },
        headers: { 'X-Total-Count': '1' },
      },
      'GET /api/branches': BRANCHES,
    });
    await act(async () => {
      render(
        <MemoryRouter>
          <App>
            <ExternalUserPage id="u1" />
          </App>
        </MemoryRouter>,
      );
    });
    await screen.findByText('https://hooks.huber.at/bestellwerk', {}, WAIT);
    expect(screen.getByText(/^Deaktiviert seit/)).toBeTruthy();
    expect(screen.getByText('Token beginnt mit', { exact: false }).textContent).toContain('AbCdEf');

    fireEvent.change(screen.getByLabelText('Adresse (URL)'), { target: { value: 'https://neu.huber.at/hook' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Bestellung abgeschlossen' }));
    fireEvent.click(screen.getByRole('button', { name: 'Webhook hinzufügen' }));
    await screen.findByText('whsec_einmalig', {}, WAIT);
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.body).toEqual({ url: 'https://neu.huber.at/hook', events: ['order.placed', 'order.completed'] });

    fireEvent.click(screen.getAllByRole('button', { name: 'Zustellungen' })[1]!);
    await screen.findByText('Zustellprotokoll', {}, WAIT);
    const row = await screen.findByText('Fehlgeschlagen', {}, WAIT);
    expect(row.closest('tr')!.textContent).toContain('HTTP 503');
    expect(row.closest('tr')!.textContent).toContain('Wartung');
    expect(row.closest('tr')!.textContent).toContain('Bestellung storniert / abgelehnt');
  });
});
