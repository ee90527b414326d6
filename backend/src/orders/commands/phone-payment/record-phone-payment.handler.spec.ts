import { describe, expect, it } from '@jest/globals';
import type { OrderActor } from '../change-order/change-order.command.js';
import { fakeOrderStore } from '../order-store.fake.js';
import { RecordPhonePaymentCommand } from './record-phone-payment.command.js';
import { RecordPhonePaymentHandler } from './record-phone-payment.handler.js';

const O1 = '0a6c2b1e-5d3f-4a7b-9c8d-1e2f3a4b5c6d';
const staff: OrderActor = { kind: 'staff', userId: 'u1', branchIds: ['b1'] };

describe('RecordPhonePaymentHandler', () => {
  it('marks an unpaid phone order paid as a staff payment change', async () => {
    const store = fakeOrderStore([{ id: O1, isPaid: false, paymentStatus: 'open' }]);
    const order = await new RecordPhonePaymentHandler(store.ds).execute(new RecordPhonePaymentCommand(O1, staff));
    expect(order).toMatchObject({ version: 2, isPaid: true, paymentStatus: 'paid' });
    expect(store.history).toEqual([
      { version: 2, action: 'updatePaymentStatus', actor: 'staff:u1', data: { state: 'paid', channel: 'phone' } },
    ]);
    expect(store.outbox.map((o) => o.topic)).toEqual(['order.updated']);
  });

  it('leaves a paid order alone', async () => {
    const store = fakeOrderStore([{ id: O1, isPaid: true, paymentStatus: 'paid' }]);
    const order = await new RecordPhonePaymentHandler(store.ds).execute(new RecordPhonePaymentCommand(O1, staff));
    expect(order.version).toBe(1);
    expect(store.history).toEqual([]);
    expect(store.outbox).toEqual([]);
  });
});
