import { z } from 'zod';
import { ORDER_STATUSES, TIMELINE_KEYS } from '@bestell/domain';
import type {
  OrderQuestionnaireView,
  OrderViewItem,
  PartSelection,
  PaymentMethod,
  PlacedOrder,
  PublicOrder,
  StaffOrder,
  TimelineStep,
} from '@bestell/domain';
import { assertSameShape, defineRoute, refView, s } from '../common/index.js';
import { orderEditSchema, orderFormSchema, amountInput, partSelection } from './order-form.schema.js';

// Route contracts of /api/orders (issue 22): the controller parses with these, the OpenAPI document and
// the contract tests read them. The view schemas are checked against the domain's view types at compile
// time (assertSameShape), so the TypeScript views, the document and the generated client agree.

const PAYMENT_METHODS = ['cash', 'atm-card', 'hydro-ag-voucher', 'mollie', 'datatrans'] as const;
const UNIT_IDS = [
  'piece',
  'serving',
  'pair',
  'person',
  'package',
  'gram',
  'decagram',
  'kilogram',
  'milliliter',
  'centiliter',
  'deciliter',
  'liter',
  'millimeter',
  'centimeter',
  'decimeter',
  'meter',
  'kilometer',
  'squareMillimeter',
  'squareCentimeter',
  'squareDecimeter',
  'squareMeter',
  'cubicMillimeter',
  'cubicCentimeter',
  'cubicDecimeter',
  'cubicMeter',
] as const;

const instant = z.iso.datetime({ offset: true });
const money = z.string().meta({ description: 'Decimal amount as a string', example: '12.50' });

const timelineStep = z.strictObject({
  key: z.enum(TIMELINE_KEYS),
  label: z.string(),
  done: z.boolean(),
  current: z.boolean(),
});
assertSameShape<z.output<typeof timelineStep>, TimelineStep>(true);

/** A chosen option as the catalogue had it at placement (name, price effect); catalogue options may carry more. */
const partOptionView = z.looseObject({
  name: z.string(),
  value: money,
  modifier: z.enum(['add', 'subtract', 'overwrite']),
});
const uploadRefView = z.looseObject({
  id: z.union([z.string(), z.number()]),
  version: z.number().int().optional(),
  extension: z.string().optional(),
  publicHash: z.string().optional(),
  mimeType: z.string().optional(),
});
/** A step's selection as ordered: text, chosen option(s) or uploads; null when empty. */
const partView = z
  .union([z.null(), z.string(), partOptionView, z.array(partOptionView), z.array(uploadRefView)])
  .meta({ id: 'PartSelection', description: 'The selection of one configuration step (snapshot at placement)' });
// Every selection the view sends is one the domain's PartSelection describes.
assertSameShape<z.output<typeof partView> extends PartSelection ? true : false, true>(true);

export const orderItemView = z
  .strictObject({
    index: z.number().int(),
    product: z.strictObject({ id: z.string(), name: z.string(), description: z.string() }),
    amount: z.number(),
    unit: z.enum(UNIT_IDS),
    parts: z.array(partView),
    partNames: z.array(z.string()),
    taxRate: z.string(),
    unitPrice: money.nullable(),
    total: money.nullable(),
    isPriceHidden: z.boolean(),
    calculationModel: z.string(),
  })
  .meta({ id: 'OrderItem', description: 'One line of an order (the snapshot taken at placement).' });
// Product ids are uuids here; the domain's Product['id'] also allows numbers (older data).
assertSameShape<Omit<z.output<typeof orderItemView>, 'product' | 'parts'>, Omit<OrderViewItem, 'product' | 'parts'>>(
  true,
);

