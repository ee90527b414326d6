// Issue 16 item 1: the development payment page settles the payment and follows the server's answer.
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { MemoryRouter, Route, Routes } from 'react-router';
import { cleanup, fireEvent, render, screen, waitFor } from '../../test/render';
import { queryClient } from '../../shared/api/query-client';
import { testInit } from '../test-init';
import { DevPaymentPage } from './DevPaymentPage';
import { setInitData } from '../../shared/api/init';

const REF = 'dev_abcdefghijklmnopqrstuvwx';
const RETURN = 'https://shop.example.at/api/payments/U1/H1/return';
let calls: { url: string; method: string; body: unknown }[];
let getStatus: number;

beforeEach(() => {
  calls = [];
  getStatus = 200;
  queryClient.clear();
  setInitData(testInit());
  globalThis.fetch = jest.fn(async (url: unknown, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    calls.push({ url: String(url), method, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    if (method === 'GET' && getStatus === 404)
      return { ok: false, status: 404, json: async () => ({ errors: [{ message: 'Nicht gefunden' }] }) } as Response;
    const data =
      method === 'GET'
        ? { reference: REF, totalGross: '12.90', ticketNumber: 7, state: 'open' }
        : { state: 'paid', redirectUrl: RETURN };
    return { ok: true, status: 200, json: async () => ({ data }) } as Response;
  }) as unknown as typeof fetch;
});
afterEach(cleanup);

const show = (go: (url: string) => void = () => {}) =>
  render(
    <MemoryRouter initialEntries={[`/dev/payment/${REF}`]}>
      <Routes>
        <Route path="/dev/payment/:reference" element={<DevPaymentPage go={go} />} />
      </Routes>
    </MemoryRouter>,
  );

describe('DevPaymentPage', () => {
  it('shows the order and amount; "bezahlt" settles and continues to the return endpoint', async () => {
    const go = jest.fn<(url: string) => void>();
    show(go);
    expect(await screen.findByText('Nr. 7')).toBeTruthy();
    expect(screen.getByText('12,90 €')).toBeTruthy();
    for (const label of ['bezahlt', 'abgebrochen', 'fehlgeschlagen'])
      expect(screen.getByRole('button', { name: label })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'bezahlt' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith(RETURN));
    expect(calls.at(-1)).toEqual({
      url: `/api/payments/development/${REF}`,
      method: 'POST',
      body: { outcome: 'paid' },
    });
    // No second answer while the browser leaves.
    expect((screen.getByRole('button', { name: 'abgebrochen' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('"abgebrochen" sends the canceled outcome', async () => {
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'abgebrochen' }));
    await waitFor(() => expect(calls.at(-1)?.body).toEqual({ outcome: 'canceled' }));
  });

  it('shows the 404 page when the server has no development gateway (production)', async () => {
    getStatus = 404;
    show();
    expect(await screen.findByText('404 Not Found')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'bezahlt' })).toBeNull();
  });
});
