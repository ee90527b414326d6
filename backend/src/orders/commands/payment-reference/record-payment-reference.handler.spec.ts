// RecordPaymentReferenceHandler on a fake store: the first payment start's reference wins.
import { describe, expect, it } from '@jest/globals';
import { FakeOrderStore, fakeOrder } from '../order-store.fake.js';
import { RecordPaymentReferenceCommand } from './record-payment-reference.command.js';
import { RecordPaymentReferenceHandler } from './record-payment-reference.handler.js';

const customer = { kind: 'customer' as const, uid: 'uid-1', hash: 'hash-1' };

describe('RecordPaymentReferenceHandler', () => {
  it('stores the first reference as a change of the order', async () => {
    const order = fakeOrder({ paymentMethod: 'mollie', paymentStatus: 'open' });
    const store = new FakeOrderStore(order);
    const result = await new RecordPaymentReferenceHandler(store.ds).execute(
      new RecordPaymentReferenceCommand(order.id, 'tr_1', customer),
    );
    expect(result?.paymentReference).toBe('tr_1');
    expect(store.rows('order_history')).toEqual([
      { orderId: order.id, version: 4, action: 'startPayment', actor: 'customer', data: { reference: 'tr_1' } },
    ]);
  });

  it('answers null and writes nothing when a reference is already stored', async () => {
    const order = fakeOrder({ paymentMethod: 'mollie', paymentReference: 'tr_0' });
    const store = new FakeOrderStore(order);
    const handler = new RecordPaymentReferenceHandler(store.ds);
    expect(await handler.execute(new RecordPaymentReferenceCommand(order.id, 'tr_1', customer))).toBeNull();
    expect(store.writes).toEqual([]);
  });
});
