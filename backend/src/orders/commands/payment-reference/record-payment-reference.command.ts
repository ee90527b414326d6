import type { OrderActor } from '../change-order/change-order.command.js';

/**
 * The provider payment created when the customer starts an online payment (Mollie, Datatrans). Stored
 * once: a parallel start that lost gets null and sends the customer to the status page instead.
 */
export class RecordPaymentReferenceCommand {
  constructor(
    readonly orderId: string,
    readonly reference: string,
    readonly actor: OrderActor,
  ) {}
}
