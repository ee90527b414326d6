import type { OrderActor } from '../change-order/change-order.command.js';

/** Admin removes an order; its history goes with it, an 'order.deleted' event stays in the outbox. */
export class DeleteOrderCommand {
  constructor(
    readonly orderId: string,
    readonly actor: OrderActor,
  ) {}
}
