// Spec section 9: "Prices in German locale with two decimals, euro"; rounding half up.
import { describe, expect, it } from '@jest/globals';
import { currencySymbol, formatAmountDe, formatMoney } from './money-format.js';

describe('money format (spec 9: German prices, two decimals, currency)', () => {
  it.each([
    ['1234.5', 'EUR', '', '1.234,50 €'],
    ['0', 'EUR', '', '0,00 €'],
    ['12', 'EUR', 'ca.', 'ca. 12,00 €'],
    ['9.99', 'EUR', 'ab', 'ab 9,99 €'],
    ['1234567.891', 'EUR', '', '1.234.567,89 €'],
    ['0.005', 'EUR', '', '0,01 €'],
    ['1.005', 'EUR', '', '1,01 €'],
    ['2.675', 'EUR', '', '2,68 €'],
    ['-3.5', 'EUR', '', '-3,50 €'],
    ['-0.001', 'EUR', '', '0,00 €'],
    ['12.5', 'CHF', '', '12,50 CHF'],
    [null, 'EUR', '', '0,00 €'],
    ['abc', 'EUR', '', '0,00 €'],
    ['12,5', 'eur', '', '12,50 €'],
  ])('formats %p %s with prefix %p as %p', (value, currency, prefix, expected) => {
    expect(formatMoney(value, currency, prefix)).toBe(expected);
  });

  it('defaults to euro and formats plain numbers', () => {
    expect(formatMoney('7')).toBe('7,00 €');
    expect(formatAmountDe(1000)).toBe('1.000,00');
    expect(formatAmountDe('1000', 0)).toBe('1.000');
    expect(currencySymbol()).toBe('€');
    expect(currencySymbol('usd')).toBe('USD');
  });
});
