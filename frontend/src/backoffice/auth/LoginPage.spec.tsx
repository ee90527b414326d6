import { describe, expect, it } from '@jest/globals';
import { AUTH, OWN_TEXTS } from '@bestell/domain';
import { fireEvent, render, screen, waitFor } from '../../test/render';
import { StrictMode } from 'react';
import { MemoryRouter, Route, Routes, useLocation, type Location } from 'react-router';
import { BackofficeApp } from '../BackofficeApp';
import { stubFetch } from '../../test/test-fetch';

const WAIT = { timeout: 15000 };

// jsdom has no fetch Request, which the data routers need; the component router suffices here.
function renderAt(entry: string, strict = false) {
  const router = { state: { location: undefined as unknown as Location } };
  function Probe() {
    router.state.location = useLocation();
    return null;
  }
  const tree = (
    <MemoryRouter initialEntries={[entry]}>
      <Probe />
      <Routes>
        <Route path="/backend/*" Component={BackofficeApp} />
      </Routes>
    </MemoryRouter>
  );
  render(strict ? <StrictMode>{tree}</StrictMode> : tree);
  return router;
}

async function submit(email: string, password: string) {
  fireEvent.change(await screen.findByLabelText('E-Mail', {}, WAIT), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Passwort'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: /Anmelden/ }));
}

describe('LoginPage', () => {
  it('shows the server message for wrong credentials and stays on the login page', async () => {
    const calls = stubFetch({
      'POST /api/auth/login': { status: 401, body: { errors: [{ message: 'Fehlerhafte Zugangsdaten.' }] } },
    });
    const router = renderAt('/backend/login');
    await submit('chef@example.com', 'falsch-falsch');
    expect(await screen.findByText('Fehlerhafte Zugangsdaten.', {}, WAIT)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/backend/login');
    expect(calls[0]).toEqual({
      method: 'POST',
      path: '/api/auth/login',
      body: { email: 'chef@example.com', password: 'falsch-falsch' },
    });
  });

  it('shows the throttle message with its minutes as the server returns it', async () => {
    const text = 'Zu viele fehlgeschlagene Anmeldeversuche, bitte versuchen Sie es in 7 Minuten erneut.';
    stubFetch({ 'POST /api/auth/login': { status: 429, body: { errors: [{ message: text }] } } });
    renderAt('/backend/login');
    await submit('chef@example.com', 'falsch-falsch');
    expect(await screen.findByText(text, {}, WAIT)).toBeTruthy();
  });

  it('opens the dashboard after a successful login', async () => {
    stubFetch({
      'POST /api/auth/login': { status: 200, body: { data: { id: 'u1' } } },
      'GET /api/users/me': {
        status: 200,
        body: { data: { id: 'u1', email: 'chef@example.com', roles: ['ROLE_ADMIN'], branches: [] } },
      },
      'GET /api/orders': { status: 200, body: { data: [] }, headers: { 'X-Total-Count': '0' } },
      'GET /api/orders/current': { status: 200, body: { data: [] } },
    });
    const router = renderAt('/backend/login');
    await submit('chef@example.com', 'richtig-richtig');
    await waitFor(() => expect(router.state.location.hash).toBe('#/dashboard'), WAIT);
    expect(await screen.findByText('Bestellungen heute', {}, WAIT)).toBeTruthy();
  });
});

describe('login by e-mailed link', () => {
  const ME = {
    'GET /api/users/me': {
      status: 200,
      body: { data: { id: 'u1', email: 'chef@example.com', roles: ['ROLE_ADMIN'], branches: [] } },
    },
    'GET /api/orders': { status: 200, body: { data: [] }, headers: { 'X-Total-Count': '0' } },
    'GET /api/orders/current': { status: 200, body: { data: [] } },
  };

  it('requests a link and shows the neutral answer of the server', async () => {
    const calls = stubFetch({
      'POST /api/auth/login-link': { status: 200, body: { data: { message: OWN_TEXTS.loginLinkSent } } },
    });
    renderAt('/backend/login');
    fireEvent.click(await screen.findByRole('button', { name: 'Stattdessen Link per E-Mail erhalten' }, WAIT));
    expect(screen.queryByLabelText('Passwort')).toBeNull();
    fireEvent.change(screen.getByLabelText('E-Mail'), { target: { value: 'chef@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Anmelde-Link senden' }));
    expect(await screen.findByText(OWN_TEXTS.loginLinkSent, {}, WAIT)).toBeTruthy();
    expect(calls).toEqual([{ method: 'POST', path: '/api/auth/login-link', body: { email: 'chef@example.com' } }]);
    fireEvent.click(screen.getByRole('button', { name: 'Zurück zur Anmeldung mit Passwort' }));
    expect(await screen.findByLabelText('Passwort', {}, WAIT)).toBeTruthy();
  });

  it('spends the token from the link once, drops it from the address and opens the dashboard', async () => {
    const token = 'a'.repeat(43);
    const calls = stubFetch({
      'POST /api/auth/login-link/consume': { status: 200, body: { data: { id: 'u1' } } },
      ...ME,
    });
    // StrictMode runs effects twice: the token must still be posted once.
    const router = renderAt(`/backend/login#anmelde-link=${token}`, true);
    await waitFor(() => expect(router.state.location.hash).toBe('#/dashboard'), WAIT);
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      { method: 'POST', path: '/api/auth/login-link/consume', body: { token } },
    ]);
    expect(await screen.findByText('Bestellungen heute', {}, WAIT)).toBeTruthy();
  });

  it('shows exactly the invalid-link message for a used or expired link and offers the login form', async () => {
    stubFetch({
      'POST /api/auth/login-link/consume': { status: 401, body: { errors: [{ message: AUTH.invalidLoginLink }] } },
    });
    const router = renderAt(`/backend/login#anmelde-link=${'b'.repeat(43)}`);
    expect(await screen.findByText('Ungültiger oder abgelaufener Anmelde-Link.', {}, WAIT)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/backend/login');
    expect(router.state.location.hash).toBe('');
    expect(await screen.findByLabelText('Passwort', {}, WAIT)).toBeTruthy();
  });
});

describe('401 handling', () => {
  it('sends a visitor without session from a staff screen to /backend/login', async () => {
    stubFetch({ 'GET /api/users/me': { status: 401, body: { errors: [{ message: 'Bitte melden Sie sich an.' }] } } });
    const router = renderAt('/backend#/products');
    await waitFor(() => expect(router.state.location.pathname).toBe('/backend/login'), WAIT);
    expect(await screen.findByLabelText('E-Mail', {}, WAIT)).toBeTruthy();
    expect(screen.queryByText('Produkte')).toBeNull();
  });

  it("says why when the session ran out: the spec's no-session text on the login page", async () => {
    stubFetch({
      'GET /api/users/me': {
        status: 200,
        body: { data: { id: 'u1', email: 'a@b.at', roles: ['ROLE_ADMIN'], branches: [] } },
      },
      'GET /api/products': { status: 401, body: { errors: [{ message: AUTH.noSession }] } },
    });
    const router = renderAt('/backend#/products');
    await waitFor(() => expect(router.state.location.pathname).toBe('/backend/login'), WAIT);
    expect((await screen.findByRole('alert', {}, WAIT)).textContent).toContain(AUTH.noSession);
  });

  it('sends the browser to the login page when any later call answers 401', async () => {
    stubFetch({
      'GET /api/users/me': {
        status: 200,
        body: { data: { id: 'u1', email: 'a@b.at', roles: ['ROLE_ADMIN'], branches: [] } },
      },
      'GET /api/products': { status: 401, body: { errors: [] } },
    });
    const router = renderAt('/backend#/products');
    await waitFor(() => expect(router.state.location.pathname).toBe('/backend/login'), WAIT);
  });

  it('shows the German default with a retry when a list fails without a server message', async () => {
    let attempts = 0;
    stubFetch({
      'GET /api/users/me': {
        status: 200,
        body: { data: { id: 'u1', email: 'a@b.at', roles: ['ROLE_ADMIN'], branches: [] } },
      },
      'GET /api/tags': () =>
        ++attempts === 1 ? { status: 500, body: null } : { status: 200, body: { data: [{ id: 't1', name: 'Vegan' }] } },
    });
    renderAt('/backend#/tags');
    expect(await screen.findByText('Tags konnten nicht geladen werden', {}, WAIT)).toBeTruthy();
    expect(attempts).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByText('Vegan', {}, WAIT)).toBeTruthy();
  });
});
