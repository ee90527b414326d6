// Back office #/redirects (spec 7, spec 8 'Redirects'): from path to a path or a site, 301/302, the
// hit counter read-only, the server's loop refusal shown.
import { describe, expect, it } from '@jest/globals';
import { OWN_TEXTS, type RedirectView } from '@bestell/domain';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';
import { act, fireEvent, queryByAttribute, render, screen, waitFor, within } from '../../../test/render';
import { stubFetch } from '../../../test/test-fetch';
import { ResourceEditPage } from '../../resources/ResourceEditPage';
import { ResourceListPage } from '../../resources/ResourceListPage';
import { redirectConfig, redirectToBody } from './redirect-config';

const WAIT = { timeout: 8000 };

const REDIRECT: RedirectView = {
  id: 'r1',
  fromPath: '/alt',
  toPath: '/neu',
  toSite: null,
  target: '/neu',
  statusCode: 301,
  hits: 12,
  lastHitAt: '2026-03-01T09:30:00.000Z',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

async function renderPage(page: React.ReactNode) {
  await act(async () => {
    render(
      <MemoryRouter initialEntries={['/backend#/redirects']}>
        <App>{page}</App>
      </MemoryRouter>,
    );
  });
}

const button = (text: string) => screen.getByText(text, { selector: 'button span' }).closest('button')!;

describe('redirect form mapping', () => {
  it('sends exactly one target', () => {
    expect(
      redirectToBody({ fromPath: ' /a ', targetKind: 'path', toPath: ' /b ', toSite: 's1', statusCode: 302 }),
    ).toEqual({ fromPath: '/a', toPath: '/b', toSite: null, statusCode: 302 });
    expect(redirectToBody({ fromPath: '/a', targetKind: 'site', toPath: '/b', toSite: 's1' })).toEqual({
      fromPath: '/a',
      toPath: null,
      toSite: 's1',
      statusCode: 301,
    });
  });
});

describe('redirect editor', () => {
  it('shows the hits read-only and the server refusing a loop', async () => {
    const calls = stubFetch({
      'GET /api/redirects/r1': { status: 200, body: { data: REDIRECT } },
      'PUT /api/redirects/r1': {
        status: 422,
        body: { errors: [{ field: 'toPath', message: OWN_TEXTS.redirectLoop }] },
      },
    });
    await renderPage(<ResourceEditPage config={redirectConfig} id="r1" />);
    const hits = await screen.findByLabelText('Aufrufe', {}, WAIT);
    expect(hits.textContent).toBe('Aufrufe: 12, zuletzt am 01.03.2026 10:30');
    await waitFor(() => expect(screen.getByLabelText('Nach')).toHaveProperty('value', '/neu'), WAIT);
    fireEvent.change(screen.getByLabelText('Nach'), { target: { value: '/alt' } });
    fireEvent.click(button('Speichern'));
    const error = await screen.findByText(OWN_TEXTS.redirectLoop, { selector: '.ant-form-item-explain-error' }, WAIT);
    expect(error.closest('.ant-form-item')!.querySelector('input')).toBe(screen.getByLabelText('Nach'));
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({
      fromPath: '/alt',
      toPath: '/alt',
      toSite: null,
      statusCode: 301,
    });
  });

  it('creates a redirect to a site', async () => {
    const calls = stubFetch({
      'GET /api/sites': {
        status: 200,
        body: { data: [{ id: 's1', name: 'Über uns', path: 'ueber-uns' }] },
      },
      'POST /api/redirects': (body) => ({
        status: 201,
        body: { data: { ...REDIRECT, ...(body as object), id: 'r2' } },
      }),
    });
    await renderPage(<ResourceEditPage config={redirectConfig} />);
    fireEvent.change(screen.getByLabelText('Von Pfad'), { target: { value: '/about' } });
    fireEvent.click(screen.getByLabelText('Seite'));
    const select = await waitFor(() => {
      const found = queryByAttribute('aria-label', document.body, 'Nach Seite');
      if (!found) throw new Error('no site select');
      return found;
    }, WAIT);
    fireEvent.mouseDown(select);
    const option = await screen.findByText(
      'Über uns (/ueber-uns)',
      { selector: '.ant-select-item-option-content' },
      WAIT,
    );
    fireEvent.click(option);
    fireEvent.click(button('Speichern'));
    expect(await screen.findByText('Redirect gespeichert', {}, WAIT)).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      fromPath: '/about',
      toPath: null,
      toSite: 's1',
      statusCode: 301,
    });
  });
});

describe('redirect list', () => {
  it('lists from, target, status code and hits', async () => {
    stubFetch({ 'GET /api/redirects': { status: 200, body: { data: [REDIRECT] } } });
    await renderPage(<ResourceListPage config={redirectConfig} />);
    const row = (await screen.findByText('/alt', {}, WAIT)).closest('tr')!;
    expect(within(row).getByText('/neu')).toBeTruthy();
    expect(within(row).getByText('301')).toBeTruthy();
    expect(within(row).getByText('12')).toBeTruthy();
  });
});
