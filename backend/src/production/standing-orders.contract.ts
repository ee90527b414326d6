import { z } from 'zod';
import { type StandingOrderCustomerView, type Weekday, WEEKDAYS_BY_INDEX } from '@bestell/domain';
import { assertSameShape, defineRoute, s } from '../common/index.js';

// Route contracts of standing orders and par levels (issue 42 item 3): the staff resources' views and the
// customer's page by the standing order's access token.

const weekday = z.enum(WEEKDAYS_BY_INDEX as [Weekday, ...Weekday[]]);
const ref = z.strictObject({ id: z.uuid() });
const amount = z.string().meta({ description: 'Decimal amount in `unit`', example: '40' });

export const standingItemView = z.strictObject({
  product: ref,
  amount,
  unit: z.string(),
  parts: z.array(z.unknown()).meta({ description: 'Chosen options per configuration step, as in an order' }),
});

export const standingOrderView = z
  .strictObject({
    id: z.uuid(),
    branch: ref,
    customerName: z.string().meta({ example: 'Café Central' }),
    firstName: z.string(),
    lastName: z.string(),
    phone: z.string(),
    email: z.string(),
    weekdays: z.array(weekday),
    startDate: z.iso.date(),
    endDate: z.iso.date().nullable(),
    pausedDates: z.array(z.iso.date()).meta({ description: 'Days the customer paused (holidays)' }),
    items: z.array(standingItemView),
    comment: z.string(),
    isEnabled: z.boolean(),
    accessToken: z.string().meta({ description: "Opens the customer's page: /backend#/serienbestellung/{token}" }),
    runs: z
      .array(z.strictObject({ date: z.iso.date(), orderId: z.uuid().nullable(), error: z.string().nullable() }))
      .meta({
        description: 'Days of the last two weeks it was placed for, newest first: the order, or why it could not be',
      }),
    createdAt: z.iso.datetime({ offset: true }),
  })
  .meta({
    id: 'StandingOrder',
    description: 'A standing order (Serienbestellung): placed as an order at the branch’s cut-off of each day.',
  });

export const parLevelView = z
  .strictObject({
    id: z.uuid(),
    branch: ref,
    product: ref,
    weekday,
    quantity: amount,
    unit: z.string(),
  })
  .meta({ id: 'ParLevel', description: 'The branch’s own counter stock of a product on a weekday (bake list).' });

const named = z.strictObject({ id: z.string(), name: z.string() });
export const standingOrderCustomerView = z
  .strictObject({
    customerName: z.string(),
    branch: named,
    weekdays: z.array(weekday),
    startDate: z.iso.date(),
    endDate: z.iso.date().nullable(),
    items: z.array(z.strictObject({ product: named, amount, unit: z.string(), option: z.string().nullable() })),
    pausedDates: z.array(z.iso.date()),
    deliveries: z
      .array(z.strictObject({ date: z.iso.date(), paused: z.boolean(), locked: z.boolean() }))
      .meta({ description: 'The next twelve weeks’ delivery days; locked: past the cut-off (the order is placed)' }),
  })
  .meta({ id: 'StandingOrderCustomer', description: 'A standing order as its customer sees it (access token).' });
assertSameShape<z.output<typeof standingOrderCustomerView>, StandingOrderCustomerView>(true);

const token = z.object({ token: z.string().min(1).max(64) });

export const STANDING_ORDER_ROUTES = {
  byToken: defineRoute({
    tags: ['standing-orders'],
    summary: 'A standing order on its customer’s page (access token)',
    params: token,
    security: ['anonymous'],
    responses: { 200: standingOrderCustomerView },
    errors: [404],
  }),
  pauses: defineRoute({
    tags: ['standing-orders'],
    summary: 'The customer pauses or resumes delivery days (not past their cut-off)',
    params: token,
    body: z.strictObject({ pausedDates: z.array(s.date()).max(400) }),
    security: ['anonymous'],
    responses: { 200: standingOrderCustomerView },
    errors: [404],
  }),
};
