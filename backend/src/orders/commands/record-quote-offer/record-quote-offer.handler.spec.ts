import { describe, expect, it } from '@jest/globals';
import { ApiError } from '../../../common/index.js';
import type { OrderActor } from '../change-order/change-order.command.js';
import { fakeOrderStore } from '../order-store.fake.js';
import { RecordQuoteOfferCommand } from './record-quote-offer.command.js';
import { RecordQuoteOfferHandler } from './record-quote-offer.handler.js';

const O1 = '0a6c2b1e-5d3f-4a7b-9c8d-1e2f3a4b5c6d';

const staff: OrderActor = { kind: 'staff', userId: 'u9', branchIds: ['b1'] };

describe('RecordQuoteOfferHandler', () => {
  it.each([
    ['sent, with an e-mail address', true, 'eva@example.at', 'quote-sent', ['order.updated', 'email']],
    ['sent, without one', true, '', 'quote-sent', ['order.updated']],
    ['withdrawn', false, 'eva@example.at', 'quote-withdraw', ['order.updated']],
  ])('records an offer %s', async (_case, sent, email, action, topics) => {
    const store = fakeOrderStore([{ id: O1, email }]);
    const offer = { sent, quoteVersion: 2, totalGross: '80.00' };
    const order = await new RecordQuoteOfferHandler(store.ds).execute(
      new RecordQuoteOfferCommand({ id: O1 }, staff, offer, store.em),
    );
    expect(order.version).toBe(2);
    expect(store.history).toEqual([
      { version: 2, action, actor: 'staff:u9', data: { quoteVersion: 2, totalGross: '80.00' } },
    ]);
    expect(store.outbox.map((o) => o.topic)).toEqual(topics);
  });

  it("answers 404 for another branch's order and writes nothing", async () => {
    const store = fakeOrderStore([{ id: O1, branchId: 'b2', email: '' }]);
    const offer = { sent: true, quoteVersion: 2, totalGross: '80.00' };
    await expect(
      new RecordQuoteOfferHandler(store.ds).execute(new RecordQuoteOfferCommand({ id: O1 }, staff, offer)),
    ).rejects.toBeInstanceOf(ApiError);
    expect(store.history).toEqual([]);
  });
});
