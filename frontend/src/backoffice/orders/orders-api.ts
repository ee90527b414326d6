// Staff order calls (spec 7 Orders) and the version rule: a reply or push only replaces what is shown
// when it is at least as new, so a late answer never rolls the screen back.
import { ORDER_ACTION_ERRORS, type OrderStatus, type StaffOrder } from '@bestell/domain';
import { bo, boGetPage, withoutEmpty, type Page } from '../core/api';

export function reconcile(current: StaffOrder | null | undefined, incoming: StaffOrder): StaffOrder {
  return current && current.id === incoming.id && current.version > incoming.version ? current : incoming;
}

export type OrderAction =
  | { kind: 'status'; status: 'confirm' | 'reject' | 'cancel' | 'in-delivery' | 'completed'; rejectionMessage?: string }
  | { kind: 'counter'; counterAppointment: string }
  | { kind: 'print' }
  | { kind: 'resend-email' }
  | { kind: 'resend-sms' }
  | { kind: 'payment-status' }
  /** hydro-ag-voucher only: staff checked the voucher at the counter; the order becomes paid. */
  | { kind: 'redeem-voucher' };

/** The spec 8 default text of each action, used when the server sends no message. */
export function actionFallback(action: OrderAction): string {
  switch (action.kind) {
    case 'status':
      return action.status === 'cancel' ? ORDER_ACTION_ERRORS.cancel : ORDER_ACTION_ERRORS.changeStatus;
    case 'counter':
      return ORDER_ACTION_ERRORS.changeStatus;
    case 'print':
      return ORDER_ACTION_ERRORS.print;
    case 'payment-status':
    case 'redeem-voucher':
      // Same call (update-payment-status), so the spec's default text of that call.
      return ORDER_ACTION_ERRORS.paymentStatus;
    default:
      return ORDER_ACTION_ERRORS.resendConfirmation;
  }
}

/** A frontdesk tablet's credentials: it acts on its branch's orders without a staff login. */
export interface BranchKey {
  branchId: string;
  apiKey: string;
}

/** Runs an order action with the staff session, or with the branch's apiKey headers when given. */
export function runOrderAction(id: string, action: OrderAction, key?: BranchKey): Promise<StaffOrder> {
  const headers = key ? { 'X-Branch-Id': key.branchId, 'X-Api-Key': key.apiKey } : undefined;
  const path = { id };
  switch (action.kind) {
    case 'status':
      return bo.post('/api/orders/{id}/status/{action}', {
        path: { id, action: action.status },
        body: action.status === 'reject' ? { rejectionMessage: action.rejectionMessage ?? null } : {},
        headers,
      });
    case 'counter':
      return bo.put('/api/orders/{id}', { path, body: { counterAppointment: action.counterAppointment }, headers });
    case 'print':
      return bo.post('/api/orders/{id}/print', { path, headers });
    case 'resend-email':
      return bo.post('/api/orders/{id}/resend-new-order-email', { path, headers });
    case 'resend-sms':
      return bo.post('/api/orders/{id}/resend-new-order-sms', { path, headers });
    case 'payment-status':
      return bo.post('/api/orders/{id}/update-payment-status', { path, headers });
    case 'redeem-voucher':
      return bo.post('/api/orders/{id}/update-payment-status', { path, body: { redeemed: true }, headers });
  }
}

export interface HistoryFilter {
  from?: string;
  to?: string;
  branch?: string;
  status?: OrderStatus;
  page: number;
  limit: number;
}

export const fetchHistory = (filter: HistoryFilter): Promise<Page<StaffOrder>> =>
  boGetPage('/api/orders', { query: withoutEmpty(filter) });

export const fetchOrder = (id: string): Promise<StaffOrder> => bo.get('/api/orders/{id}', { path: { id } });
export const fetchCurrent = (): Promise<StaffOrder[]> => bo.get('/api/orders/current');
