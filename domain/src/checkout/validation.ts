import { OWN_TEXTS } from '../messages/own-texts.js';
import { CHECKOUT_TEXTS } from '../messages/storefront.js';
import { appointmentError } from '../opening-hours/appointment-slots.js';
import { hoursFor } from '../opening-hours/branch-status.js';
import { formatMoney } from '../pricing/money-format.js';
import type { Branch, DeliveryArea, Instant, OrderType } from '../types.js';
import { COUNTRIES, enabledPaymentMethods } from './defaults.js';
import { isValidPhone, PHONE_FORMAT_EXAMPLE, phoneCountryOf } from './phone.js';
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
 * Does the area deliver to this zip code (issue 12)? Entries match exactly or, ending in '*', as a
 * prefix ("80*" covers 8010 and 8020). Spaces and case do not count. An area without a zip list
 * delivers nowhere (issue 40: it used to take any address, free of charge for a far-away one).
 */
export function areaCoversZip(area: Pick<DeliveryArea, 'zipCodes'>, zipCode: string): boolean {
  const list = (area.zipCodes ?? []).map(normaliseZip).filter(Boolean);
  const zip = normaliseZip(zipCode);
  if (list.length === 0 || !zip) return false;
  return list.some((entry) => (entry.endsWith('*') ? zip.startsWith(entry.slice(0, -1)) : zip === entry));
}

/**
 * The delivery area of an address (issue 40): the branch's first area whose zip list covers the zip
 * code, or null. The address decides area, fee and minimum; a chosen area name does not.
 */
export function deliveryAreaForZip<A extends Pick<DeliveryArea, 'zipCodes'>>(
  branch: { deliveryAreas?: readonly A[] | null },
  zipCode: string | null | undefined,
): A | null {
  if (!zipCode) return null;
  return (branch.deliveryAreas ?? []).find((area) => areaCoversZip(area, zipCode)) ?? null;
}

/**
 * What the checkout shows beside the zip code once it lies in an area (issue 40): "Liefergebiet 1060
 * Mariahilf · Liefergebühr 3,90 € · Mindestbestellwert 20,00 € · kostenlos ab 40,00 €".
 */
export function deliveryAreaSummary(
  area: Pick<DeliveryArea, 'area' | 'price' | 'free' | 'minimumOrderValue' | 'freeFromOrderValue'>,
  currency: string = 'EUR',
): string {
  const costless = area.free || Number(area.price) === 0;
  const parts = [
    `Liefergebiet ${area.area}`,
    `Liefergebühr ${costless ? 'kostenlos' : formatMoney(area.price, currency)}`,
  ];
  if (Number(area.minimumOrderValue ?? 0) > 0) {
    parts.push(`Mindestbestellwert ${formatMoney(area.minimumOrderValue, currency)}`);
  }
  if (!costless && Number(area.freeFromOrderValue ?? 0) > 0) {
    parts.push(`kostenlos ab ${formatMoney(area.freeFromOrderValue, currency)}`);
  }
  return parts.join(' · ');
}

/** The form field the delivery's zip code is typed in. */
export function deliveryZipField(
  form: Pick<CheckoutForm, 'isDeliveryAddressDifferent'>,
): 'zipCode' | 'deliveryZipCode' {
  return form.isDeliveryAddressDifferent ? 'deliveryZipCode' : 'zipCode';
}

/** Does the branch take delivery orders to this zip code: public, delivery on, one of its areas covering it? */
export function branchDeliversTo(branch: Omit<DeliveringBranch, 'id' | 'name'>, zipCode: string): boolean {
  const areas = branch.deliveryAreas ?? [];
  if (branch.isPublic === false || branch.isEnabled === false || !branch.isDeliveryEnabled) return false;
  return areas.length > 0 && areas.some((area) => areaCoversZip(area, zipCode));
}

/**
 * The message for a zip code no area of this branch serves: name the branch that delivers there, or
 * say nobody does (issue 39 item 5). Without the list of branches it only says this branch does not.
 */
export function deliveryZipMessage(
  branch: Pick<Branch, 'id' | 'deliveryAreas'>,
  zipCode: string,
  branches?: readonly DeliveringBranch[],
): string {
  const other = (branches ?? []).find((entry) => entry.id !== branch.id && branchDeliversTo(entry, zipCode));
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
  } else if (!isValidPhone(form.phone, phoneCountryOf(branch))) {
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
    // The address's zip code decides the area (issue 40); a sent deliveryArea is not read.
    const zipCode = deliveryZipCode(form);
    const field = deliveryZipField(form);
    if (!zipCode) {
      if (!errors.some((error) => error.field === field)) errors.push({ field, message: OWN_TEXTS.zipCodeRequired });
    } else if (!deliveryAreaForZip(branch, zipCode)) {
      errors.push({ field, message: deliveryZipMessage(branch, zipCode, context?.deliveringBranches) });
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
