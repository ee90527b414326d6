import type { EntityManager } from 'typeorm';
import type { Order } from '../../order.entity.js';
import type { OrderActor, OrderRef } from '../change-order/change-order.command.js';

/** What the accepted quote fixes on the order: its lines and totals (never the catalogue's) and the event day. */
export interface AcceptedQuote {
  version: number;
  items: Order['items'];
  totals: Pick<Order, 'totalGross' | 'totalNet' | 'taxes'>;
  eventDate: Date | null;
}

/**
 * The customer accepted a quote (issue 21 item 4): the quotation order becomes a confirmed order at the
 * quoted prices. `em` is the quotes' transaction, so the quote row and the order commit together.
 */
export class ConfirmQuotedOrderCommand {
  constructor(
    readonly ref: OrderRef,
    readonly actor: OrderActor,
    readonly quote: AcceptedQuote,
    readonly em: EntityManager | null = null,
  ) {}
}
