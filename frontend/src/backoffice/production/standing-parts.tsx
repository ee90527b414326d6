// Shared pieces of the standing-order screens (issue 42 item 3): weekday and unit options, how a standing
// order's days and lines read.
import { GERMAN_WEEKDAYS, UNITS, type UnitId, type Weekday } from '@bestell/domain';

export const WEEKDAYS: Weekday[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
export const WEEKDAY_OPTIONS = WEEKDAYS.map((value, i) => ({ value, label: GERMAN_WEEKDAYS[i]!.slice(0, 2) }));
export const WEEKDAY_NAMES = Object.fromEntries(WEEKDAYS.map((d, i) => [d, GERMAN_WEEKDAYS[i]!])) as Record<
  Weekday,
  string
>;
/** The units a bakery sells in; the label is the unit table's ('Stk.', 'kg'). */
export const UNIT_OPTIONS = (['piece', 'kilogram', 'gram', 'package', 'serving'] as UnitId[])
  .filter((id) => UNITS[id])
  .map((value) => ({ value, label: UNITS[value].label }));

export const unitText = (unit: string) => UNITS[unit as UnitId]?.label ?? unit;

/** 'täglich', 'Mo–Fr' or the days one by one. */
export function dayList(days: readonly string[]): string {
  const set = new Set(days);
  if (set.size === 7) return 'täglich';
  if (set.size === 5 && WEEKDAYS.slice(0, 5).every((d) => set.has(d))) return 'Mo–Fr';
  return WEEKDAY_OPTIONS.filter((o) => set.has(o.value))
    .map((o) => o.label)
    .join(', ');
}

/** '2026-12-07' -> '07.12.2026'. */
export const germanDate = (date: string) => date.split('-').reverse().join('.');

/** A table's empty text: antd's grey (#bfbfbf) is below WCAG AA contrast on white. */
export const EMPTY_TEXT = { color: 'rgba(0, 0, 0, 0.65)' } as const;
