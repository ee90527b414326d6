// Spec 2 "Navigation items" and spec 3 "Navigation": hrefs per type, disabled items hidden, active and
// child-active items.
import { describe, expect, it } from '@jest/globals';
import {
  isNavigationChildActive,
  isNavigationItemActive,
  navigationHref,
  visibleNavigation,
  type NavigationItem,
} from './navigation.js';

const home: NavigationItem = { type: 'home', label: 'Startseite' };
const site: NavigationItem = { type: 'site', label: 'Kontakt', target: 'kontakt' };
const nested: NavigationItem = { type: 'site', label: 'Impressum', target: '/site/imprint/' };
const branch: NavigationItem = { type: 'branch', label: 'Wien', target: 'wien-neubau' };
const link: NavigationItem = { type: 'link', label: 'Instagram', target: 'https://instagram.com/x' };

describe('navigationHref (spec 2)', () => {
  it.each<[NavigationItem, ReturnType<typeof navigationHref>]>([
    [home, { href: '/', external: false }],
    [site, { href: '/kontakt', external: false }],
    [nested, { href: '/site/imprint', external: false }],
    [branch, { href: '/store/wien-neubau', external: false }],
    [link, { href: 'https://instagram.com/x', external: true }],
    [{ type: 'site', label: 'leer' }, null],
    [{ type: 'branch', label: 'leer', target: '' }, null],
    [{ type: 'link', label: 'leer', target: null }, null],
    // Issue 36: a site target never becomes a router link to another host.
    [{ type: 'site', label: 'x', target: '\\\\evil.example' }, null],
    [{ type: 'site', label: 'x', target: '/\\evil.example' }, null],
    [{ type: 'site', label: 'x', target: '//\\evil.example' }, null],
    [{ type: 'site', label: 'x', target: '\t//evil.example' }, null],
    [
      { type: 'link', label: 'x', target: '/\\evil.example' },
      { href: '/\\evil.example', external: true },
    ],
  ])('%o', (item, expected) => {
    expect(navigationHref(item)).toEqual(expected);
  });
});

describe('visibleNavigation (spec 2: disabled items are hidden)', () => {
  it('drops disabled items and their children, at every depth', () => {
    const items: NavigationItem[] = [
      home,
      { ...site, isEnabled: false, children: [branch] },
      { type: 'home', label: 'Filialen', children: [branch, { ...link, isEnabled: false }] },
    ];
    expect(visibleNavigation(items)).toEqual([home, { type: 'home', label: 'Filialen', children: [branch] }]);
  });
});

describe('active items (spec 2)', () => {
  it.each<[string, NavigationItem, string, string | null, boolean]>([
    ['home by root', home, '/', null, true],
    ['home not elsewhere', home, '/kontakt', null, false],
    ['site by path', site, '/kontakt', null, true],
    ['site ignores slashes', nested, '/site/imprint', null, true],
    ['site on another path', site, '/agb', null, false],
    ['branch by identifier', branch, '/store/wien-neubau/checkout', 'wien-neubau', true],
    ['branch of another page', branch, '/store/graz', 'graz', false],
    ['link never', link, '/', null, false],
  ])('%s', (_name, item, path, routeBranch, expected) => {
    expect(isNavigationItemActive(item, { path, branch: routeBranch })).toBe(expected);
  });

  it('marks a parent child-active when any descendant is active', () => {
    const parent: NavigationItem = {
      type: 'home',
      label: 'Mehr',
      children: [{ type: 'home', label: 'Rechtliches', children: [nested] }, site],
    };
    expect(isNavigationChildActive(parent, { path: '/site/imprint' })).toBe(true);
    expect(isNavigationChildActive(parent, { path: '/kontakt' })).toBe(true);
    expect(isNavigationChildActive(parent, { path: '/agb' })).toBe(false);
    expect(isNavigationChildActive(home, { path: '/' })).toBe(false);
  });
});
