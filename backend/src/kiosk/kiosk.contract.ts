import { z } from 'zod';
import type { KioskDeviceView, KioskOrderAnswer } from '@bestell/domain';
import { assertSameShape, defineRoute } from '../common/index.js';
import { placedOrderView } from '../orders/index.js';
import { exitSchema, kioskOrderSchema } from './kiosk.schemas.js';

// Route contracts of /api/kiosk (issue 22); the device view is checked against the domain's type.

const TAGS = ['kiosk'];

export const kioskDeviceView = z
  .strictObject({
    id: z.uuid(),
    name: z.string(),
    branch: z.strictObject({
      id: z.uuid(),
      identifier: z.string(),
      name: z.string(),
    }),
    payments: z.array(z.enum(['counter', 'card'])).meta({ description: 'Payments this kiosk offers, in order' }),
    hasExitPin: z.boolean(),
  })
  .meta({
    id: 'KioskDevice',
    description: 'The paired kiosk and what it offers.',
  });
assertSameShape<z.output<typeof kioskDeviceView>, KioskDeviceView>(true);

export const kioskOrderAnswerView = placedOrderView
  .extend({
    payment: z.strictObject({
      method: z.enum(['counter', 'card']),
      approved: z.boolean(),
      reference: z.string().nullable(),
    }),
  })
  .meta({
    id: 'KioskOrderAnswer',
    description: 'The placed order plus the card terminal’s answer.',
  });
// Items and payment method are checked against the domain with the orders' own views (orders.contract.ts).
type KioskShared = 'items' | 'paymentMethod';
assertSameShape<Omit<z.output<typeof kioskOrderAnswerView>, KioskShared>, Omit<KioskOrderAnswer, KioskShared>>(true);

export const KIOSK_ROUTES = {
  device: defineRoute({
    tags: TAGS,
    summary: 'The paired kiosk (its bearer token) and the payments it offers',
    responses: { 200: kioskDeviceView },
    errors: [401],
    security: ['deviceToken'],
  }),
  place: defineRoute({
    tags: TAGS,
    summary: 'Place the kiosk’s order (and charge the card terminal when paying by card)',
    body: kioskOrderSchema,
    headers: {
      'Idempotency-Key': {
        description: '8-128 characters, unique per order attempt',
        required: true,
      },
    },
    responses: { 201: kioskOrderAnswerView },
    errors: [401, 409],
    security: ['deviceToken'],
  }),
  exit: defineRoute({
    tags: TAGS,
    summary: 'Leave kiosk mode with the device’s staff PIN',
    description: 'A few wrong PINs lock it for a while (429).',
    body: exitSchema,
    responses: { 204: { description: 'PIN correct' } },
    errors: [401, 403, 429],
    security: ['deviceToken'],
  }),
};
