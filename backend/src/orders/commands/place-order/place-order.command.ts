import type { OrderFormInput } from '../../order-form.schema.js';

export interface IdempotencyClaim {
  key: string;
  scope: string;
}

/** Where an order was entered; every channel goes through the same command, outbox and tickets. */
export type OrderChannel = 'web' | 'kiosk' | 'phone' | 'api' | 'quote' | 'standing';

export interface OrderOrigin {
  channel: OrderChannel;
  /** The staff member (phone orders) or external user (API) who entered it; null for customers. */
  enteredBy?: { id: string; name: string } | null;
  /** The paired device (kiosk) that submitted it. */
  deviceId?: string | null;
  /** Staff may book a slot that is full (shown in red at the frontdesk); customers never can. */
  overrideCapacity?: boolean;
  /**
   * A signed-in staff member of the order's branch (issue 37 item 4): only they may place a test order
   * (form.isTest), and their order on a branch that is not public yet is one. Customers: absent.
   */
  tester?: { id: string; name: string } | null;
  /** The standing order (issue 42 item 3) placing this order at the branch's cut-off (channel 'standing'). */
  standingOrderId?: string | null;
}

export const WEB_ORIGIN: OrderOrigin = { channel: 'web' };

/** A customer places an order; the result is the public view plus hash and payment redirect. */
export class PlaceOrderCommand {
  constructor(
    readonly form: OrderFormInput,
    readonly idempotency: IdempotencyClaim | null = null,
    readonly origin: OrderOrigin = WEB_ORIGIN,
  ) {}
}

export type { PlacedOrder } from '@bestell/domain';
