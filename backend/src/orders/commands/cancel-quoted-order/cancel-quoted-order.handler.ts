import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { canTransition } from '@bestell/domain';
import { DataSource } from 'typeorm';
import { commitChange, findOrder } from '../../order.repository.js';
import type { Order } from '../../order.entity.js';
import { orderFlags } from '../../order-view.js';
import { inCallerTransaction } from '../caller-transaction.js';
import { CancelQuotedOrderCommand } from './cancel-quoted-order.command.js';

@CommandHandler(CancelQuotedOrderCommand)
export class CancelQuotedOrderHandler implements ICommandHandler<CancelQuotedOrderCommand, Order> {
  constructor(private readonly ds: DataSource) {}

  execute({ ref, actor, reason, quoteVersion, em }: CancelQuotedOrderCommand): Promise<Order> {
    return inCallerTransaction(this.ds, em, async (tx) => {
      const order = await findOrder(tx, ref, actor, true);
      // An order staff already closed stays as it is; only the quote is closed then.
      if (!canTransition(orderFlags(order), 'cancel')) return order;
      return commitChange(tx, order, {
        action: reason === 'declined' ? 'quote-decline' : 'quote-expire',
        actor,
        patch: { isCanceled: true },
        data: { quoteVersion },
      });
    });
  }
}
