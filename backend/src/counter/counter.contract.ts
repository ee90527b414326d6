import { z } from 'zod';
import {
  type CustomerExport,
  type CustomerOrderView,
  type CustomerView,
  PHONE_CONFIRMATIONS,
  PHONE_PAYMENTS,
} from '@bestell/domain';
import { assertSameShape, defineRoute, refView, s } from '../common/index.js';
import { orderFormSchema, staffOrderView } from '../orders/index.js';

// Route contracts of counter/ (issue 22): customers (/api/customers) and phone orders. The views are
// checked against the domain's CustomerView / CustomerOrderView / CustomerExport at compile time.

const instant = z.iso.datetime({ offset: true });
const money = z.string().meta({ description: 'Decimal amount as a string', example: '12.50' });

export const customerView = z
  .strictObject({
    id: z.uuid(),
    firstName: z.string().meta({ example: 'Anna' }),
    lastName: z.string().meta({ example: 'Huber' }),
    companyName: z.string(),
    phone: z.string().meta({ example: '+43 660 1234567' }),
    email: z.string().meta({ example: 'anna.huber@example.at' }),
    street: z.string(),
    zipCode: z.string(),
    city: z.string(),
    country: z.string().meta({ example: 'AT' }),
    notes: z.string(),
    allergies: z.string(),
    orderCount: z.number().int(),
    lastOrderAt: instant.nullable(),
    createdAt: instant,
    updatedAt: instant,
  })
  .meta({
    id: 'Customer',
    description: 'A customer, deduplicated by phone and e-mail from the orders.',
  });
assertSameShape<z.output<typeof customerView>, CustomerView>(true);

export const customerOrderView = z
  .strictObject({
    id: z.uuid(),
    ticketNumber: z.number().int(),
    ticketDay: z.string().meta({ example: '2026-11-25' }),
    branch: refView,
    status: z.string().meta({ example: 'completed' }),
    channel: z.string().meta({ example: 'web' }),
    totalGross: money,
    createdAt: instant,
    items: z.array(
      z.strictObject({
        name: z.string(),
        amount: z.number(),
        unit: z.string(),
      }),
    ),
  })
  .meta({
    id: 'CustomerOrder',
    description: 'One earlier order in a customer’s history.',
  });
assertSameShape<z.output<typeof customerOrderView>, CustomerOrderView>(true);

export const customerExportView = z
  .strictObject({
    exportedAt: instant,
    customer: customerView,
    orders: z.array(z.record(z.string(), z.unknown())).meta({
      description: 'Every order of the person as staff see it (without the status-link hash).',
    }),
  })
  .meta({
    id: 'CustomerExport',
    description: 'Everything stored about the person (GDPR art. 15/20).',
  });
assertSameShape<z.output<typeof customerExportView>, CustomerExport>(true);

const listQuery = z.object({
  search: s.text(100).optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export const customerBody = z.object({
  firstName: s.text(100).optional(),
  lastName: s.text(100).optional(),
  companyName: s.text(200).optional(),
  phone: s.text(50).optional(),
  email: s.text(180).optional(),
  street: s.text(200).optional(),
  zipCode: s.text(20).optional(),
  city: s.text(100).optional(),
  country: z.enum(['AT', 'CH', 'DE', 'LI']).optional(),
  notes: s.text(5000).optional(),
  allergies: s.text(2000).optional(),
});
// PUT carries the id in the body too (spec 7); it must name the same customer. Other keys are ignored.
const updateBody = customerBody.extend({ id: z.uuid().optional() }).passthrough();
const idParam = z.strictObject({ id: z.uuid() });
const TAGS = ['customers'];

export const CUSTOMER_ROUTES = {
  list: defineRoute({
    tags: TAGS,
    summary: 'Customers of the staff member’s branches (`search`: names, e-mail, phone digits)',
    query: listQuery,
    responses: { 200: z.array(customerView) },
    responseHeaders: {
      'X-Total-Count': 'Number of customers matching the search',
    },
  }),
  one: defineRoute({
    tags: TAGS,
    summary: 'One customer',
    params: idParam,
    responses: { 200: customerView },
    errors: [404],
  }),
  orders: defineRoute({
    tags: TAGS,
    summary: 'The customer’s order history',
    params: idParam,
    responses: { 200: z.array(customerOrderView) },
    errors: [404],
  }),
  export: defineRoute({
    tags: TAGS,
    summary: 'GDPR export of everything stored about the customer (admins)',
    params: idParam,
    responses: { 200: customerExportView },
    responseHeaders: {
      'Content-Disposition': 'attachment; filename="kunde-{id}.json"',
    },
    errors: [404],
  }),
  create: defineRoute({
    tags: TAGS,
    summary: 'Create a customer',
    body: customerBody.strict(),
    responses: { 201: customerView },
  }),
  update: defineRoute({
    tags: TAGS,
    summary: 'Edit contact data, notes and allergies',
    params: idParam,
    body: updateBody,
    responses: { 200: customerView },
    errors: [404],
  }),
  erase: defineRoute({
    tags: TAGS,
    summary: 'GDPR erase (admins): the customer goes, their orders stay without personal fields',
    params: idParam,
    responses: {
      200: z.strictObject({ erasedOrders: z.number().int() }).meta({ id: 'CustomerErased' }),
    },
    errors: [404],
  }),
};

export const phoneExtras = z.object({
  payment: z.enum(PHONE_PAYMENTS as ['cash', 'card', 'paid']),
  confirmation: z.enum(PHONE_CONFIRMATIONS as ['none', 'sms', 'email']).default('none'),
  /** Staff may book a full slot (shown in red); customers never can. */
  overrideCapacity: z.boolean().default(false),
});

export const PHONE_ORDER_ROUTES = {
  place: defineRoute({
    tags: ['counter'],
    summary: 'Enter a phone order for one of the staff member’s branches',
    description: 'The order form plus `payment`, `confirmation` and `overrideCapacity` (staff may book a full slot).',
    body: orderFormSchema.extend(phoneExtras.shape),
    headers: {
      'Idempotency-Key': {
        description: '8-128 characters, unique per order attempt',
        required: true,
      },
    },
    responses: { 201: staffOrderView },
    errors: [409],
  }),
};
