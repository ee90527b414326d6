import { Decimal, dec } from '../decimal.js';
import type { AlternativeUnit, CalculationModel, Product, QuantityLimits, UnitId } from '../types.js';
import { correctQuantity } from './quantity.js';
import { unitDefinition } from './unit-table.js';

type UnitSource = Pick<Product, 'unit' | 'alternativeUnits'>;

/** The product's alternative-unit entry for `unit`, if any. */
export function alternativeUnitOf(product: UnitSource, unit: UnitId): AlternativeUnit | undefined {
  if (unit === product.unit) return undefined;
  return product.alternativeUnits?.find((alternative) => alternative.unit === unit);
}

/**
 * How many of the product's own unit one `unit` is worth (spec 9): 1 for the product unit, the
 * alternative unit's ratio, or the factor quotient for a unit of the same type (g vs kg).
 */
export function unitRatio(product: UnitSource, unit: UnitId): Decimal {
  if (unit === product.unit) return new Decimal(1);
  const alternative = alternativeUnitOf(product, unit);
  if (alternative) return dec(alternative.ratio);
  const own = unitDefinition(product.unit);
  const other = unitDefinition(unit);
  if (own.type !== other.type) throw new Error(`Unit ${unit} is not offered for this product`);
  return new Decimal(other.factor).div(own.factor);
}

/**
 * Whether `unit` can be used for the product (its own, an alternative, or one of the same type) without
 * unitRatio throwing: a cart stored before the product's units changed must not break the checkout.
 */
export function isUnitOffered(product: UnitSource, unit: UnitId): boolean {
  try {
    unitRatio(product, unit);
    return true;
  } catch {
    return false;
  }
}

/** Units a customer may pick for the product: its own unit first, then the alternative units. */
export function selectableUnits(product: UnitSource): UnitId[] {
  return [product.unit, ...(product.alternativeUnits ?? []).map((alternative) => alternative.unit)];
}

/** Quantity limits for the chosen unit: the alternative unit's own limits, else the product's. */
export function quantityLimitsFor(product: UnitSource & QuantityLimits, unit: UnitId): QuantityLimits {
  return alternativeUnitOf(product, unit) ?? product;
}

/** Calculation model for the chosen unit: the alternative unit's model when set, else the product's. */
export function calculationModelFor(
  product: UnitSource & Pick<Product, 'calculationModel'>,
  unit: UnitId,
): CalculationModel {
  return alternativeUnitOf(product, unit)?.calculationModel ?? product.calculationModel ?? 'fixed';
}

/**
 * Converts an amount when the customer changes the unit (spec 5, Quantity), keeping the same real
 * quantity, then corrects it to the new unit's minimum, maximum and step.
 */
export function convertAmount(
  product: UnitSource & QuantityLimits,
  amount: number | string,
  from: UnitId,
  to: UnitId,
): number {
  const base = dec(amount).mul(unitRatio(product, from));
  const converted = base.div(unitRatio(product, to));
  return correctQuantity(converted.toString(), quantityLimitsFor(product, to));
}
