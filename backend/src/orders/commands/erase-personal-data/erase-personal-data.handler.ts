import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { commitChange, findOrder, scrubEditHistory } from '../../order.repository.js';
import type { Order } from '../../order.entity.js';
import { inCallerTransaction } from '../caller-transaction.js';
import { ErasePersonalDataCommand } from './erase-personal-data.command.js';

/** What an erase blanks on each order of the customer: every field that names, reaches or locates the person. */
export const ERASED_ORDER_FIELDS = {
  isCompany: false,
  companyName: '',
  firstName: '',
  lastName: '',
  company: '',
  phone: '',
  email: '',
  vatNumber: '',
  street: '',
  floor: '',
  stairway: '',
  door: '',
  zipCode: '',
  city: '',
  isDeliveryAddressDifferent: false,
  isDeliveryCompany: false,
  deliveryCompanyName: '',
  deliveryFirstName: '',
  deliveryLastName: '',
  deliveryStreet: '',
  deliveryFloor: '',
  deliveryStairway: '',
  deliveryDoor: '',
  deliveryZipCode: '',
  deliveryCity: '',
  comment: '',
  questionnaireComment: null,
} satisfies Partial<Order>;

@CommandHandler(ErasePersonalDataCommand)
export class ErasePersonalDataHandler implements ICommandHandler<ErasePersonalDataCommand, Order> {
  constructor(private readonly ds: DataSource) {}

  execute({ orderId, actor, customerId, em }: ErasePersonalDataCommand): Promise<Order> {
    return inCallerTransaction(this.ds, em, async (tx) => {
      const order = await findOrder(tx, { id: orderId }, actor, true);
      await scrubEditHistory(tx, order.id);
      return commitChange(tx, order, {
        action: 'erasePersonalData',
        actor,
        patch: ERASED_ORDER_FIELDS,
        data: { customer: customerId },
      });
    });
  }
}
