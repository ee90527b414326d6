// Back office #/blocks ('Inhalte', spec 3 "Block"): a reusable block edited with the same generated
// block form: collections (partners), links of the six types with their own fields, no references.
import { describe, expect, it } from '@jest/globals';
import { OWN_TEXTS, type ReusableBlockView } from '@bestell/domain';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';
import { act, configure, fireEvent, queryByAttribute, render, screen, waitFor, within } from '../../../test/render';
import { stubFetch } from '../../../test/test-fetch';
import { ResourceListPage } from '../../resources/ResourceListPage';
import { blockConfig } from './block-config';
import { BlockEditPage } from './BlockEditPage';

const WAIT = { timeout: 8000 };

configure({
  getElementError: (message) => Object.assign(new Error(message ?? ''), { name: 'TestingLibraryElementError' }),
});

const labelled = (label: string): HTMLElement => {
  const element = queryByAttribute('aria-label', document.body, label);
  if (!element) throw new Error(`no element with aria-label "${label}"`);
  return element;
};
// The block's own name (partners have a 'Name' field too).
const nameInput = () => document.getElementById('name');
const button = (text: string) => screen.getByText(text, { selector: 'button span' }).closest('button')!;

const STORED: ReusableBlockView = {
  id: 'rb1',
  name: 'Partner-Karte',
  identifier: 'partner-karte',
  blocks: [
    {
      id: 'p1',
      type: 'map_partner',
      version: 1,
      data: { title: 'Unsere Partner', partners: [{ name: 'Hofladen', link: '', longitude: 16.3, latitude: 48.2 }] },
    },
    { id: 't1', type: 'text', version: 1, data: { width: 'small', text: '<p>Hallo</p>', links: [] } },
  ],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

async function renderPage(page: React.ReactNode) {
  await act(async () => {
    render(
      <MemoryRouter initialEntries={['/backend#/blocks']}>
        <App>{page}</App>
      </MemoryRouter>,
    );
  });
}

async function choose(label: string, option: string) {
  fireEvent.mouseDown(labelled(label));
  const options = await screen.findAllByText(option, { selector: '.ant-select-item-option-content' }, WAIT);
  fireEvent.click(options[options.length - 1]!);
}

describe('reusable block editor', () => {
  it('edits a collection and links by their descriptors and puts the blocks', async () => {
    const calls = stubFetch({
      'GET /api/blocks/rb1': { status: 200, body: { data: STORED } },
      'GET /api/sites': { status: 200, body: { data: [] } },
      'PUT /api/blocks/rb1': (body) => ({ status: 200, body: { data: { ...STORED, ...(body as object) } } }),
    });
    await renderPage(<BlockEditPage id="rb1" />);
    await waitFor(() => expect(nameInput()).toHaveProperty('value', 'Partner-Karte'), WAIT);
    expect(labelled('Block 1, Partner 1: Name')).toHaveProperty('value', 'Hofladen');

    fireEvent.click(labelled('Block 1: Partner hinzufügen'));
    fireEvent.change(labelled('Block 1, Partner 2: Name'), { target: { value: 'Café am Eck' } });
    fireEvent.change(labelled('Block 1, Partner 2: Link'), { target: { value: 'cafe-am-eck.at' } });

    // A link's fields follow its type: an e-mail link asks for the address, not a path.
    fireEvent.click(labelled('Block 2: Link hinzufügen'));
    expect(labelled('Block 2, Link 1: Pfad')).toBeTruthy();
    await choose('Block 2, Link 1: Art des Links', 'E-Mail');
    await waitFor(
      () => expect(queryByAttribute('aria-label', document.body, 'Block 2, Link 1: Pfad')).toBeNull(),
      WAIT,
    );
    fireEvent.change(labelled('Block 2, Link 1: Beschriftung'), { target: { value: 'Schreiben Sie uns' } });
    fireEvent.change(labelled('Block 2, Link 1: E-Mail-Adresse'), { target: { value: 'info@sonnleitner.at' } });

    // No references inside a reusable block (the server refuses them: cycles).
    fireEvent.click(button('Block hinzufügen'));
    await screen.findAllByText('Kontaktformular', { selector: '.ant-dropdown-menu-title-content' }, WAIT);
    expect(screen.queryByText('Wiederverwendbarer Inhalt')).toBeNull();

    fireEvent.click(button('Speichern'));
    expect(await screen.findByText('Inhalt gespeichert', {}, WAIT)).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({
      name: 'Partner-Karte',
      identifier: 'partner-karte',
      blocks: [
        {
          id: 'p1',
          type: 'map_partner',
          version: 1,
          data: {
            title: 'Unsere Partner',
            partners: [
              { name: 'Hofladen', link: null, longitude: 16.3, latitude: 48.2 },
              { name: 'Café am Eck', link: 'cafe-am-eck.at', longitude: null, latitude: null },
            ],
          },
        },
        {
          id: 't1',
          type: 'text',
          version: 1,
          data: {
            width: 'small',
            text: '<p>Hallo</p>',
            // The router link's `to` from before the type change is not sent.
            links: [{ type: 'email_link', label: 'Schreiben Sie uns', mailto: 'info@sonnleitner.at' }],
          },
        },
      ],
    });
  });

  it("shows the server's refusal to delete a block that sites still use", async () => {
    const message = OWN_TEXTS.blockStillReferenced(['/ueber-uns']);
    stubFetch({
      'GET /api/blocks/rb1': { status: 200, body: { data: STORED } },
      'DELETE /api/blocks/rb1': { status: 409, body: { errors: [{ message }] } },
    });
    await renderPage(<BlockEditPage id="rb1" />);
    await waitFor(() => expect(nameInput()).toHaveProperty('value', 'Partner-Karte'), WAIT);
    fireEvent.click(button('Inhalt löschen'));
    const popup = await waitFor(() => document.querySelector<HTMLElement>('.ant-popconfirm')!, WAIT);
    fireEvent.click(within(popup).getByText('Löschen', { selector: 'button span' }));
    expect(await screen.findByText(message, {}, WAIT)).toBeTruthy();
  });
});

describe('reusable block list', () => {
  it("lists name, identifier and the blocks' German names under 'Inhalte'", async () => {
    stubFetch({ 'GET /api/blocks': { status: 200, body: { data: [STORED] } } });
    await renderPage(<ResourceListPage config={blockConfig} />);
    const row = (await screen.findByText('partner-karte', {}, WAIT)).closest('tr')!;
    expect(within(row).getByText('Karte (Partner), Text')).toBeTruthy();
    expect(screen.getByText('Inhalte', { selector: 'h1' })).toBeTruthy();
  });
});
