import { dec } from '../decimal.js';
import { addDays, DEFAULT_TIMEZONE, weekdayOf, zonedParts } from '../opening-hours/zoned-time.js';
import type { Instant, LocalDate } from '../types.js';

// Business figures of the statistics (issue 20). The server groups the order table by local day and
// status flags; these functions decide what each group means, so SQL and rules cannot drift apart.

/** Orders of one local day sharing the same status flags (a single order is a group of one). */
export interface OrderGroup {
  /** Local day the order was placed on (branch time zone). */
  day: LocalDate;
  isCompleted: boolean;
  isCanceled: boolean;
  isRejected: boolean;
  isRefunded: boolean;
  orders: number;
  /** Sum of the orders' gross totals. */
  gross: string;
}

export interface DayFigures {
  day: LocalDate;
  /** Every placed order. */
  orders: number;
  /** Completed and not cancelled or rejected: the only orders that are revenue. */
  completed: number;
  /** Cancelled or rejected. */
  canceled: number;
  canceledGross: string;
  /** Gross of completed orders. */
  revenue: string;
  /** Gross of refunded completed orders, booked on the day the order was placed. */
  refunds: string;
  /** revenue - refunds. */
  net: string;
  /** net / (completed - refunded), 0 without such orders. */
  averageOrderValue: string;
}

/** Local day of an order in the branch's time zone. */
export function orderDay(createdAt: Instant, tz: string = DEFAULT_TIMEZONE): LocalDate {
  return zonedParts(createdAt, tz).date;
}

/** One order as the statistics see it; when it was refunded does not matter (see orderFigures). */
export interface OrderFact extends Omit<OrderGroup, 'day' | 'orders'> {
  createdAt: Instant;
}

/** Groups single orders by their local order day and flags (what the server's SQL GROUP BY does). */
export function groupOrders(orders: readonly OrderFact[], tz: string = DEFAULT_TIMEZONE): OrderGroup[] {
  const groups = new Map<string, OrderGroup>();
  for (const o of orders) {
    const day = orderDay(o.createdAt, tz);
    const key = [day, o.isCompleted, o.isCanceled, o.isRejected, o.isRefunded].join('|');
    const g = groups.get(key) ?? {
      day,
      isCompleted: o.isCompleted,
      isCanceled: o.isCanceled,
      isRejected: o.isRejected,
      isRefunded: o.isRefunded,
      orders: 0,
      gross: '0',
    };
    g.orders += 1;
    g.gross = dec(g.gross).plus(dec(o.gross)).toFixed(2);
    groups.set(key, g);
  }
  return [...groups.values()];
}

/** An order counts as revenue only when completed (and never cancelled or rejected). */
export function countsAsRevenue(o: Pick<OrderGroup, 'isCompleted' | 'isCanceled' | 'isRejected'>): boolean {
  return o.isCompleted && !o.isCanceled && !o.isRejected;
}

export function isCanceledOrder(o: Pick<OrderGroup, 'isCanceled' | 'isRejected'>): boolean {
  return o.isCanceled || o.isRejected;
}

interface Acc {
  orders: number;
  completed: number;
  refunded: number;
  canceled: number;
  canceledGross: ReturnType<typeof dec>;
  revenue: ReturnType<typeof dec>;
  refunds: ReturnType<typeof dec>;
}

const empty = (): Acc => ({
  orders: 0,
  completed: 0,
  refunded: 0,
  canceled: 0,
  canceledGross: dec(0),
  revenue: dec(0),
  refunds: dec(0),
});

function figures(day: LocalDate, a: Acc): DayFigures {
  const net = a.revenue.minus(a.refunds);
  const kept = a.completed - a.refunded;
  return {
    day,
    orders: a.orders,
    completed: a.completed,
    canceled: a.canceled,
    canceledGross: a.canceledGross.toFixed(2),
    revenue: a.revenue.toFixed(2),
    refunds: a.refunds.toFixed(2),
    net: net.toFixed(2),
    averageOrderValue: kept > 0 ? net.div(kept).toFixed(2) : '0.00',
  };
}

/** Start of the bucket a local day falls in; weeks start on Monday. */
export function bucketStart(day: LocalDate, grain: Grain): LocalDate {
  if (grain === 'day') return day;
  if (grain === 'month') return `${day.slice(0, 7)}-01`;
  return weekStart(day);
}

export type Grain = 'day' | 'week' | 'month';

/** Monday of the week of a local day. */
export function weekStart(day: LocalDate): LocalDate {
  const offset = (WEEK_INDEX[weekdayOf(day)] ?? 0) as number;
  return addDays(day, -offset);
}

/** Monday = 0 ... Sunday = 6. */
export const WEEK_INDEX: Readonly<Record<string, number>> = {
  monday: 0,
  tuesday: 1,
  wednesday: 2,
  thursday: 3,
  friday: 4,
  saturday: 5,
  sunday: 6,
};

/**
 * Order figures per bucket over [from, to] (every bucket present, zeros included): revenue counts
 * completed orders only; a refund lowers the figures of the day the order was placed, not of the day
 * the money went back, so a closed period never changes afterwards by more than its own refunds.
 */
export function orderFigures(groups: readonly OrderGroup[], from: LocalDate, to: LocalDate, grain: Grain = 'day') {
  const buckets = new Map<LocalDate, Acc>();
  for (let d = from; d <= to; d = addDays(d, 1)) {
    const key = bucketStart(d, grain);
    if (!buckets.has(key)) buckets.set(key, empty());
  }
  const total = empty();
  for (const g of groups) {
    if (g.day < from || g.day > to) continue;
    const b = buckets.get(bucketStart(g.day, grain))!;
    for (const a of [b, total]) {
      a.orders += g.orders;
      if (isCanceledOrder(g)) {
        a.canceled += g.orders;
        a.canceledGross = a.canceledGross.plus(dec(g.gross));
      }
      if (countsAsRevenue(g)) {
        a.completed += g.orders;
        a.revenue = a.revenue.plus(dec(g.gross));
        if (g.isRefunded) {
          a.refunded += g.orders;
          a.refunds = a.refunds.plus(dec(g.gross));
        }
      }
    }
  }
  return {
    series: [...buckets.entries()].map(([day, a]) => figures(day, a)),
    total: figures(from, total),
  };
}

/** The period of equal length right before [from, to], for the comparison line. */
export function previousPeriod(from: LocalDate, to: LocalDate): { from: LocalDate; to: LocalDate } {
  let days = 0;
  for (let d = from; d < to; d = addDays(d, 1)) days++;
  return { from: addDays(from, -(days + 1)), to: addDays(from, -1) };
}
