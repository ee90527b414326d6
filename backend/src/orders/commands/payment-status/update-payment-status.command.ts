import type { OrderActor } from '../change-order/change-order.command.js';

/** Re-checks the payment with the provider and stores what it reports. */
export class UpdatePaymentStatusCommand {
  constructor(
    readonly orderId: string,
    readonly actor: OrderActor,
  ) {}
}
