// Spec section 3 "Order response" (payment status) and 4 (online payment): staff labels and the re-check.
import { describe, expect, it } from '@jest/globals';
import { OWN_TEXTS } from '../messages/own-texts.js';
import {
  canCheckPaymentStatus,
  paymentStatePatch,
  paymentStatusLabel,
  redeemError,
  type ReportedPaymentState,
} from './payment-status.js';

describe('payment status label', () => {
  it.each([
    ['open', 'offen'],
    ['paid', 'bezahlt'],
    ['failed', 'fehlgeschlagen'],
    ['refunded', 'rückerstattet'],
    ['offline', 'Zahlung vor Ort'],
    // Unknown values stay visible as they are; inherited keys are not labels.
    ['chargeback', 'chargeback'],
    ['toString', 'toString'],
  ])('%s -> %s', (status, label) => {
    expect(paymentStatusLabel(status)).toBe(label);
  });
});

describe('payment status can be re-checked (provider-paid only)', () => {
  it.each<[string | null | undefined, boolean]>([
    ['mollie', true],
    ['datatrans', true],
    ['cash', false],
    ['atm-card', false],
    ['hydro-ag-voucher', false],
    [null, false],
    [undefined, false],
    ['', false],
  ])('%s -> %s', (method, expected) => {
    expect(canCheckPaymentStatus(method)).toBe(expected);
  });
});

describe('payment columns of a reported state', () => {
  it.each<[ReportedPaymentState, ReturnType<typeof paymentStatePatch>]>([
    ['paid', { paymentStatus: 'paid', isPaid: true }],
    ['refunded', { paymentStatus: 'refunded', isRefunded: true }],
    ['failed', { paymentStatus: 'failed', isFailed: true }],
    ['open', { paymentStatus: 'open' }],
  ])('%s', (state, patch) => {
    expect(paymentStatePatch(state)).toEqual(patch);
  });
});

describe('voucher redemption (staff, voucher orders only)', () => {
  const refused = { field: 'redeemed', message: OWN_TEXTS.voucherRedeemOnlyVoucher };
  it.each<[string | null, boolean, typeof refused | null]>([
    ['hydro-ag-voucher', true, null],
    ['hydro-ag-voucher', false, refused],
    ['cash', true, refused],
    ['mollie', true, refused],
    [null, true, refused],
  ])('%s by staff %p', (method, byStaff, expected) => {
    expect(redeemError(method, byStaff)).toEqual(expected);
  });
});
