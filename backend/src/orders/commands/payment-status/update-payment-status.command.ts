import type { OrderActor } from '../change-order/change-order.command.js';

/**
 * Re-checks the payment with the provider and stores what it reports; `redeem` is staff's word that a
 * hydro-ag-voucher was checked and accepted at the branch (no provider exists for it).
 */
export class UpdatePaymentStatusCommand {
  constructor(
    readonly orderId: string,
    readonly actor: OrderActor,
    readonly redeem = false,
  ) {}
}
