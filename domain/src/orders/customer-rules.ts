import type { OrderFlags } from './order-flags.js';

/** Status page reload interval (spec 4 and 9). */
export const STATUS_POLL_INTERVAL_MS = 10_000;

/**
 * The customer may answer a counter-proposal (spec 4) when the branch proposed another time and the
 * order is neither confirmed nor rejected; we also close it once cancelled, failed or completed.
 */
export function canAnswerCounterProposal(order: OrderFlags): boolean {
  return (
    !!order.counterAppointment &&
    !order.isConfirmed &&
    !order.isRejected &&
    !order.isCanceled &&
    !order.isFailed &&
    !order.isCompleted
  );
}

/** Status polling stops when the order is completed, rejected, cancelled or failed (spec 4). */
export function shouldStopPolling(order: OrderFlags): boolean {
  return !!(order.isCompleted || order.isRejected || order.isCanceled || order.isFailed);
}

/**
 * Rating prompt (spec 4): reviews enabled, order completed, no rating yet, not dismissed by the customer.
 */
export function showRatingPrompt(input: { reviewsEnabled: boolean; order: OrderFlags; dismissed: boolean }): boolean {
  const { reviewsEnabled, order, dismissed } = input;
  return reviewsEnabled && !!order.isCompleted && (order.questionnaireRating ?? null) === null && !dismissed;
}
