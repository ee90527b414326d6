// Spec section 5 "Configurable parts are incomplete when" and section 4 "Configuration dialog" toggles.
import { describe, expect, it } from '@jest/globals';
import type { Part, PartOption, PartSelection, PartType } from '../types.js';
import {
  allowsMultiple,
  incompleteParts,
  isPartComplete,
  toggleMultiselect,
  toggleSelect,
  uniqueOptions,
} from './parts.js';

const option = (name: string): PartOption => ({ name, value: '0', modifier: 'add' });
const part = (type: PartType, optional = false): Part => ({ type, name: type, optional, options: [option('a')] });

describe('part completeness (spec 5)', () => {
  it.each<[PartType, boolean, PartSelection, boolean]>([
    ['select', false, null, false],
    ['select', false, option('a'), true],
    ['select', true, null, true],
    ['multiselect', false, [], false],
    ['multiselect', false, [option('a')], true],
    ['multiselect', true, [], true],
    ['text', false, '   ', false],
    ['text', false, 'Alles Gute', true],
    ['textarea', false, undefined, false],
    ['textarea', true, '', true],
    ['file', false, [], false],
    ['files', false, [{ id: 1 }], true],
    ['image', false, null, false],
    ['images', true, [], true],
  ])('%s (optional %p) with %j complete: %p', (type, optional, selection, complete) => {
    expect(isPartComplete(part(type, optional), selection)).toBe(complete);
  });

  it('lists incomplete parts by index', () => {
    const parts = [part('select'), part('text', true), part('multiselect')];
    expect(incompleteParts(parts, [option('a'), '', []])).toEqual([2]);
    expect(incompleteParts(parts)).toEqual([0, 2]);
  });

  it.each<[PartType, boolean]>([
    ['image', false],
    ['images', true],
    ['file', false],
    ['files', true],
    ['select', false],
    ['multiselect', true],
  ])('%s allows multiple: %p', (type, multiple) => {
    expect(allowsMultiple({ type })).toBe(multiple);
  });
});

describe('select and multiselect clicks (spec 4)', () => {
  it.each<[boolean, PartOption | null, PartOption, PartOption | null]>([
    [false, null, option('a'), option('a')],
    [false, option('a'), option('b'), option('b')],
    [false, option('a'), option('a'), option('a')], // required: clicking the selected option keeps it
    [true, option('a'), option('a'), null], // optional: deselects
  ])('optional %p, current %j, click %j -> %j', (optional, current, clicked, expected) => {
    expect(toggleSelect({ optional }, current, clicked)).toEqual(expected);
  });

  it('toggles multiselect options in order', () => {
    expect(toggleMultiselect(null, option('a'))).toEqual([option('a')]);
    expect(toggleMultiselect([option('a')], option('b'))).toEqual([option('a'), option('b')]);
    expect(toggleMultiselect([option('a'), option('b')], option('a'))).toEqual([option('b')]);
  });
});

describe('uniqueOptions (issue 12)', () => {
  it.each<[string[], string[]]>([
    [[], []],
    [
      ['a', 'b'],
      ['a', 'b'],
    ],
    [['a', 'a'], ['a']],
    [
      ['b', 'a', 'b', 'a', 'c'],
      ['b', 'a', 'c'],
    ],
  ])('%j -> %j', (names, expected) => {
    expect(uniqueOptions(names.map((name) => ({ name }))).map((o) => o.name)).toEqual(expected);
  });
});
