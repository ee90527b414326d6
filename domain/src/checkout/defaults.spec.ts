// Spec section 4 "Checkout" (payment default) and section 9 (countries, default AT, notification sms).
import { describe, expect, it } from '@jest/globals';
import {
  COUNTRIES,
  DEFAULT_COUNTRY,
  DEFAULT_NOTIFICATION_TYPE,
  defaultPaymentMethod,
  enabledPaymentMethods,
} from './defaults.js';

describe('checkout defaults (spec 4, 9)', () => {
  it.each([
    [{ isCashEnabled: true }, 'cash'],
    [{ isCashEnabled: false }, 'datatrans'],
    [{}, 'datatrans'],
  ])('payment default for %j is %s', (branch, method) => {
    expect(defaultPaymentMethod(branch)).toBe(method);
  });

  it('lists enabled payment methods', () => {
    expect(enabledPaymentMethods({ isCashEnabled: true, isMollieEnabled: true })).toEqual(['cash', 'mollie']);
    expect(
      enabledPaymentMethods({
        isCashEnabled: true,
        isATMCardEnabled: true,
        isHydroAGVoucherEnabled: true,
        isMollieEnabled: true,
        isDatatransEnabled: true,
      }),
    ).toEqual(['cash', 'atm-card', 'hydro-ag-voucher', 'mollie', 'datatrans']);
  });

  it('has the constants of spec 9', () => {
    expect(COUNTRIES).toEqual(['AT', 'CH', 'DE', 'LI']);
    expect(DEFAULT_COUNTRY).toBe('AT');
    expect(DEFAULT_NOTIFICATION_TYPE).toBe('sms');
  });
});
