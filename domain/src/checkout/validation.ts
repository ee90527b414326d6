import { OWN_TEXTS } from '../messages/own-texts.js';
import { CHECKOUT_TEXTS } from '../messages/storefront.js';
import { appointmentError } from '../opening-hours/appointment-slots.js';
import { hoursFor } from '../opening-hours/branch-status.js';
import type { Branch, DeliveryArea, Instant, OrderType } from '../types.js';
import { COUNTRIES, enabledPaymentMethods } from './defaults.js';
import { isValidPhone, PHONE_FORMAT_EXAMPLE } from './phone.js';
import { orderTypeOf } from './order-type.js';
import { voucherCodeError } from './voucher.js';

/** A field-level error; `field` matches the order form's field name so the UI can highlight it. */
export interface FieldError {
  field: string;
  message: string;
}

/** The order-form fields the checkout rules read (spec 3, Order form). */
export interface CheckoutForm {
  firstName?: string | null;
  lastName?: string | null;
  phone?: string | null;
  email?: string | null;
  street?: string | null;
  zipCode?: string | null;
  city?: string | null;
  country?: string | null;
  isDeliveryAddressDifferent?: boolean;
  deliveryStreet?: string | null;
  deliveryZipCode?: string | null;
  deliveryCity?: string | null;
  deliveryCountry?: string | null;
  deliveryArea?: string | null;
  appointmentDate?: string | null;
  table?: string | number | null;
  paymentMethod?: string | null;
  /** Only read for the hydro-ag-voucher method (not a spec field; see voucher.ts). */
  voucherCode?: string | null;
  notificationType?: string | null;
  legalInstructions?: boolean;
  privacyPolicy?: boolean;
  isDelivery?: boolean;
  isDineIn?: boolean;
}

/** Optional clock context: when given, a present appointment is also checked against the hours. */
export interface CheckoutContext {
  now: Instant;
  tz: string;
  earliest?: Instant;
  /** The cart needs a date although the branch does not always ask for one (lead time, needsAppointment). */
  requireAppointment?: boolean;
  /**
   * The shop's public branches (any may include the ordering one): when none of the ordering branch's
   * areas serves the zip code, the message names one that does (issue 39 item 5). Absent: not known.
   */
  deliveringBranches?: readonly DeliveringBranch[];
}

/** What the zip message reads of another branch. */
export type DeliveringBranch = Pick<Branch, 'id' | 'name' | 'isDeliveryEnabled' | 'isPublic' | 'isEnabled'> & {
  deliveryAreas?: readonly Pick<DeliveryArea, 'zipCodes'>[] | null;
};

type CheckoutBranch = Branch;

// In a module of its own: the status page reads it without this file's phone and address rules.
export { orderTypeOf } from './order-type.js';

/** Required contact fields per order type (spec 3: is{Type}{Email|Phone|Address}Required). */
export function contactRequirements(branch: CheckoutBranch, orderType: OrderType) {
  const key = orderType === 'delivery' ? 'Delivery' : orderType === 'dineIn' ? 'DineIn' : 'Takeaway';
  return {
    email: !!branch[`is${key}EmailRequired`],
    phone: !!branch[`is${key}PhoneRequired`],
    address: !!branch[`is${key}AddressRequired`],
  };
}

/**
 * The branch as a self-service kiosk's order sees it: no contact field is required (the kiosk asks for
 * none and the customer waits in the shop), whatever the branch asks of online orders.
 */
export function withoutContactRequirements<B extends CheckoutBranch>(branch: B): B {
  const off = Object.fromEntries(
    ['Delivery', 'DineIn', 'Takeaway']
      .flatMap((type) => [`is${type}EmailRequired`, `is${type}PhoneRequired`])
      .map((key) => [key, false]),
  );
  return { ...branch, ...off };
}

