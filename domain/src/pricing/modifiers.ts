import { Decimal, dec, maxDecimal } from '../decimal.js';
import { uniqueOptions } from '../catalog/parts.js';
import type { Money, Part, PartOption, PartSelection } from '../types.js';

/**
 * The catalogue options a cart chose, step by step. Options are looked up by name in the product's
 * parts so a tampered cart cannot bring its own value or modifier; unknown names are ignored and a
 * name listed twice counts once.
 */
export function chosenOptions(parts: readonly Part[], selections: readonly PartSelection[] = []): PartOption[] {
  const chosen: PartOption[] = [];
  parts.forEach((part, index) => {
    if (part.type !== 'select' && part.type !== 'multiselect') return;
    const selection = selections[index];
    const picked = Array.isArray(selection) ? selection : selection && typeof selection === 'object' ? [selection] : [];
    for (const option of uniqueOptions(picked as Partial<PartOption>[])) {
      const name = (option as Partial<PartOption>).name;
      const match = part.options?.find((candidate) => candidate.name === name);
      if (match) chosen.push(match);
    }
  });
  return chosen;
}

/**
 * Applies part modifiers to a base price (spec 9): the last 'overwrite' replaces the base price (e.g. a
 * bundle size), then every 'add' is added and every 'subtract' taken off. Never below 0.
 */
export function applyModifiers(basePrice: Money, options: readonly PartOption[]): Decimal {
  const overwrites = options.filter((option) => option.modifier === 'overwrite');
  let price = overwrites.length > 0 ? dec(overwrites[overwrites.length - 1]!.value) : dec(basePrice);
  for (const option of options) {
    if (option.modifier === 'add') price = price.add(dec(option.value));
    if (option.modifier === 'subtract') price = price.sub(dec(option.value));
  }
  return maxDecimal(price, 0);
}
