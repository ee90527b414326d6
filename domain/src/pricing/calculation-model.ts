import type { CalculationModel } from '../types.js';

/** Labels of the calculation models (spec 9): long label for staff, short prefix for prices. */
export const CALCULATION_MODEL_LABELS: Readonly<Record<CalculationModel, { label: string; short: string }>> = {
  fixed: { label: 'Exakt', short: 'Fix' },
  approximate: { label: 'Ungefähr', short: 'ca.' },
  minimum: { label: 'Minimum', short: 'ab' },
};

/** Prefix before a price: none for fixed, 'ca.' for approximate, 'ab' for minimum. */
export function pricePrefix(model: CalculationModel | null | undefined): string {
  return !model || model === 'fixed' ? '' : CALCULATION_MODEL_LABELS[model].short;
}

/** A cart total is approximate if any item has a non-fixed calculation model (spec 9). */
export function isApproximateTotal(models: readonly (CalculationModel | null | undefined)[]): boolean {
  return models.some((model) => !!model && model !== 'fixed');
}

/** Prefix before the cart total: 'ca.' when approximate (spec 9), else none. */
export function totalPrefix(models: readonly (CalculationModel | null | undefined)[]): string {
  return isApproximateTotal(models) ? CALCULATION_MODEL_LABELS.approximate.short : '';
}
