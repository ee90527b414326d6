// Burger menu (spec 2): the public main menu; selecting an item without children closes it, parents
// open their children, Escape closes; active and child-active items (spec 2 "Navigation items").
import { afterEach, describe, expect, it } from '@jest/globals';
import type { NavigationItem } from '@bestell/domain';
import { cleanup, fireEvent, render, screen, within } from '../../test/render';
import { MemoryRouter } from 'react-router';
import { BurgerMenu } from './BurgerMenu';

afterEach(cleanup);

const items: NavigationItem[] = [
  { type: 'home', label: 'Startseite' },
  {
    type: 'home',
    label: 'Filialen',
    children: [
      { type: 'branch', label: 'Wien', target: 'wien' },
      { type: 'branch', label: 'Graz', target: 'graz', isEnabled: false },
    ],
  },
  { type: 'site', label: 'Kontakt', target: 'kontakt' },
  { type: 'link', label: 'Instagram', target: 'https://instagram.com/sonnleitner' },
];

function renderMenu(path = '/', branch: string | null = null) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <BurgerMenu items={items} route={{ path, branch }} />
    </MemoryRouter>,
  );
}
const burger = () => screen.getByRole('button', { name: 'Menü' });
const menu = () => screen.queryByRole('navigation', { name: 'Hauptmenü' });

describe('BurgerMenu (spec 2)', () => {
  it('opens the main menu and closes it when an item without children is selected', () => {
    renderMenu();
    expect(menu()).toBeNull();
    expect(burger().getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(burger());
    expect(burger().getAttribute('aria-expanded')).toBe('true');
    const nav = within(menu()!);
    expect(nav.getByRole('link', { name: 'Startseite' }).getAttribute('aria-current')).toBe('page');
    expect(nav.getByRole('link', { name: 'Kontakt' }).getAttribute('href')).toBe('/kontakt');
    const external = nav.getByRole('link', { name: 'Instagram' });
    expect(external.getAttribute('target')).toBe('_blank');
    fireEvent.click(nav.getByRole('link', { name: 'Kontakt' }));
    expect(menu()).toBeNull();
  });

  it('opens a parent without closing the menu and hides disabled items', () => {
    renderMenu();
    fireEvent.click(burger());
    const parent = screen.getByRole('button', { name: /Filialen/ });
    expect(parent.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: 'Wien' })).toBeNull();
    fireEvent.click(parent);
    expect(menu()).not.toBeNull();
    expect(parent.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'Wien' }).getAttribute('href')).toBe('/store/wien');
    expect(screen.queryByRole('link', { name: 'Graz' })).toBeNull();
    fireEvent.click(parent);
    expect(screen.queryByRole('link', { name: 'Wien' })).toBeNull();
  });

  it('opens the parent of the active branch and marks both', () => {
    renderMenu('/store/wien', 'wien');
    fireEvent.click(burger());
    const parent = screen.getByRole('button', { name: /Filialen/ });
    expect(parent.getAttribute('aria-expanded')).toBe('true');
    expect(parent.className).toContain('sf-menu__item--child-active');
    expect(screen.getByRole('link', { name: 'Wien' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Startseite' }).getAttribute('aria-current')).toBeNull();
  });

  it('closes with Escape and with the close button, returning focus to the burger', () => {
    renderMenu();
    fireEvent.click(burger());
    expect(document.activeElement?.textContent).toBe('✕');
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(menu()).toBeNull();
    expect(document.activeElement).toBe(burger());
    fireEvent.click(burger());
    fireEvent.click(screen.getByRole('button', { name: 'Menü schließen' }));
    expect(menu()).toBeNull();
  });

  it("lists the recipes it is given after the menu, labelled 'Neues Rezept' (spec 2)", () => {
    render(
      <MemoryRouter>
        <BurgerMenu
          items={items}
          route={{ path: '/', branch: null }}
          recipes={[
            { name: 'Apfelstrudel', to: '/rezepte/apfelstrudel' },
            { name: 'Kipferl', to: '/rezepte/kipferl' },
          ]}
        />
      </MemoryRouter>,
    );
    fireEvent.click(burger());
    const recipe = screen.getByRole('link', { name: 'Neues Rezept Apfelstrudel' });
    expect(recipe.getAttribute('href')).toBe('/rezepte/apfelstrudel');
    expect(screen.getByRole('link', { name: 'Neues Rezept Kipferl' })).toBeTruthy();
    fireEvent.click(recipe);
    expect(menu()).toBeNull();
  });
});
