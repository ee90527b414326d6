import type { Instant, LocalDate, LocalTime, OrderType, Weekday } from '../types.js';
import { timeToMinutes, weekdayOf, zonedInstant, zonedParts } from '../opening-hours/zoned-time.js';

/**
 * A capacity rule of one branch and order type (issue 21): on `weekdays`, between `from` and `to`
 * (local, `to` may be '24:00'), the time is cut into slots of `slotMinutes` starting at `from`, and each
 * slot takes at most `maxOrders` orders, `maxItems` items and `maxMinutes` preparation minutes (null: no
 * cap). With `categoryId` the caps count only that category's items (e.g. 12 Torten per hour).
 */
export interface CapacityRule {
  id: string;
  orderType: OrderType;
  weekdays: readonly Weekday[];
  from: LocalTime;
  to: LocalTime;
  slotMinutes: number;
  maxOrders: number | null;
  maxItems: number | null;
  maxMinutes: number | null;
  categoryId: string | null;
  isEnabled: boolean;
}

/** One slot of a rule: [start, end) as instants. */
export interface CapacitySlot {
  rule: CapacityRule;
  start: Date;
  end: Date;
}

/** Minutes per week a rule covers: the fewer, the more specific. */
function weeklyMinutes(rule: CapacityRule): number {
  return rule.weekdays.length * (timeToMinutes(rule.to) - timeToMinutes(rule.from));
}

/** Does the rule cover this local weekday and minute of day for this order type? */
function covers(rule: CapacityRule, orderType: OrderType, weekday: Weekday, minutes: number): boolean {
  return (
    rule.isEnabled &&
    rule.orderType === orderType &&
    rule.weekdays.includes(weekday) &&
    timeToMinutes(rule.from) <= minutes &&
    minutes < timeToMinutes(rule.to)
  );
}

/**
 * The rule that governs an instant for an order type and scope (`categoryId` null: the whole order).
 * Where rules overlap, the most specific wins: the one covering fewer minutes per week (a Saturday
 * rule beats an every-day rule, a lunch rule beats an all-day rule); ties go to the lower id.
 */
export function applicableRule(
  rules: readonly CapacityRule[],
  orderType: OrderType,
  categoryId: string | null,
  at: Instant,
  tz: string,
): CapacityRule | null {
  const local = zonedParts(at, tz);
  let best: CapacityRule | null = null;
  for (const rule of rules) {
    if (rule.categoryId !== categoryId || !covers(rule, orderType, local.weekday, local.minutes)) continue;
    if (
      !best ||
      weeklyMinutes(rule) < weeklyMinutes(best) ||
      (weeklyMinutes(rule) === weeklyMinutes(best) && rule.id < best.id)
    ) {
      best = rule;
    }
  }
  return best;
}

/** The slot of `rule` that contains the instant (the rule must cover it). */
export function slotOf(rule: CapacityRule, at: Instant, tz: string): CapacitySlot {
  const local = zonedParts(at, tz);
  const from = timeToMinutes(rule.from);
  const startMinutes = from + Math.floor((local.minutes - from) / rule.slotMinutes) * rule.slotMinutes;
  return slotAt(rule, local.date, startMinutes, tz);
}

function slotAt(rule: CapacityRule, date: LocalDate, startMinutes: number, tz: string): CapacitySlot {
  const endMinutes = Math.min(startMinutes + rule.slotMinutes, timeToMinutes(rule.to));
  return {
    rule,
    start: zonedInstant(date, minutesToClock(startMinutes), tz),
    end: zonedInstant(date, minutesToClock(endMinutes), tz),
  };
}

const minutesToClock = (minutes: number): LocalTime =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * The slot grid of a local date for an order type and scope, in time order: every rule's slots on that
 * weekday, each kept only where that rule is the applicable one at its start; a slot is cut short
 * where the next slot (of a more specific rule) begins.
 */
export function daySlots(
  rules: readonly CapacityRule[],
  orderType: OrderType,
  date: LocalDate,
  tz: string,
  categoryId: string | null = null,
): CapacitySlot[] {
  const weekday = weekdayOf(date);
  const slots: CapacitySlot[] = [];
  for (const rule of rules) {
    if (rule.categoryId !== categoryId || !rule.isEnabled || rule.orderType !== orderType) continue;
    if (!rule.weekdays.includes(weekday) || rule.slotMinutes <= 0) continue;
    const to = timeToMinutes(rule.to);
    for (let minutes = timeToMinutes(rule.from); minutes < to; minutes += rule.slotMinutes) {
      const slot = slotAt(rule, date, minutes, tz);
      if (applicableRule(rules, orderType, categoryId, slot.start, tz) === rule) slots.push(slot);
    }
  }
  slots.sort((a, b) => a.start.getTime() - b.start.getTime());
  for (let i = 0; i + 1 < slots.length; i++) {
    const next = slots[i + 1]!.start;
    if (next.getTime() < slots[i]!.end.getTime()) slots[i] = { ...slots[i]!, end: next };
  }
  return slots;
}

/** Rules as the API and the back office check them; null when valid, otherwise the German message. */
export function capacityRuleError(rule: Pick<CapacityRule, 'from' | 'to' | 'slotMinutes' | 'weekdays'>): {
  field: string;
  message: string;
} | null {
  if (rule.weekdays.length === 0) return { field: 'weekdays', message: 'Bitte wählen Sie mindestens einen Wochentag.' };
  if (timeToMinutes(rule.to) <= timeToMinutes(rule.from)) {
    return { field: 'to', message: 'Das Ende muss nach dem Beginn liegen.' };
  }
  if (rule.slotMinutes < 5 || rule.slotMinutes > 24 * 60) {
    return { field: 'slotMinutes', message: 'Die Länge eines Zeitfensters muss zwischen 5 und 1440 Minuten liegen.' };
  }
  return null;
}
