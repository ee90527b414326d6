// The phone order's form state and request body (issue 21). The lines are the storefront's cart lines
// (same item dialog, same snapshot); the server recomputes every price.
import {
  type CustomerContact,
  type CustomerView,
  formatPhone,
  type OrderType,
  type PhoneConfirmation,
  type PhonePayment,
  phoneOrderContact,
  type SlotView,
} from '@bestell/domain';
import type { Cart, CartLine } from '../../shared/cart/store';
import type { ApiBody } from '../../shared/api/typed';
import type { Loose } from '../core/api';

/** The caller's contact; the country is the branch's (not asked on the phone). */
export type PhoneCustomer = Omit<CustomerContact, 'country'>;

export interface PhoneOrderDraft {
  customer: PhoneCustomer;
  orderType: OrderType;
  /** ISO instant of the chosen slot or time; null = as soon as possible. */
  appointment: string | null;
  /** The chosen slot is full: staff book it anyway. */
  overrideCapacity: boolean;
  lines: CartLine[];
  payment: PhonePayment;
  confirmation: PhoneConfirmation;
  comment: string;
  deliveryArea: string | null;
  table: string | null;
}

export const emptyCustomer = (): PhoneCustomer => ({
  firstName: '',
  lastName: '',
  companyName: '',
  phone: '',
  email: '',
  street: '',
  zipCode: '',
  city: '',
});

/**
 * A found customer (or an earlier order's contact) fills the form; the stored E.164 number is shown grouped
 * as staff read it out ('+43 664 9988776').
 */
export function customerFromView(view: CustomerView): PhoneCustomer {
  return {
    firstName: view.firstName,
    lastName: view.lastName,
    companyName: view.companyName,
    phone: formatPhone(view.phone) ?? view.phone,
    email: view.email,
    street: view.street,
    zipCode: view.zipCode,
    city: view.city,
  };
}

/** The cart the storefront's totals read: the draft's lines with its order type. */
export function draftCart(draft: Pick<PhoneOrderDraft, 'lines' | 'orderType' | 'deliveryArea'>): Cart {
  return {
    items: draft.lines,
    isDelivery: draft.orderType === 'delivery',
    isDineIn: draft.orderType === 'dineIn',
    deliveryArea: draft.deliveryArea,
    order: { appointment: null, comment: '' },
  };
}

/** POST /api/counter/orders body: the web order form plus payment, confirmation and the capacity override. */
export type CounterOrderBody = ApiBody<'/api/counter/orders', 'post'>;

/**
 * POST /api/counter/orders, checked against the document except for `items`: those are the storefront's
 * cart lines (product ids and part selections typed by the domain, which the document types narrower).
 */
export function phoneOrderBody(draft: PhoneOrderDraft, branchId: string): Loose<CounterOrderBody, 'items'> {
  const { customer } = draft;
  const contact = phoneOrderContact(draft.confirmation, { phone: customer.phone.trim(), email: customer.email.trim() });
  return {
    branch: { id: branchId },
    firstName: customer.firstName.trim(),
    lastName: customer.lastName.trim(),
    companyName: customer.companyName.trim(),
    isCompany: customer.companyName.trim() !== '',
    ...(draft.orderType === 'delivery'
      ? { street: customer.street.trim(), zipCode: customer.zipCode.trim(), city: customer.city.trim() }
      : {}),
    phone: contact.phone,
    // The full address goes along so an e-mail confirmation can be checked; the server drops it otherwise.
    email: customer.email.trim(),
    isDelivery: draft.orderType === 'delivery',
    isDineIn: draft.orderType === 'dineIn',
    deliveryArea: draft.orderType === 'delivery' ? draft.deliveryArea : null,
    table: draft.orderType === 'dineIn' ? draft.table : null,
    appointmentDate: draft.appointment,
    comment: draft.comment.trim(),
    payment: draft.payment,
    confirmation: draft.confirmation,
    overrideCapacity: draft.overrideCapacity,
    items: draft.lines.map((line) => ({
      product: { id: line.product.id },
      amount: line.amount,
      unit: line.unit,
      parts: line.parts ?? [],
    })),
  };
}

/** The slot's start as the draft's appointment; a full slot needs the staff override. */
export function chooseSlot(slot: SlotView): Pick<PhoneOrderDraft, 'appointment' | 'overrideCapacity'> {
  return { appointment: slot.start, overrideCapacity: slot.full };
}
