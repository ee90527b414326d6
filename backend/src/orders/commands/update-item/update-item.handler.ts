import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { canTransition, orderTypeOf, OWN_TEXTS, type PartSelection } from '@bestell/domain';
import { DataSource } from 'typeorm';
import { diffFields, recordAudit } from '../../../audit/index.js';
import { ApiError } from '../../../common/index.js';
import { ORDER_TEXTS } from '../../messages.js';
import {
  assertStorable,
  priceOrder,
  productFromSnapshot,
  resolveItem,
  type ResolvedItem,
  totalsColumns,
} from '../../order-pricing.js';
import { commitChange, findOrder } from '../../order.repository.js';
import { attachUploads } from '../../order-uploads.js';
import type { Order } from '../../order.entity.js';
import { orderFlags } from '../../order-view.js';
import { UpdateOrderItemCommand } from './update-item.command.js';

@CommandHandler(UpdateOrderItemCommand)
export class UpdateOrderItemHandler implements ICommandHandler<UpdateOrderItemCommand, Order> {
  constructor(private readonly ds: DataSource) {}

  async execute({ orderId, index, input, actor }: UpdateOrderItemCommand): Promise<Order> {
    return this.ds.transaction(async (em) => {
      const order = await findOrder(em, { id: orderId }, actor, true);
      if (!canTransition(orderFlags(order), 'updateItem')) {
        throw new ApiError(409, [{ message: OWN_TEXTS.transitionNotAllowed }]);
      }
      const current = order.items[index];
      if (!current) throw new ApiError(404, [{ message: ORDER_TEXTS.itemUnknown }]);
      const items: ResolvedItem[] = order.items.map((item) => ({
        product: productFromSnapshot(item.product),
        amount: item.amount,
        unit: item.unit,
        parts: item.parts as PartSelection[],
      }));
      const resolved = resolveItem(items[index]!.product, { ...input, parts: input.parts }, 'item');
      if (resolved.item) await attachUploads(this.ds, [{ item: resolved.item, field: 'item' }], resolved.errors);
      if (!resolved.item || resolved.errors.length > 0) throw ApiError.validation(resolved.errors);
      items[index] = resolved.item;
      const { snapshots, totals } = priceOrder(items, orderTypeOf(order), order.deliveryAreaSnapshot);
      assertStorable({ snapshots, totals }, () => 'amount', 'amount');
      const itemBefore = { amount: current.amount, unit: current.unit, total: current.total };
      const itemAfter = { amount: resolved.item.amount, unit: resolved.item.unit, total: snapshots[index]!.total };
      if (actor.kind === 'staff') {
        await recordAudit(em, {
          action: 'update',
          resource: 'orders',
          resourceId: order.id,
          branchId: order.branchId,
          detail: 'updateItem',
          changes: diffFields(
            { [`items.${index}`]: { ...itemBefore, parts: current.parts }, totalGross: order.totalGross },
            { [`items.${index}`]: { ...itemAfter, parts: resolved.item.parts }, totalGross: totals.totalGross },
          ),
          actor: 'frontdesk' in actor ? { kind: 'frontdesk', id: null, name: 'Frontdesk' } : undefined,
        });
      }
      return commitChange(em, order, {
        action: 'updateItem',
        actor,
        patch: {
          items: snapshots,
          ...totalsColumns(totals),
        },
        data: {
          index,
          before: { amount: current.amount, unit: current.unit, total: current.total },
          after: { amount: resolved.item.amount, unit: resolved.item.unit, total: snapshots[index]!.total },
          totalGross: totals.totalGross,
        },
      });
    });
  }
}
