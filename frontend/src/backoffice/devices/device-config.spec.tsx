import { describe, expect, it } from '@jest/globals';
import { act, fireEvent, render, screen, waitFor } from '../../test/render';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';
import { stubFetch } from '../../test/test-fetch';
import { ResourceEditPage } from '../resources/ResourceEditPage';
import { deviceConfig, deviceToBody } from './device-config';

const WAIT = { timeout: 8000 };
const INVALID =
  'Bitte geben Sie die Druckeradresse als Host oder Host:Port an (z. B. 192.168.1.50 oder drucker.local:9100).';
const device = (extra: object) => ({
  id: 'd1',
  identifier: 'theke',
  name: 'Theke',
  branch: { id: 'b1' },
  address: null,
  ...extra,
});

const renderEditor = async () => {
  await act(async () => {
    render(
      <MemoryRouter>
        <App>
          <ResourceEditPage config={deviceConfig} id="d1" />
        </App>
      </MemoryRouter>,
    );
  });
};

describe('device editor: printer address', () => {
  it('a printer shows "Adresse (Host:Port)"; a refused address shows the server message; a valid one is sent', async () => {
    const calls = stubFetch({
      'GET /api/branches': { status: 200, body: { data: [{ id: 'b1', name: 'Wien' }] } },
      'GET /api/devices/d1': { status: 200, body: { data: device({ type: 'printer', address: '10.0.0.7' }) } },
      'PUT /api/devices/d1': (body) =>
        (body as { address: string }).address === 'kaputt:0'
          ? { status: 422, body: { errors: [{ field: 'address', message: INVALID }] } }
          : { status: 200, body: { data: device({ type: 'printer', address: '10.0.0.8:9100' }) } },
    });
    await renderEditor();
    const input = await screen.findByLabelText('Adresse (Host:Port)', {}, WAIT);
    await waitFor(() => expect(input).toHaveProperty('value', '10.0.0.7'), WAIT);

    fireEvent.change(input, { target: { value: 'kaputt:0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText(INVALID, { selector: '.ant-form-item-explain-error' }, WAIT)).toBeTruthy();

    fireEvent.change(input, { target: { value: ' 10.0.0.8:9100 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(2), WAIT);
    expect(calls.at(-1)).toEqual({
      method: 'PUT',
      path: '/api/devices/d1',
      body: { identifier: 'theke', type: 'printer', name: 'Theke', branch: { id: 'b1' }, address: '10.0.0.8:9100' },
    });
  });

  it('other device types have no address field and send none', async () => {
    stubFetch({
      'GET /api/branches': { status: 200, body: { data: [{ id: 'b1', name: 'Wien' }] } },
      'GET /api/devices/d1': { status: 200, body: { data: device({ type: 'signage' }) } },
    });
    await renderEditor();
    await screen.findByLabelText('Kennung', {}, WAIT);
    await waitFor(() => expect(screen.getByLabelText('Kennung')).toHaveProperty('value', 'theke'), WAIT);
    expect(screen.queryByLabelText('Adresse (Host:Port)')).toBeNull();
  });

  it('maps the form: an empty address clears it; a non-printer always sends null', () => {
    expect(deviceToBody({ identifier: 'd', type: 'printer', branch: 'b1', address: '' })).toMatchObject({
      address: null,
    });
    expect(deviceToBody({ identifier: 'd', type: 'signage', branch: 'b1', address: '10.0.0.7' })).toMatchObject({
      type: 'signage',
      address: null,
    });
  });
});
