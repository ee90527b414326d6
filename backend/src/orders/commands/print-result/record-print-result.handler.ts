import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { commitChange, findOrder } from '../../order.repository.js';
import type { Order } from '../../order.entity.js';
import { RecordPrintResultCommand } from './record-print-result.command.js';

@CommandHandler(RecordPrintResultCommand)
export class RecordPrintResultHandler implements ICommandHandler<RecordPrintResultCommand, Order> {
  constructor(private readonly ds: DataSource) {}

  async execute({ orderId, printError }: RecordPrintResultCommand): Promise<Order> {
    return this.ds.transaction(async (em) => {
      const order = await findOrder(em, { id: orderId }, { kind: 'system' }, true);
      if (order.printError === printError) return order;
      return commitChange(em, order, {
        action: printError ? 'printFailed' : 'printed',
        actor: { kind: 'system' },
        patch: { printError },
      });
    });
  }
}
