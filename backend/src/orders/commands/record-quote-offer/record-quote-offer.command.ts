import type { EntityManager } from 'typeorm';
import type { OrderActor, OrderRef } from '../change-order/change-order.command.js';

/**
 * Staff sent a quote's offer (`sent`), or withdrew a sent one by saving without sending: a versioned change
 * of the order (history, the push that makes an open status page re-read the quote) and, when sent to a
 * customer with an e-mail address, the offer mail. `em` is the quotes' transaction.
 */
export class RecordQuoteOfferCommand {
  constructor(
    readonly ref: OrderRef,
    readonly actor: OrderActor,
    readonly offer: { sent: boolean; quoteVersion: number; totalGross: string },
    readonly em: EntityManager | null = null,
  ) {}
}
