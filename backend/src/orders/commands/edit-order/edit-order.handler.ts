import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  canTransition,
  changedEditFields,
  ORDER_EDIT_FIELDS,
  type OrderEdit,
  orderEditErrors,
  OWN_TEXTS,
  phoneCountryOf,
  phoneForStorage,
} from '@bestell/domain';
import { DataSource } from 'typeorm';
import { diffFields, recordAudit } from '../../../audit/index.js';
import { ApiError } from '../../../common/index.js';
import { ShopConfigService } from '../../../settings/index.js';
import { OrderCatalogueCache } from '../../catalogue-cache.js';
import { ORDER_TEXTS } from '../../messages.js';
import { commitChange, findOrder } from '../../order.repository.js';
import type { Order } from '../../order.entity.js';
import { orderFlags } from '../../order-view.js';
import { EditOrderCommand } from './edit-order.command.js';

/** The editable fields of a stored order as the domain reads them (appointment as ISO text). */
function editableOf(order: Order): OrderEdit {
  const values: OrderEdit = {};
  for (const field of ORDER_EDIT_FIELDS) {
    const value = (order as unknown as Record<string, unknown>)[field];
    values[field] = value instanceof Date ? value.toISOString() : (value as string | boolean | null);
  }
  return values;
}

@CommandHandler(EditOrderCommand)
export class EditOrderHandler implements ICommandHandler<EditOrderCommand, Order> {
  constructor(
    private readonly ds: DataSource,
    private readonly catalogue: OrderCatalogueCache,
    private readonly shopConfig: ShopConfigService,
  ) {}

  async execute({ orderId, version, edit, actor }: EditOrderCommand): Promise<Order> {
    const { timezone: tz } = await this.shopConfig.get();
    return this.ds.transaction(async (em) => {
      const order = await findOrder(em, { id: orderId }, actor, true);
      // Checked under the row lock: the version the editor saw must still be the stored one.
      if (order.version !== version) throw new ApiError(409, [{ message: ORDER_TEXTS.concurrentChange }]);
      if (!canTransition(orderFlags(order), 'editOrder')) {
        throw new ApiError(409, [{ message: OWN_TEXTS.transitionNotAllowed }]);
      }
      const current = editableOf(order);
      const branch = (await this.catalogue.branch(order.branchId))?.domain;
      if (!branch) throw ApiError.notFound();
      const form = {
        ...current,
        isDelivery: order.isDelivery,
        isDineIn: order.isDineIn,
        deliveryArea: order.deliveryArea,
      };
      const errors = orderEditErrors(form, edit, branch, { now: new Date(), tz });
      if (errors.length > 0) throw ApiError.validation(errors);
      const changed = changedEditFields(current, edit);
      if (changed.length === 0) return order;
      const patch: Record<string, unknown> = {};
      const before: OrderEdit = {};
      const after: OrderEdit = {};
      for (const field of changed) {
        before[field] = current[field] ?? null;
        // A phone is stored in E.164 like a placed order's (issue 40 item 2).
        const value =
          field === 'phone' ? phoneForStorage(edit.phone as string | null, phoneCountryOf(branch)) : edit[field];
        after[field] = value ?? null;
        patch[field] = field === 'appointmentDate' ? (value ? new Date(value as string) : null) : value;
      }
      if (actor.kind === 'staff') {
        await recordAudit(em, {
          action: 'update',
          resource: 'orders',
          resourceId: order.id,
          branchId: order.branchId,
          detail: 'editOrder',
          changes: diffFields(before, after),
          actor: 'frontdesk' in actor ? { kind: 'frontdesk', id: null, name: 'Frontdesk' } : undefined,
        });
      }
      return commitChange(em, order, {
        action: 'editOrder',
        actor,
        patch: patch as Partial<Order>,
        data: { before, after },
      });
    });
  }
}
