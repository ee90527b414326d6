import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { applyTransition, canTransition, OWN_TEXTS, type OrderFlags, questionnaireErrors } from '@bestell/domain';
import { DataSource } from 'typeorm';
import { releaseOrderCapacity } from '../../../capacity/index.js';
import { diffFields, recordAudit } from '../../../audit/index.js';
import { ApiError } from '../../../common/index.js';
import { commitChange, findOrder } from '../../order.repository.js';
import type { Order } from '../../order.entity.js';
import { orderFlags } from '../../order-view.js';
import { ChangeOrderCommand } from './change-order.command.js';

/** Customer-facing notifications some transitions send (ids only; workers render the texts). */
const NOTIFY: Partial<Record<ChangeOrderCommand['action'], ('email' | 'sms')[]>> = {
  confirm: ['email', 'sms'],
  reject: ['email', 'sms'],
  proposeCounterAppointment: ['email', 'sms'],
  // Issue 6: the customer hears that the order is on its way (mail template 'in-delivery').
  inDelivery: ['email', 'sms'],
};

@CommandHandler(ChangeOrderCommand)
export class ChangeOrderHandler implements ICommandHandler<ChangeOrderCommand, Order> {
  constructor(private readonly ds: DataSource) {}

  async execute({ ref, action, actor, params }: ChangeOrderCommand): Promise<Order> {
    if (action === 'questionnaire') {
      const errors = questionnaireErrors(params.questionnaire ?? {});
      if (errors.length > 0) throw ApiError.validation(errors);
    }
    return this.ds.transaction(async (em) => {
      const order = await findOrder(em, ref, actor, true);
      const flags = orderFlags(order);
      if (!canTransition(flags, action)) {
        const message =
          action === 'questionnaire' && order.questionnaireRating !== null
            ? OWN_TEXTS.questionnaireAlreadySent
            : OWN_TEXTS.transitionNotAllowed;
        throw new ApiError(409, [{ message }]);
      }
      const result = applyTransition(flags, action, {
        rejectionMessage: params.rejectionMessage ?? null,
        counterAppointment: params.counterAppointment,
        rating: params.questionnaire?.rating ?? undefined,
      });
      if (!result.ok) throw new ApiError(409, [{ message: result.message }]);
      const patch = toColumns(result.patch);
      // A cancelled or rejected order gives its slot capacity back (issue 21).
      if (patch.isCanceled || patch.isRejected) await releaseOrderCapacity(em, order.id);
      if (action === 'questionnaire') {
        const q = params.questionnaire!;
        Object.assign(patch, {
          questionnaireFoodRating: q.foodRating,
          questionnaireServiceRating: q.serviceRating,
          questionnaireProcessRating: q.processRating,
          questionnaireComment: q.comment?.trim() || null,
          questionnaireAt: new Date(),
        });
      }
      // Issue 21 item 6: staff status changes (not the customer's own) get an audit row in this transaction.
      if (actor.kind === 'staff') {
        const before = Object.fromEntries(
          Object.keys(patch).map((k) => [k, (order as unknown as Record<string, unknown>)[k]]),
        );
        await recordAudit(em, {
          action: 'update',
          resource: 'orders',
          resourceId: order.id,
          branchId: order.branchId,
          detail: action,
          changes: diffFields(before, patch as Record<string, unknown>),
          actor: 'frontdesk' in actor ? { kind: 'frontdesk', id: null, name: 'Frontdesk' } : undefined,
        });
      }
      const extra = (NOTIFY[action] ?? []).filter((topic) =>
        topic === 'email' ? !!order.email : !!order.phone && order.notificationType === 'sms',
      );
      return commitChange(em, order, {
        action,
        actor,
        patch,
        data: { ...serialise(result.patch), ...(params.questionnaire ? { questionnaire: params.questionnaire } : {}) },
        extra,
      });
    });
  }
}

/** The domain patch (ISO strings) as entity columns (Dates). */
function toColumns(patch: Partial<OrderFlags>): Partial<Order> {
  const columns: Partial<Order> = {};
  for (const [key, value] of Object.entries(patch)) {
    if (key === 'appointmentDate' || key === 'counterAppointment') {
      (columns as Record<string, unknown>)[key] = value ? new Date(value as string) : null;
    } else if (key !== 'isDelivery' && key !== 'paymentMethod') {
      (columns as Record<string, unknown>)[key] = value;
    }
  }
  return columns;
}

const serialise = (patch: Partial<OrderFlags>): Record<string, unknown> => ({ ...patch });
