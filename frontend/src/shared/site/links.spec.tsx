// Issue 36 item 3: content links that start with '//' or '/\' (or hide them behind what a browser drops)
// are never router links: the renderers drop them, and the storefront's Link leaves them to the browser.
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import type { ContentLink } from '@bestell/domain';
import { MemoryRouter, useLocation } from 'react-router';
import { cleanup, fireEvent, render, screen } from '../../test/render';
import { Link } from '../shop-ui/Link';
import { LinkList } from './links';

function Where() {
  return <output>{useLocation().pathname}</output>;
}

// jsdom cannot follow a plain link; React's handlers have run by the time the click reaches the document.
const stopBrowserNavigation = (event: Event) => event.preventDefault();
beforeEach(() => document.addEventListener('click', stopBrowserNavigation));
afterEach(() => {
  document.removeEventListener('click', stopBrowserNavigation);
  cleanup();
});

const EVIL = ['//evil.example', '/\\evil.example', '\\\\evil', '/\\\\evil', ' //evil.example', '/\t/evil.example'];

describe('content links (issue 36)', () => {
  it('renders in-app paths as router links and drops router and site links that lead to another host', () => {
    const links: ContentLink[] = [
      { type: 'router_link', label: 'Pfad', to: '/ok/path' },
      { type: 'router_link', label: 'Shop', to: 'shop' },
      { type: 'site_link', label: 'Über uns', site: 's1', path: 'ueber-uns' },
      ...EVIL.map((to, i): ContentLink => ({ type: 'router_link', label: `Böse ${i}`, to })),
      { type: 'site_link', label: 'Böse Seite', site: 's2', path: '\\\\evil.example' },
    ];
    render(
      <MemoryRouter initialEntries={['/']}>
        <LinkList links={links} />
        <Where />
      </MemoryRouter>,
    );
    expect(screen.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Pfad', '/ok/path'],
      ['Shop', '/shop'],
      ['Über uns', '/ueber-uns'],
    ]);
    fireEvent.click(screen.getByRole('link', { name: 'Pfad' }));
    expect(screen.getByRole('status').textContent).toBe('/ok/path');
  });

  it.each(EVIL)('Link to %j is a plain link the router does not follow', (to) => {
    render(
      <MemoryRouter initialEntries={['/']}>
        <Link to={to}>Weg</Link>
        <Where />
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Weg' });
    expect(link.getAttribute('href')).toBe(to);
    fireEvent.click(link);
    expect(screen.getByRole('status').textContent).toBe('/');
  });
});