/** Contact section visibility (spec 2): hidden for dine-in with table selection unless email or phone is required. */
export function isContactShown(branch: CheckoutBranch, orderType: OrderType): boolean {
  const required = contactRequirements(branch, orderType);
  return !(orderType === 'dineIn' && branch.isTableSelectionEnabled) || required.email || required.phone;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const blank = (value: unknown) => value === null || value === undefined || String(value).trim() === '';

/** Street needs at least two space-separated words, e.g. "Hauptstraße 1" (spec 5). */
export function isValidStreet(street: string | null | undefined): boolean {
  return (street ?? '').trim().split(/\s+/).filter(Boolean).length >= 2;
}

function addressErrors(form: CheckoutForm, prefix: '' | 'delivery'): FieldError[] {
  const name = (field: string) => (prefix ? `${prefix}${field[0]!.toUpperCase()}${field.slice(1)}` : field);
  const value = (field: string) => form[name(field) as keyof CheckoutForm] as string | null | undefined;
  const errors: FieldError[] = [];
  if (!isValidStreet(value('street'))) errors.push({ field: name('street'), message: OWN_TEXTS.streetInvalid });
  if (blank(value('zipCode'))) errors.push({ field: name('zipCode'), message: OWN_TEXTS.zipCodeRequired });
  if (blank(value('city'))) errors.push({ field: name('city'), message: OWN_TEXTS.cityRequired });
  if (!COUNTRIES.includes(value('country') as never)) {
    errors.push({ field: name('country'), message: OWN_TEXTS.countryInvalid });
  }
  return errors;
}

const normaliseZip = (zip: string) => zip.replace(/\s+/g, '').toUpperCase();

/** The zip code a delivery goes to: the different delivery address's when chosen, else the billing one. */
export function deliveryZipCode(
  form: Pick<CheckoutForm, 'isDeliveryAddressDifferent' | 'deliveryZipCode' | 'zipCode'>,
): string {
  return ((form.isDeliveryAddressDifferent ? form.deliveryZipCode : form.zipCode) ?? '').trim();
}

/**
 * Does the area deliver to this zip code (issue 12)? An area without a zip list delivers anywhere;
 * entries match exactly or, ending in '*', as a prefix ("80*" covers 8010 and 8020). Spaces and case
 * do not count.
 */
export function areaCoversZip(area: Pick<DeliveryArea, 'zipCodes'>, zipCode: string): boolean {
  const list = (area.zipCodes ?? []).map(normaliseZip).filter(Boolean);
  if (list.length === 0) return true;
  const zip = normaliseZip(zipCode);
  return list.some((entry) => (entry.endsWith('*') ? zip.startsWith(entry.slice(0, -1)) : zip === entry));
}

/** Does the branch take delivery orders to this zip code: public, delivery on, one of its areas covering it? */
export function branchDeliversTo(branch: Omit<DeliveringBranch, 'id' | 'name'>, zipCode: string): boolean {
  const areas = branch.deliveryAreas ?? [];
  if (branch.isPublic === false || branch.isEnabled === false || !branch.isDeliveryEnabled) return false;
  return areas.length > 0 && areas.some((area) => areaCoversZip(area, zipCode));
}

/**
 * The message for a zip code the chosen area does not serve: choose the right area when another area of
 * this branch serves it; else name the branch that delivers there, or say nobody does (when the branches
 * are known).
 */
export function deliveryZipMessage(
  branch: Pick<Branch, 'id' | 'deliveryAreas'>,
  zipCode: string,
  branches?: readonly DeliveringBranch[],
): string {
  const own = (branch.deliveryAreas ?? []).some((area) => areaCoversZip(area, zipCode));
  if (own || !branches) return OWN_TEXTS.deliveryAreaZipMismatch(zipCode);
  const others = branches.filter((entry) => entry.id !== branch.id && branchDeliversTo(entry, zipCode));
  // A branch that lists the zip code beats one whose area takes any zip code.
  const lists = (entry: DeliveringBranch) =>
    (entry.deliveryAreas ?? []).some((area) => (area.zipCodes ?? []).some(Boolean) && areaCoversZip(area, zipCode));
  const other = others.find(lists) ?? others[0];
  return other ? OWN_TEXTS.deliveryZipOtherBranch(zipCode, other.name) : OWN_TEXTS.deliveryZipNotServed(zipCode);
}

/**
 * Step 1 (spec 5): names, phone and e-mail as required per order type, address when required (and the
 * different delivery address when chosen), delivery area, appointment when required, table for dine-in
 * with table selection. A phone or e-mail that is given but not required must still be well-formed.
 */
export function validateStep1(form: CheckoutForm, branch: CheckoutBranch, context?: CheckoutContext): FieldError[] {
  const orderType = orderTypeOf(form);
  const required = contactRequirements(branch, orderType);
  const errors: FieldError[] = [];

  if (isContactShown(branch, orderType)) {
    if (blank(form.firstName)) errors.push({ field: 'firstName', message: OWN_TEXTS.firstNameRequired });
    if (blank(form.lastName)) errors.push({ field: 'lastName', message: OWN_TEXTS.lastNameRequired });
  }
  if (blank(form.phone)) {
    if (required.phone) errors.push({ field: 'phone', message: OWN_TEXTS.phoneRequired });
  } else if (!isValidPhone(form.phone)) {
    errors.push({ field: 'phone', message: CHECKOUT_TEXTS.phoneFormat(PHONE_FORMAT_EXAMPLE) });
  }
  if (blank(form.email)) {
    if (required.email) errors.push({ field: 'email', message: OWN_TEXTS.emailRequired });
  } else if (!EMAIL.test(form.email!.trim())) {
    errors.push({ field: 'email', message: OWN_TEXTS.emailInvalid });
  }
  if (required.address) {
    errors.push(...addressErrors(form, ''));
    if (orderType === 'delivery' && form.isDeliveryAddressDifferent) errors.push(...addressErrors(form, 'delivery'));
  }
  if (orderType === 'delivery' && (branch.deliveryAreas ?? []).length > 0) {
    const area = branch.deliveryAreas!.find((entry) => entry.area === form.deliveryArea);
    const zipCode = deliveryZipCode(form);
    if (!area) {
      errors.push({ field: 'deliveryArea', message: OWN_TEXTS.deliveryAreaRequired });
    } else if (zipCode && !areaCoversZip(area, zipCode)) {
      // A cheaper or fee-free area must not be chosen for an address it does not serve (issue 12).
      errors.push({
        field: 'deliveryArea',
        message: deliveryZipMessage(branch, zipCode, context?.deliveringBranches),
      });
    }
  }
  if (blank(form.appointmentDate)) {
    if (branch.isAppointmentRequired || context?.requireAppointment)
      errors.push({ field: 'appointmentDate', message: CHECKOUT_TEXTS.appointmentRequired });
  } else if (context) {
    const message = appointmentError(hoursFor(branch, orderType), form.appointmentDate!, context);
    if (message) errors.push({ field: 'appointmentDate', message });
  }
  if (orderType === 'dineIn' && branch.isTableSelectionEnabled && blank(form.table)) {
    errors.push({ field: 'table', message: OWN_TEXTS.tableRequired });
  }
  return errors;
}

/**
 * Step 2 needs step 1 valid (spec 5); we also require a payment method the branch offers and, for the
 * voucher method, a well-formed code (the same rule the server applies).
 */
export function validateStep2(form: CheckoutForm, branch: CheckoutBranch, context?: CheckoutContext): FieldError[] {
  const errors = validateStep1(form, branch, context);
  if (!enabledPaymentMethods(branch).includes(form.paymentMethod as never)) {
    errors.push({ field: 'paymentMethod', message: OWN_TEXTS.paymentMethodInvalid });
  }
  const voucher = voucherCodeError(form.paymentMethod, form.voucherCode);
  if (voucher) errors.push(voucher);
  return errors;
}

/** Step 3 (spec 5): step 1 valid, notificationType set, legalInstructions and privacyPolicy ticked. */
export function validateStep3(form: CheckoutForm, branch: CheckoutBranch, context?: CheckoutContext): FieldError[] {
  const errors = validateStep1(form, branch, context);
  if (blank(form.notificationType)) {
    errors.push({ field: 'notificationType', message: OWN_TEXTS.notificationTypeRequired });
  }
  if (form.legalInstructions !== true) {
    errors.push({ field: 'legalInstructions', message: OWN_TEXTS.legalInstructionsRequired });
  }
  if (form.privacyPolicy !== true) errors.push({ field: 'privacyPolicy', message: OWN_TEXTS.privacyPolicyRequired });
  return errors;
}

/** All checkout errors, each field once, in step order; empty means submit may be enabled (spec 5). */
export function validateCheckout(form: CheckoutForm, branch: CheckoutBranch, context?: CheckoutContext): FieldError[] {
  const seen = new Set<string>();
  return [...validateStep2(form, branch, context), ...validateStep3(form, branch, context)].filter((error) => {
    const key = `${error.field}\u0000${error.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
