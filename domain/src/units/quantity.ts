import { Decimal, dec, floorDecimal } from '../decimal.js';
import type { QuantityLimits } from '../types.js';

/** Effective limits after defaults: step 1, minimum one step, maximum unlimited (null). */
export interface ResolvedLimits {
  min: Decimal;
  max: Decimal | null;
  step: Decimal;
}

/**
 * Resolves limits. The grid is anchored at the minimum (min + k * step) so the minimum itself is
 * always valid; a maximum off the grid is lowered to the last grid point; a maximum below the minimum
 * collapses to the minimum. The spec requires amounts > 0, so the minimum defaults to one step.
 */
export function resolveLimits(limits: QuantityLimits): ResolvedLimits {
  const step = dec(limits.quantityStepSize).gt(0) ? dec(limits.quantityStepSize) : new Decimal(1);
  const min = dec(limits.minimumQuantity).gt(0) ? dec(limits.minimumQuantity) : step;
  if (limits.maximumQuantity === null || limits.maximumQuantity === undefined || dec(limits.maximumQuantity).lte(0)) {
    return { min, max: null, step };
  }
  const rawMax = dec(limits.maximumQuantity);
  const max = rawMax.lt(min) ? min : min.add(floorDecimal(rawMax.sub(min).div(step)).mul(step));
  return { min, max, step };
}

/** Parses a typed amount: comma accepted as decimal separator, anything non-numeric becomes 0. */
export function parseAmount(input: string | number | null | undefined): Decimal {
  if (typeof input === 'number') return Number.isFinite(input) ? new Decimal(input) : new Decimal(0);
  const text = (input ?? '').trim().replace(',', '.');
  // decimal.js-light refuses a leading '+' ("+3" threw, found by the property test below): it is dropped.
  return /^[-+]?(\d+\.?\d*|\.\d+)$/.test(text) ? new Decimal(text.replace(/^\+/, '')) : new Decimal(0);
}

/**
 * Corrects a typed amount to range and step (spec 5, Quantity; spec 9): snaps to the nearest grid point
 * (half up), then clamps into [min, max]. Idempotent.
 */
export function correctQuantity(input: string | number | null | undefined, limits: QuantityLimits): number {
  const { min, max, step } = resolveLimits(limits);
  const amount = parseAmount(input);
  let snapped = min.add(amount.sub(min).div(step).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).mul(step));
  if (snapped.lt(min)) snapped = min;
  if (max && snapped.gt(max)) snapped = max;
  return snapped.toNumber();
}

/** Decrease is allowed only while the amount is above the minimum for the unit (spec 5). */
export function canDecrease(amount: number, limits: QuantityLimits): boolean {
  return dec(amount).gt(resolveLimits(limits).min);
}

/** Increase is allowed when there is no maximum or the amount is below it (spec 5). */
export function canIncrease(amount: number, limits: QuantityLimits): boolean {
  const { max } = resolveLimits(limits);
  return max === null || dec(amount).lt(max);
}

/** Amount after one step up, corrected; unchanged when increase is not allowed. */
export function increaseAmount(amount: number, limits: QuantityLimits): number {
  if (!canIncrease(amount, limits)) return amount;
  return correctQuantity(dec(amount).add(resolveLimits(limits).step).toString(), limits);
}

/** Amount after one step down, corrected; unchanged when decrease is not allowed. */
export function decreaseAmount(amount: number, limits: QuantityLimits): number {
  if (!canDecrease(amount, limits)) return amount;
  return correctQuantity(dec(amount).sub(resolveLimits(limits).step).toString(), limits);
}

/** Initial amount of the dialog: defaultQuantity corrected to the limits, else the minimum. */
export function defaultAmount(defaultQuantity: number | null | undefined, limits: QuantityLimits): number {
  return correctQuantity(defaultQuantity ?? resolveLimits(limits).min.toNumber(), limits);
}
