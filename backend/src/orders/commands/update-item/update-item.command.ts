import type { OrderActor } from '../change-order/change-order.command.js';

/** Staff change one item (amount, unit, parts); the order is re-priced with the prices it was sold at. */
export class UpdateOrderItemCommand {
  constructor(
    readonly orderId: string,
    readonly index: number,
    readonly input: { amount: number | string; unit?: string; parts: unknown[] },
    readonly actor: OrderActor,
  ) {}
}
