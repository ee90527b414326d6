// ChangeOrderHandler on a fake store: the domain's transition table decides, the handler writes it.
import { describe, expect, it } from '@jest/globals';
import { OWN_TEXTS } from '@bestell/domain';
import { ApiError } from '../../../common/index.js';
import type { Order } from '../../order.entity.js';
import { FakeOrderStore, fakeOrder } from '../order-store.fake.js';
import { ChangeOrderCommand } from './change-order.command.js';
import { ChangeOrderHandler } from './change-order.handler.js';

const staff = { kind: 'staff' as const, userId: 'u1', branchIds: null };
const customer = { kind: 'customer' as const, uid: 'uid-1', hash: 'hash-1' };
const run = (store: FakeOrderStore, command: ChangeOrderCommand) =>
  new ChangeOrderHandler(store.ds).execute(command).catch((e: unknown) => e as ApiError);

describe('ChangeOrderHandler', () => {
  it.each<[string, Partial<Order>, string[]]>([
    ['e-mail only', {}, ['order.updated', 'email']],
    ['e-mail and SMS', { notificationType: 'sms' }, ['order.updated', 'email', 'sms']],
    ['nobody to notify', { email: null, phone: null } as unknown as Partial<Order>, ['order.updated']],
  ])('confirm notifies the customer (%s), with history and an audit row', async (_name, columns, topics) => {
    const order = fakeOrder(columns);
    const store = new FakeOrderStore(order);
    const result = await run(store, new ChangeOrderCommand({ id: order.id }, 'confirm', staff));
    expect((result as Order).isConfirmed).toBe(true);
    expect(store.topics()).toEqual(topics);
    expect(store.rows('order_history')).toMatchObject([{ action: 'confirm', actor: 'staff:u1', version: 4 }]);
    expect(store.rows('audit_log')).toHaveLength(1);
  });

  it('a cancelled order gives its slot capacity back in the same transaction', async () => {
    const order = fakeOrder();
    const store = new FakeOrderStore(order);
    await run(store, new ChangeOrderCommand({ id: order.id }, 'cancel', staff));
    expect(store.orders.get(order.id)?.isCanceled).toBe(true);
    const release = store.statements.find((s) => s.sql.includes('DELETE FROM "order_slot"'));
    expect(release?.params).toEqual([order.id]);
    expect(store.transactions).toBe(1);
  });

  it('refuses a transition the table does not allow (409) and writes nothing', async () => {
    const order = fakeOrder({ isCanceled: true });
    const store = new FakeOrderStore(order);
    const err = (await run(store, new ChangeOrderCommand({ id: order.id }, 'confirm', staff))) as ApiError;
    expect(err.getStatus()).toBe(409);
    expect(err.errors).toEqual([{ message: OWN_TEXTS.transitionNotAllowed }]);
    expect(store.writes).toEqual([]);
  });

  it('refuses an invalid questionnaire before the transaction, and a second one as already sent', async () => {
    const store = new FakeOrderStore(fakeOrder({ isCompleted: true, questionnaireRating: 5 }));
    const invalid = { rating: 9, foodRating: 1, serviceRating: 1, processRating: 1 };
    const err = (await run(
      store,
      new ChangeOrderCommand(customer, 'questionnaire', customer, { questionnaire: invalid }),
    )) as ApiError;
    expect(err.getStatus()).toBe(422);
    expect(store.transactions).toBe(0);
    const valid = { rating: 5, foodRating: 5, serviceRating: 5, processRating: 5 };
    const again = (await run(
      store,
      new ChangeOrderCommand(customer, 'questionnaire', customer, { questionnaire: valid }),
    )) as ApiError;
    expect(again.errors).toEqual([{ message: OWN_TEXTS.questionnaireAlreadySent }]);
    expect(store.writes).toEqual([]);
  });
});
