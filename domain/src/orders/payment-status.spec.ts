// Spec section 3 "Order response" (payment status) and 4 (online payment): staff labels and the re-check.
import { describe, expect, it } from '@jest/globals';
import { canCheckPaymentStatus, paymentStatusLabel } from './payment-status.js';

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
