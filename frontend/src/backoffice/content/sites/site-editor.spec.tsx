// Back office #/sites (issue 15 item 7): the editor builds a recipe from registry blocks (add, reorder
// by buttons and drag, duplicate, remove) and posts the right JSON; server errors land on the field
// they name, also inside blocks; the live preview renders the unsaved text with the storefront's
// components; publish and unpublish toggle isPublic; the list filters by type.
import { describe, expect, it } from '@jest/globals';
import { OWN_TEXTS, VALIDATION, type SiteView } from '@bestell/domain';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';
import { act, configure, fireEvent, queryByAttribute, render, screen, waitFor, within } from '../../../test/render';
import { stubFetch } from '../../../test/test-fetch';
import { SiteEditPage } from './SiteEditPage';
import { SitesListPage } from './SitesListPage';

const WAIT = { timeout: 8000 };
const URL_ERROR = VALIDATION.url;
const RESERVED = OWN_TEXTS.sitePathReserved('shop');
const REFERENCE_ERROR = VALIDATION.invalidReference;

// Errors carry the message only (no DOM dump per failed poll: that dominated the CPU time, see navigations.spec).
configure({
  getElementError: (message) => Object.assign(new Error(message ?? ''), { name: 'TestingLibraryElementError' }),
});

const labelled = (label: string): HTMLElement => {
  const element = queryByAttribute('aria-label', document.body, label);
  if (!element) throw new Error(`no element with aria-label "${label}"`);
  return element;
};
const block = (n: number) => document.querySelector<HTMLElement>(`.bo-blocks__list > li:nth-child(${n})`)!;
const blockTitles = () =>
  [...document.querySelectorAll('.bo-blocks__list > li > [role="group"]')].map((g) => g.getAttribute('aria-label'));
const button = (text: string) => screen.getByText(text, { selector: 'button span' }).closest('button')!;

function site(overrides: Partial<SiteView> = {}): SiteView {
  return {
    id: 's1',
    path: 'rezepte/apfelstrudel',
    type: 'recipe',
    name: 'Apfelstrudel',
    title: null,
    description: null,
    isPublic: false,
    seoTitle: null,
    seoDescription: null,
    seoImage: null,
    content: { image: null, portions: 4, difficulty: 'medium', time: '45 Minuten', body: [] },
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  } as SiteView;
}

const LISTS = {
  'GET /api/sites': { status: 200, body: { data: [] } },
  'GET /api/blocks': { status: 200, body: { data: [] } },
  'GET /api/branches': { status: 200, body: { data: [] } },
  'GET /api/config': { status: 200, body: { data: { themePrimaryColor: '#7c2d12' } } },
};

