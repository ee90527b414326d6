import { describe, expect, it } from '@jest/globals';
import { OWN_TEXTS } from '../messages/own-texts.js';
import { normaliseVoucherCode, voucherCodeError } from './voucher.js';

describe('voucher code (hydro-ag-voucher)', () => {
  it('normalises spaces and case', () => {
    expect(normaliseVoucherCode(' hag 2024-ab12 ')).toBe('HAG2024-AB12');
    expect(normaliseVoucherCode(null)).toBe('');
  });

  it.each<[string | null | undefined, string | null]>([
    ['HAG-2024-0001', null],
    ['abc123', null],
    ['A'.repeat(32), null],
    [null, OWN_TEXTS.voucherCodeRequired],
    ['   ', OWN_TEXTS.voucherCodeRequired],
    ['ABC12', OWN_TEXTS.voucherCodeInvalid],
    ['A'.repeat(33), OWN_TEXTS.voucherCodeInvalid],
    ['-ABC123', OWN_TEXTS.voucherCodeInvalid],
    ['ABC123-', OWN_TEXTS.voucherCodeInvalid],
    ['ABC_123', OWN_TEXTS.voucherCodeInvalid],
    ['ÄBC123', OWN_TEXTS.voucherCodeInvalid],
    ['GUTSCHEIN\r\nX', null],
  ])('%p -> %p', (code, message) => {
    const error = voucherCodeError('hydro-ag-voucher', code);
    expect(error?.message ?? null).toBe(message);
    if (error) expect(error.field).toBe('voucherCode');
  });

  it('ignores the code for other payment methods', () => {
    expect(voucherCodeError('cash', 'x')).toBeNull();
    expect(voucherCodeError(null, '')).toBeNull();
  });
});
