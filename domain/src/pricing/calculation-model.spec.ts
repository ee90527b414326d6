// Spec section 9: pricing unit labels fixed (Exakt, Fix), approximate (Ungefähr, ca.), minimum (Minimum, ab).
import { describe, expect, it } from '@jest/globals';
import type { CalculationModel } from '../types.js';
import { CALCULATION_MODEL_LABELS, isApproximateTotal, pricePrefix, totalPrefix } from './calculation-model.js';

describe('calculation models (spec 9)', () => {
  it.each<[CalculationModel, string, string, string]>([
    ['fixed', 'Exakt', 'Fix', ''],
    ['approximate', 'Ungefähr', 'ca.', 'ca.'],
    ['minimum', 'Minimum', 'ab', 'ab'],
  ])('%s: %s / %s, price prefix %p', (model, label, short, prefix) => {
    expect(CALCULATION_MODEL_LABELS[model]).toEqual({ label, short });
    expect(pricePrefix(model)).toBe(prefix);
  });

  it.each<[(CalculationModel | null | undefined)[], boolean]>([
    [[], false],
    [['fixed', null, undefined], false],
    [['fixed', 'approximate'], true],
    [['minimum'], true],
  ])('cart of %j is approximate: %p', (models, approximate) => {
    expect(isApproximateTotal(models)).toBe(approximate);
    expect(totalPrefix(models)).toBe(approximate ? 'ca.' : '');
  });

  it('treats a missing model as fixed', () => {
    expect(pricePrefix(null)).toBe('');
  });
});