async function renderPage(page: React.ReactNode) {
  await act(async () => {
    render(
      <MemoryRouter initialEntries={['/backend#/sites']}>
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

async function addBlock(label: string) {
  fireEvent.click(button('Block hinzufügen'));
  const items = await screen.findAllByText(label, { selector: '.ant-dropdown-menu-title-content' }, WAIT);
  fireEvent.click(items[items.length - 1]!);
}

async function confirmRemove(row: string) {
  fireEvent.click(labelled(`${row} entfernen`));
  const popup = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.ant-popconfirm')].find(
      (p) => !p.closest('.ant-popover-hidden') && p.textContent?.includes(`${row} entfernen?`),
    );
    if (!found) throw new Error('no popconfirm');
    return found;
  }, WAIT);
  fireEvent.click(within(popup).getByText('Entfernen', { selector: 'button span' }));
}

describe('site editor', () => {
  it('builds a recipe from three registry blocks, reorders, duplicates, removes and posts the JSON', async () => {
    const calls = stubFetch({
      ...LISTS,
      'POST /api/sites': (body) => ({ status: 201, body: { data: { ...site(), ...(body as object), id: 's-new' } } }),
    });
    await renderPage(<SiteEditPage />);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Testkuchen' } });
    fireEvent.change(screen.getByLabelText('Pfad'), { target: { value: 'rezepte/testkuchen' } });
    await choose('Typ', 'Rezepte');
    // The recipe's typed fields appear with the spec's labels.
    fireEvent.change(await waitFor(() => labelled('Seite: Portionen'), WAIT), { target: { value: '6' } });
    fireEvent.change(labelled('Seite: Zubereitungszeit'), { target: { value: '30 Minuten' } });
    expect(screen.getByText('Schwierigeitsgrad')).toBeTruthy();

    await addBlock('Hero (Startseite)');
    await addBlock('Text');
    await addBlock('Kontaktformular');
    expect(blockTitles()).toEqual(['Block 1 (Hero (Startseite))', 'Block 2 (Text)', 'Block 3 (Kontaktformular)']);
    // Each block's form comes from its registry fields.
    fireEvent.change(labelled('Block 1: Titel'), { target: { value: 'Willkommen im Test' } });
    fireEvent.change(labelled('Block 2: Text'), { target: { value: '<p>Erster Text</p>' } });
    expect(labelled('Block 3: Einleitung')).toBeTruthy();
    expect(labelled('Block 2: Link hinzufügen')).toBeTruthy();

    // Keyboard reorder, then drag the hero from the top to the end.
    fireEvent.click(labelled('Block 3 nach oben'));
    expect(blockTitles()).toEqual(['Block 1 (Hero (Startseite))', 'Block 2 (Kontaktformular)', 'Block 3 (Text)']);
    fireEvent.dragStart(block(1).querySelector('.bo-block__head')!);
    fireEvent.dragOver(block(3));
    fireEvent.drop(block(3));
    expect(blockTitles()).toEqual(['Block 1 (Kontaktformular)', 'Block 2 (Text)', 'Block 3 (Hero (Startseite))']);

    fireEvent.click(labelled('Block 2 duplizieren'));
    expect(blockTitles()).toEqual([
      'Block 1 (Kontaktformular)',
      'Block 2 (Text)',
      'Block 3 (Text)',
      'Block 4 (Hero (Startseite))',
    ]);
    expect(labelled('Block 3: Text')).toHaveProperty('value', '<p>Erster Text</p>');
    await confirmRemove('Block 1');
    expect(blockTitles()).toEqual(['Block 1 (Text)', 'Block 2 (Text)', 'Block 3 (Hero (Startseite))']);

    // Collapsing hides a block's form and shows its first text in the header.
    fireEvent.click(labelled('Block 3 einklappen'));
    expect(block(3).querySelector('.bo-block__body')!.hasAttribute('hidden')).toBe(true);
    expect(within(block(3)).getByText(/Willkommen im Test/)).toBeTruthy();
    fireEvent.click(labelled('Block 3 ausklappen'));

    fireEvent.click(button('Speichern'));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true), WAIT);
    const body = calls.find((c) => c.method === 'POST')!.body as { content: { body: { id: string }[] } };
    const textBlock = { width: 'large', text: '<p>Erster Text</p>', links: [] };
    expect(body).toEqual({
      path: 'rezepte/testkuchen',
      type: 'recipe',
      name: 'Testkuchen',
      title: null,
      description: null,
      isPublic: false,
      seoTitle: null,
      seoDescription: null,
      seoImage: null,
      content: {
        image: null,
        portions: 6,
        difficulty: null,
        time: '30 Minuten',
        body: [
          { id: expect.any(String), type: 'text', version: 1, data: textBlock },
          { id: expect.any(String), type: 'text', version: 1, data: textBlock },
          { id: expect.any(String), type: 'hero_main', version: 1, data: { title: 'Willkommen im Test', text: null } },
        ],
      },
    });
    const ids = body.content.body.map((b) => b.id);
    expect(new Set(ids).size).toBe(3);
    expect(await screen.findByText('Seite gespeichert', {}, WAIT)).toBeTruthy();
  });

  it('shows the typed text in the live preview rendered by the storefront components', async () => {
    stubFetch(LISTS);
    await renderPage(<SiteEditPage />);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Über uns' } });
    await addBlock('Hero (Startseite)');
    fireEvent.change(labelled('Block 1: Titel'), { target: { value: 'Frisch aus dem Ofen' } });
    fireEvent.change(labelled('Block 1: Text'), { target: { value: '<p>Seit 1920 <strong>backen</strong> wir.</p>' } });
    const preview = await screen.findByTestId('site-preview', {}, WAIT);
    await waitFor(
      () => expect(within(preview).getByRole('heading', { level: 2, name: 'Frisch aus dem Ofen' })).toBeTruthy(),
      WAIT,
    );
    expect(within(preview).getByText('backen').tagName).toBe('STRONG');
    // Unsaved and not public: the storefront's draft marker.
    expect(within(preview).getByText('Entwurf')).toBeTruthy();
    // The shop's theme colours reach the storefront CSS inside the frame.
    await waitFor(() => expect(preview.style.getPropertyValue('--sf-primary')).toBe('#7c2d12'), WAIT);
  });

  it('puts the server field errors on the matching fields, inside blocks too', async () => {
    const stored = site({
      content: {
        image: null,
        portions: 4,
        difficulty: 'medium',
        time: '45 Minuten',
        body: [
          { id: 'b1', type: 'hero_party', version: 1, data: { title: 'Feiern', text: '', image: null } },
          {
            id: 'b2',
            type: 'text',
            version: 1,
            data: {
              width: 'large',
              text: '<p>x</p>',
              links: [{ type: 'href_link', label: 'Web', href: 'x', target: '_blank' }],
            },
          },
        ],
      },
    } as Partial<SiteView>);
    stubFetch({
      ...LISTS,
      'GET /api/sites/s1': { status: 200, body: { data: stored } },
      'PUT /api/sites/s1': {
        status: 422,
        body: {
          errors: [
            { field: 'path', message: RESERVED },
            { field: 'content.body.1.data.links.0.href', message: URL_ERROR },
            { field: 'content.body.0.data.image.id', message: REFERENCE_ERROR },
          ],
        },
      },
    });
    await renderPage(<SiteEditPage id="s1" />);
    const name = await screen.findByLabelText('Name', {}, WAIT);
    await waitFor(() => expect(name).toHaveProperty('value', 'Apfelstrudel'), WAIT);
    await waitFor(() => expect(blockTitles()).toHaveLength(2), WAIT);
    // An error inside a collapsed block opens it.
    fireEvent.click(labelled('Block 2 einklappen'));
    fireEvent.click(button('Speichern'));

    const pathError = await screen.findByText(RESERVED, { selector: '.ant-form-item-explain-error' }, WAIT);
    expect(pathError.closest('.ant-form-item')!.querySelector('input')).toBe(screen.getByLabelText('Pfad'));
    const linkError = await screen.findByText(URL_ERROR, { selector: '.ant-form-item-explain-error' }, WAIT);
    expect(within(labelled('Block 2, Link 1')).getByText(URL_ERROR)).toBe(linkError);
    expect(block(2).querySelector('.bo-block__body')!.hasAttribute('hidden')).toBe(false);
    // An image reference's id has no input of its own: the error shows on the image field.
    const imageError = screen.getByText(REFERENCE_ERROR, { selector: '.ant-form-item-explain-error' });
    expect(within(block(1)).getByText(REFERENCE_ERROR)).toBe(imageError);
    // The toast: the first server message (spec 8).
    expect(await screen.findAllByText(RESERVED, {}, WAIT)).toHaveLength(2);
  });

  it("uses the spec 8 default 'Seite konnte nicht aktualisiert werden' without a server message", async () => {
    stubFetch({
      ...LISTS,
      'GET /api/sites/s1': { status: 200, body: { data: site() } },
      'PUT /api/sites/s1': { status: 500, body: {} },
    });
    await renderPage(<SiteEditPage id="s1" />);
    const name = await screen.findByLabelText('Name', {}, WAIT);
    await waitFor(() => expect(name).toHaveProperty('value', 'Apfelstrudel'), WAIT);
    fireEvent.click(button('Speichern'));
    expect(await screen.findByText('Seite konnte nicht aktualisiert werden', {}, WAIT)).toBeTruthy();
  });

  it('publishes and unpublishes: the buttons send isPublic true, then false', async () => {
    let current = site();
    const calls = stubFetch({
      ...LISTS,
      'GET /api/sites/s1': () => ({ status: 200, body: { data: current } }),
      'PUT /api/sites/s1': (body) => {
        current = { ...current, ...(body as Partial<SiteView>) };
        return { status: 200, body: { data: current } };
      },
    });
    await renderPage(<SiteEditPage id="s1" />);
    await screen.findByText('Veröffentlichen', { selector: 'button span' }, WAIT);
    expect(screen.getByText('Entwurf', { selector: '.ant-card-head .ant-tag' })).toBeTruthy();

    fireEvent.click(button('Veröffentlichen'));
    expect(await screen.findByText('Seite veröffentlicht', {}, WAIT)).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PUT').at(-1)!.body).toMatchObject({
      isPublic: true,
      name: 'Apfelstrudel',
    });
    await screen.findByText('Öffentlich', { selector: '.ant-card-head .ant-tag' }, WAIT);

    fireEvent.click(button('Veröffentlichung aufheben'));
    expect(await screen.findByText('Seite ist jetzt ein Entwurf', {}, WAIT)).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PUT').at(-1)!.body).toMatchObject({ isPublic: false });
    await screen.findByText('Veröffentlichen', { selector: 'button span' }, WAIT);
  });
});

