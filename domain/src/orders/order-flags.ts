import type { PaymentMethod } from '../types.js';

/** The order-response flags the status rules read (spec 3, Order response). */
export interface OrderFlags {
  isConfirmed?: boolean;
  isRejected?: boolean;
  isCompleted?: boolean;
  isCanceled?: boolean;
  isFailed?: boolean;
  isInDelivery?: boolean;
  isDelivered?: boolean;
  isPaid?: boolean;
  isRefunded?: boolean;
  /** Delivery order (order form's isDelivery); decides "in delivery" vs "ready for pickup". */
  isDelivery?: boolean;
  /** Dine-in order: the ready step speaks of serving (issue 40 item 4). */
  isDineIn?: boolean;
  paymentMethod?: PaymentMethod | null;
  appointmentDate?: string | null;
  counterAppointment?: string | null;
  questionnaireRating?: number | null;
  rejectionMessage?: string | null;
}

/** Order statuses derived from the flags (spec 4), in the API document's enum order. */
export const ORDER_STATUSES = [
  'waitingForPayment',
  'waitingForConfirmation',
  'counterProposed',
  'confirmed',
  'inDelivery',
  'readyForPickup',
  'delivered',
  'completed',
  'rejected',
  'cancelled',
  'failed',
  'refunded',
] as const;

export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Payment methods paid online (redirect to a provider); the others are settled at the branch. */
export const ONLINE_PAYMENT_METHODS: readonly PaymentMethod[] = ['mollie', 'datatrans'];

/** Online-paid orders wait for payment until isPaid (spec 4). */
export function isAwaitingPayment(order: OrderFlags): boolean {
  return !!order.paymentMethod && ONLINE_PAYMENT_METHODS.includes(order.paymentMethod) && !order.isPaid;
}

/**
 * Status from flags (spec 4). Precedence, first match wins: failed, cancelled, rejected, refunded,
 * waiting for payment, completed, delivered, in delivery / ready for pickup, confirmed, counter
 * proposal pending, waiting for confirmation.
 */
export function orderStatus(order: OrderFlags): OrderStatus {
  if (order.isFailed) return 'failed';
  if (order.isCanceled) return 'cancelled';
  if (order.isRejected) return 'rejected';
  if (order.isRefunded) return 'refunded';
  if (isAwaitingPayment(order)) return 'waitingForPayment';
  if (order.isCompleted) return 'completed';
  if (order.isDelivered) return 'delivered';
  if (order.isInDelivery) return order.isDelivery ? 'inDelivery' : 'readyForPickup';
  if (order.isConfirmed) return 'confirmed';
  if (order.counterAppointment) return 'counterProposed';
  return 'waitingForConfirmation';
}

/** Rejected, cancelled or failed: the status page shows the cancelled heading (spec 2). */
export function isCancelledLike(order: OrderFlags): boolean {
  return !!(order.isRejected || order.isCanceled || order.isFailed);
}
