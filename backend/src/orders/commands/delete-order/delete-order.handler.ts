import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { findOrder } from '../../order.repository.js';
import { Order } from '../../order.entity.js';
import { enqueueOutbox } from '../../../outbox/index.js';
import { actorName } from '../change-order/change-order.command.js';
import { DeleteOrderCommand } from './delete-order.command.js';

@CommandHandler(DeleteOrderCommand)
export class DeleteOrderHandler implements ICommandHandler<DeleteOrderCommand, void> {
  constructor(private readonly ds: DataSource) {}

  async execute({ orderId, actor }: DeleteOrderCommand): Promise<void> {
    await this.ds.transaction(async (em) => {
      const order = await findOrder(em, { id: orderId }, actor, true);
      await em.getRepository(Order).delete({ id: order.id });
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
