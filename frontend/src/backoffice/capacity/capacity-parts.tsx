// Shared pieces of the capacity page's cards (issue 21): weekday and order-type options, time rules,
// and how a rule's days and caps read.
import { GERMAN_WEEKDAYS, ORDER_LABELS, type OrderType, type Weekday } from '@bestell/domain';
import type { RuleRow } from './capacity-api';

export const WEEKDAYS: Weekday[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
export const WEEKDAY_OPTIONS = WEEKDAYS.map((value, i) => ({ value, label: GERMAN_WEEKDAYS[i]!.slice(0, 2) }));
export const ORDER_TYPES: OrderType[] = ['takeaway', 'delivery', 'dineIn'];
export const TYPE_OPTIONS = ORDER_TYPES.map((value) => ({ value, label: ORDER_LABELS.orderTypeStaff[value] }));
export const TIME_RULE = { pattern: /^([01]\d|2[0-3]):[0-5]\d$/, message: 'Bitte im Format HH:MM angeben.' };
export const END_RULE = {
  pattern: /^(([01]\d|2[0-3]):[0-5]\d|24:00)$/,
  message: 'Bitte im Format HH:MM angeben (bis 24:00).',
};

/** 'täglich', 'Mo–Fr' or the days one by one. */
export function dayList(days: readonly Weekday[]): string {
  const set = new Set(days);
  if (set.size === 7) return 'täglich';
  const workdays = WEEKDAYS.slice(0, 5);
  if (set.size === 5 && workdays.every((d) => set.has(d))) return 'Mo–Fr';
  return WEEKDAY_OPTIONS.filter((o) => set.has(o.value))
    .map((o) => o.label)
    .join(', ');
}

export const NoWrap = ({ children }: { children: string }) => <span style={{ whiteSpace: 'nowrap' }}>{children}</span>;

export const caps = (r: Pick<RuleRow, 'maxOrders' | 'maxItems' | 'maxMinutes'>) =>
  [
    r.maxOrders !== null && `${r.maxOrders} Bestellungen`,
    r.maxItems !== null && `${r.maxItems} Artikel`,
    r.maxMinutes !== null && `${r.maxMinutes} Min. Zubereitung`,
  ]
    .filter(Boolean)
    .join(', ') || 'ohne Obergrenze';
