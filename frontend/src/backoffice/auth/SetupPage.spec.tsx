import { describe, expect, it } from '@jest/globals';
import { FIRST_ADMIN_TEXTS, OWN_TEXTS } from '@bestell/domain';
import { fireEvent, render, screen, waitFor } from '../../test/render';
import { MemoryRouter, Route, Routes, useLocation, type Location } from 'react-router';
import { BackofficeApp } from '../BackofficeApp';
import { stubFetch } from '../../test/test-fetch';

const WAIT = { timeout: 15000 };
const TOKEN = 't'.repeat(43);

function renderAt(entry: string) {
  const router = { state: { location: undefined as unknown as Location } };
  function Probe() {
    router.state.location = useLocation();
    return null;
  }
  render(
    <MemoryRouter initialEntries={[entry]}>
      <Probe />
      <Routes>
        <Route path="/backend/*" Component={BackofficeApp} />
      </Routes>
    </MemoryRouter>,
  );
  return router;
}

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const ME = {
  'GET /api/users/me': {
    status: 200,
    body: { data: { id: 'u1', email: 'maria@example.at', roles: ['ROLE_ADMIN'], branches: [] } },
  },
  'GET /api/orders': { status: 200, body: { data: [] }, headers: { 'X-Total-Count': '0' } },
  'GET /api/orders/current': { status: 200, body: { data: [] } },
};

describe('SetupPage (/backend/setup?token=…)', () => {
  it('checks the token, validates the form in German and opens the dashboard after creating the admin', async () => {
    const calls = stubFetch({
      'GET /api/auth/setup': { status: 200, body: { data: { valid: true } } },
      'POST /api/auth/setup': { status: 201, body: { data: { id: 'u1' } } },
      ...ME,
    });
    const router = renderAt(`/backend/setup?token=${TOKEN}`);
    expect(await screen.findByRole('heading', { name: FIRST_ADMIN_TEXTS.title }, WAIT)).toBeTruthy();
    expect(await screen.findByText(FIRST_ADMIN_TEXTS.lead, {}, WAIT)).toBeTruthy();
    expect(calls[0]).toMatchObject({ method: 'GET', path: '/api/auth/setup' });

    // Empty form: every field says what is missing, nothing is sent.
    fireEvent.click(screen.getByRole('button', { name: FIRST_ADMIN_TEXTS.submit }));
    expect(await screen.findByText(FIRST_ADMIN_TEXTS.nameRequired, {}, WAIT)).toBeTruthy();
    expect(screen.getByText(OWN_TEXTS.emailRequired)).toBeTruthy();
    // A short password and a repetition that differs.
    fill('Name', 'Maria Sonnleitner');
    fill('E-Mail', 'maria@example.at');
    fill('Passwort', 'kurz');
    fill(FIRST_ADMIN_TEXTS.passwordRepeat, 'anders');
    fireEvent.click(screen.getByRole('button', { name: FIRST_ADMIN_TEXTS.submit }));
    expect(await screen.findByText(FIRST_ADMIN_TEXTS.passwordTooShort, {}, WAIT)).toBeTruthy();
    expect(await screen.findByText(FIRST_ADMIN_TEXTS.passwordMismatch, {}, WAIT)).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    fill('Passwort', 'lange-sichere-passphrase-42');
    fill(FIRST_ADMIN_TEXTS.passwordRepeat, 'lange-sichere-passphrase-42');
    fireEvent.click(screen.getByRole('button', { name: FIRST_ADMIN_TEXTS.submit }));
    await waitFor(() => expect(router.state.location.hash).toBe('#/dashboard'), WAIT);
    expect(router.state.location.search).toBe('');
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      {
        method: 'POST',
        path: '/api/auth/setup',
        body: {
          token: TOKEN,
          name: 'Maria Sonnleitner',
          email: 'maria@example.at',
          password: 'lange-sichere-passphrase-42',
        },
      },
    ]);
    expect(await screen.findByText('Bestellungen heute', {}, WAIT)).toBeTruthy();
  });

  it('shows the server message on the field it names (a common password)', async () => {
    stubFetch({
      'GET /api/auth/setup': { status: 200, body: { data: { valid: true } } },
      'POST /api/auth/setup': {
        status: 422,
        body: { errors: [{ message: OWN_TEXTS.passwordTooCommon, field: 'password' }] },
      },
    });
    renderAt(`/backend/setup?token=${TOKEN}`);
    await screen.findByText(FIRST_ADMIN_TEXTS.lead, {}, WAIT);
    fill('Name', 'Maria');
    fill('E-Mail', 'maria@example.at');
    fill('Passwort', 'password1234');
    fill(FIRST_ADMIN_TEXTS.passwordRepeat, 'password1234');
    fireEvent.click(screen.getByRole('button', { name: FIRST_ADMIN_TEXTS.submit }));
    expect(await screen.findByText(OWN_TEXTS.passwordTooCommon, {}, WAIT)).toBeTruthy();
  });

  it('a wrong or expired link shows the German message and no form', async () => {
    stubFetch({
      'GET /api/auth/setup': { status: 403, body: { errors: [{ message: FIRST_ADMIN_TEXTS.invalidLink }] } },
    });
    renderAt('/backend/setup?token=falsch');
    expect(await screen.findByText(FIRST_ADMIN_TEXTS.invalidLink, {}, WAIT)).toBeTruthy();
    expect(screen.queryByLabelText('Passwort')).toBeNull();
  });

  it('once set up, offers the login instead', async () => {
    stubFetch({
      'GET /api/auth/setup': { status: 410, body: { errors: [{ message: FIRST_ADMIN_TEXTS.alreadyDone }] } },
    });
    const router = renderAt(`/backend/setup?token=${TOKEN}`);
    expect(await screen.findByText(FIRST_ADMIN_TEXTS.alreadyDone, {}, WAIT)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: FIRST_ADMIN_TEXTS.toLogin }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/backend/login'), WAIT);
  });
});
