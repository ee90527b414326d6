// Header burger menu and footer read the public navigations mainMenu and secondaryMenu (spec 2) and
// fall back to the built menu without them; items follow spec 2 "Navigation items".
import { afterEach, describe, expect, it } from '@jest/globals';
import { cleanup, fireEvent, render, screen, within } from '../../test/render';
import { MemoryRouter } from 'react-router';
import type { ApiNavigation } from '../../shared/api/types';
import { Footer } from '../layout/Footer';
import { Header } from '../layout/Header';
import { testInit } from '../test-init';
import { setInitData } from '../../shared/api/init';

afterEach(cleanup);

const MAIN: ApiNavigation = {
  id: 'n1',
  identifier: 'mainMenu',
  isPublic: true,
  items: [
    { type: 'home', label: 'Startseite' },
    {
      type: 'home',
      label: 'Unsere Filialen',
      children: [
        { type: 'branch', label: 'Filiale Wien', target: 'wien' },
        { type: 'branch', label: 'Filiale Graz', target: 'graz', isEnabled: false },
      ],
    },
    { type: 'site', label: 'Über uns', target: 'ueber-uns' },
    { type: 'link', label: 'Instagram', target: 'https://www.instagram.com/test' },
  ],
};
const SECONDARY: ApiNavigation = {
  id: 'n2',
  identifier: 'secondaryMenu',
  isPublic: true,
  items: [
    { type: 'site', label: 'Kontakt', target: 'kontakt' },
    { type: 'site', label: 'Impressum', target: 'site/imprint' },
  ],
};

function renderLayout(navigations: ApiNavigation[], path = '/', branches?: unknown[]) {
  const init = testInit({
    config: { imprintText: '# Impressum', privacyPolicy: 'https://example.at/datenschutz' },
    branches,
  });
  setInitData({ ...init, navigations });
  render(
    <MemoryRouter initialEntries={[path]}>
      <Header />
      <Footer />
    </MemoryRouter>,
  );
}
const openMenu = () => {
  fireEvent.click(screen.getByRole('button', { name: 'Menü' }));
  return within(screen.getByRole('navigation', { name: 'Hauptmenü' }));
};
const labels = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .map((a) => a.textContent);

describe('burger menu from the navigation mainMenu', () => {
  it('shows its items: site to /{path}, branch to /store/{identifier}, link in a new tab, disabled hidden', () => {
    renderLayout([MAIN, SECONDARY], '/store/wien');
    const menu = openMenu();
    expect(menu.queryByRole('link', { name: 'Shop' })).toBeNull();
    expect(menu.getByRole('link', { name: 'Über uns' }).getAttribute('href')).toBe('/ueber-uns');
    const instagram = menu.getByRole('link', { name: 'Instagram' });
    expect(instagram.getAttribute('href')).toBe('https://www.instagram.com/test');
    expect(instagram.getAttribute('target')).toBe('_blank');
    expect(instagram.getAttribute('rel')).toBe('noopener noreferrer');
    // On the Wien page the parent is open and child-active, the branch item active.
    const parent = menu.getByRole('button', { name: /Unsere Filialen/ });
    expect(parent.className).toContain('sf-menu__item--child-active');
    const wien = menu.getByRole('link', { name: 'Filiale Wien' });
    expect(wien.getAttribute('href')).toBe('/store/wien');
    expect(wien.getAttribute('aria-current')).toBe('page');
    expect(menu.queryByRole('link', { name: 'Filiale Graz' })).toBeNull();
  });

  it('falls back to the built menu when mainMenu is missing or not public', () => {
    renderLayout([{ ...MAIN, isPublic: false }]);
    const menu = openMenu();
    expect(menu.getByRole('link', { name: 'Shop' }).getAttribute('href')).toBe('/shop');
    expect(menu.queryByRole('link', { name: 'Über uns' })).toBeNull();
    expect(menu.getByRole('button', { name: /Filialen/ })).toBeTruthy();
  });
});

describe('footer with the navigations', () => {
  it('shows main and secondary menu and does not repeat their links among the fixed ones', () => {
    renderLayout([MAIN, SECONDARY], '/ueber-uns');
    const main = screen.getByRole('navigation', { name: 'Übersicht' });
    expect(labels(main)).toEqual(['Startseite', 'Filiale Wien', 'Über uns', 'Instagram']);
    expect(within(main).getByText('Unsere Filialen').tagName).toBe('SPAN');
    expect(within(main).getByRole('link', { name: 'Über uns' }).getAttribute('aria-current')).toBe('page');
    expect(within(main).getByRole('link', { name: 'Instagram' }).getAttribute('target')).toBe('_blank');
    expect(labels(screen.getByRole('navigation', { name: 'Weitere Links' }))).toEqual(['Kontakt', 'Impressum']);
    // '/', '/kontakt' and '/site/imprint' are in the menus; the external privacy link is not.
    expect(labels(screen.getByRole('navigation', { name: 'Fußzeile' }))).toEqual(['Datenschutz']);
  });

  it('keeps the fixed links and shows no menus without navigations', () => {
    renderLayout([]);
    expect(screen.queryByRole('navigation', { name: 'Übersicht' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Weitere Links' })).toBeNull();
    expect(labels(screen.getByRole('navigation', { name: 'Fußzeile' }))).toEqual([
      'Startseite',
      'Kontakt',
      'Datenschutz',
      'Impressum',
    ]);
  });

  it("links 'Online Bestellen' when exactly one branch is public, also when staff see a hidden one", () => {
    const branch = (identifier: string, isPublic: boolean) => ({
      id: `b-${identifier}`,
      identifier,
      name: identifier,
      isPublic,
    });
    renderLayout([], '/', [branch('wien', true), branch('graz', false)]);
    const footer = screen.getByRole('navigation', { name: 'Fußzeile' });
    expect(within(footer).getByRole('link', { name: 'Online Bestellen' }).getAttribute('href')).toBe('/store/wien');
    cleanup();
    renderLayout([], '/', [branch('wien', true), branch('graz', true)]);
    expect(
      within(screen.getByRole('navigation', { name: 'Fußzeile' })).queryByRole('link', { name: 'Online Bestellen' }),
    ).toBeNull();
  });
});
