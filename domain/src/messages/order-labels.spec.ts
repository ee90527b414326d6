// One place for payment-method and order-type labels: each screen's wording, unknown values kept visible.
import { describe, expect, it } from '@jest/globals';
import { paymentMethodLabel, staffOrderTypeLabel } from './order-labels.js';

describe('payment method label', () => {
  it.each([
    ['cash', 'checkout', 'Barzahlung'],
    ['cash', 'staff', 'Bar'],
    ['cash', 'receipt', 'Barzahlung'],
    ['hydro-ag-voucher', 'checkout', 'Hydro AG Gutschein'],
    ['hydro-ag-voucher', 'staff', 'Hydro-AG-Gutschein'],
    ['hydro-ag-voucher', 'receipt', 'Gutschein'],
    ['mollie', 'checkout', 'Online bezahlen (Mollie)'],
    ['datatrans', 'receipt', 'Online (Kreditkarte)'],
    // An unknown stored value stays visible; inherited keys are not labels.
    ['paypal', 'staff', 'paypal'],
    ['toString', 'receipt', 'toString'],
  ] as const)('%s for %s -> %s', (method, audience, label) => {
    expect(paymentMethodLabel(method, audience)).toBe(label);
  });
});

describe('staff order type label', () => {
  it.each([
    [{ isDelivery: false, isDineIn: false }, 'Abholung'],
    [{ isDelivery: true, isDineIn: false }, 'Lieferung'],
    [{ isDelivery: false, isDineIn: true }, 'Vor Ort'],
  ])('%o -> %s', (flags, label) => {
    expect(staffOrderTypeLabel(flags)).toBe(label);
  });
});
