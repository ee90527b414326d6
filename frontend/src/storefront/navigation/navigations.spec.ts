// Which navigation feeds which menu (spec 2 header and footer, spec 3 "Navigation").
import { describe, expect, it } from '@jest/globals';
import type { ApiNavigation } from '../../shared/api/types';
import { footerMenus, linkedPaths, publicNavigationItems } from './navigations';

const nav = (identifier: string, isPublic: boolean, items: ApiNavigation['items']): ApiNavigation => ({
  id: identifier,
  identifier,
  isPublic,
  items,
});

describe('publicNavigationItems', () => {
  const navigations = [
    nav('mainMenu', true, [{ type: 'home', label: 'Start' }]),
    nav('secondaryMenu', false, [{ type: 'site', label: 'Entwurf', target: 'entwurf' }]),
  ];

  it('gives the items of the public navigation with that identifier', () => {
    expect(publicNavigationItems(navigations, 'mainMenu')).toEqual([{ type: 'home', label: 'Start' }]);
  });

  it('gives null for a missing or non-public navigation (staff see those in /api/init)', () => {
    expect(publicNavigationItems(navigations, 'secondaryMenu')).toBeNull();
    expect(publicNavigationItems(navigations, 'footer')).toBeNull();
    expect(publicNavigationItems(undefined, 'mainMenu')).toBeNull();
  });

  it('keeps an existing but empty public menu empty instead of falling back', () => {
    expect(publicNavigationItems([nav('mainMenu', true, [])], 'mainMenu')).toEqual([]);
  });
});

describe('footerMenus', () => {
  it('lists main and secondary menu in that order, without disabled items', () => {
    const menus = footerMenus([
      nav('secondaryMenu', true, [{ type: 'site', label: 'AGB', target: 'agb' }]),
      nav('other', true, [{ type: 'home', label: 'Nie' }]),
      nav('mainMenu', true, [
        { type: 'home', label: 'Start' },
        { type: 'site', label: 'Aus', target: 'aus', isEnabled: false },
      ]),
    ]);
    expect(menus).toEqual([
      { identifier: 'mainMenu', label: 'Übersicht', items: [{ type: 'home', label: 'Start' }] },
      { identifier: 'secondaryMenu', label: 'Weitere Links', items: [{ type: 'site', label: 'AGB', target: 'agb' }] },
    ]);
    expect(footerMenus([])).toEqual([]);
  });
});

describe('linkedPaths', () => {
  it('collects the internal paths of enabled leaf items at every depth', () => {
    const paths = linkedPaths([
      { type: 'home', label: 'Start' },
      {
        type: 'home',
        label: 'Gruppe',
        children: [
          { type: 'site', label: 'Impressum', target: '/site/imprint/' },
          { type: 'branch', label: 'Wien', target: 'wien' },
          { type: 'link', label: 'Extern', target: 'https://example.at' },
          { type: 'site', label: 'Aus', target: 'aus', isEnabled: false },
        ],
      },
    ]);
    expect([...paths].sort()).toEqual(['/', '/site/imprint', '/store/wien']);
  });
});
