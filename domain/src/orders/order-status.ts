import { ORDER_OWN_TEXTS } from '../messages/order-texts.js';
import { type OrderFlags, type OrderStatus, orderStatus } from './order-flags.js';

// The spec leaves the status sequence to the server ("not shown"); this table is our decision. One
// command handler per action asks canTransition() and stores applyTransition()'s patch, nothing else
// changes an order's status flags.

/** Everything that may change an order: staff commands, customer answers, payment re-check. */
export type OrderAction =
  | 'confirm'
  | 'reject'
  | 'cancel'
  | 'inDelivery'
  | 'completed'
  | 'proposeCounterAppointment'
  | 'acceptCounter'
  | 'rejectCounter'
  | 'questionnaire'
  | 'updateItem'
  | 'editOrder'
  | 'updatePaymentStatus';

/** Who may trigger an action: staff (back office / frontdesk) or the customer (public status page). */
export const ACTION_ACTORS: Readonly<Record<OrderAction, 'staff' | 'customer'>> = {
  confirm: 'staff',
  reject: 'staff',
  cancel: 'staff',
  inDelivery: 'staff',
  completed: 'staff',
  proposeCounterAppointment: 'staff',
  acceptCounter: 'customer',
  rejectCounter: 'customer',
  questionnaire: 'customer',
  updateItem: 'staff',
  editOrder: 'staff',
  updatePaymentStatus: 'staff',
};

/**
 * Allowed actions per status. Notes: an unpaid online order cannot be confirmed (only rejected,
 * cancelled or re-checked); while a counter-proposal is open the customer answers it (staff may still
 * reject, cancel or propose again); items change only before the order leaves the kitchen; contact
 * data, comment and appointment (editOrder) until the order is closed; terminal states only allow the
 * payment re-check (refunds).
 */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderAction[]>> = {
  waitingForPayment: ['reject', 'cancel', 'editOrder', 'updatePaymentStatus'],
  waitingForConfirmation: [
    'confirm',
    'reject',
    'cancel',
    'proposeCounterAppointment',
    'updateItem',
    'editOrder',
    'updatePaymentStatus',
  ],
  counterProposed: [
    'acceptCounter',
    'rejectCounter',
    'proposeCounterAppointment',
    'reject',
    'cancel',
    'updateItem',
    'editOrder',
    'updatePaymentStatus',
  ],
  confirmed: ['inDelivery', 'completed', 'cancel', 'updateItem', 'editOrder', 'updatePaymentStatus'],
  inDelivery: ['completed', 'cancel', 'editOrder', 'updatePaymentStatus'],
  readyForPickup: ['completed', 'cancel', 'editOrder', 'updatePaymentStatus'],
  delivered: ['completed', 'editOrder', 'updatePaymentStatus'],
  completed: ['questionnaire', 'updatePaymentStatus'],
  rejected: ['updatePaymentStatus'],
  cancelled: ['updatePaymentStatus'],
  failed: ['updatePaymentStatus'],
  refunded: ['updatePaymentStatus'],
};

/** True when `action` is allowed for the order now; the questionnaire is accepted only once. */
export function canTransition(order: OrderFlags, action: OrderAction): boolean {
  if (!ORDER_TRANSITIONS[orderStatus(order)].includes(action)) return false;
  if (action === 'questionnaire') return (order.questionnaireRating ?? null) === null;
  return true;
}

/** Actions allowed now (for buttons). */
export function allowedActions(order: OrderFlags): OrderAction[] {
  return (Object.keys(ACTION_ACTORS) as OrderAction[]).filter((action) => canTransition(order, action));
}

/** Parameters some actions carry. */
export interface TransitionParams {
  counterAppointment?: string;
  rejectionMessage?: string | null;
  rating?: number;
}

export type TransitionResult = { ok: true; patch: Partial<OrderFlags> } | { ok: false; message: string };

/**
 * The flag changes of an allowed action. `completed` also sets isDelivered for delivery orders;
 * accepting a counter-proposal confirms the order at the proposed time; rejecting it cancels (spec 4).
 */
export function applyTransition(
  order: OrderFlags,
  action: OrderAction,
  params: TransitionParams = {},
): TransitionResult {
  if (!canTransition(order, action)) return { ok: false, message: ORDER_OWN_TEXTS.transitionNotAllowed };
  switch (action) {
    case 'confirm':
      return { ok: true, patch: { isConfirmed: true } };
    case 'reject':
      return { ok: true, patch: { isRejected: true, rejectionMessage: params.rejectionMessage ?? null } };
    case 'cancel':
    case 'rejectCounter':
      return { ok: true, patch: { isCanceled: true } };
    case 'inDelivery':
      return { ok: true, patch: { isInDelivery: true } };
    case 'completed':
      return { ok: true, patch: order.isDelivery ? { isCompleted: true, isDelivered: true } : { isCompleted: true } };
    case 'proposeCounterAppointment':
      if (!params.counterAppointment) return { ok: false, message: ORDER_OWN_TEXTS.transitionNotAllowed };
      return { ok: true, patch: { counterAppointment: params.counterAppointment } };
    case 'acceptCounter':
      return { ok: true, patch: { isConfirmed: true, appointmentDate: order.counterAppointment ?? null } };
    case 'questionnaire':
      return { ok: true, patch: { questionnaireRating: params.rating ?? null } };
    default:
      return { ok: true, patch: {} };
  }
}
