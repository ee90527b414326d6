// Staff order calls (spec 7 Orders) and the version rule: a reply or push only replaces what is shown
// when it is at least as new, so a late answer never rolls the screen back.
import { ORDER_ACTION_ERRORS, type OrderStatus, type StaffOrder } from '@bestell/domain';
import { bo, boGetPage, boRequest } from '../core/api';

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
  const path = `/orders/${id}`;
  const headers = key ? { 'X-Branch-Id': key.branchId, 'X-Api-Key': key.apiKey } : undefined;
  const post = (url: string, body?: unknown) => boRequest<StaffOrder>(url, { method: 'POST', body, headers });
  switch (action.kind) {
    case 'status':
      return post(
        `${path}/status/${action.status}`,
        action.status === 'reject' ? { rejectionMessage: action.rejectionMessage ?? null } : {},
      );
    case 'counter':
      return boRequest<StaffOrder>(path, {
        method: 'PUT',
        body: { counterAppointment: action.counterAppointment },
        headers,
      });
    case 'print':
      return post(`${path}/print`);
    case 'resend-email':
      return post(`${path}/resend-new-order-email`);
    case 'resend-sms':
      return post(`${path}/resend-new-order-sms`);
    case 'payment-status':
      return post(`${path}/update-payment-status`);
    case 'redeem-voucher':
      return post(`${path}/update-payment-status`, { redeemed: true });
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

export function fetchHistory(filter: HistoryFilter) {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filter))
    if (value !== undefined && value !== '') query.set(key, String(value));
  return boGetPage<StaffOrder>(`/orders?${query.toString()}`);
}

export const fetchOrder = (id: string) => bo.get<StaffOrder>(`/orders/${id}`);
export const fetchCurrent = () => bo.get<StaffOrder[]>('/orders/current');
