import { describe, expect, it } from '@jest/globals';
import type { Order } from '../../order.entity.js';
import { fakeOrderStore } from '../order-store.fake.js';
import { CancelQuotedOrderCommand } from './cancel-quoted-order.command.js';
import { CancelQuotedOrderHandler } from './cancel-quoted-order.handler.js';

const O1 = '0a6c2b1e-5d3f-4a7b-9c8d-1e2f3a4b5c6d';

const open: Partial<Order> = { id: O1, isQuotation: true };

describe('CancelQuotedOrderHandler', () => {
  it.each([
    ['declined', { kind: 'customer', uid: 'u1', hash: 'h1' } as const, 'quote-decline', 'customer'],
    ['expired', { kind: 'system' } as const, 'quote-expire', 'system'],
  ] as const)('cancels the open quotation order when the quote is %s', async (reason, actor, action, actorName) => {
    const store = fakeOrderStore([open]);
    const order = await new CancelQuotedOrderHandler(store.ds).execute(
      new CancelQuotedOrderCommand({ id: O1 }, actor, reason, 4),
    );
    expect(order).toMatchObject({ version: 2, isCanceled: true });
    expect(store.history).toEqual([{ version: 2, action, actor: actorName, data: { quoteVersion: 4 } }]);
    expect(store.outbox.map((o) => o.topic)).toEqual(['order.updated']);
    expect(store.transactions.opened).toBe(1);
  });

  it.each([
    ['cancelled', { isCanceled: true }],
    ['completed', { isConfirmed: true, isCompleted: true }],
  ])('leaves an order staff already %s as it is', async (_case, flags) => {
    const store = fakeOrderStore([{ ...open, ...flags }]);
    const order = await new CancelQuotedOrderHandler(store.ds).execute(
      new CancelQuotedOrderCommand({ id: O1 }, { kind: 'system' }, 'expired', 4, store.em),
    );
    expect(order.version).toBe(1);
    expect(store.history).toEqual([]);
    expect(store.outbox).toEqual([]);
  });
});
