// UpdatePaymentStatusHandler on a fake store and provider: what the provider reports becomes columns.
import { describe, expect, it, jest } from '@jest/globals';
import { OWN_TEXTS } from '@bestell/domain';
import { ApiError } from '../../../common/index.js';
import type { Order } from '../../order.entity.js';
import type { PaymentProvider, PaymentState } from '../../payment/payment-provider.js';
import { FakeOrderStore, fakeOrder } from '../order-store.fake.js';
import { UpdatePaymentStatusCommand } from './update-payment-status.command.js';
import { UpdatePaymentStatusHandler } from './update-payment-status.handler.js';

const staff = { kind: 'staff' as const, userId: 'u1', branchIds: null };
const system = { kind: 'system' as const };

function setup(order: Order, state: PaymentState = 'paid') {
  const store = new FakeOrderStore(order);
  const status = jest.fn(async () => state);
  const handler = new UpdatePaymentStatusHandler(store.ds, { status } as unknown as PaymentProvider);
  return { store, status, handler };
}

describe('UpdatePaymentStatusHandler', () => {
  it.each<[PaymentState, Partial<Order>]>([
    ['paid', { paymentStatus: 'paid', isPaid: true }],
    ['refunded', { paymentStatus: 'refunded', isRefunded: true }],
    ['failed', { paymentStatus: 'failed', isFailed: true }],
  ])('an online order the provider reports %s', async (state, patch) => {
    const order = fakeOrder({ paymentMethod: 'mollie', paymentStatus: 'open' });
    const { store, handler } = setup(order, state);
    await handler.execute(new UpdatePaymentStatusCommand(order.id, system));
    expect(store.rows('order')).toEqual([{ id: order.id, ...patch, version: 4 }]);
    expect(store.rows('order_history')).toMatchObject([{ action: 'updatePaymentStatus', data: { state } }]);
  });

  it.each<[string, Partial<Order>, PaymentState]>([
    ['an offline payment asks no provider', { paymentMethod: 'cash' }, 'paid'],
    ['an unchanged status', { paymentMethod: 'mollie', paymentStatus: 'open' }, 'open'],
    ['a paid order does not turn failed', { paymentMethod: 'mollie', paymentStatus: 'paid', isPaid: true }, 'failed'],
    ['a voucher waits for staff', { paymentMethod: 'hydro-ag-voucher', paymentStatus: 'open' }, 'paid'],
  ])('%s: nothing written', async (_name, columns, state) => {
    const { store, handler } = setup(fakeOrder(columns), state);
    await handler.execute(new UpdatePaymentStatusCommand(fakeOrder().id, system));
    expect(store.writes).toEqual([]);
  });

  it('staff redeem a voucher without asking the provider', async () => {
    const order = fakeOrder({ paymentMethod: 'hydro-ag-voucher', paymentStatus: 'open' });
    const { store, status, handler } = setup(order, 'failed');
    await handler.execute(new UpdatePaymentStatusCommand(order.id, staff, true));
    expect(status).not.toHaveBeenCalled();
    expect(store.rows('order_history')).toMatchObject([{ data: { state: 'paid', voucher: 'redeemed' } }]);
  });

  it.each([
    ['a cash order', { paymentMethod: 'cash' }, staff],
    ['a voucher by the system', { paymentMethod: 'hydro-ag-voucher' }, system],
  ] as const)('refuses to redeem %s', async (_name, columns, actor) => {
    const { store, handler } = setup(fakeOrder(columns));
    const err = await handler.execute(new UpdatePaymentStatusCommand(fakeOrder().id, actor, true)).catch((e) => e);
    expect((err as ApiError).errors).toEqual([{ field: 'redeemed', message: OWN_TEXTS.voucherRedeemOnlyVoucher }]);
    expect(store.writes).toEqual([]);
  });

  it('refuses to redeem the voucher of a cancelled order (409)', async () => {
    const order = fakeOrder({ paymentMethod: 'hydro-ag-voucher', paymentStatus: 'open', isCanceled: true });
    const { store, handler } = setup(order);
    const err = await handler.execute(new UpdatePaymentStatusCommand(order.id, staff, true)).catch((e) => e);
    expect((err as ApiError).getStatus()).toBe(409);
    expect(store.writes).toEqual([]);
  });
});
