// Back office #/navigations (spec 2 routes, spec 3 "Navigation"): list, tree editor with type, label,
// target, isEnabled and children up to three levels, server errors on the field, spec 8 messages.
import { describe, expect, it } from '@jest/globals';
import { act, configure, fireEvent, queryByAttribute, render, screen, waitFor, within } from '../../test/render';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';
import type { ApiNavigation } from '../../shared/api/types';
import { stubFetch } from '../../test/test-fetch';
import { ResourceEditPage } from '../resources/ResourceEditPage';
import { ResourceListPage } from '../resources/ResourceListPage';
import { itemsToBody, itemsToForm, navigationConfig } from './navigation-config';

const WAIT = { timeout: 8000 };
const URL_ERROR = 'Dieser Wert ist keine gültige URL.';

const NAV: ApiNavigation = {
  id: 'n1',
  identifier: 'mainMenu',
  isPublic: true,
  items: [
    { type: 'home', label: 'Startseite', target: null, isEnabled: true, children: [] },
    {
      type: 'home',
      label: 'Filialen',
      target: null,
      isEnabled: true,
      children: [{ type: 'branch', label: 'Wien', target: 'wien-neubau', isEnabled: true, children: [] }],
    },
  ],
};

async function renderPage(page: React.ReactNode) {
  await act(async () => {
    render(
      <MemoryRouter initialEntries={['/backend#/navigations']}>
        <App>{page}</App>
      </MemoryRouter>,
    );
  });
}

// A failed attempt inside findBy/waitFor builds an error with a dump of the whole DOM (prettyDOM) that
// the next attempt throws away; with this form that was a tenth of the test's CPU time. Errors here
// carry the message only.
configure({
  getElementError: (message) => Object.assign(new Error(message ?? ''), { name: 'TestingLibraryElementError' }),
});

// ByRole queries walk the whole antd tree for accessible names, which is slow in jsdom. The editor's
// controls carry aria-labels: they are found by that attribute, the same element getByLabelText finds,
// without getByLabelText first resolving the control of every antd <label> in the form (jsdom walks the
// tree for each; another seventh of the CPU time).
const labelled = (label: string): HTMLElement => {
  const element = queryByAttribute('aria-label', document.body, label);
  if (!element) throw new Error(`no element with aria-label "${label}"`);
  return element;
};
const noLabelled = (label: string) => queryByAttribute('aria-label', document.body, label);
const saveButton = () => screen.getByText('Speichern').closest('button')!;

async function choose(label: string, option: string) {
  fireEvent.mouseDown(labelled(label));
  const options = await screen.findAllByText(option, { selector: '.ant-select-item-option-content' }, WAIT);
  fireEvent.click(options[options.length - 1]!);
}

describe('navigation form mapping', () => {
  it('sends trimmed targets, no target for home items, and children at every level', () => {
    expect(
      itemsToBody([
        { type: 'home', label: ' Start ', target: 'x' },
        {
          type: 'site',
          label: 'Info',
          target: '  ',
          isEnabled: false,
          children: [{ type: 'link', label: 'X', target: ' www.x.at ' }],
        },
      ]),
    ).toEqual([
      { type: 'home', label: 'Start', target: null, isEnabled: true, children: [] },
      {
        type: 'site',
        label: 'Info',
        target: null,
        isEnabled: false,
        children: [{ type: 'link', label: 'X', target: 'www.x.at', isEnabled: true, children: [] }],
      },
    ]);
    expect(itemsToForm(NAV.items)[1]!.children![0]).toEqual({
      type: 'branch',
      label: 'Wien',
      target: 'wien-neubau',
      isEnabled: true,
      children: [],
    });
  });
});

