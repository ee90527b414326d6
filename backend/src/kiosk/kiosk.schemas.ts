import { z } from 'zod';

/** A kiosk submit; items are checked in full by the order form schema they are passed on to. */
export const kioskOrderSchema = z.strictObject({
  orderType: z.enum(['dineIn', 'takeaway']),
  payment: z.enum(['counter', 'card']),
  items: z.array(z.unknown()).max(100),
  comment: z.string().max(2000).optional(),
});

export const exitSchema = z.strictObject({ pin: z.string().max(20) });
