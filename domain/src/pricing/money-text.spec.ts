import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { formatMoney } from './money-format.js';
import { formatTotal } from './totals.js';
import { amountTextDe, moneyText, totalText } from './money-text.js';

describe('moneyText: formatMoney without decimal.js', () => {
  it.each([
    ['35.00', '35,00 €'],
    ['1234.5', '1.234,50 €'],
    ['1234567.125', '1.234.567,13 €'],
    ['0.005', '0,01 €'],
    ['-0.005', '-0,01 €'],
    ['-0.004', '0,00 €'],
    ['9.995', '10,00 €'],
    ['999.999', '1.000,00 €'],
    ['.5', '0,50 €'],
    ['12,5', '12,50 €'],
    ['', '0,00 €'],
    [null, '0,00 €'],
  ])('%s -> %s', (value, text) => {
    expect(moneyText(value)).toBe(text);
    expect(moneyText(value)).toBe(formatMoney(value));
  });

  it('reads numbers like formatMoney, exponents too', () => {
    for (const n of [0, 1.005, 2.675, -3.5, 1e-7, 123456789.126, 1e21]) expect(moneyText(n)).toBe(formatMoney(n));
  });

  it('matches formatMoney for any decimal string', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        fc.stringMatching(/^\d{0,6}$/),
        (negative, whole, fraction) => {
          const value = `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
          expect(amountTextDe(value)).toBe(formatMoney(value).replace(' €', ''));
        },
      ),
    );
  });

  it('writes the total like formatTotal, with the currency code and "ca."', () => {
    for (const order of [
      { totalGross: '12.50', isApproximate: true },
      { totalGross: '7.00', isApproximate: false },
    ]) {
      expect(totalText(order, 'CHF')).toBe(formatTotal(order, 'CHF'));
    }
  });
});