describe('navigation editor', () => {
  it('edits the tree, shows the server error on the nested field, then saves', async () => {
    let puts = 0;
    const calls = stubFetch({
      'GET /api/navigations/n1': { status: 200, body: { data: NAV } },
      'GET /api/branches': {
        status: 200,
        body: { data: [{ id: 'b1', identifier: 'wien-neubau', name: 'Sonnleitner Wien-Neubau' }] },
      },
      'PUT /api/navigations/n1': (body) =>
        ++puts === 1
          ? { status: 422, body: { errors: [{ field: 'items.0.children.0.target', message: URL_ERROR }] } }
          : { status: 200, body: { data: { ...NAV, ...(body as object) } } },
    });
    await renderPage(<ResourceEditPage config={navigationConfig} id="n1" />);
    // The label is looked up once; the polls then only read the field's value.
    const identifier = await screen.findByLabelText('Kennung', {}, WAIT);
    await waitFor(() => expect(identifier).toHaveProperty('value', 'mainMenu'), WAIT);
    expect(labelled('Eintrag 2.1: Bezeichnung')).toHaveProperty('value', 'Wien');
    // Branch targets are chosen by name and stored by identifier.
    await waitFor(
      () => expect(within(labelled('Eintrag 2.1')).getByText('Sonnleitner Wien-Neubau')).toBeTruthy(),
      WAIT,
    );
    // Home items have no target field.
    expect(noLabelled('Eintrag 1: Ziel')).toBeNull();

    fireEvent.click(labelled('Unterpunkt zu Eintrag 1 hinzufügen'));
    await choose('Eintrag 1.1: Art', 'Externer Link');
    fireEvent.change(labelled('Eintrag 1.1: Bezeichnung'), { target: { value: 'Instagram' } });
    fireEvent.change(labelled('Eintrag 1.1: Ziel'), { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(labelled('Eintrag 2: Aktiv'));
    // Three levels at most: a grandchild offers no further level.
    fireEvent.click(labelled('Unterpunkt zu Eintrag 2.1 hinzufügen'));
    fireEvent.change(labelled('Eintrag 2.1.1: Ziel'), { target: { value: 'kontakt' } });
    fireEvent.change(labelled('Eintrag 2.1.1: Bezeichnung'), { target: { value: 'Kontakt' } });
    expect(noLabelled('Unterpunkt zu Eintrag 2.1.1 hinzufügen')).toBeNull();

    fireEvent.click(saveButton());
    const fieldError = await screen.findByText(URL_ERROR, { selector: '.ant-form-item-explain-error' }, WAIT);
    expect(within(labelled('Eintrag 1.1')).getByText(URL_ERROR)).toBe(fieldError);
    // The toast shows the first server message (spec 8), not the default.
    expect(await screen.findAllByText(URL_ERROR, {}, WAIT)).toHaveLength(2);

    fireEvent.change(labelled('Eintrag 1.1: Ziel'), { target: { value: 'www.instagram.com/x' } });
    fireEvent.click(saveButton());
    expect(await screen.findByText('Navigation gespeichert', {}, WAIT)).toBeTruthy();
    const saved = calls.filter((c) => c.method === 'PUT').at(-1)!.body;
    expect(saved).toEqual({
      identifier: 'mainMenu',
      isPublic: true,
      items: [
        {
          type: 'home',
          label: 'Startseite',
          target: null,
          isEnabled: true,
          children: [
            { type: 'link', label: 'Instagram', target: 'www.instagram.com/x', isEnabled: true, children: [] },
          ],
        },
        {
          type: 'home',
          label: 'Filialen',
          target: null,
          isEnabled: false,
          children: [
            {
              type: 'branch',
              label: 'Wien',
              target: 'wien-neubau',
              isEnabled: true,
              children: [{ type: 'site', label: 'Kontakt', target: 'kontakt', isEnabled: true, children: [] }],
            },
          ],
        },
      ],
    });
  });

  it('creates a navigation with the German default when the server sends no message', async () => {
    const calls = stubFetch({
      'GET /api/branches': { status: 200, body: { data: [] } },
      'POST /api/navigations': { status: 500, body: {} },
    });
    await renderPage(<ResourceEditPage config={navigationConfig} />);
    fireEvent.change(screen.getByLabelText('Kennung'), { target: { value: 'secondaryMenu' } });
    fireEvent.click(screen.getByText('Eintrag hinzufügen'));
    fireEvent.change(screen.getByLabelText('Eintrag 1: Bezeichnung'), { target: { value: 'Impressum' } });
    fireEvent.change(screen.getByLabelText('Eintrag 1: Ziel'), { target: { value: '/site/imprint' } });
    fireEvent.click(saveButton());
    expect(await screen.findByText('Navigation konnte nicht erstellt werden', {}, WAIT)).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      identifier: 'secondaryMenu',
      isPublic: true,
      items: [{ type: 'site', label: 'Impressum', target: '/site/imprint', isEnabled: true, children: [] }],
    });
  });
});

describe('navigation list', () => {
  it('lists identifier, visibility and the number of items', async () => {
    stubFetch({ 'GET /api/navigations': { status: 200, body: { data: [NAV] } } });
    await renderPage(<ResourceListPage config={navigationConfig} />);
    const row = (await screen.findByText('mainMenu', {}, WAIT)).closest('tr')!;
    expect(within(row).getByText('ja')).toBeTruthy();
    expect(within(row).getByText('3')).toBeTruthy();
  });

  it("says 'Navigationen konnten nicht geladen werden' when the list fails", async () => {
    stubFetch({ 'GET /api/navigations': { status: 500, body: {} } });
    await renderPage(<ResourceListPage config={navigationConfig} />);
    expect(await screen.findByText('Navigationen konnten nicht geladen werden', {}, WAIT)).toBeTruthy();
  });
});
