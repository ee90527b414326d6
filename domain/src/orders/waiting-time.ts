// How long an order has waited, for the frontdesk's list (issue 16 item 4): the time since placing as
// staff read it across the counter, and a colour level. Only unanswered orders are urgent; an answered
// one is being handled, so it shows its age without an alarm colour.
import type { OrderStatus } from './order-flags.js';

/** Colour levels of the frontdesk: fresh, getting long, overdue; `answered` once staff have replied. */
export type WaitingLevel = 'fresh' | 'waiting' | 'overdue' | 'answered';

/** Minutes from which an unanswered order turns amber (`waiting`) and red (`overdue`). */
export interface WaitingThresholds {
  waiting: number;
  overdue: number;
}

/** Amber after 5 minutes; red from the shop's missedOrderMinutes (default 10), like the missed list. */
export const DEFAULT_WAITING_THRESHOLDS: WaitingThresholds = { waiting: 5, overdue: 10 };

const UNANSWERED: ReadonlySet<OrderStatus> = new Set(['waitingForPayment', 'waitingForConfirmation']);

/** Whole minutes since `createdAt` (never negative: a tablet clock slightly behind the server's). */
export function minutesSince(createdAt: string, now: number): number {
  return Math.max(0, Math.floor((now - new Date(createdAt).getTime()) / 60_000));
}

/** The colour level of an order that was placed `minutes` ago and is in `status` now. */
export function waitingLevel(
  status: OrderStatus,
  minutes: number,
  thresholds: WaitingThresholds = DEFAULT_WAITING_THRESHOLDS,
): WaitingLevel {
  if (!UNANSWERED.has(status)) return 'answered';
  if (minutes >= thresholds.overdue) return 'overdue';
  if (minutes >= thresholds.waiting) return 'waiting';
  return 'fresh';
}

/** 'gerade eben', 'vor 7 Min.', 'vor 1 Std. 5 Min.': short enough for a list row. */
export function waitingLabel(minutes: number): string {
  if (minutes < 1) return 'gerade eben';
  if (minutes < 60) return `vor ${minutes} Min.`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest ? `vor ${hours} Std. ${rest} Min.` : `vor ${hours} Std.`;
}
