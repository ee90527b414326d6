// The main menu built from what exists while the backend has no navigations (spec 2 header, spec 3
// Navigation), and the branch a path belongs to (for active items and the location toolbar).
import { describe, expect, it } from '@jest/globals';
import type { ApiBranch, ShopConfig } from '../../shared/api/types';
import { fallbackMainMenu, pathBranch } from './main-menu';

const branch = (identifier: string, name: string, extra: Partial<ApiBranch> = {}) =>
  ({ id: identifier, identifier, name, openingHours: [], ...extra }) as ApiBranch;
const config = {
  imprintText: '# Impressum',
  privacyPolicy: 'https://example.at/datenschutz',
} as unknown as ShopConfig;

describe('fallbackMainMenu', () => {
  it('lists home, shop, the branches as children, contact and the legal pages', () => {
    const menu = fallbackMainMenu(config, [
      branch('wien', 'Wien'),
      branch('graz', 'Graz'),
      branch('intern', 'Intern', { isPublic: false }),
    ]);
    expect(menu).toEqual([
      { type: 'home', label: 'Startseite' },
      { type: 'site', label: 'Shop', target: 'shop' },
      {
        type: 'home',
        label: 'Filialen',
        children: [
          { type: 'branch', label: 'Wien', target: 'wien' },
          { type: 'branch', label: 'Graz', target: 'graz' },
        ],
      },
      { type: 'site', label: 'Kontakt', target: 'kontakt' },
      {
        type: 'home',
        label: 'Rechtliches',
        children: [
          { type: 'link', label: 'Datenschutz', target: 'https://example.at/datenschutz' },
          { type: 'site', label: 'Impressum', target: '/site/imprint' },
        ],
      },
    ]);
  });

  it("links the only branch as 'Online Bestellen' and leaves out empty groups", () => {
    const menu = fallbackMainMenu({} as ShopConfig, [branch('wien', 'Wien')]);
    expect(menu.map((item) => item.label)).toEqual(['Startseite', 'Shop', 'Online Bestellen', 'Kontakt']);
    expect(menu[2]).toEqual({ type: 'branch', label: 'Online Bestellen', target: 'wien' });
  });
});

describe('pathBranch', () => {
  it.each([
    ['/store/wien', 'wien'],
    ['/store/wien/checkout', 'wien'],
    ['/store/wien/checkout/error', 'wien'],
    ['/shop/graz', 'graz'],
    ['/shop/graz/checkout', 'graz'],
    ['/shop', null],
    ['/shop/c-1/brot', null],
    ['/', null],
    ['/kontakt', null],
  ])('%s -> %s', (path, expected) => {
    expect(pathBranch(path)).toBe(expected);
  });
});
