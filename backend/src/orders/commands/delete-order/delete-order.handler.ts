import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { findOrder } from '../../order.repository.js';
import { Order } from '../../order.entity.js';
import { enqueueOutbox } from '../../../outbox/index.js';
import { diffFields, recordAudit } from '../../../audit/index.js';
import { actorName } from '../change-order/change-order.command.js';
import { DeleteOrderCommand } from './delete-order.command.js';

@CommandHandler(DeleteOrderCommand)
export class DeleteOrderHandler implements ICommandHandler<DeleteOrderCommand, void> {
  constructor(private readonly ds: DataSource) {}

  async execute({ orderId, actor }: DeleteOrderCommand): Promise<void> {
    await this.ds.transaction(async (em) => {
      const order = await findOrder(em, { id: orderId }, actor, true);
      await em.getRepository(Order).delete({ id: order.id });
      if (actor.kind === 'staff') {
        // What identifies the order afterwards: ticket, customer, total (its history goes with it).
        const { ticketNumber, ticketDay, firstName, lastName, companyName, phone, email, totalGross } = order;
        await recordAudit(em, {
          action: 'delete',
          resource: 'orders',
          resourceId: order.id,
          branchId: order.branchId,
          changes: diffFields(
            { ticketNumber, ticketDay, firstName, lastName, companyName, phone, email, totalGross },
            null,
          ),
          actor: 'frontdesk' in actor ? { kind: 'frontdesk', id: null, name: 'Frontdesk' } : undefined,
        });
      }
      await enqueueOutbox(em, [
        {
          topic: 'order.deleted',
          orderId: order.id,
          payload: { orderId: order.id, branchId: order.branchId, version: order.version + 1, actor: actorName(actor) },
        },
      ]);
    });
  }
}
