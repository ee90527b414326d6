// Spec 3 "Navigation" as stored: depth and size of the tree, site paths, and the link rule of spec 2
// ('https://' added when missing).
import { describe, expect, it } from '@jest/globals';
import { OWN_TEXTS } from '../messages/own-texts.js';
import {
  NAVIGATION_IDENTIFIER,
  NAVIGATION_MAX_DEPTH,
  navigationDepth,
  navigationSize,
  normaliseNavigationLink,
  normaliseSitePath,
} from './navigation-rules.js';

describe('navigationDepth / navigationSize', () => {
  it.each([
    [[], 0, 0],
    [[{}, {}], 1, 2],
    [[{ children: [] }, { children: [{}] }], 2, 3],
    [[{ children: [{ children: [{ children: [{}] }] }] }], 4, 4],
  ])('%j has depth %i and %i items', (items, depth, size) => {
    expect(navigationDepth(items)).toBe(depth);
    expect(navigationSize(items)).toBe(size);
  });

  it('treats a missing list as empty', () => {
    expect(navigationDepth(undefined)).toBe(0);
    expect(navigationSize(undefined)).toBe(0);
  });
});

describe('normaliseSitePath', () => {
  it.each<[string, string | null]>([
    ['kontakt', 'kontakt'],
    ['/kontakt/', 'kontakt'],
    [' site/imprint ', 'site/imprint'],
    ['ueber-uns_2.0~x', 'ueber-uns_2.0~x'],
    ['', null],
    ['/', null],
    ['a//b', null],
    ['../admin', null],
    ['a/./b', null],
    ['kontakt?x=1', null],
    ['über-uns', null],
    ['https://example.com', null],
  ])('%j -> %j', (input, expected) => {
    expect(normaliseSitePath(input)).toBe(expected);
  });
});

describe('normaliseNavigationLink (spec 2: https:// added when missing)', () => {
  it.each<[string, string | null]>([
    ['https://www.instagram.com/sonnleitner', 'https://www.instagram.com/sonnleitner'],
    ['http://example.at', 'http://example.at'],
    ['  www.example.at/seite  ', 'https://www.example.at/seite'],
    ['example.at', 'https://example.at'],
    ['//example.at/x', 'https://example.at/x'],
    ['example.at:8080/x', 'https://example.at:8080/x'],
    ['localhost:3000', 'https://localhost:3000'],
    ['HTTPS://EXAMPLE.AT', 'HTTPS://EXAMPLE.AT'],
    ['', null],
    ['kontakt', null],
    ['https://intranet', null],
    ['javascript:alert(1)', null],
    ['mailto:info@example.at', null],
    ['ftp://example.at', null],
    ['https://exa mple.at', null],
    ['https://', null],
    ['http://[::1', null],
  ])('%j -> %j', (input, expected) => {
    expect(normaliseNavigationLink(input)).toBe(expected);
  });
});

describe('NAVIGATION_IDENTIFIER', () => {
  it.each([
    ['mainMenu', true],
    ['secondaryMenu', true],
    ['footer-2', true],
    ['2nd', false],
    ['main menu', false],
    ['', false],
  ])('%j -> %s', (identifier, ok) => {
    expect(NAVIGATION_IDENTIFIER.test(identifier)).toBe(ok);
  });
});

describe('navigation texts', () => {
  it('names the depth limit', () => {
    expect(OWN_TEXTS.navigationTooDeep(NAVIGATION_MAX_DEPTH)).toBe('Eine Navigation darf höchstens 3 Ebenen haben.');
  });
});
