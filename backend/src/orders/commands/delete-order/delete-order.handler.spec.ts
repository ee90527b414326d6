// DeleteOrderHandler on a fake store: the row goes, staff leave an audit row, 'order.deleted' stays.
import { describe, expect, it } from '@jest/globals';
import { ApiError } from '../../../common/index.js';
import { FakeOrderStore, fakeOrder } from '../order-store.fake.js';
import { DeleteOrderCommand } from './delete-order.command.js';
import { DeleteOrderHandler } from './delete-order.handler.js';

describe('DeleteOrderHandler', () => {
  it.each([
    ['staff', { kind: 'staff' as const, userId: 'u1', branchIds: null }, 1, 'staff:u1'],
    ['system', { kind: 'system' as const }, 0, 'system'],
  ])('%s: deletes the order, %d audit rows, the deletion event', async (_name, actor, audits, actorName) => {
    const order = fakeOrder();
    const store = new FakeOrderStore(order);
    await new DeleteOrderHandler(store.ds).execute(new DeleteOrderCommand(order.id, actor));
    expect(store.orders.has(order.id)).toBe(false);
    expect(store.rows('audit_log')).toHaveLength(audits);
    expect(store.rows('outbox')).toEqual([
      {
        topic: 'order.deleted',
        orderId: order.id,
        payload: { orderId: order.id, branchId: order.branchId, version: 4, actor: actorName },
      },
    ]);
    expect(store.transactions).toBe(1);
  });

  it('an unknown order is not found and nothing is written', async () => {
    const store = new FakeOrderStore();
    const err = await new DeleteOrderHandler(store.ds)
      .execute(new DeleteOrderCommand('00000000-0000-4000-8000-0000000000ff', { kind: 'system' }))
      .catch((e: unknown) => e);
    expect((err as ApiError).getStatus()).toBe(404);
    expect(store.writes).toEqual([]);
  });
});
