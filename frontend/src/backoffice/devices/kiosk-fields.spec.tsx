import { describe, expect, it } from '@jest/globals';
import { App, Form } from 'antd';
import { PIN_TEXTS } from '@bestell/domain';
import { MemoryRouter } from 'react-router';
import { act, fireEvent, render, screen, waitFor } from '../../test/render';
import { stubFetch } from '../../test/test-fetch';
import { ResourceEditPage } from '../resources/ResourceEditPage';
import { deviceConfig } from './device-config';
import { KioskPairing } from './kiosk-fields';

const WAIT = { timeout: 8000 };

describe('kiosk devices in the back office', () => {
  it('pairs a kiosk by the code it shows, with the name and branch of the form; a wrong code shows the server text', async () => {
    const calls = stubFetch({
      'POST /api/devices/pair': (body) =>
        (body as { code: string }).code === 'ZZZZZZ'
          ? { status: 422, body: { errors: [{ field: 'code', message: 'Der Code ist ungültig oder abgelaufen.' }] } }
          : { status: 201, body: { data: { id: 'k1', name: 'Eingang', type: 'kiosk' } } },
    });
    await act(async () => {
      render(
        <MemoryRouter>
          <App>
            <Form initialValues={{ name: ' Eingang ', branch: 'b1', type: 'kiosk' }}>
              <KioskPairing />
            </Form>
          </App>
        </MemoryRouter>,
      );
    });
    const code = screen.getByLabelText('Code am Kiosk');
    fireEvent.change(code, { target: { value: 'zzzzzz' } });
    fireEvent.click(screen.getByRole('button', { name: 'Koppeln' }));
    expect(await screen.findByText('Der Code ist ungültig oder abgelaufen.', {}, WAIT)).toBeTruthy();

    fireEvent.change(code, { target: { value: 'k7p3qx' } });
    fireEvent.click(screen.getByRole('button', { name: 'Koppeln' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(2), WAIT);
    expect(calls.at(-1)).toEqual({
      method: 'POST',
      path: '/api/devices/pair',
      body: { code: 'K7P3QX', branch: { id: 'b1' }, name: 'Eingang' },
    });
  });

  it('a kiosk has an exit PIN field: a typed PIN is sent (the server hashes it), an empty one keeps the stored PIN', async () => {
    const kiosk = {
      id: 'k1',
      identifier: 'kiosk-1',
      name: 'Eingang',
      type: 'kiosk',
      branch: { id: 'b1' },
      hasExitPin: true,
    };
    const calls = stubFetch({
      'GET /api/branches': { status: 200, body: { data: [{ id: 'b1', name: 'Wien' }] } },
      'GET /api/devices/k1': { status: 200, body: { data: kiosk } },
      'PUT /api/devices/k1': { status: 200, body: { data: kiosk } },
    });
    await act(async () => {
      render(
        <MemoryRouter>
          <App>
            <ResourceEditPage config={deviceConfig} id="k1" />
          </App>
        </MemoryRouter>,
      );
    });
    const pin = await screen.findByLabelText('Exit-PIN für Personal', {}, WAIT);
    expect(await screen.findByText('Gesetzt. Eine neue PIN ersetzt sie.', {}, WAIT)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1), WAIT);
    expect(calls.at(-1)!.body).not.toHaveProperty('exitPin');

    // A trivial PIN is refused in the form with the server's text (domain pinRefusal) and not sent.
    fireEvent.change(pin, { target: { value: '1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText(PIN_TEXTS.trivial, {}, WAIT)).toBeTruthy();
    fireEvent.change(pin, { target: { value: '2468' } });
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(2), WAIT);
    expect(calls.at(-1)!.body).toMatchObject({ type: 'kiosk', exitPin: '2468', address: null });
  });
});
