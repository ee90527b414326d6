import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { commitChange, findOrder } from '../../order.repository.js';
import type { Order } from '../../order.entity.js';
import { ORDER_EFFECTS, RequestOrderEffectCommand } from './request-effect.command.js';

@CommandHandler(RequestOrderEffectCommand)
export class RequestOrderEffectHandler implements ICommandHandler<RequestOrderEffectCommand, Order> {
  constructor(private readonly ds: DataSource) {}

  async execute({ orderId, effect, actor }: RequestOrderEffectCommand): Promise<Order> {
    return this.ds.transaction(async (em) => {
      const order = await findOrder(em, { id: orderId }, actor, true);
      return commitChange(em, order, { action: effect, actor, extra: [ORDER_EFFECTS[effect]], data: { effect } });
    });
  }
}
