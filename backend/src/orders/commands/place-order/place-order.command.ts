import type { OrderFormInput } from '../../order-form.schema.js';

export interface IdempotencyClaim {
  key: string;
  scope: string;
}

/** A customer places an order; the result is the public view plus hash and payment redirect. */
export class PlaceOrderCommand {
  constructor(
    readonly form: OrderFormInput,
    readonly idempotency: IdempotencyClaim | null = null,
  ) {}
}

export type { PlacedOrder } from '@bestell/domain';
