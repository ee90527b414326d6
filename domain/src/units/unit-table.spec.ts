// Spec section 9: unit table with factors, unit types and German labels.
import { describe, expect, it } from '@jest/globals';
import type { UnitId } from '../types.js';
import { UNIT_TYPES, UNITS, unitDefinition, unitLabel, unitsOfSameType } from './unit-table.js';

describe('unit table (spec 9)', () => {
  it.each<[UnitId, string, number, string]>([
    ['piece', 'amount', 1, 'Stk.'],
    ['serving', 'serving', 1, 'Port.'],
    ['pair', 'pair', 1, 'Paar'],
    ['person', 'person', 1, 'Pers.'],
    ['package', 'package', 1, 'Pkg.'],
    ['gram', 'weight', 1, 'g'],
    ['decagram', 'weight', 10, 'dag'],
    ['kilogram', 'weight', 1000, 'kg'],
    ['milliliter', 'volume', 1, 'ml'],
    ['centiliter', 'volume', 10, 'cl'],
    ['deciliter', 'volume', 100, 'dl'],
    ['liter', 'volume', 1000, 'l'],
    ['millimeter', 'length', 1, 'mm'],
    ['centimeter', 'length', 10, 'cm'],
    ['decimeter', 'length', 100, 'dm'],
    ['meter', 'length', 1000, 'm'],
    ['kilometer', 'length', 1e6, 'km'],
    ['squareMillimeter', 'square', 1, 'mm²'],
    ['squareCentimeter', 'square', 100, 'cm²'],
    ['squareDecimeter', 'square', 1e4, 'dm²'],
    ['squareMeter', 'square', 1e6, 'm²'],
    ['cubicMillimeter', 'cubic', 1, 'mm³'],
    ['cubicCentimeter', 'cubic', 1e3, 'cm³'],
    ['cubicDecimeter', 'cubic', 1e6, 'dm³'],
    ['cubicMeter', 'cubic', 1e9, 'm³'],
  ])('%s is %s with factor %d and label %s', (unit, type, factor, label) => {
    expect(unitDefinition(unit)).toEqual({ id: unit, type, factor, label });
    expect(unitLabel(unit)).toBe(label);
  });

  it('has the ten unit types of the spec and a row per unit', () => {
    expect(UNIT_TYPES).toHaveLength(10);
    expect(Object.keys(UNITS)).toHaveLength(25);
    expect(new Set(Object.values(UNITS).map((unit) => unit.type))).toEqual(new Set(UNIT_TYPES));
  });

  it('lists units of the same type', () => {
    expect(unitsOfSameType('kilogram')).toEqual(['gram', 'decagram', 'kilogram']);
    expect(unitsOfSameType('piece')).toEqual(['piece']);
  });

  it('rejects unknown units', () => {
    expect(() => unitDefinition('bushel' as UnitId)).toThrow('Unknown unit');
  });
});
