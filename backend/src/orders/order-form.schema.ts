import { z } from 'zod';
import {
  COUNTRIES,
  DEFAULT_COUNTRY,
  DEFAULT_NOTIFICATION_TYPE,
  type OrderEditField,
  VALIDATION,
} from '@bestell/domain';
import { decimal, INT4_MAX, s } from '../common/index.js';

// The order form of spec section 3 plus items. Unknown keys (client totals, prices, taxes) are stripped:
// the server prices the order from the catalogue alone.

const PAYMENT_METHODS = ['cash', 'atm-card', 'hydro-ag-voucher', 'mollie', 'datatrans'] as const;

const option = z.object({ name: z.string().max(200) });
const upload = z.object({
  id: z.union([z.string().max(64), z.number().int()]),
  version: z.number().int().min(0).max(INT4_MAX).optional(),
  extension: z.string().max(10).optional(),
  publicHash: z.string().max(100).optional(),
  mimeType: z.string().max(100).optional(),
});

/** One entry per configuration step: text, chosen option, list of options or list of uploads. */
export const partSelection = z.union([
  z.null(),
  z.string().max(2000),
  option,
  z.array(z.union([option, upload])).max(50),
]);

/**
 * An amount as typed (comma allowed); corrected to the unit's limits and step by the domain. A string
 * obeys the same range as a number ("1e9" and 1e9 both get the max message on the field).
 */
export const amountInput = decimal({
  min: 0,
  max: '100000',
  fraction: 3,
  invalid: VALIDATION.type('number'),
  outOfRange: (above) => (above ? VALIDATION.max(100_000) : VALIDATION.min(0)),
  anyPrecisionNumbers: true,
});

export const orderItemInput = z.object({
  product: z.object({ id: z.uuid() }),
  amount: amountInput,
  unit: z.string().max(30).optional(),
  parts: z.array(partSelection).max(30).default([]),
});

const opt = (max: number) => s.text(max).default('');
const country = z.enum(COUNTRIES as [string, ...string[]]);

export const orderFormSchema = z.object({
  branch: z.object({ id: z.uuid() }),
  isCompany: z.boolean().default(false),
  companyName: opt(200),
  firstName: opt(100),
  lastName: opt(100),
  company: opt(200),
  phone: opt(50),
  email: opt(180),
  vatNumber: opt(50),
  street: opt(200),
  floor: opt(20),
  stairway: opt(20),
  door: opt(20),
  zipCode: opt(20),
  city: opt(100),
  country: country.default(DEFAULT_COUNTRY),
  isDeliveryAddressDifferent: z.boolean().default(false),
  isDeliveryCompany: z.boolean().default(false),
  deliveryCompanyName: opt(200),
  deliveryFirstName: opt(100),
  deliveryLastName: opt(100),
  deliveryStreet: opt(200),
  deliveryFloor: opt(20),
  deliveryStairway: opt(20),
  deliveryDoor: opt(20),
  deliveryZipCode: opt(20),
  deliveryCity: opt(100),
  deliveryCountry: country.default(DEFAULT_COUNTRY),
  deliveryArea: s.text(200).nullish(),
  comment: opt(2000),
  appointmentDate: s.dateTime().nullish(),
  paymentMethod: z.enum(PAYMENT_METHODS).nullish(),
  /** Not in the spec's form: the code of a hydro-ag-voucher payment, checked by domain voucherCodeError. */
  voucherCode: z.string().max(100).nullish(),
  legalInstructions: z.boolean().default(false),
  privacyPolicy: z.boolean().default(false),
  /** The table's identifier, or a reference { id }. */
  table: z.union([z.string().trim().max(50), z.object({ id: z.uuid() })]).nullish(),
  donatee: z.object({ id: z.uuid() }).nullish(),
  notificationType: z.enum(['sms', 'email']).default(DEFAULT_NOTIFICATION_TYPE),
  isDelivery: z.boolean().default(false),
  isDineIn: z.boolean().default(false),
  items: z.array(orderItemInput).max(100).default([]),
  /**
   * A test order (issue 37 item 4): only a signed-in staff member of the branch may ask for it (else 422);
   * their order on a branch that is not public yet is one anyway.
   */
  isTest: z.boolean().optional(),
});

export type OrderFormInput = z.output<typeof orderFormSchema>;
export type OrderItemInput = z.output<typeof orderItemInput>;

const edit = (max: number) => s.text(max).optional();

/**
 * Staff edit of a placed order (spec 7 PUT /orders/{id}): the fields of domain ORDER_EDIT_FIELDS, each
 * optional (absent = unchanged), plus the `version` the staff member edited.
 */
export const orderEditSchema = z.object({
  id: z.string().max(64).optional(),
  version: z.number().int().min(1).max(INT4_MAX),
  isCompany: z.boolean().optional(),
  companyName: edit(200),
  firstName: edit(100),
  lastName: edit(100),
  company: edit(200),
  phone: edit(50),
  email: edit(180),
  vatNumber: edit(50),
  street: edit(200),
  floor: edit(20),
  stairway: edit(20),
  door: edit(20),
  zipCode: edit(20),
  city: edit(100),
  country: country.optional(),
  isDeliveryAddressDifferent: z.boolean().optional(),
  isDeliveryCompany: z.boolean().optional(),
  deliveryCompanyName: edit(200),
  deliveryFirstName: edit(100),
  deliveryLastName: edit(100),
  deliveryStreet: edit(200),
  deliveryFloor: edit(20),
  deliveryStairway: edit(20),
  deliveryDoor: edit(20),
  deliveryZipCode: edit(20),
  deliveryCity: edit(100),
  deliveryCountry: country.optional(),
  comment: edit(2000),
  appointmentDate: s.dateTime().nullable().optional(),
}) satisfies z.ZodType<{ [K in OrderEditField]?: unknown } & { version: number }>;
