// Branch list (spec 2 and 5): search 'PLZ / Ort' over name/street/city/zip/keywords/tags, tag filter that
// deselects on a second click, the result note and the opening-status texts of the domain.
import { afterEach, describe, expect, it } from '@jest/globals';
import { cleanup, fireEvent, render, screen } from '../../test/render';
import { MemoryRouter } from 'react-router';
import type { ApiBranch, Tag } from '../../shared/api/types';
import { BRANCH_IMAGE_SIZES } from './BranchCard';
import { BranchList } from './BranchListPage';

afterEach(cleanup);

const weekdays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
const hours = (from: string, to: string) => weekdays.map((type) => ({ type, date: null, isClosed: false, from, to }));

const tags: Tag[] = [
  { id: 't-bio', name: 'Bio' },
  { id: 't-cafe', name: 'Frühstück' },
];
const branches: ApiBranch[] = [
  {
    id: 'b1',
    identifier: 'wien',
    name: 'Sonnleitner Wien-Neubau',
    street: 'Neubaugasse 42',
    zipCode: '1070',
    city: 'Wien',
    keywords: 'Mariahilf',
    tags: [{ id: 't-bio' }],
    openingHours: hours('07:00', '18:00'),
  },
  {
    id: 'b2',
    identifier: 'graz',
    name: 'Sonnleitner Graz-Lend',
    street: 'Lendplatz 17',
    zipCode: '8020',
    city: 'Graz',
    tags: [{ id: 't-bio' }, { id: 't-cafe' }],
    openingHours: hours('08:00', '14:00'),
    orderableFrom: '09:00',
  },
];

// Tuesday 2026-11-24 10:00 in Vienna.
const now = new Date('2026-11-24T09:00:00.000Z');

function renderList(list: ApiBranch[] = branches) {
  render(
    <MemoryRouter>
      <BranchList branches={list} tags={tags} now={now} tz="Europe/Vienna" />
    </MemoryRouter>,
  );
}

const note = () => screen.getByRole('status').textContent;
const names = () => screen.queryAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('BranchList (spec 2 branch list)', () => {
  it('shows every branch with status and pickup texts', () => {
    renderList();
    expect(note()).toBe('2 von 2 Filialen werden angezeigt.');
    expect(screen.getByText('Offen heute 07:00 Uhr bis 18:00 Uhr')).toBeTruthy();
    expect(screen.getByText('Abholung 09:00 Uhr bis 14:00 Uhr')).toBeTruthy();
    expect(screen.getByPlaceholderText('PLZ / Ort')).toBeTruthy();
  });

  it('shows the end of a day as 24:00 for a branch open around the clock', () => {
    render(
      <MemoryRouter>
        <BranchList
          branches={[{ ...branches[0]!, openingHours: hours('00:00', '00:00') }]}
          tags={tags}
          now={now}
          tz="Europe/Vienna"
        />
      </MemoryRouter>,
    );
    expect(screen.getByText('Offen heute 00:00 Uhr bis 24:00 Uhr')).toBeTruthy();
    expect(screen.getByText('Abholung 00:00 Uhr bis 24:00 Uhr')).toBeTruthy();
  });

  it('filters by zip, city or keyword and reports no results', () => {
    renderList();
    const search = screen.getByPlaceholderText('PLZ / Ort');
    fireEvent.change(search, { target: { value: '8020' } });
    expect(names()).toEqual(['Sonnleitner Graz-Lend']);
    expect(note()).toBe('1 von 2 Filialen werden angezeigt.');
    fireEvent.change(search, { target: { value: 'mariahilf' } });
    expect(names()).toEqual(['Sonnleitner Wien-Neubau']);
    fireEvent.change(search, { target: { value: 'Linz' } });
    expect(names()).toEqual([]);
    expect(note()).toBe('Leider wurden keine Ergebnisse gefunden.');
  });

  it('filters by tag and deselects the selected tag on a second click', () => {
    renderList();
    const tag = screen.getByText('Frühstück');
    fireEvent.click(tag);
    expect(names()).toEqual(['Sonnleitner Graz-Lend']);
    fireEvent.click(tag);
    expect(names()).toEqual(['Sonnleitner Wien-Neubau', 'Sonnleitner Graz-Lend']);
  });

  it('links each card to its shop page', () => {
    renderList();
    const links = screen.getAllByTestId('branch-card').map((card) => card.getAttribute('href'));
    expect(links).toEqual(['/store/wien', '/store/graz']);
  });

  it('shows branch images and logos (spec 2 branch cards); a list without images shows no empty boxes', () => {
    const withImages: ApiBranch[] = [
      {
        ...branches[0]!,
        images: [{ id: 'front', version: 1, extension: 'jpg', width: 1600, height: 900 }],
        logo: { id: 'logo', version: 1, extension: 'png', width: 256, height: 128 },
      },
      branches[1]!,
    ];
    renderList(withImages);
    const [wien, graz] = screen.getAllByTestId('branch-card');
    const cover = wien!.querySelector('.sf-branch-card__image img')!;
    expect(cover.getAttribute('srcset')).toContain('/image/medium/front-1.jpg 1280w');
    expect(cover.getAttribute('sizes')).toBe(BRANCH_IMAGE_SIZES);
    expect(cover.getAttribute('loading')).toBe('eager');
    const logo = wien!.querySelector('.sf-branch-card__logo img')!;
    expect(logo.getAttribute('sizes')).toBe('80px');
    expect(logo.getAttribute('srcset')).toBe(
      '/image/icon/logo-1.png 64w, /image/thumbnail/logo-1.png 128w, /image/tiny/logo-1.png 256w',
    );
    // Graz has no picture of its own: a placeholder keeps the cards alike.
    expect(graz!.querySelector('[data-testid="image-placeholder"]')).toBeTruthy();
    cleanup();
    renderList();
    expect(document.querySelector('.sf-img')).toBeNull();
  });
});
