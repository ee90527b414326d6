// Spec section 4 "Order status" (staff transitions by POST; rules "decided by the server and not shown")
// and section 7 (order endpoints). The transitions table is our decision, see domain/README.md.
import { describe, expect, it } from '@jest/globals';
import type { OrderFlags, OrderStatus } from './order-flags.js';
import { orderStatus } from './order-flags.js';
import {
  ACTION_ACTORS,
  allowedActions,
  applyTransition,
  canTransition,
  type OrderAction,
  ORDER_TRANSITIONS,
} from './order-status.js';

const ALL_ACTIONS = Object.keys(ACTION_ACTORS) as OrderAction[];
const samples: Record<OrderStatus, OrderFlags> = {
  waitingForPayment: { paymentMethod: 'mollie' },
  waitingForConfirmation: { paymentMethod: 'cash' },
  counterProposed: { counterAppointment: '2026-06-01T12:00:00Z' },
  confirmed: { isConfirmed: true },
  inDelivery: { isConfirmed: true, isInDelivery: true, isDelivery: true },
  readyForPickup: { isConfirmed: true, isInDelivery: true },
  delivered: { isConfirmed: true, isInDelivery: true, isDelivered: true, isDelivery: true },
  completed: { isConfirmed: true, isCompleted: true },
  rejected: { isRejected: true },
  cancelled: { isCanceled: true },
  failed: { isFailed: true },
  refunded: { isConfirmed: true, isRefunded: true },
};

describe('order status transitions table (spec 4, our decision)', () => {
  // The decided table, written out literally so a change to ORDER_TRANSITIONS must change this spec too.
  const EXPECTED: Record<OrderStatus, string> = {
    waitingForPayment: 'reject cancel editOrder updatePaymentStatus',
    waitingForConfirmation: 'confirm reject cancel proposeCounterAppointment updateItem editOrder updatePaymentStatus',
    counterProposed:
      'reject cancel proposeCounterAppointment acceptCounter rejectCounter updateItem editOrder updatePaymentStatus',
    confirmed: 'cancel inDelivery completed updateItem editOrder updatePaymentStatus',
    inDelivery: 'cancel completed editOrder updatePaymentStatus',
    readyForPickup: 'cancel completed editOrder updatePaymentStatus',
    delivered: 'completed editOrder updatePaymentStatus',
    completed: 'questionnaire updatePaymentStatus',
    rejected: 'updatePaymentStatus',
    cancelled: 'updatePaymentStatus',
    failed: 'updatePaymentStatus',
    refunded: 'updatePaymentStatus',
  };
  const cases = (Object.keys(samples) as OrderStatus[]).flatMap((status) =>
    ALL_ACTIONS.map((action) => [status, action, EXPECTED[status].split(' ').includes(action)] as const),
  );

  it('the exported table matches the decided one', () => {
    for (const status of Object.keys(EXPECTED) as OrderStatus[]) {
      expect([...ORDER_TRANSITIONS[status]].sort()).toEqual(EXPECTED[status].split(' ').sort());
    }
  });

  it.each(cases)('%s + %s allowed: %p', (status, action, allowed) => {
    expect(orderStatus(samples[status])).toBe(status);
    expect(canTransition(samples[status], action)).toBe(allowed);
  });

  it('accepts the questionnaire only once', () => {
    expect(canTransition({ isCompleted: true, questionnaireRating: 5 }, 'questionnaire')).toBe(false);
    expect(allowedActions({ isCompleted: true })).toEqual(['questionnaire', 'updatePaymentStatus']);
  });

  it('an unpaid online order cannot be confirmed until paid', () => {
    expect(canTransition({ paymentMethod: 'datatrans' }, 'confirm')).toBe(false);
    expect(canTransition({ paymentMethod: 'datatrans', isPaid: true }, 'confirm')).toBe(true);
  });
});

describe('applyTransition patches (spec 4)', () => {
  it.each<[OrderFlags, OrderAction, Record<string, unknown>, Partial<OrderFlags>, OrderStatus]>([
    [{}, 'confirm', {}, { isConfirmed: true }, 'confirmed'],
    [
      {},
      'reject',
      { rejectionMessage: 'Ausgebucht' },
      { isRejected: true, rejectionMessage: 'Ausgebucht' },
      'rejected',
    ],
    [{}, 'reject', {}, { isRejected: true, rejectionMessage: null }, 'rejected'],
    [{ isConfirmed: true }, 'cancel', {}, { isCanceled: true }, 'cancelled'],
    [{ isConfirmed: true }, 'inDelivery', {}, { isInDelivery: true }, 'readyForPickup'],
    [{ isConfirmed: true, isDelivery: true }, 'completed', {}, { isCompleted: true, isDelivered: true }, 'completed'],
    [{ isConfirmed: true }, 'completed', {}, { isCompleted: true }, 'completed'],
    [{}, 'proposeCounterAppointment', { counterAppointment: 'T' }, { counterAppointment: 'T' }, 'counterProposed'],
    [{ counterAppointment: 'T' }, 'acceptCounter', {}, { isConfirmed: true, appointmentDate: 'T' }, 'confirmed'],
    [{ counterAppointment: 'T' }, 'rejectCounter', {}, { isCanceled: true }, 'cancelled'],
    [{ isCompleted: true }, 'questionnaire', { rating: 5 }, { questionnaireRating: 5 }, 'completed'],
    [{ isCompleted: true }, 'questionnaire', {}, { questionnaireRating: null }, 'completed'],
    [{}, 'updateItem', {}, {}, 'waitingForConfirmation'],
    [{ isRejected: true }, 'updatePaymentStatus', {}, {}, 'rejected'],
  ])('%j + %s', (order, action, params, patch, next) => {
    const result = applyTransition(order, action, params);
    expect(result).toEqual({ ok: true, patch });
    expect(orderStatus({ ...order, ...patch })).toBe(next);
  });

  it('refuses disallowed actions and a counter-proposal without a time', () => {
    expect(applyTransition({ isCompleted: true }, 'confirm')).toEqual({
      ok: false,
      message: 'Diese Aktion ist im aktuellen Bestellstatus nicht möglich.',
    });
    expect(applyTransition({}, 'proposeCounterAppointment')).toMatchObject({ ok: false });
    expect(applyTransition({ counterAppointment: undefined }, 'acceptCounter')).toMatchObject({ ok: false });
  });

  it('knows who triggers each action', () => {
    expect(ALL_ACTIONS.filter((action) => ACTION_ACTORS[action] === 'customer')).toEqual([
      'acceptCounter',
      'rejectCounter',
      'questionnaire',
    ]);
  });
});
