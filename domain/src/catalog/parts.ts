import type { Part, PartOption, PartSelection } from '../types.js';

/** Image steps accept these extensions (spec 5). */
export const IMAGE_EXTENSIONS: readonly string[] = ['jpg', 'jpeg', 'png', 'gif'];

/** Single or multiple uploads by part type (spec 5). */
export function allowsMultiple(part: Pick<Part, 'type'>): boolean {
  return part.type === 'images' || part.type === 'files' || part.type === 'multiselect';
}

const isEmpty = (selection: PartSelection): boolean => {
  if (selection === null || selection === undefined) return true;
  if (typeof selection === 'string') return selection.trim() === '';
  if (Array.isArray(selection)) return selection.length === 0;
  return false;
};

/**
 * A part is complete (spec 5) unless it is not optional and empty: select without value, multiselect
 * empty, text/textarea empty, file(s)/image(s) empty.
 */
export function isPartComplete(part: Pick<Part, 'optional'>, selection: PartSelection): boolean {
  return part.optional || !isEmpty(selection);
}

/** Indexes of the incomplete parts. */
export function incompleteParts(parts: readonly Part[], selections: readonly PartSelection[] = []): number[] {
  return parts.flatMap((part, index) => (isPartComplete(part, selections[index]) ? [] : [index]));
}

/**
 * Select step click (spec 4): picking another option selects it; clicking the selected option
 * deselects it only if the step is optional.
 */
export function toggleSelect(
  part: Pick<Part, 'optional'>,
  current: PartOption | null | undefined,
  clicked: PartOption,
) {
  if (current?.name === clicked.name) return part.optional ? null : current;
  return clicked;
}

/** Multiselect click (spec 4): toggles the option in the list (by name), keeping order. */
export function toggleMultiselect(
  current: readonly PartOption[] | null | undefined,
  clicked: PartOption,
): PartOption[] {
  const list = current ?? [];
  return list.some((option) => option.name === clicked.name)
    ? list.filter((option) => option.name !== clicked.name)
    : [...list, clicked];
}

/**
 * An option listed twice in a multiselect counts once (issue 12): a tampered cart cannot add a
 * surcharge twice or a discount ten times. Keeps the first occurrence of each name, in order.
 */
export function uniqueOptions<T extends { name?: unknown }>(options: readonly T[]): T[] {
  const seen = new Set<unknown>();
  return options.filter((option) => !seen.has(option.name) && !!seen.add(option.name));
}
