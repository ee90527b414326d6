// UpdateOrderItemHandler on a fake store: one item changes, the order is re-priced at its sold prices.
import { describe, expect, it } from '@jest/globals';
import { OWN_TEXTS, type Product } from '@bestell/domain';
import { ApiError } from '../../../common/index.js';
import { ORDER_TEXTS } from '../../messages.js';
import { priceOrder, totalsColumns } from '../../order-pricing.js';
import { FakeOrderStore, fakeOrder } from '../order-store.fake.js';
import { UpdateOrderItemCommand } from './update-item.command.js';
import { UpdateOrderItemHandler } from './update-item.handler.js';

const staff = { kind: 'staff' as const, userId: 'u1', branchIds: null };
const pizza: Product = {
  id: 'p1',
  name: 'Pizza',
  type: 'simple',
  price: '9.90',
  unit: 'piece',
  tax: '10',
  isEnabled: true,
  maximumQuantity: 10,
};

function soldOrder(columns = {}) {
  const { snapshots, totals } = priceOrder([{ product: pizza, amount: 1, unit: 'piece', parts: [] }], 'takeaway', null);
  return fakeOrder({ items: snapshots, ...totalsColumns(totals), ...columns });
}

describe('UpdateOrderItemHandler', () => {
  it('re-prices the order, writes history with before and after, and an audit row for staff', async () => {
    const order = soldOrder();
    const store = new FakeOrderStore(order);
    const result = await new UpdateOrderItemHandler(store.ds).execute(
      new UpdateOrderItemCommand(order.id, 0, { amount: 3, parts: [] }, staff),
    );
    expect(result.totalGross).toBe('29.70');
    expect(result.items[0]).toMatchObject({ amount: 3, total: '29.70' });
    expect(store.rows('order_history')).toMatchObject([
      {
        action: 'updateItem',
        data: {
          index: 0,
          before: { amount: 1, unit: 'piece', total: '9.90' },
          after: { amount: 3, unit: 'piece', total: '29.70' },
          totalGross: '29.70',
        },
      },
    ]);
    expect(store.rows('audit_log')).toHaveLength(1);
    expect(store.topics()).toEqual(['order.updated']);
  });

  it.each([
    ['an unknown item (404)', soldOrder(), 1, { amount: 1, parts: [] }, 404, ORDER_TEXTS.itemUnknown],
    [
      'a unit not offered (422)',
      soldOrder(),
      0,
      { amount: 1, unit: 'kilogram', parts: [] },
      422,
      ORDER_TEXTS.unitInvalid,
    ],
    [
      'a completed order (409)',
      soldOrder({ isCompleted: true }),
      0,
      { amount: 2, parts: [] },
      409,
      OWN_TEXTS.transitionNotAllowed,
    ],
  ])('refuses %s and writes nothing', async (_name, order, index, input, status, message) => {
    const store = new FakeOrderStore(order);
    const err = await new UpdateOrderItemHandler(store.ds)
      .execute(new UpdateOrderItemCommand(order.id, index, input, staff))
      .catch((e: unknown) => e);
    expect((err as ApiError).getStatus()).toBe(status);
    expect((err as ApiError).errors[0]?.message).toBe(message);
    expect(store.writes).toEqual([]);
  });
});
