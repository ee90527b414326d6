// Admission of a new order (issue 38 item 1): the rules POST /api/orders applies before it prices and
// writes, as pure functions. Each returns the German error the API answers with, or null when allowed.
import { cutoffError, type CapacitySettings } from '../capacity/rush.js';
import { CAPACITY_TEXTS } from '../capacity/texts.js';
import { isAvailable, type Schedulable } from '../catalog/availability.js';
import { NOTICE_TEXTS } from '../messages/storefront.js';
import { earliestAppointment, needsAppointment, SLOT_MINUTES } from '../opening-hours/lead-time.js';
import { ceilToMinutes } from '../opening-hours/next-opening.js';
import { ONLINE_PAYMENT_METHODS } from '../orders/order-flags.js';
import { minimumOrderMessage, type MinimumOrderCheck } from '../pricing/minimum-order.js';
import type { Branch, Instant, OrderType, PaymentMethod, Product } from '../types.js';
import { type CheckoutForm, type DeliveringBranch, validateCheckout } from './validation.js';
import { dineInClosedError } from './dine-in.js';
import { voucherCodeError } from './voucher.js';

/** An admission error: `field` names the order-form field, absent for the order as a whole. */
export interface AdmissionError {
  field?: string;
  message: string;
}

/** Texts of refusals only the server gives (the storefront never offers what they refuse). */
export const ADMISSION_TEXTS = {
  branchUnavailable: 'Diese Filiale nimmt derzeit keine Bestellungen an.',
  orderTypeDisabled: 'Diese Bestellart wird von der Filiale nicht angeboten.',
  productUnavailable: (name: string) => `Das Produkt „${name}“ ist derzeit nicht verfügbar.`,
  productUnknown: 'Dieses Produkt ist nicht im aktuellen Sortiment der Filiale.',
  tableUnknown: 'Dieser Tisch existiert in der Filiale nicht.',
  donateeUnknown: 'Dieser Spendenempfänger existiert nicht.',
  testOrderStaffOnly: 'Testbestellungen können nur angemeldete Mitarbeiter der Filiale aufgeben.',
  testOrderOnlinePayment:
    'Testbestellungen sind nur ohne Online-Zahlung möglich (z. B. Barzahlung). Bitte wählen Sie eine andere Zahlungsart.',
} as const;

/** The branch flags admission reads (the stored branch's columns). */
export type AdmissionBranch = Pick<
  Branch,
  | 'isPublic'
  | 'isEnabled'
  | 'isTakeawayEnabled'
  | 'isDeliveryEnabled'
  | 'isDineInEnabled'
  | 'isPreorderEnabled'
  | 'isQuotationRequired'
  | 'isAppointmentRequired'
>;

/** Channels rush mode pauses (customers online); kiosk and phone orders are taken in the shop. */
export const PAUSABLE_CHANNELS: ReadonlySet<string> = new Set(['web', 'api']);

/**
 * Test orders (issue 37 item 4): a staff member's order on a branch that is not public yet is one;
 * customers (no tester) meet a private or disabled branch as an unavailable one.
 */
export function branchError(branch: AdmissionBranch | null | undefined, tester: boolean): AdmissionError | null {
  if (!branch || (!branch.isPublic && !tester) || !branch.isEnabled) {
    return { field: 'branch', message: ADMISSION_TEXTS.branchUnavailable };
  }
  return null;
}

/** Only a signed-in staff member of the branch may ask for a test order. */
export function testOrderError(requested: boolean | null | undefined, tester: boolean): AdmissionError | null {
  return requested && !tester ? { field: 'isTest', message: ADMISSION_TEXTS.testOrderStaffOnly } : null;
}

/** Whether an admitted order is a test order: asked for by staff, or staff's order on a private branch. */
export function isTestOrder(branch: AdmissionBranch, requested: boolean | null | undefined, tester: boolean): boolean {
  return tester && (requested === true || !branch.isPublic);
}

/** The branch must offer the order type; delivery gets the storefront's notice text. */
export function orderTypeError(orderType: OrderType, branch: AdmissionBranch): AdmissionError | null {
  const enabled = {
    takeaway: branch.isTakeawayEnabled,
    delivery: branch.isDeliveryEnabled,
    dineIn: branch.isDineInEnabled,
  };
  if (enabled[orderType]) return null;
  if (orderType === 'delivery') return { field: 'isDelivery', message: NOTICE_TEXTS.noDeliveryOffered };
  return { field: orderType === 'dineIn' ? 'isDineIn' : 'isDelivery', message: ADMISSION_TEXTS.orderTypeDisabled };
}

/** Outside the hours only a branch with pre-orders (or quotes) takes orders. */
export function orderableNowError(
  orderType: OrderType,
  openNow: boolean,
  branch: AdmissionBranch,
): AdmissionError | null {
  if (openNow || branch.isPreorderEnabled || branch.isQuotationRequired) return null;
  return { message: orderType === 'delivery' ? NOTICE_TEXTS.noDeliveryNow : NOTICE_TEXTS.closedNow };
}

