import type { OrderActor } from '../change-order/change-order.command.js';

/**
 * A phone order paid before it was entered (bank transfer, voucher at the counter): staff's word marks it
 * paid, as a payment change of the order (issue 21).
 */
export class RecordPhonePaymentCommand {
  constructor(
    readonly orderId: string,
    readonly actor: OrderActor,
  ) {}
}
