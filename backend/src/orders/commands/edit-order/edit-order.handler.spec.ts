// EditOrderHandler on a fake store: checked against the version the editor saw and the domain's rules.
import { describe, expect, it } from '@jest/globals';
import { type Branch, OWN_TEXTS } from '@bestell/domain';
import { ApiError } from '../../../common/index.js';
import type { ShopConfigService } from '../../../settings/index.js';
import type { OrderCatalogueCache } from '../../catalogue-cache.js';
import { ORDER_TEXTS } from '../../messages.js';
import type { Order } from '../../order.entity.js';
import { FakeOrderStore, fakeOrder } from '../order-store.fake.js';
import { EditOrderCommand } from './edit-order.command.js';
import { EditOrderHandler } from './edit-order.handler.js';

const staff = { kind: 'staff' as const, userId: 'u1', branchIds: null };
const branch: Branch = {
  id: 'b1',
  name: 'Filiale Wien',
  openingHours: [],
  isTakeawayEnabled: true,
  isCashEnabled: true,
};

function setup(order: Order, known = true) {
  const store = new FakeOrderStore(order);
  const catalogue = { branch: async () => (known ? { domain: branch } : null) } as unknown as OrderCatalogueCache;
  const shopConfig = { get: async () => ({ timezone: 'Europe/Vienna' }) } as unknown as ShopConfigService;
  return { store, handler: new EditOrderHandler(store.ds, catalogue, shopConfig) };
}

describe('EditOrderHandler', () => {
  it('stores the changed fields with before and after, and an audit row for staff', async () => {
    const order = fakeOrder();
    const { store, handler } = setup(order);
    const result = await handler.execute(new EditOrderCommand(order.id, 3, { firstName: 'Berta' }, staff));
    expect(result.firstName).toBe('Berta');
    expect(store.rows('order')).toEqual([{ id: order.id, firstName: 'Berta', version: 4 }]);
    expect(store.rows('order_history')).toMatchObject([
      { action: 'editOrder', data: { before: { firstName: 'Anna' }, after: { firstName: 'Berta' } } },
    ]);
    expect(store.rows('audit_log')).toHaveLength(1);
  });

  it('an edit without changes writes nothing', async () => {
    const order = fakeOrder();
    const { store, handler } = setup(order);
    await handler.execute(new EditOrderCommand(order.id, 3, { firstName: 'Anna' }, staff));
    expect(store.writes).toEqual([]);
  });

  it.each<[string, Partial<Order>, number, object, boolean, number, string | undefined]>([
    ['a stale version', {}, 2, { firstName: 'Berta' }, true, 409, ORDER_TEXTS.concurrentChange],
    ['a cancelled order', { isCanceled: true }, 3, { firstName: 'Berta' }, true, 409, OWN_TEXTS.transitionNotAllowed],
    ['an empty first name', {}, 3, { firstName: ' ' }, true, 422, undefined],
    ['a branch that is gone', {}, 3, { firstName: 'Berta' }, false, 404, undefined],
  ])('refuses %s and writes nothing', async (_name, columns, version, edit, known, status, message) => {
    const order = fakeOrder(columns);
    const { store, handler } = setup(order, known);
    const err = await handler.execute(new EditOrderCommand(order.id, version, edit, staff)).catch((e: unknown) => e);
    expect((err as ApiError).getStatus()).toBe(status);
    if (message) expect((err as ApiError).errors).toEqual([{ message }]);
    expect(store.writes).toEqual([]);
  });
});