/** The first refusal of the branch, test flag, order type and hours, in the order the API checks them. */
export function branchAdmissionError(input: {
  branch: AdmissionBranch | null | undefined;
  tester: boolean;
  isTest?: boolean | null;
  orderType: OrderType;
  /** Whether the branch takes orders of this type now (isOrderableNow). */
  openNow: boolean;
  /** The chosen time: a closed branch takes dine-in only for one (issue 40 item 4). */
  appointmentDate?: string | null;
}): AdmissionError | null {
  const { branch, tester, orderType } = input;
  const refused = branchError(branch, tester);
  if (refused || !branch) return refused;
  return (
    testOrderError(input.isTest, tester) ??
    orderTypeError(orderType, branch) ??
    orderableNowError(orderType, input.openNow, branch) ??
    (orderType === 'dineIn'
      ? dineInClosedError({ openNow: input.openNow, appointmentDate: input.appointmentDate, branch })
      : null)
  );
}

/** Rush mode's pause refuses online channels; staff who override capacity are let through. */
export function rushError(paused: boolean, override: boolean, channel: string): AdmissionError | null {
  return paused && !override && PAUSABLE_CHANNELS.has(channel) ? { message: CAPACITY_TEXTS.paused } : null;
}

/** A chosen time before now plus the branch's lead time (rounded up to the slot grid) is too soon. */
export function leadTimeError(
  appointmentDate: string | null | undefined,
  now: Instant,
  leadMinutes: number,
): AdmissionError | null {
  const lead = ceilToMinutes(new Date(new Date(now).getTime() + leadMinutes * 60_000), SLOT_MINUTES);
  if (appointmentDate && new Date(appointmentDate).getTime() < lead.getTime()) {
    return { field: 'appointmentDate', message: CAPACITY_TEXTS.tooSoon(leadMinutes) };
  }
  return null;
}

/** A test order never reaches a payment provider (nor its live mode): online methods are refused. */
export function testPaymentError(isTest: boolean, paymentMethod: PaymentMethod): AdmissionError | null {
  return isTest && ONLINE_PAYMENT_METHODS.includes(paymentMethod)
    ? { field: 'paymentMethod', message: ADMISSION_TEXTS.testOrderOnlinePayment }
    : null;
}

/** The delivery area's minimum order, checked on the priced items. */
export function minimumOrderError(check: MinimumOrderCheck, currency: string): AdmissionError | null {
  const message = minimumOrderMessage(check, currency);
  return message ? { field: 'deliveryArea', message } : null;
}

/** A cart line's product: listed in the active menu and public, and available now (with its category). */
export function productError(
  product: (Schedulable & { name: string; isPublic?: boolean; category?: Schedulable | null }) | null | undefined,
  listed: boolean,
  now: Instant,
  tz: string,
): string | null {
  if (!product || !product.isPublic || !listed) return ADMISSION_TEXTS.productUnknown;
  // The category's availability counts too (e.g. breakfast served in the morning only).
  const { category } = product;
  if (!isAvailable(product, now, tz) || (category && !isAvailable(category, now, tz))) {
    return ADMISSION_TEXTS.productUnavailable(product.name);
  }
  return null;
}

/** What the form-level checks of an order read besides the form. */
export interface CheckoutAdmission {
  /** The form with the resolved payment method and table identifier (see the handler). */
  form: CheckoutForm & { paymentMethod: PaymentMethod };
  orderType: OrderType;
  branch: Branch;
  /** The cart's products (their lead times). */
  products: readonly Pick<Product, 'isLeadTimeEnabled' | 'leadTimeType' | 'leadTimeValue'>[];
  now: Instant;
  tz: string;
  isTest: boolean;
  /** A table / donatee was named and whether it was found. */
  table: { given: boolean; found: boolean };
  donatee: { given: boolean; found: boolean };
  /** Lead time and cut-offs of the branch; null without capacity settings or when staff override them. */
  capacity: { leadMinutes: number; settings: CapacitySettings } | null;
  /** The shop's branches for the zip message (see CheckoutContext); absent when the zip needs none. */
  deliveringBranches?: readonly DeliveringBranch[];
}

/**
 * The form-level errors of an order, in the order the API reports them: unknown table and donatee,
 * lead time, cut-off, the checkout form (contact, address, appointment), voucher code, test payment.
 * Not deduplicated: the caller dedupes together with the cart's errors (see dedupeErrors).
 */
export function checkoutAdmissionErrors(input: CheckoutAdmission): AdmissionError[] {
  const { form, orderType, now, tz, capacity } = input;
  const errors: (AdmissionError | null)[] = [];
  if (input.table.given && orderType === 'dineIn' && !input.table.found) {
    errors.push({ field: 'table', message: ADMISSION_TEXTS.tableUnknown });
  }
  if (input.donatee.given && !input.donatee.found)
    errors.push({ field: 'donatee', message: ADMISSION_TEXTS.donateeUnknown });
  if (capacity) {
    errors.push(leadTimeError(form.appointmentDate, now, capacity.leadMinutes));
    const cutoff = cutoffError(capacity.settings, form.appointmentDate ?? now, now, tz);
    if (cutoff) errors.push({ field: 'appointmentDate', message: cutoff });
  }
  const earliest = earliestAppointment(input.products, now, tz);
  const requireAppointment = needsAppointment(input.products);
  const { deliveringBranches } = input;
  errors.push(...validateCheckout(form, input.branch, { now, tz, earliest, requireAppointment, deliveringBranches }));
  errors.push(voucherCodeError(form.paymentMethod, form.voucherCode));
  errors.push(testPaymentError(input.isTest, form.paymentMethod));
  return errors.filter((e): e is AdmissionError => e !== null);
}

/** Each error once (same field and message), first occurrence kept. */
export function dedupeErrors<T extends AdmissionError>(errors: readonly T[]): T[] {
  const seen = new Set<string>();
  return errors.filter((e) => {
    const key = `${e.field ?? ''}\u0000${e.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
