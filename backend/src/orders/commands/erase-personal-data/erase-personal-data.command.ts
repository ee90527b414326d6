import type { EntityManager } from 'typeorm';
import type { OrderActor } from '../change-order/change-order.command.js';

/**
 * GDPR erase of a customer (counter/customers): the order loses every field that names, reaches or locates
 * the person, as a change of the order (version, history, push to every screen), and the edits in its
 * history lose their before/after. `em` is the erase's one transaction over all the customer's orders.
 */
export class ErasePersonalDataCommand {
  constructor(
    readonly orderId: string,
    readonly actor: OrderActor,
    readonly customerId: string,
    readonly em: EntityManager | null = null,
  ) {}
}
