import type { EntityManager } from 'typeorm';
import type { OrderActor, OrderRef } from '../change-order/change-order.command.js';

/**
 * A quote was declined or has expired: its quotation order is cancelled while it still can be. `em` is the
 * quotes' transaction (the quote is closed in the same commit).
 */
export class CancelQuotedOrderCommand {
  constructor(
    readonly ref: OrderRef,
    readonly actor: OrderActor,
    readonly reason: 'declined' | 'expired',
    readonly quoteVersion: number,
    readonly em: EntityManager | null = null,
  ) {}
}
