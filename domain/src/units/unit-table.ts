import type { UnitId, UnitType } from '../types.js';

/** One row of the unit table (spec 9): type, factor to the type's base unit and German label. */
export interface UnitDefinition {
  id: UnitId;
  type: UnitType;
  factor: number;
  label: string;
}

/** The unit table of spec section 9. Countable units are each their own type with factor 1. */
export const UNITS: Readonly<Record<UnitId, UnitDefinition>> = {
  piece: { id: 'piece', type: 'amount', factor: 1, label: 'Stk.' },
  serving: { id: 'serving', type: 'serving', factor: 1, label: 'Port.' },
  pair: { id: 'pair', type: 'pair', factor: 1, label: 'Paar' },
  person: { id: 'person', type: 'person', factor: 1, label: 'Pers.' },
  package: { id: 'package', type: 'package', factor: 1, label: 'Pkg.' },
  gram: { id: 'gram', type: 'weight', factor: 1, label: 'g' },
  decagram: { id: 'decagram', type: 'weight', factor: 10, label: 'dag' },
  kilogram: { id: 'kilogram', type: 'weight', factor: 1000, label: 'kg' },
  milliliter: { id: 'milliliter', type: 'volume', factor: 1, label: 'ml' },
  centiliter: { id: 'centiliter', type: 'volume', factor: 10, label: 'cl' },
  deciliter: { id: 'deciliter', type: 'volume', factor: 100, label: 'dl' },
  liter: { id: 'liter', type: 'volume', factor: 1000, label: 'l' },
  millimeter: { id: 'millimeter', type: 'length', factor: 1, label: 'mm' },
  centimeter: { id: 'centimeter', type: 'length', factor: 10, label: 'cm' },
  decimeter: { id: 'decimeter', type: 'length', factor: 100, label: 'dm' },
  meter: { id: 'meter', type: 'length', factor: 1000, label: 'm' },
  kilometer: { id: 'kilometer', type: 'length', factor: 1e6, label: 'km' },
  squareMillimeter: { id: 'squareMillimeter', type: 'square', factor: 1, label: 'mm²' },
  squareCentimeter: { id: 'squareCentimeter', type: 'square', factor: 100, label: 'cm²' },
  squareDecimeter: { id: 'squareDecimeter', type: 'square', factor: 1e4, label: 'dm²' },
  squareMeter: { id: 'squareMeter', type: 'square', factor: 1e6, label: 'm²' },
  cubicMillimeter: { id: 'cubicMillimeter', type: 'cubic', factor: 1, label: 'mm³' },
  cubicCentimeter: { id: 'cubicCentimeter', type: 'cubic', factor: 1e3, label: 'cm³' },
  cubicDecimeter: { id: 'cubicDecimeter', type: 'cubic', factor: 1e6, label: 'dm³' },
  cubicMeter: { id: 'cubicMeter', type: 'cubic', factor: 1e9, label: 'm³' },
};

/** All unit types of spec section 9, in the spec's order. */
export const UNIT_TYPES: readonly UnitType[] = [
  'amount',
  'serving',
  'pair',
  'person',
  'package',
  'weight',
  'volume',
  'length',
  'square',
  'cubic',
];

/** The unit's row; throws for an unknown id because a wrong unit would silently misprice. */
export function unitDefinition(unit: UnitId): UnitDefinition {
  const definition = UNITS[unit];
  if (!definition) throw new Error(`Unknown unit: ${String(unit)}`);
  return definition;
}

/** German short label, e.g. 'kg' or 'Stk.'. */
export function unitLabel(unit: UnitId): string {
  return unitDefinition(unit).label;
}

/** The units sharing a type with `unit` (the ones an amount can be converted between by factor). */
export function unitsOfSameType(unit: UnitId): UnitId[] {
  const type = unitDefinition(unit).type;
  return (Object.keys(UNITS) as UnitId[]).filter((id) => UNITS[id].type === type);
}
