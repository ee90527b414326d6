// RequestOrderEffectHandler on a fake store: the effect is one outbox row beside 'order.updated'.
import { describe, expect, it } from '@jest/globals';
import { ApiError } from '../../../common/index.js';
import { FakeOrderStore, fakeOrder } from '../order-store.fake.js';
import { RequestOrderEffectCommand } from './request-effect.command.js';
import { RequestOrderEffectHandler } from './request-effect.handler.js';

const staff = { kind: 'staff' as const, userId: 'u1', branchIds: null };

describe('RequestOrderEffectHandler', () => {
  it.each([
    ['print', 'print'],
    ['resend-new-order-email', 'email'],
    ['resend-new-order-sms', 'sms'],
  ] as const)('%s -> version + 1, history and the %s outbox row', async (effect, topic) => {
    const order = fakeOrder();
    const store = new FakeOrderStore(order);
    const result = await new RequestOrderEffectHandler(store.ds).execute(
      new RequestOrderEffectCommand(order.id, effect, staff),
    );
    expect(result.version).toBe(4);
    expect(store.rows('order_history')).toEqual([
      { orderId: order.id, version: 4, action: effect, actor: 'staff:u1', data: { effect } },
    ]);
    expect(store.topics()).toEqual(['order.updated', topic]);
  });

  it('an order outside the staff member branches is not found and nothing is written', async () => {
    const order = fakeOrder();
    const store = new FakeOrderStore(order);
    const foreign = { kind: 'staff' as const, userId: 'u2', branchIds: ['other'] };
    const err = await new RequestOrderEffectHandler(store.ds)
      .execute(new RequestOrderEffectCommand(order.id, 'print', foreign))
      .catch((e: unknown) => e);
    expect((err as ApiError).getStatus()).toBe(404);
    expect(store.writes).toEqual([]);
  });
});
