// Spec section 5 "Quantity" and section 9 "Quantity rounding snaps to minimum, maximum and step size".
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { Decimal } from '../decimal.js';
import type { QuantityLimits } from '../types.js';
import {
  canDecrease,
  canIncrease,
  correctQuantity,
  decreaseAmount,
  defaultAmount,
  increaseAmount,
  parseAmount,
  resolveLimits,
} from './quantity.js';

describe('quantity correction (spec 5 Quantity, spec 9)', () => {
  const grams: QuantityLimits = { minimumQuantity: 100, maximumQuantity: 1000, quantityStepSize: 50 };
  const kilos: QuantityLimits = { minimumQuantity: 0.5, maximumQuantity: 3, quantityStepSize: 0.25 };

  it.each<[string | number | null | undefined, QuantityLimits, number]>([
    ['250', grams, 250],
    ['260', grams, 250],
    ['275', grams, 300], // half a step rounds up
    ['0', grams, 100],
    ['abc', grams, 100], // non-numeric -> 0 -> minimum
    ['', grams, 100],
    [null, grams, 100],
    ['5000', grams, 1000],
    ['-20', grams, 100],
    ['1,25', kilos, 1.25], // comma decimal separator
    ['1,3', kilos, 1.25],
    ['1,4', kilos, 1.5],
    ['0,1', kilos, 0.5],
    ['2,99', kilos, 3],
    [0.3, { quantityStepSize: 0.1 }, 0.3], // no float drift
    [7, {}, 7], // defaults: step 1, minimum 1, no maximum
    [0, {}, 1],
    [2.4, { minimumQuantity: 1, quantityStepSize: 2 }, 3], // grid anchored at the minimum: 1, 3, 5
    [10, { minimumQuantity: 1, maximumQuantity: 8, quantityStepSize: 2 }, 7], // max off grid -> 7
    [5, { minimumQuantity: 4, maximumQuantity: 2 }, 4], // max below min collapses to min
    [Number.NaN, grams, 100],
    [Number.POSITIVE_INFINITY, grams, 100],
    ['1e3', grams, 100], // only plain decimals are numeric input
  ])('corrects %p with %j to %p', (input, limits, expected) => {
    expect(correctQuantity(input, limits)).toBe(expected);
  });

  it.each<[string | number | null | undefined, string]>([
    ['1,5', '1.5'],
    [' 2 ', '2'],
    ['.5', '0.5'],
    ['3.', '3'],
    ['x1', '0'],
    [undefined, '0'],
  ])('parses %p as %s', (input, expected) => {
    expect(parseAmount(input).toString()).toBe(expected);
  });

  it.each<[number, QuantityLimits, boolean, boolean]>([
    [100, grams, false, true],
    [150, grams, true, true],
    [1000, grams, true, false],
    [50, { quantityStepSize: 50 }, false, true],
    [999, { minimumQuantity: 1 }, true, true], // no maximum: always increasable
  ])('amount %p with %j: decrease %p, increase %p', (amount, limits, down, up) => {
    expect(canDecrease(amount, limits)).toBe(down);
    expect(canIncrease(amount, limits)).toBe(up);
  });

  it("takes a typed leading '+' as the number (decimal.js-light alone throws on it)", () => {
    expect(correctQuantity('+0', {})).toBe(1);
    expect(correctQuantity('+3', {})).toBe(3);
    expect(correctQuantity(' +2,5 ', { quantityStepSize: 0.5 })).toBe(2.5);
  });

  it('steps up and down within the limits', () => {
    expect(increaseAmount(950, grams)).toBe(1000);
    expect(increaseAmount(1000, grams)).toBe(1000);
    expect(decreaseAmount(150, grams)).toBe(100);
    expect(decreaseAmount(100, grams)).toBe(100);
    expect(increaseAmount(0.75, kilos)).toBe(1);
  });

  it('starts the dialog at the corrected default quantity or the minimum', () => {
    expect(defaultAmount(333, grams)).toBe(350);
    expect(defaultAmount(null, grams)).toBe(100);
    expect(defaultAmount(undefined, {})).toBe(1);
  });

  const limitsArb = fc
    .record({
      min: fc.option(fc.integer({ min: 0, max: 2000 }), { nil: null }),
      span: fc.option(fc.integer({ min: 0, max: 5000 }), { nil: null }),
      step: fc.option(fc.constantFrom(0, 1, 5, 10, 25, 50, 100, 125, 250), { nil: null }),
      scale: fc.constantFrom(1, 0.1, 0.01),
    })
    .map(({ min, span, step, scale }) => ({
      minimumQuantity: min === null ? null : new Decimal(min).mul(scale).toNumber(),
      maximumQuantity: span === null || min === null ? null : new Decimal(min + span).mul(scale).toNumber(),
      quantityStepSize: step === null ? null : new Decimal(step).mul(scale).toNumber(),
    }));
  const inputArb = fc.oneof(
    fc.double({ min: -1e4, max: 1e5, noNaN: true }),
    fc.string(),
    fc.integer({ min: -100, max: 100000 }).map((n) => String(n / 100).replace('.', ',')),
  );

  it('property: correction is idempotent', () => {
    fc.assert(
      fc.property(limitsArb, inputArb, (limits, input) => {
        const once = correctQuantity(input, limits);
        expect(correctQuantity(once, limits)).toBe(once);
        expect(correctQuantity(String(once).replace('.', ','), limits)).toBe(once);
      }),
    );
  });

  it('property: result is on the step grid within [min, max] and above 0', () => {
    fc.assert(
      fc.property(limitsArb, inputArb, (limits, input) => {
        const { min, max, step } = resolveLimits(limits);
        const result = new Decimal(correctQuantity(input, limits));
        expect(result.gte(min)).toBe(true);
        if (max) expect(result.lte(max)).toBe(true);
        expect(result.sub(min).mod(step).isZero()).toBe(true);
        expect(result.gt(0)).toBe(true);
      }),
    );
  });
});
