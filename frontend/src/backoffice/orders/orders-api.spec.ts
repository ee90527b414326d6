import type { StaffOrder } from '@bestell/domain';
import { afterEach, describe, expect, it } from '@jest/globals';
import { stubFetch } from '../../test/test-fetch';
import { actionFallback, reconcile, runOrderAction } from './orders-api';

const order = (version: number, status = 'confirmed') => ({ id: 'o1', version, status }) as unknown as StaffOrder;

describe('reconcile by order version', () => {
  it('keeps the newer order when an older answer or push arrives late', () => {
    expect(reconcile(order(3), order(2)).version).toBe(3);
    expect(reconcile(order(3), order(4)).version).toBe(4);
    expect(reconcile(order(3, 'confirmed'), order(3, 'completed')).status).toBe('completed');
    expect(reconcile(undefined, order(1)).version).toBe(1);
  });
});

describe('order actions', () => {
  const original = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = original;
  });

  it('has the spec 8 default text per action', () => {
    expect(actionFallback({ kind: 'status', status: 'cancel' })).toBe('Bestellung konnte nicht storniert werden.');
    expect(actionFallback({ kind: 'status', status: 'confirm' })).toBe('Bestellstatus konnte nicht geändert werden.');
    expect(actionFallback({ kind: 'print' })).toBe('Beleg konnte nicht gedruckt werden.');
    expect(actionFallback({ kind: 'payment-status' })).toBe('Zahlungsstatus konnte nicht überprüft werden.');
    expect(actionFallback({ kind: 'redeem-voucher' })).toBe('Zahlungsstatus konnte nicht überprüft werden.');
    expect(actionFallback({ kind: 'resend-sms' })).toBe('Bestätigung konnte nicht versendet werden.');
  });

  it('calls the endpoints of spec 7 with their bodies', async () => {
    const calls = stubFetch({
      'POST /api/orders/o1/status/reject': { status: 200, body: { data: order(2, 'rejected') } },
      'PUT /api/orders/o1': { status: 200, body: { data: order(3, 'counterProposed') } },
      'POST /api/orders/o1/resend-new-order-email': { status: 200, body: { data: order(3) } },
      'POST /api/orders/o1/update-payment-status': { status: 200, body: { data: order(4) } },
    });
    await runOrderAction('o1', { kind: 'status', status: 'reject', rejectionMessage: 'Heute ausverkauft' });
    await runOrderAction('o1', { kind: 'counter', counterAppointment: '2026-11-22T10:00:00.000Z' });
    await runOrderAction('o1', { kind: 'resend-email' });
    await runOrderAction('o1', { kind: 'payment-status' });
    await runOrderAction('o1', { kind: 'redeem-voucher' });
    expect(calls).toEqual([
      { method: 'POST', path: '/api/orders/o1/status/reject', body: { rejectionMessage: 'Heute ausverkauft' } },
      { method: 'PUT', path: '/api/orders/o1', body: { counterAppointment: '2026-11-22T10:00:00.000Z' } },
      { method: 'POST', path: '/api/orders/o1/resend-new-order-email', body: undefined },
      // A re-check sends no body; only the voucher redemption says redeemed (backend README, payments).
      { method: 'POST', path: '/api/orders/o1/update-payment-status', body: undefined },
      { method: 'POST', path: '/api/orders/o1/update-payment-status', body: { redeemed: true } },
    ]);
  });
});
