// Spec section 9: "Donation amount shown: 0.07 in the shop currency".
import { describe, expect, it } from '@jest/globals';
import { DONATION_AMOUNT } from './donation.js';
import { formatMoney } from './money-format.js';

describe('donation amount (spec 9)', () => {
  it('is 0.07 in the shop currency', () => {
    expect(DONATION_AMOUNT).toBe('0.07');
    expect(formatMoney(DONATION_AMOUNT, 'EUR')).toBe('0,07 €');
  });
});
