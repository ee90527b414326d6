import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { commitChange, findOrder } from '../../order.repository.js';
import type { Order } from '../../order.entity.js';
import { inCallerTransaction } from '../caller-transaction.js';
import { RecordQuoteOfferCommand } from './record-quote-offer.command.js';

@CommandHandler(RecordQuoteOfferCommand)
export class RecordQuoteOfferHandler implements ICommandHandler<RecordQuoteOfferCommand, Order> {
  constructor(private readonly ds: DataSource) {}

  execute({ ref, actor, offer, em }: RecordQuoteOfferCommand): Promise<Order> {
    return inCallerTransaction(this.ds, em, async (tx) => {
      const order = await findOrder(tx, ref, actor, true);
      // The offer mail is rendered by jobs/email/quote-mail.ts (email, action 'quote-sent').
      return commitChange(tx, order, {
        action: offer.sent ? 'quote-sent' : 'quote-withdraw',
        actor,
        data: { quoteVersion: offer.quoteVersion, totalGross: offer.totalGross },
        extra: offer.sent && order.email ? ['email'] : [],
      });
    });
  }
}
