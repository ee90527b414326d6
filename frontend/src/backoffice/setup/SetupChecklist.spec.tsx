import { describe, expect, it } from '@jest/globals';
import { App } from 'antd';
import { act, fireEvent, render, screen } from '../../test/render';
import { stubFetch } from '../../test/test-fetch';
import { SetupChecklist, type SetupChecklistView } from './SetupChecklist';

const WAIT = { timeout: 8000 };
const step = (key: string, label: string, done: boolean, required = true, link = '/config') => ({
  key,
  label,
  done,
  required,
  link,
});
const OPEN: SetupChecklistView = {
  steps: [
    step('shop', 'Shopdaten (Name des Shops)', true),
    step('legal', 'Impressum, AGB und Datenschutz', false),
    step('email', 'E-Mail-Versand (Testmail)', false, true, '/dashboard'),
    step('printer', 'Belegdrucker (Testdruck)', false, false, '/branches/b1'),
  ] as SetupChecklistView['steps'],
  complete: false,
  checks: { testMail: null, printerTest: null },
};

const mount = async () => {
  await act(async () => {
    render(
      <App>
        <SetupChecklist />
      </App>,
    );
  });
};

describe('SetupChecklist (issue 37 item 2)', () => {
  it('lists the steps with links, explains missing legal texts and sends a test mail showing its result', async () => {
    let sent = false;
    const calls = stubFetch({
      'GET /api/setup/checklist': () => ({
        status: 200,
        body: {
          data: sent
            ? {
                ...OPEN,
                checks: {
                  testMail: {
                    ok: false,
                    message: 'Testmail konnte nicht versendet werden: ECONNREFUSED',
                    checkedAt: '',
                    succeededAt: null,
                  },
                  printerTest: null,
                },
              }
            : OPEN,
        },
      }),
      'POST /api/setup/test-mail': () => {
        sent = true;
        return { status: 409, body: { errors: [{ message: 'Testmail konnte nicht versendet werden: ECONNREFUSED' }] } };
      },
    });
    await mount();
    const link = await screen.findByRole('link', { name: 'Belegdrucker (Testdruck)' }, WAIT);
    expect(link.getAttribute('href')).toBe('/backend#/branches/b1');
    expect(screen.getByText(/können Kundinnen und Kunden im Checkout nicht zustimmen/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Testmail senden' }));
    expect(
      (await screen.findAllByText('Testmail konnte nicht versendet werden: ECONNREFUSED', {}, WAIT)).length,
    ).toBeGreaterThan(0);
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/setup/test-mail')).toBe(true);
  });

  it('collapses to one line once every required step is done', async () => {
    stubFetch({
      'GET /api/setup/checklist': {
        status: 200,
        body: { data: { ...OPEN, steps: OPEN.steps.map((s) => ({ ...s, done: s.required })), complete: true } },
      },
    });
    await mount();
    expect(await screen.findByText(/Einrichtung abgeschlossen/, {}, WAIT)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Shopdaten (Name des Shops)' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Einrichtung anzeigen' }));
    expect(await screen.findByRole('link', { name: 'Shopdaten (Name des Shops)' }, WAIT)).toBeTruthy();
  });
});
