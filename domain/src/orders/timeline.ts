import { ORDER_OWN_TEXTS } from '../messages/order-texts.js';
import { STOREFRONT_TEXTS } from '../messages/storefront.js';
import { isCancelledLike, type OrderFlags, type OrderStatus } from './order-flags.js';

/** Keys of the status page's timeline steps, in the API document's enum order. */
export const TIMELINE_KEYS = [
  'confirmed',
  'prepared',
  'inDelivery',
  'readyForPickup',
  'completed',
  'cancelled',
] as const;

/** One timeline entry of the status page. `current` marks the first step not yet done. */
export interface TimelineStep {
  key: (typeof TIMELINE_KEYS)[number];
  label: string;
  done: boolean;
  current: boolean;
}

// The API keeps the key readyForPickup for every non-delivery order; only the words differ.
const readyLabel = (order: OrderFlags) =>
  order.isDineIn ? ORDER_OWN_TEXTS.timelineServed : ORDER_OWN_TEXTS.timelineReadyForPickup;

/** The German status text (spec 4); a table order's ready status reads 'Wird serviert' (issue 40 item 4). */
export function orderStatusText(order: { status: OrderStatus; isDineIn?: boolean | null }): string {
  return (
    (order.isDineIn && ORDER_OWN_TEXTS.orderStatusDineIn[order.status]) || ORDER_OWN_TEXTS.orderStatus[order.status]
  );
}

/**
 * Status-page timeline (spec 4): four steps - confirmed, prepared, ready / in delivery, completed.
 * "Prepared" is done once the order left the kitchen (in delivery, delivered or completed).
 * A rejected, cancelled or failed order shows the single item 'Bestellung storniert'.
 */
export function orderTimeline(order: OrderFlags): TimelineStep[] {
  if (isCancelledLike(order)) {
    return [{ key: 'cancelled', label: STOREFRONT_TEXTS.timelineCancelled, done: true, current: true }];
  }
  const left = !!(order.isInDelivery || order.isDelivered || order.isCompleted);
  const steps: Omit<TimelineStep, 'current'>[] = [
    { key: 'confirmed', label: ORDER_OWN_TEXTS.timelineConfirmed, done: !!order.isConfirmed || left },
    { key: 'prepared', label: ORDER_OWN_TEXTS.timelinePrepared, done: left },
    order.isDelivery
      ? { key: 'inDelivery', label: ORDER_OWN_TEXTS.timelineInDelivery, done: left }
      : { key: 'readyForPickup', label: readyLabel(order), done: left },
    { key: 'completed', label: ORDER_OWN_TEXTS.timelineCompleted, done: !!order.isCompleted },
  ];
  const currentIndex = steps.findIndex((step) => !step.done);
  return steps.map((step, index) => ({ ...step, current: index === currentIndex }));
}
