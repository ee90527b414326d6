import { describe, expect, it } from '@jest/globals';
import { ApiError } from '../../../common/index.js';
import { fakeOrderStore } from '../order-store.fake.js';
import { type AcceptedQuote, ConfirmQuotedOrderCommand } from './confirm-quoted-order.command.js';
import { ConfirmQuotedOrderHandler } from './confirm-quoted-order.handler.js';

const O1 = '0a6c2b1e-5d3f-4a7b-9c8d-1e2f3a4b5c6d';

const customer = { uid: 'u1', hash: 'h1' };
const quote: AcceptedQuote = {
  version: 3,
  items: [],
  totals: { totalGross: '120.00', totalNet: '100.00', taxes: { '20': '20.00' } },
  eventDate: new Date('2027-01-10T10:00:00Z'),
};
const quotation = (email: string) => ({
  id: O1,
  uid: 'u1',
  hash: 'h1',
  email,
  isQuotation: true,
  totalGross: '0.00',
});

describe('ConfirmQuotedOrderHandler', () => {
  it.each([
    ['with an e-mail address', 'eva@example.at', ['order.updated', 'print', 'email']],
    ['without one', '', ['order.updated', 'print']],
  ])('confirms the order at the quoted totals %s', async (_case, email, topics) => {
    const store = fakeOrderStore([quotation(email)]);
    const command = new ConfirmQuotedOrderCommand(customer, { kind: 'customer', ...customer }, quote, store.em);
    const order = await new ConfirmQuotedOrderHandler(store.ds).execute(command);
    expect(order).toMatchObject({
      version: 2,
      isConfirmed: true,
      isQuotation: false,
      channel: 'quote',
      totalGross: '120.00',
      gross: '120.00',
      deliveryGross: '0.00',
      deliveryAreaSnapshot: null,
      appointmentDate: quote.eventDate,
    });
    expect(store.history).toEqual([
      { version: 2, action: 'quote-accept', actor: 'customer', data: { quoteVersion: 3, totalGross: '120.00' } },
    ]);
    expect(store.outbox.map((o) => o.topic)).toEqual(topics);
    // The quotes' transaction is used: the handler opens none of its own.
    expect(store.transactions.opened).toBe(0);
  });

  it('refuses a wrong status link with 404 and writes nothing', async () => {
    const store = fakeOrderStore([quotation('')]);
    const wrong = { uid: 'u1', hash: 'nope' };
    const command = new ConfirmQuotedOrderCommand(wrong, { kind: 'customer', ...wrong }, quote);
    await expect(new ConfirmQuotedOrderHandler(store.ds).execute(command)).rejects.toBeInstanceOf(ApiError);
    expect(store.history).toEqual([]);
    expect(store.outbox).toEqual([]);
    expect(store.order(O1).version).toBe(1);
  });
});
