// Spec section 5 "Quantity" (changing unit converts the amount) and section 9 (alternative-unit ratio).
import { describe, expect, it } from '@jest/globals';
import type { Product, UnitId } from '../types.js';
import {
  alternativeUnitOf,
  calculationModelFor,
  convertAmount,
  quantityLimitsFor,
  selectableUnits,
  unitRatio,
} from './conversion.js';

// Cheese priced per kg; also sold by the piece (one piece is about 0.25 kg) with its own limits.
const cheese: Pick<
  Product,
  'unit' | 'alternativeUnits' | 'minimumQuantity' | 'maximumQuantity' | 'quantityStepSize' | 'calculationModel'
> = {
  unit: 'kilogram',
  minimumQuantity: 0.25,
  maximumQuantity: 5,
  quantityStepSize: 0.05,
  calculationModel: 'approximate',
  alternativeUnits: [
    {
      unit: 'piece',
      ratio: '0.25',
      minimumQuantity: 1,
      maximumQuantity: 10,
      quantityStepSize: 1,
      calculationModel: 'fixed',
    },
    { unit: 'gram', ratio: 0.001, minimumQuantity: 100, quantityStepSize: 50 },
  ],
};

describe('unit conversion (spec 5 Quantity, spec 9 alternative units)', () => {
  it.each<[UnitId, string]>([
    ['kilogram', '1'],
    ['piece', '0.25'],
    ['gram', '0.001'],
    ['decagram', '0.01'], // same type, not listed: factor quotient
  ])('ratio of %s is %s', (unit, ratio) => {
    expect(unitRatio(cheese, unit).toString()).toBe(ratio);
  });

  it('rejects a unit the product does not offer', () => {
    expect(() => unitRatio(cheese, 'liter')).toThrow('not offered');
  });

  it.each<[number | string, UnitId, UnitId, number]>([
    [1, 'kilogram', 'piece', 4], // 1 kg = 4 pieces of 0.25 kg
    [3, 'piece', 'kilogram', 0.75],
    [1, 'piece', 'gram', 250],
    [0.5, 'kilogram', 'gram', 500],
    [330, 'gram', 'kilogram', 0.35], // 0.33 -> step 0.05 from 0.25 -> 0.35 (half up)
    [2, 'kilogram', 'piece', 8],
    [5, 'kilogram', 'piece', 10], // 20 pieces clamped to the piece maximum
    [50, 'gram', 'piece', 1], // 0.2 piece -> minimum 1
    ['1,5', 'kilogram', 'kilogram', 1.5],
  ])('converts %p %s to %s = %p', (amount, from, to, expected) => {
    expect(convertAmount(cheese, amount, from, to)).toBe(expected);
  });

  it('uses the alternative unit limits and model, else the product ones', () => {
    expect(quantityLimitsFor(cheese, 'piece')).toMatchObject({ minimumQuantity: 1, maximumQuantity: 10 });
    expect(quantityLimitsFor(cheese, 'kilogram')).toBe(cheese);
    expect(calculationModelFor(cheese, 'piece')).toBe('fixed');
    expect(calculationModelFor(cheese, 'gram')).toBe('approximate');
    expect(calculationModelFor({ unit: 'piece' }, 'piece')).toBe('fixed');
    expect(alternativeUnitOf(cheese, 'kilogram')).toBeUndefined();
    expect(selectableUnits(cheese)).toEqual(['kilogram', 'piece', 'gram']);
    expect(selectableUnits({ unit: 'piece' })).toEqual(['piece']);
  });
});
