import type { DecimalValue } from '../decimal.js';
import { formatAmountDe } from '../pricing/money-format.js';
import { wrapWords } from '../text/wrap.js';
import type { PartSelection, UnitId } from '../types.js';
import { UNITS } from '../units/unit-table.js';
import { itemChoices } from './item-choices.js';

/** An order line as receipts and mails read it (the order's item snapshot has these fields). */
export interface OrderLineSource {
  product: { name: string; config?: { parts?: readonly { name: string }[] } | null };
  amount: DecimalValue;
  unit: UnitId | string;
  parts?: readonly PartSelection[] | null;
  /** The step names as the order views carry them; else taken from the ordered product's config. */
  partNames?: readonly string[];
}

/** German amount without trailing zeros, up to 3 decimals: 2, 0,75, 1.250,5 (never '0.75'). */
export function formatAmount(amount: DecimalValue): string {
  // '0,750' -> '0,75', '2,000' -> '2'; the integer part keeps its zeros because the comma is required.
  return formatAmountDe(amount, 3).replace(/,?0+$/, '');
}

/** Amount with the spec's unit label (spec 9): '0,75 kg', '2 Stk.'. An unknown unit is shown as stored. */
export function formatQuantity(amount: DecimalValue, unit: UnitId | string): string {
  const label = UNITS[unit as UnitId]?.label ?? unit;
  return label ? `${formatAmount(amount)} ${label}` : formatAmount(amount);
}

/** The line's head: '0,75 kg Bauernbrot', '1 Stk. Geburtstagstorte'. */
export function orderLineTitle(item: OrderLineSource): string {
  return `${formatQuantity(item.amount, item.unit)} ${item.product.name}`;
}

/** Every chosen option and text of the line, named by its step: ['Größe: 26 cm', 'Aufschrift: Alles Gute']. */
export function orderLineChoices(item: OrderLineSource): string[] {
  const names = item.partNames ?? (item.product.config?.parts ?? []).map((part) => part.name);
  return itemChoices(item.parts ?? [], names).map((choice) => `${choice.name}: ${choice.value}`);
}

/**
 * The line for a fixed-width medium (receipt): the title wrapped at word boundaries to `width`, then each
 * choice indented by `indent` spaces, its continuation lines by two more so a new choice stays recognisable.
 */
export function orderLineRows(item: OrderLineSource, width: number, indent = 2): string[] {
  const rows = wrapWords(orderLineTitle(item), width);
  for (const choice of orderLineChoices(item)) {
    const wrapped = wrapWords(choice, width - indent - 2, width - indent);
    wrapped.forEach((row, i) => rows.push(' '.repeat(i === 0 ? indent : indent + 2) + row));
  }
  return rows;
}
