import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  COUNTER_TEXTS,
  type PhoneConfirmation,
  type PhonePayment,
  phoneConfirmationErrors,
  phoneOrderContact,
  phonePaymentMethod,
  type StaffOrder,
} from '@bestell/domain';
import { DataSource } from 'typeorm';
import type { AuthContext } from '../../auth/index.js';
import { Branch } from '../../catalog/index.js';
import { ApiError } from '../../common/index.js';
import {
  type IdempotentPlacement,
  type OrderActor,
  type OrderFormInput,
  OrderLookup,
  orderView,
  PlaceIdempotentOrderCommand,
  RecordPhonePaymentCommand,
} from '../../orders/index.js';

const SCOPE = 'POST /api/counter/orders';

export interface PhoneOrderInput {
  form: OrderFormInput;
  payment: PhonePayment;
  confirmation: PhoneConfirmation;
  overrideCapacity: boolean;
}

/**
 * A phone order entered at the frontdesk (issue 21): the same PlaceOrderCommand as a web order (same
 * rules, outbox, tickets), with channel 'phone' and the staff member who entered it.
 */
@Injectable()
export class PhoneOrdersService {
  constructor(
    private readonly ds: DataSource,
    private readonly commands: CommandBus,
    private readonly orders: OrderLookup,
  ) {}

  async place(input: PhoneOrderInput, rawBody: unknown, key: string, auth: AuthContext, branchIds: string[] | null) {
    const { form, payment, confirmation, overrideCapacity } = input;
    // Another branch's order is refused like an unknown branch: staff enter orders for their own branches.
    if (branchIds && !branchIds.includes(form.branch.id)) {
      throw ApiError.validation([{ field: 'branch', message: 'Filiale nicht gefunden.' }]);
    }
    const branch = await this.ds.getRepository(Branch).findOneBy({ id: form.branch.id });
    const paymentMethod = branch ? phonePaymentMethod(payment, branch) : null;
    if (branch && !paymentMethod) {
      throw ApiError.validation([{ field: 'payment', message: COUNTER_TEXTS.paymentUnavailable }]);
    }
    const contact = { phone: form.phone ?? '', email: form.email ?? '' };
    const contactErrors = phoneConfirmationErrors(confirmation, contact);
    if (contactErrors.length) throw ApiError.validation(contactErrors);

    const order: OrderFormInput = {
      ...form,
      ...phoneOrderContact(confirmation, contact),
      paymentMethod: paymentMethod ?? form.paymentMethod,
      // Terms and privacy are told on the phone; the staff member's submit stands for the customer's tick.
      legalInstructions: true,
      privacyPolicy: true,
    };
    const enteredBy = { id: auth.user.id, name: auth.user.name || auth.user.email };
    const actor: OrderActor = { kind: 'staff', userId: auth.user.id, branchIds };

    const { placed, replayed }: IdempotentPlacement = await this.commands.execute(
      new PlaceIdempotentOrderCommand(
        order,
        { key, scope: SCOPE, body: rawBody },
        { channel: 'phone', enteredBy, overrideCapacity, tester: enteredBy },
      ),
    );
    // Paid before the order was entered (bank transfer, voucher at the counter): a staff payment change.
    if (!replayed && payment === 'paid') await this.commands.execute(new RecordPhonePaymentCommand(placed.id, actor));
    const stored = await this.orders.find({ id: placed.id }, actor);
    return orderView(stored, 'staff') satisfies StaffOrder;
  }
}
