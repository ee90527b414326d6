import { afterEach, describe, expect, it } from '@jest/globals';
import { act, fireEvent, render, screen, waitFor } from '../../test/render';
import { App } from 'antd';
import { useSession } from '../auth/session';
import { stubFetch } from '../../test/test-fetch';
import { FrontdeskLinkCard } from './FrontdeskLinkCard';

// Issue 39 item 7: showing the link again reads it (QR code + copy) and rotates nothing.
const WAIT = { timeout: 8000 };
const URL_B1 = 'http://localhost:3000/backend#/frontdesk/b1/schluessel-1';
const BEFORE_UPDATE = 'Der Link wurde vor dem Update erstellt. Bitte einen neuen Link erzeugen.';
const signIn = (roles: string[]) =>
  useSession.setState({ me: { id: 'u1', email: 'a@b.at', roles, branches: [] }, checked: true });
const renderCard = async () => {
  await act(async () => {
    render(
      <App>
        <FrontdeskLinkCard branchId="b1" />
      </App>,
    );
  });
};

describe('FrontdeskLinkCard', () => {
  afterEach(() => act(() => useSession.setState({ me: null, checked: false })));

  it('an admin shows the link again: QR code and the url, without a new key', async () => {
    signIn(['ROLE_ADMIN']);
    const calls = stubFetch({
      'GET /api/branches/b1/frontdesk-link': { status: 200, body: { data: { url: URL_B1 } } },
    });
    await renderCard();
    fireEvent.click(screen.getByRole('button', { name: 'Frontdesk-Link anzeigen' }));
    expect(await screen.findByText(URL_B1, {}, WAIT)).toBeTruthy();
    expect(await screen.findByLabelText('QR-Code des Frontdesk-Links', {}, WAIT)).toBeTruthy();
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /api/branches/b1/frontdesk-link']);
  });

  it('a link from before the update shows the server hint; a new link needs a confirmation', async () => {
    signIn(['ROLE_ADMIN']);
    const calls = stubFetch({
      'GET /api/branches/b1/frontdesk-link': { status: 404, body: { errors: [{ message: BEFORE_UPDATE }] } },
      'POST /api/branches/b1/api-key': { status: 200, body: { data: { id: 'b1', apiKey: 'neu-2' } } },
    });
    await renderCard();
    fireEvent.click(screen.getByRole('button', { name: 'Frontdesk-Link anzeigen' }));
    expect(await screen.findByText(BEFORE_UPDATE, {}, WAIT)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Neuen Link erzeugen' }));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.click(await screen.findByRole('button', { name: 'Erzeugen' }, WAIT));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1), WAIT);
    expect(await screen.findByText(`${window.location.origin}/backend#/frontdesk/b1/neu-2`, {}, WAIT)).toBeTruthy();
  });

  it('employees do not get the show button', async () => {
    signIn(['ROLE_EMPLOYEE']);
    stubFetch({});
    await renderCard();
    expect(screen.queryByRole('button', { name: 'Frontdesk-Link anzeigen' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Neuen Link erzeugen' })).toBeTruthy();
  });
});
