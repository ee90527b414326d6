// Spec section 9: item price, alternative-unit price = price x ratio, part modifiers; lines round half up.
import { describe, expect, it } from '@jest/globals';
import type { PartSelection, UnitId } from '../types.js';
import { product } from '../test-fixtures.js';
import { exactUnitPrice, itemTotal, itemUnitPrice } from './item-price.js';

const bundle = product({
  type: 'bundle',
  price: '9.90',
  config: {
    parts: [
      {
        type: 'select',
        name: 'Menügröße',
        optional: false,
        options: [
          { name: 'Klein', value: '9.90', modifier: 'overwrite' },
          { name: 'Groß', value: '12.90', modifier: 'overwrite' },
        ],
      },
      {
        type: 'multiselect',
        name: 'Extras',
        optional: true,
        options: [
          { name: 'Käse', value: '1.20', modifier: 'add' },
          { name: 'Ohne Sauce', value: '0.30', modifier: 'subtract' },
        ],
      },
    ],
  },
});
const cheese = product({
  price: '24.90',
  unit: 'kilogram',
  calculationModel: 'approximate',
  alternativeUnits: [{ unit: 'piece', ratio: '0.3', calculationModel: 'approximate' }],
});

describe('item price (spec 9)', () => {
  it.each<[string, ReturnType<typeof product>, number | string, UnitId, PartSelection[], string, string]>([
    ['simple', product(), 3, 'piece', [], '10.00', '30.00'],
    ['bundle with overwrite', bundle, 2, 'piece', [{ name: 'Groß', value: '0', modifier: 'add' }], '12.90', '25.80'],
    [
      'bundle with overwrite and extras',
      bundle,
      1,
      'piece',
      [
        { name: 'Groß', value: '12.90', modifier: 'overwrite' },
        [
          { name: 'Käse', value: '1.20', modifier: 'add' },
          { name: 'Ohne Sauce', value: '0.30', modifier: 'subtract' },
        ],
      ],
      '13.80',
      '13.80',
    ],
    [
      'an extra listed three times counts once (issue 12)',
      bundle,
      1,
      'piece',
      [
        { name: 'Groß', value: '12.90', modifier: 'overwrite' },
        [
          { name: 'Käse', value: '1.20', modifier: 'add' },
          { name: 'Käse', value: '1.20', modifier: 'add' },
          { name: 'Käse', value: '1.20', modifier: 'add' },
        ],
      ],
      '14.10',
      '14.10',
    ],
    ['alternative unit with ratio', cheese, 2, 'piece', [], '7.47', '14.94'], // 24.90 x 0.3 = 7.47
    ['own unit by weight', cheese, 0.35, 'kilogram', [], '24.90', '8.72'], // 8.715 -> 8.72 (half up)
    ['same-type unit (grams)', cheese, 350, 'gram', [], '0.02', '8.72'], // 0.0249 per g, line exact
    ['.xx5 line rounds up', product({ price: '0.125' }), 1, 'piece', [], '0.13', '0.13'],
    ['1.005 line rounds up', product({ price: '0.335' }), 3, 'piece', [], '0.34', '1.01'],
    ['negative amount counts as 0', product(), -2, 'piece', [], '10.00', '0.00'],
    ['comma amount', product({ price: '2.00' }), '1,5', 'piece', [], '2.00', '3.00'],
  ])('%s', (_name, item, amount, unit, parts, unitPrice, total) => {
    expect(itemUnitPrice({ product: item, unit, parts })).toBe(unitPrice);
    expect(itemTotal({ product: item, amount, unit, parts })).toBe(total);
  });

  it('keeps the exact unit price for the line', () => {
    expect(exactUnitPrice({ product: cheese, unit: 'gram' }).toString()).toBe('0.0249');
  });
});
