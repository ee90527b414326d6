import { OWN_TEXTS } from '../messages/own-texts.js';
import type { PaymentMethod } from '../types.js';
import type { FieldError } from './validation.js';

// The spec names the method (hydro-ag-voucher) but neither a code field nor a provider API: the
// customer enters the code, staff check the voucher at the branch and mark the payment redeemed.

export const VOUCHER_PAYMENT_METHOD: PaymentMethod = 'hydro-ag-voucher';

/** Our accepted format (no issuer format is known): 6-32 letters, digits or inner hyphens. */
const VOUCHER_CODE = /^[A-Z0-9](?:[A-Z0-9-]{4,30})[A-Z0-9]$/;

/** Stored form of a code: spaces dropped, upper case (codes are read off paper vouchers). */
export function normaliseVoucherCode(input: string | null | undefined): string {
  return (input ?? '').replace(/\s+/g, '').toUpperCase();
}

/** Error on `voucherCode` for a voucher payment without a well-formed code; other methods ignore it. */
export function voucherCodeError(
  paymentMethod: string | null | undefined,
  input: string | null | undefined,
): FieldError | null {
  if (paymentMethod !== VOUCHER_PAYMENT_METHOD) return null;
  const code = normaliseVoucherCode(input);
  if (!code) return { field: 'voucherCode', message: OWN_TEXTS.voucherCodeRequired };
  return VOUCHER_CODE.test(code) ? null : { field: 'voucherCode', message: OWN_TEXTS.voucherCodeInvalid };
}
