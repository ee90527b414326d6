import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  canTransition,
  ONLINE_PAYMENT_METHODS,
  OWN_TEXTS,
  type PaymentMethod,
  paymentStatePatch,
  redeemError,
  VOUCHER_PAYMENT_METHOD,
} from '@bestell/domain';
import { DataSource } from 'typeorm';
import { ApiError } from '../../../common/index.js';
import { commitChange, findOrder } from '../../order.repository.js';
import type { Order } from '../../order.entity.js';
import { orderFlags } from '../../order-view.js';
import { PaymentProvider, type PaymentState } from '../../payment/payment-provider.js';
import { UpdatePaymentStatusCommand } from './update-payment-status.command.js';

@CommandHandler(UpdatePaymentStatusCommand)
export class UpdatePaymentStatusHandler implements ICommandHandler<UpdatePaymentStatusCommand, Order> {
  constructor(
    private readonly ds: DataSource,
    private readonly payment: PaymentProvider,
  ) {}

  async execute({ orderId, actor, redeem }: UpdatePaymentStatusCommand): Promise<Order> {
    const snapshot = await findOrder(this.ds.manager, { id: orderId }, actor);
    const isVoucher = snapshot.paymentMethod === VOUCHER_PAYMENT_METHOD;
    const refused = redeem ? redeemError(snapshot.paymentMethod, actor.kind === 'staff') : null;
    if (refused) throw ApiError.validation([refused]);
    // A voucher has no provider to ask: only staff's redemption changes it.
    if (isVoucher && !redeem) return snapshot;
    if (!isVoucher && !ONLINE_PAYMENT_METHODS.includes(snapshot.paymentMethod as PaymentMethod)) return snapshot;
    const state: PaymentState = isVoucher ? 'paid' : await this.payment.status(snapshot);
    return this.ds.transaction(async (em) => {
      const order = await findOrder(em, { id: orderId }, actor, true);
      // The status table allows payment updates on closed orders (refunds); a voucher is not redeemed there.
      const closed = order.isCanceled || order.isRejected || order.isFailed;
      if (!canTransition(orderFlags(order), 'updatePaymentStatus') || (redeem && closed && !order.isPaid)) {
        throw new ApiError(409, [{ message: OWN_TEXTS.transitionNotAllowed }]);
      }
      const patch: Partial<Order> = paymentStatePatch(state);
      // A paid order does not turn failed on a late provider answer.
      if (order.isPaid && state === 'failed') return order;
      const changed = Object.entries(patch).some(([k, v]) => order[k as keyof Order] !== v);
      if (!changed) return order;
      return commitChange(em, order, {
        action: 'updatePaymentStatus',
        actor,
        patch,
        data: redeem ? { state, voucher: 'redeemed' } : { state },
      });
    });
  }
}
