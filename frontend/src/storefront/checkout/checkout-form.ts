// Checkout form state and the order payload (spec 3 "Order (form)"). The rules (validation, defaults,
// labels) come from @bestell/domain; this file only shapes data.
import {
  DEFAULT_COUNTRY,
  defaultNotificationType,
  defaultPaymentMethod,
  enabledPaymentMethods,
  normaliseVoucherCode,
  phoneForStorage,
  VOUCHER_PAYMENT_METHOD,
  type Branch,
  type CheckoutForm,
  type Country,
  type NotificationType,
  type PartSelection,
  type PaymentMethod,
} from '@bestell/domain';
import type { OrderBody, OrderBodyItem } from '../../shared/api/orders';
import type { Cart } from '../../shared/cart/store';

/** Customer-entered order-form fields; appointment, comment and order type live in the cart (spec 3). */
export interface CheckoutFields {
  isCompany: boolean;
  companyName: string;
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  vatNumber: string;
  street: string;
  floor: string;
  stairway: string;
  door: string;
  zipCode: string;
  city: string;
  country: Country;
  isDeliveryAddressDifferent: boolean;
  isDeliveryCompany: boolean;
  deliveryCompanyName: string;
  deliveryFirstName: string;
  deliveryLastName: string;
  deliveryStreet: string;
  deliveryFloor: string;
  deliveryStairway: string;
  deliveryDoor: string;
  deliveryZipCode: string;
  deliveryCity: string;
  deliveryCountry: Country;
  table: string | null;
  donatee: string | null;
  paymentMethod: PaymentMethod | null;
  /** Only used with the hydro-ag-voucher method (our field, not the spec's; see domain voucher.ts). */
  voucherCode: string;
  notificationType: NotificationType;
  legalInstructions: boolean;
  privacyPolicy: boolean;
}

/** SMS is offered unless the server says it has no SMS transport (`smsAvailable: false`, issue 37). */
export const smsOffered = (config: { smsAvailable?: boolean }): boolean => config.smsAvailable !== false;

/**
 * Initial fields: payment default of spec 4 (cash if enabled, else datatrans), country AT, notification sms
 * (e-mail while the server cannot send SMS, issue 37).
 */
export function initialFields(branch: Branch, smsAvailable = true): CheckoutFields {
  const preferred = defaultPaymentMethod(branch);
  const methods = enabledPaymentMethods(branch);
  return {
    isCompany: false,
    companyName: '',
    firstName: '',
    lastName: '',
    phone: '',
    email: '',
    vatNumber: '',
    street: '',
    floor: '',
    stairway: '',
    door: '',
    zipCode: '',
    city: '',
    country: DEFAULT_COUNTRY,
    isDeliveryAddressDifferent: false,
    isDeliveryCompany: false,
    deliveryCompanyName: '',
    deliveryFirstName: '',
    deliveryLastName: '',
    deliveryStreet: '',
    deliveryFloor: '',
    deliveryStairway: '',
    deliveryDoor: '',
    deliveryZipCode: '',
    deliveryCity: '',
    deliveryCountry: DEFAULT_COUNTRY,
    table: null,
    donatee: null,
    paymentMethod: methods.includes(preferred) ? preferred : (methods[0] ?? preferred),
    voucherCode: '',
    notificationType: defaultNotificationType(smsAvailable),
    legalInstructions: false,
    privacyPolicy: false,
  };
}

/** The form the domain's step validation reads. */
export function checkoutForm(fields: CheckoutFields, cart: Cart, deliveryArea: string | null): CheckoutForm {
  return {
    ...fields,
    deliveryArea: cart.isDelivery ? deliveryArea : null,
    appointmentDate: cart.order.appointment,
    isDelivery: cart.isDelivery,
    isDineIn: cart.isDineIn,
  };
}

/**
 * A cart line's parts as the order body takes them: an empty step (undefined) is sent as null, which
 * is what JSON.stringify made of it before (the document has no undefined in a list).
 */
export const bodyParts = (parts: readonly PartSelection[]): NonNullable<OrderBodyItem['parts']> =>
  parts.map((part) => part ?? null);

/** POST /api/orders body: the order form plus items with upload references (spec 3, 7). */
export function orderPayload(
  fields: CheckoutFields,
  cart: Cart,
  branchId: string,
  deliveryArea: string | null,
  items: OrderBodyItem[],
  phoneCountry: Country = DEFAULT_COUNTRY,
): OrderBody {
  return {
    ...fields,
    // E.164 ('+436641234567'), as the server stores it; the field shows '+43 664 1234567'.
    phone: phoneForStorage(fields.phone, phoneCountry),
    branch: { id: branchId },
    table: cart.isDineIn && fields.table ? fields.table : null,
    donatee: fields.donatee ? { id: fields.donatee } : null,
    // A code typed before switching to another method is not sent along.
    voucherCode: fields.paymentMethod === VOUCHER_PAYMENT_METHOD ? normaliseVoucherCode(fields.voucherCode) : null,
    deliveryArea: cart.isDelivery ? deliveryArea : null,
    appointmentDate: cart.order.appointment,
    comment: cart.order.comment,
    isDelivery: cart.isDelivery,
    isDineIn: cart.isDineIn,
    items,
  };
}
