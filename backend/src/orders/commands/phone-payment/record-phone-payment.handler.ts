import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { commitChange, findOrder } from '../../order.repository.js';
import type { Order } from '../../order.entity.js';
import { RecordPhonePaymentCommand } from './record-phone-payment.command.js';

@CommandHandler(RecordPhonePaymentCommand)
export class RecordPhonePaymentHandler implements ICommandHandler<RecordPhonePaymentCommand, Order> {
  constructor(private readonly ds: DataSource) {}

  execute({ orderId, actor }: RecordPhonePaymentCommand): Promise<Order> {
    return this.ds.transaction(async (em) => {
      const order = await findOrder(em, { id: orderId }, actor, true);
      if (order.isPaid) return order;
      return commitChange(em, order, {
        action: 'updatePaymentStatus',
        actor,
        patch: { paymentStatus: 'paid', isPaid: true },
        data: { state: 'paid', channel: 'phone' },
      });
    });
  }
}
