import type { OrderFormInput } from '../../order-form.schema.js';
import type { OrderOrigin, PlacedOrder } from '../place-order/place-order.command.js';

/** The Idempotency-Key of a request, its scope (route or caller) and the raw body it was sent with. */
export interface IdempotentRequest {
  key: string;
  scope: string;
  body: unknown;
}

/** The placed order, and whether it is the stored answer to an earlier request with the same key. */
export interface IdempotentPlacement {
  placed: PlacedOrder;
  replayed: boolean;
}

/**
 * An order placed under an Idempotency-Key (kiosk, phone orders, partner API): the first request claims
 * the key and runs the PlaceOrderCommand, a repeat answers what was stored, a failed placement releases
 * the key so a retry can place it.
 */
export class PlaceIdempotentOrderCommand {
  constructor(
    readonly form: OrderFormInput,
    readonly request: IdempotentRequest,
    readonly origin: OrderOrigin,
  ) {}
}
