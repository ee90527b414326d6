import type { Instant, OrderType, UnitId } from '../types.js';
import { cartCount } from '../units/cart-count.js';
import { toDate } from '../opening-hours/zoned-time.js';
import { applicableRule, type CapacityRule, type CapacitySlot, slotOf } from './rules.js';
import type { SlotRemaining } from './views.js';

/** What one slot has taken so far (or what one order needs). */
export interface SlotUsage {
  orders: number;
  items: number;
  minutes: number;
}

/** An order line as capacity counts it. */
export interface CapacityLine {
  amount: number;
  unit: UnitId;
  categoryId: string | null;
  /** Preparation minutes per item of the product (0: none). */
  preparationMinutes: number;
}

/** One slot an order takes room in: the whole order's slot, plus one per capped category it contains. */
export interface SlotClaim extends SlotUsage {
  rule: CapacityRule;
  categoryId: string | null;
  slotStart: Date;
  slotEnd: Date;
}

export const NO_USAGE: SlotUsage = { orders: 0, items: 0, minutes: 0 };

/** Key of a slot's usage: order type, scope ('' for the whole order) and start. */
export const slotKey = (orderType: OrderType, categoryId: string | null, start: Instant): string =>
  `${orderType}|${categoryId ?? ''}|${toDate(start).toISOString()}`;

/**
 * What the lines need: one order, their items (pieces, servings and pairs by amount, any other unit 1
 * per line, as the cart badge counts) and preparation minutes per item; both rounded up to whole numbers.
 */
export function orderNeed(lines: readonly CapacityLine[]): SlotUsage {
  let items = 0;
  let minutes = 0;
  for (const line of lines) {
    const count = cartCount([line]);
    items += count;
    minutes += count * Math.max(0, line.preparationMinutes);
  }
  return { orders: 1, items: Math.ceil(items), minutes: Math.ceil(minutes) };
}

/** The slots an order at `at` takes room in: the order's rule, and each capped category's rule. */
export function capacityClaims(
  rules: readonly CapacityRule[],
  orderType: OrderType,
  at: Instant,
  tz: string,
  lines: readonly CapacityLine[],
): SlotClaim[] {
  if (rules.length === 0) return [];
  const claims: SlotClaim[] = [];
  const claim = (categoryId: string | null, scoped: readonly CapacityLine[]) => {
    const rule = applicableRule(rules, orderType, categoryId, at, tz);
    if (!rule) return;
    const slot = slotOf(rule, at, tz);
    claims.push({ rule, categoryId, slotStart: slot.start, slotEnd: slot.end, ...orderNeed(scoped) });
  };
  claim(null, lines);
  for (const categoryId of new Set(lines.map((l) => l.categoryId))) {
    if (categoryId)
      claim(
        categoryId,
        lines.filter((l) => l.categoryId === categoryId),
      );
  }
  return claims;
}

/** Room left under a rule's caps (null where it sets none; never below 0). */
export function remainingIn(rule: CapacityRule, used: SlotUsage): SlotRemaining {
  const left = (max: number | null, value: number) => (max === null ? null : Math.max(0, max - value));
  return {
    orders: left(rule.maxOrders, used.orders),
    items: left(rule.maxItems, used.items),
    minutes: left(rule.maxMinutes, used.minutes),
  };
}

/** Does `need` still fit under the rule's caps? (The order statement checks the same, atomically.) */
export function fits(rule: CapacityRule, used: SlotUsage, need: SlotUsage): boolean {
  const under = (max: number | null, value: number, more: number) => max === null || value + more <= max;
  return (
    under(rule.maxOrders, used.orders, need.orders) &&
    under(rule.maxItems, used.items, need.items) &&
    under(rule.maxMinutes, used.minutes, need.minutes)
  );
}

/** A slot is full when not even one more order with one item and one preparation minute fits. */
export function isSlotFull(slot: Pick<CapacitySlot, 'rule'>, used: SlotUsage): boolean {
  const rule = slot.rule;
  const need = { orders: 1, items: rule.maxItems === null ? 0 : 1, minutes: rule.maxMinutes === null ? 0 : 1 };
  return !fits(rule, used, need);
}

/**
 * ASAP placement (issue 21): the earliest instant from `earliest` on at which every slot the order
 * would take has room for it: `earliest` itself when its slots have room, otherwise the start of a later
 * slot. Searches up to `limit`; null when nothing fits by then.
 */
export function nextTimeWithRoom(
  rules: readonly CapacityRule[],
  orderType: OrderType,
  earliest: Instant,
  tz: string,
  lines: readonly CapacityLine[],
  usageOf: (claim: SlotClaim) => SlotUsage,
  limit: Instant,
): Date | null {
  let at = toDate(earliest);
  const end = toDate(limit).getTime();
  while (at.getTime() < end) {
    const blocked = capacityClaims(rules, orderType, at, tz, lines).filter((c) => !fits(c.rule, usageOf(c), c));
    if (blocked.length === 0) return at;
    // Every blocked slot must be left behind: jump to the latest of their ends.
    at = new Date(Math.max(...blocked.map((c) => c.slotEnd.getTime())));
  }
  return null;
}