describe('sites list', () => {
  const sites = [
    site({ id: 'a', name: 'Apfelstrudel', isPublic: true }),
    site({ id: 'b', name: 'Über uns', type: 'default', path: 'ueber-uns', isPublic: true }),
    site({ id: 'c', name: 'Bäcker/in', type: 'job', path: 'jobs/baecker', isPublic: false }),
  ];

  it('shows name, German type, path and public/draft, filtered by type', async () => {
    stubFetch({ 'GET /api/sites': { status: 200, body: { data: sites } } });
    await renderPage(<SitesListPage />);
    const list = await screen.findByRole('list', { name: 'Seiten' }, WAIT);
    const card = within(list).getByText('Bäcker/in').closest('li')!;
    expect(within(card).getByText('Stellenausschreibungen')).toBeTruthy();
    expect(within(card).getByText('Entwurf')).toBeTruthy();
    expect(within(card).getByText('/jobs/baecker').getAttribute('href')).toBe('/jobs/baecker');
    expect(within(list).getByText('Über uns').getAttribute('href')).toBe('/backend#/sites/b');

    await choose('Nach Typ filtern', 'Rezepte');
    await waitFor(() => expect(within(list).queryByText('Über uns')).toBeNull(), WAIT);
    expect(within(list).getByText('Apfelstrudel')).toBeTruthy();
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
  });

  it("says 'Seiten konnten nicht geladen werden' when the list fails", async () => {
    stubFetch({ 'GET /api/sites': { status: 500, body: {} } });
    await renderPage(<SitesListPage />);
    expect(await screen.findByText('Seiten konnten nicht geladen werden', {}, WAIT)).toBeTruthy();
  });
});