const publicOrderShape = {
  id: z.uuid(),
  uid: z.string().meta({ example: 'A7K2QX' }),
  ticketNumber: z.number().int().meta({ example: 12 }),
  ticketDay: z.string().meta({ example: '2026-11-25' }),
  version: z.number().int(),
  status: z.enum(ORDER_STATUSES),
  timeline: z.array(timelineStep),
  branch: refView,
  isDelivery: z.boolean(),
  isDineIn: z.boolean(),
  isPreorder: z.boolean(),
  isQuotation: z.boolean(),
  /** Issue 37 item 4: a test order placed by staff (ticket number 0, no statistics); always sent. */
  isTest: z.boolean().optional(),
  isConfirmed: z.boolean(),
  isRejected: z.boolean(),
  isCompleted: z.boolean(),
  isCanceled: z.boolean(),
  isFailed: z.boolean(),
  isInDelivery: z.boolean(),
  isDelivered: z.boolean(),
  isPaid: z.boolean(),
  isRefunded: z.boolean(),
  rejectionMessage: z.string().nullable(),
  appointmentDate: instant.nullable(),
  appointment: instant.nullable(),
  counterAppointment: instant.nullable(),
  tableIdentifier: z.string().nullable(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  paymentStatus: z.string().meta({ example: 'open' }),
  questionnaireRating: z.number().nullable(),
  comment: z.string(),
  deliveryArea: z.string().nullable(),
  gross: money,
  totalNet: money,
  totalGross: money,
  deliveryGross: money,
  taxes: z.record(z.string(), money).meta({ description: 'Tax per rate', example: { '10': '1.14' } }),
  isApproximate: z.boolean(),
  hasHiddenPrices: z.boolean(),
  items: z.array(orderItemView),
  createdAt: instant,
  updatedAt: instant,
};

export const publicOrderView = z
  .strictObject(publicOrderShape)
  .meta({ id: 'PublicOrder', description: 'The order on its status page (uid + hash): no contact data.' });

const questionnaireView = z.strictObject({
  rating: z.number(),
  foodRating: z.number().nullable(),
  serviceRating: z.number().nullable(),
  processRating: z.number().nullable(),
  comment: z.string().nullable(),
  at: instant.nullable(),
});
assertSameShape<z.output<typeof questionnaireView>, OrderQuestionnaireView>(true);

export const staffOrderView = z
  .strictObject({
    ...publicOrderShape,
    hash: z.string(),
    notificationType: z.string(),
    printError: z.string().nullable(),
    isCompany: z.boolean(),
    companyName: z.string(),
    firstName: z.string().meta({ example: 'Anna' }),
    lastName: z.string().meta({ example: 'Huber' }),
    company: z.string(),
    phone: z.string().meta({ example: '+43 660 1234567' }),
    email: z.string().meta({ example: 'anna.huber@example.at' }),
    vatNumber: z.string(),
    street: z.string(),
    floor: z.string(),
    stairway: z.string(),
    door: z.string(),
    zipCode: z.string(),
    city: z.string(),
    country: z.string(),
    isDeliveryAddressDifferent: z.boolean(),
    isDeliveryCompany: z.boolean(),
    deliveryCompanyName: z.string(),
    deliveryFirstName: z.string(),
    deliveryLastName: z.string(),
    deliveryStreet: z.string(),
    deliveryFloor: z.string(),
    deliveryStairway: z.string(),
    deliveryDoor: z.string(),
    deliveryZipCode: z.string(),
    deliveryCity: z.string(),
    deliveryCountry: z.string(),
    table: refView.nullable(),
    donatee: refView.nullable(),
    legalInstructions: z.boolean(),
    privacyPolicy: z.boolean(),
    paymentReference: z.string().nullable(),
    questionnaire: questionnaireView.nullable(),
    channel: z.string().meta({ example: 'web' }),
    enteredBy: z.strictObject({ id: z.string(), name: z.string() }).nullable(),
  })
  .meta({ id: 'StaffOrder', description: 'The order as staff and the branch tablet see it.' });

export const placedOrderView = z
  .strictObject({
    ...publicOrderShape,
    hash: z.string(),
    paymentRedirectUrl: z.string().nullable(),
  })
  .meta({ id: 'PlacedOrder', description: 'Answer to POST /api/orders: status link hash and payment redirect.' });

// The views the server builds (order-view.ts, place-order) are the domain types; these must match them.
type Shared = 'items' | 'paymentMethod';
assertSameShape<Omit<z.output<typeof publicOrderView>, Shared>, Omit<PublicOrder, Shared>>(true);
assertSameShape<Omit<z.output<typeof staffOrderView>, Shared>, Omit<StaffOrder, Shared>>(true);
assertSameShape<Omit<z.output<typeof placedOrderView>, Shared>, Omit<PlacedOrder, Shared>>(true);
assertSameShape<z.output<typeof publicOrderView>['paymentMethod'], PaymentMethod>(true);

// --- routes -------------------------------------------------------------------------------------------

const TAGS = ['orders'];
const uidHash = z.strictObject({ uid: z.string(), hash: z.string() });
const idParam = z.strictObject({ id: z.uuid() });
const branchKey = z.strictObject({ branchId: z.uuid(), apiKey: z.string() });

export const historyQuery = z.object({
  from: s.date().optional(),
  to: s.date().optional(),
  branch: z.uuid().optional(),
  status: z.enum(ORDER_STATUSES).optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
const rejectBody = z.object({ rejectionMessage: s.text(1000).nullish() });
const counterBody = z.object({ counterAppointment: s.dateTime() });
/** `redeemed: true` marks a hydro-ag-voucher payment redeemed; without it the provider is asked again. */
const paymentStatusBody = z.object({ redeemed: z.boolean().optional() });
const rating = z.number().nullish();
const questionnaireBody = z.object({
  rating,
  foodRating: rating,
  serviceRating: rating,
  processRating: rating,
  comment: s.text(2000).nullish(),
});
const itemBody = z.object({
  amount: amountInput,
  unit: z.string().max(30).optional(),
  parts: z.array(partSelection).max(30).default([]),
});

export const ORDER_ROUTES = {
  place: defineRoute({
    tags: TAGS,
    summary: 'Place an order (anonymous)',
    description:
      'Prices come from the catalogue only. An `Idempotency-Key` makes retries safe: the same key and body answer the first result again.',
    body: orderFormSchema,
    headers: { 'Idempotency-Key': { description: '8-128 characters, unique per order attempt' } },
    responses: { 201: placedOrderView },
    errors: [409],
  }),
  publicOrder: defineRoute({
    tags: TAGS,
    summary: 'An order on its status page',
    params: uidHash,
    responses: { 200: publicOrderView },
    errors: [404],
  }),
  acceptCounter: defineRoute({
    tags: TAGS,
    summary: "Accept the branch's proposed time",
    params: uidHash,
    responses: { 200: publicOrderView },
    errors: [404, 409],
  }),
  rejectCounter: defineRoute({
    tags: TAGS,
    summary: "Refuse the branch's proposed time (cancels the order)",
    params: uidHash,
    responses: { 200: publicOrderView },
    errors: [404, 409],
  }),
  questionnaire: defineRoute({
    tags: TAGS,
    summary: 'Answer the feedback questionnaire',
    params: uidHash,
    body: questionnaireBody,
    responses: { 200: publicOrderView },
    errors: [404, 409],
  }),
  frontdesk: defineRoute({
    tags: TAGS,
    summary: "A branch tablet's current orders (branch id + API key in the path)",
    params: branchKey,
    responses: { 200: z.array(staffOrderView) },
    errors: [404],
  }),
  backoffice: defineRoute({
    tags: TAGS,
    summary: "A branch screen's order list (branch id + API key in the path)",
    params: branchKey,
    responses: { 200: z.array(staffOrderView) },
    errors: [404],
  }),
  history: defineRoute({
    tags: TAGS,
    summary: 'Order history (staff: own branches)',
    query: historyQuery,
    responses: { 200: z.array(staffOrderView) },
    responseHeaders: { 'X-Total-Count': 'Number of orders matching the filter' },
  }),
  current: defineRoute({
    tags: TAGS,
    summary: 'Open orders of the staff member’s branches',
    responses: { 200: z.array(staffOrderView) },
  }),
  missed: defineRoute({
    tags: TAGS,
    summary: 'Orders that were not confirmed in time',
    responses: { 200: z.array(staffOrderView) },
  }),
  one: defineRoute({
    tags: TAGS,
    summary: 'One order',
    params: idParam,
    responses: { 200: staffOrderView },
    errors: [404],
  }),
  status: defineRoute({
    tags: TAGS,
    summary: 'Change the status (cancel, confirm, reject, in-delivery, completed)',
    params: z.strictObject({
      id: z.uuid(),
      action: z.enum(['cancel', 'confirm', 'reject', 'in-delivery', 'completed']),
    }),
    body: rejectBody,
    responses: { 200: staffOrderView },
    errors: [404, 409],
  }),
  updateOrder: defineRoute({
    tags: TAGS,
    summary: 'Edit contact data, address, comment and appointment (with the edited version)',
    description: 'A body with `counterAppointment` proposes another time instead.',
    params: idParam,
    body: z.union([orderEditSchema, counterBody]),
    responses: { 200: staffOrderView },
    errors: [404, 409],
  }),
  proposeCounter: defineRoute({
    tags: TAGS,
    summary: 'Propose another time to the customer',
    params: idParam,
    body: counterBody,
    responses: { 200: staffOrderView },
    errors: [404, 409],
  }),
  updateItem: defineRoute({
    tags: TAGS,
    summary: 'Change one line (amount, unit, selections)',
    params: z.strictObject({ id: z.uuid(), index: z.string().regex(/^\d{1,3}$/) }),
    body: itemBody,
    responses: { 200: staffOrderView },
    errors: [404, 409],
  }),
  updatePaymentStatus: defineRoute({
    tags: TAGS,
    summary: 'Ask the payment provider again (or mark a voucher redeemed)',
    params: idParam,
    body: paymentStatusBody,
    responses: { 200: staffOrderView },
    errors: [404, 409, 502],
  }),
  print: defineRoute({
    tags: TAGS,
    summary: 'Print the receipt again',
    params: idParam,
    responses: { 200: staffOrderView },
    errors: [404, 409],
  }),
  resendEmail: defineRoute({
    tags: TAGS,
    summary: 'Send the new-order e-mail again',
    params: idParam,
    responses: { 200: staffOrderView },
    errors: [404, 409, 429],
  }),
  resendSms: defineRoute({
    tags: TAGS,
    summary: 'Send the new-order SMS again',
    params: idParam,
    responses: { 200: staffOrderView },
    errors: [404, 409, 429],
  }),
  remove: defineRoute({
    tags: TAGS,
    summary: 'Delete an order (admin)',
    params: idParam,
    responses: { 200: null },
    errors: [404],
  }),
};
