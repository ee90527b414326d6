import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { commitChange, findOrder } from '../../order.repository.js';
import type { Order } from '../../order.entity.js';
import { RecordPaymentReferenceCommand } from './record-payment-reference.command.js';

@CommandHandler(RecordPaymentReferenceCommand)
export class RecordPaymentReferenceHandler implements ICommandHandler<RecordPaymentReferenceCommand, Order | null> {
  constructor(private readonly ds: DataSource) {}

  async execute({ orderId, reference, actor }: RecordPaymentReferenceCommand): Promise<Order | null> {
    return this.ds.transaction(async (em) => {
      const order = await findOrder(em, { id: orderId }, actor, true);
      // The first start's payment is the one to pay; the row lock makes the check and the write one step.
      if (order.paymentReference) return null;
      return commitChange(em, order, {
        action: 'startPayment',
        actor,
        patch: { paymentReference: reference },
        data: { reference },
      });
    });
  }
}
