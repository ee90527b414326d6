import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { commitChange, findOrder } from '../../order.repository.js';
import type { Order } from '../../order.entity.js';
import { inCallerTransaction } from '../caller-transaction.js';
import { ConfirmQuotedOrderCommand } from './confirm-quoted-order.command.js';

@CommandHandler(ConfirmQuotedOrderCommand)
export class ConfirmQuotedOrderHandler implements ICommandHandler<ConfirmQuotedOrderCommand, Order> {
  constructor(private readonly ds: DataSource) {}

  execute({ ref, actor, quote, em }: ConfirmQuotedOrderCommand): Promise<Order> {
    return inCallerTransaction(this.ds, em, async (tx) => {
      const order = await findOrder(tx, ref, actor, true);
      return commitChange(tx, order, {
        action: 'quote-accept',
        actor,
        patch: {
          isConfirmed: true,
          isQuotation: false,
          isPreorder: false,
          channel: 'quote',
          items: quote.items,
          gross: quote.totals.totalGross,
          deliveryGross: '0.00',
          totalGross: quote.totals.totalGross,
          totalNet: quote.totals.totalNet,
          taxes: quote.totals.taxes,
          isApproximate: false,
          hasHiddenPrices: false,
          // The quote's fee replaces any delivery-area fee; a later re-pricing must not add it again.
          deliveryAreaSnapshot: null,
          ...(quote.eventDate ? { appointmentDate: quote.eventDate } : {}),
        },
        data: { quoteVersion: quote.version, totalGross: quote.totals.totalGross },
        extra: order.email ? ['print', 'email'] : ['print'],
      });
    });
  }
}
