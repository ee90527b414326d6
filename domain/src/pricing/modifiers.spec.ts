// Spec section 3 (part options) and 9 ("Part modifiers: add, subtract, overwrite").
import { describe, expect, it } from '@jest/globals';
import type { Part, PartOption, PartSelection } from '../types.js';
import { applyModifiers, chosenOptions } from './modifiers.js';

const add = (value: string): PartOption => ({ name: `+${value}`, value, modifier: 'add' });
const sub = (value: string): PartOption => ({ name: `-${value}`, value, modifier: 'subtract' });
const over = (value: string): PartOption => ({ name: `=${value}`, value, modifier: 'overwrite' });

describe('part modifiers (spec 9)', () => {
  it.each<[string, PartOption[], string]>([
    ['10.00', [], '10'],
    ['10.00', [add('1.50')], '11.5'],
    ['10.00', [add('1.50'), add('0.70')], '12.2'],
    ['10.00', [sub('2.00')], '8'],
    ['10.00', [over('14.90')], '14.9'], // bundle size overwrites the base price
    ['10.00', [add('1.00'), over('14.90')], '15.9'], // overwrite replaces the base, adds still apply
    ['10.00', [over('14.90'), over('19.90')], '19.9'], // last overwrite wins
    ['10.00', [over('5.00'), sub('2.50'), add('1.00')], '3.5'],
    ['1.00', [sub('3.00')], '0'], // never negative
    ['0.10', [add('0.20')], '0.3'], // exact decimals
  ])('base %s with %j -> %s', (base, options, expected) => {
    expect(applyModifiers(base, options).toString()).toBe(expected);
  });
});

describe('chosen options are taken from the catalogue (spec 3 cart parts)', () => {
  const parts: Part[] = [
    { type: 'select', name: 'Größe', optional: false, options: [over('14.90'), over('19.90')] },
    { type: 'text', name: 'Widmung', optional: true },
    { type: 'multiselect', name: 'Extras', optional: true, options: [add('1.00'), add('2.00')] },
    { type: 'select', name: 'Ohne Optionen', optional: true },
  ];

  it.each<[PartSelection[], string[]]>([
    [[], []],
    [
      [over('19.90'), 'Alles Gute', [add('1.00'), add('2.00')]],
      ['=19.90', '+1.00', '+2.00'],
    ],
    [[{ name: '=14.90', value: '0.01', modifier: 'add' }], ['=14.90']], // tampered value ignored
    [[{ name: 'unknown', value: '1', modifier: 'add' }, null, []], []],
    [[null, null, null, { name: 'x', value: '1', modifier: 'add' }], []],
    // Issue 12: an option listed twice in a multiselect counts once.
    [
      [null, null, [add('1.00'), add('1.00'), add('2.00'), add('1.00')]],
      ['+1.00', '+2.00'],
    ],
  ])('selections %j -> %j', (selections, names) => {
    const chosen = chosenOptions(parts, selections);
    expect(chosen.map((option) => option.name)).toEqual(names);
    if (names[0] === '=14.90') expect(chosen[0]!.value).toBe('14.90');
  });

  it('accepts a missing selection list', () => {
    expect(chosenOptions(parts)).toEqual([]);
  });
});
