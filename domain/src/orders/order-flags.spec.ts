// Spec section 4 "Order status": status follows from flags; online-paid orders wait for payment.
import { describe, expect, it } from '@jest/globals';
import { isAwaitingPayment, isCancelledLike, type OrderFlags, orderStatus, type OrderStatus } from './order-flags.js';

describe('order status from flags (spec 4)', () => {
  it.each<[OrderFlags, OrderStatus]>([
    [{}, 'waitingForConfirmation'],
    [{ paymentMethod: 'cash' }, 'waitingForConfirmation'],
    [{ paymentMethod: 'mollie' }, 'waitingForPayment'],
    [{ paymentMethod: 'datatrans', isPaid: true }, 'waitingForConfirmation'],
    [{ counterAppointment: '2026-06-01T12:00:00Z' }, 'counterProposed'],
    [{ isConfirmed: true }, 'confirmed'],
    [{ isConfirmed: true, isInDelivery: true, isDelivery: true }, 'inDelivery'],
    [{ isConfirmed: true, isInDelivery: true }, 'readyForPickup'],
    [{ isConfirmed: true, isInDelivery: true, isDelivered: true, isDelivery: true }, 'delivered'],
    [{ isConfirmed: true, isCompleted: true, isDelivered: true }, 'completed'],
    [{ isRejected: true }, 'rejected'],
    [{ isConfirmed: true, isCanceled: true }, 'cancelled'],
    [{ isFailed: true, paymentMethod: 'mollie' }, 'failed'],
    [{ isRejected: true, isRefunded: true }, 'rejected'],
    [{ isConfirmed: true, isRefunded: true, paymentMethod: 'mollie', isPaid: true }, 'refunded'],
  ])('%j -> %s', (order, status) => {
    expect(orderStatus(order)).toBe(status);
  });

  it('flags helpers', () => {
    expect(isAwaitingPayment({ paymentMethod: 'atm-card' })).toBe(false);
    expect(isAwaitingPayment({ paymentMethod: null })).toBe(false);
    expect(isCancelledLike({ isFailed: true })).toBe(true);
    expect(isCancelledLike({ isCompleted: true })).toBe(false);
  });
});
