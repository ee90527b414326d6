import type { OrderEdit } from '@bestell/domain';
import type { OrderActor } from '../change-order/change-order.command.js';

/**
 * Staff change contact data, address, comment or appointment of a placed order (spec 7, PUT
 * /orders/{id}). `version` is the order version the staff member edited; a newer one stored meanwhile
 * refuses the edit (409), so nobody overwrites a change they have not seen.
 */
export class EditOrderCommand {
  constructor(
    readonly orderId: string,
    readonly version: number,
    readonly edit: OrderEdit,
    readonly actor: OrderActor,
  ) {}
}
