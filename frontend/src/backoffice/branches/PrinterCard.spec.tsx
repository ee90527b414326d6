import { afterEach, describe, expect, it } from '@jest/globals';
import { act, fireEvent, render, screen, waitFor } from '../../test/render';
import { App } from 'antd';
import { useSession } from '../auth/session';
import { stubFetch } from '../../test/test-fetch';
import { PrinterCard } from './PrinterCard';

const WAIT = { timeout: 8000 };
const PATH = '/api/branches/b1/printer';
const INVALID =
  'Bitte geben Sie die Druckeradresse als Host oder Host:Port an (z. B. 192.168.1.50 oder drucker.local:9100).';
const signIn = (roles: string[]) =>
  useSession.setState({ me: { id: 'u1', email: 'a@b.at', roles, branches: [] }, checked: true });

describe('PrinterCard (branch receipt printer)', () => {
  afterEach(() => useSession.setState({ me: null, checked: false }));

  it('admins see and save the address; a refused address shows the server message on the field', async () => {
    signIn(['ROLE_ADMIN']);
    const calls = stubFetch({
      [`GET ${PATH}`]: { status: 200, body: { data: { id: 'b1', printerAddress: '10.0.0.7' } } },
      [`PUT ${PATH}`]: (body) =>
        (body as { printerAddress: string }).printerAddress === 'kaputt:0'
          ? { status: 422, body: { errors: [{ field: 'printerAddress', message: INVALID }] } }
          : { status: 200, body: { data: { id: 'b1', printerAddress: '10.0.0.8:9100' } } },
    });
    await act(async () => {
      render(
        <App>
          <PrinterCard branchId="b1" />
        </App>,
      );
    });
    const input = screen.getByLabelText('Druckeradresse');
    await waitFor(() => expect(input).toHaveProperty('value', '10.0.0.7'), WAIT);

    fireEvent.change(input, { target: { value: 'kaputt:0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Druckeradresse speichern' }));
    expect(await screen.findByText(INVALID, {}, WAIT)).toBeTruthy();

    fireEvent.change(input, { target: { value: '10.0.0.8:9100' } });
    fireEvent.click(screen.getByRole('button', { name: 'Druckeradresse speichern' }));
    expect(await screen.findByText('Druckeradresse gespeichert.', {}, WAIT)).toBeTruthy();
    await waitFor(() => expect(input).toHaveProperty('value', '10.0.0.8:9100'), WAIT);
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(2);
    expect(calls.at(-1)).toEqual({ method: 'PUT', path: PATH, body: { printerAddress: '10.0.0.8:9100' } });
  });

  it('employees see the address read-only, without a save button', async () => {
    signIn(['ROLE_EMPLOYEE']);
    stubFetch({ [`GET ${PATH}`]: { status: 200, body: { data: { id: 'b1', printerAddress: null } } } });
    await act(async () => {
      render(
        <App>
          <PrinterCard branchId="b1" />
        </App>,
      );
    });
    const input = screen.getByLabelText('Druckeradresse');
    await waitFor(() => expect(input).toHaveProperty('disabled', true), WAIT);
    expect(screen.queryByRole('button', { name: 'Druckeradresse speichern' })).toBeNull();
  });
});
