// Issue 12 item 4: a huge order is refused on its field instead of overflowing a numeric column.
import { describe, expect, it } from '@jest/globals';
import { MONEY_MAX, moneyOverflow } from './limits.js';

const fits = { gross: '10.00', deliveryGross: '0.00', totalGross: '10.00', totalNet: '8.3333' };

describe('moneyOverflow', () => {
  it.each([
    ['everything fits', ['10.00'], fits, null],
    ['the maximum itself fits', [MONEY_MAX], { ...fits, gross: MONEY_MAX, totalGross: MONEY_MAX }, null],
    ['a line above the maximum', ['1.00', '100000000.00'], fits, { line: 1 }],
    ['the first of two big lines', ['100000000.00', '100000000.00'], fits, { line: 0 }],
    ['lines fit, the sum does not', ['60000000.00', '60000000.00'], { ...fits, gross: '120000000.00' }, { line: null }],
    ['delivery pushes the total over', ['99999999.99'], { ...fits, totalGross: '100000004.99' }, { line: null }],
    ['net alone too big', ['1.00'], { ...fits, totalNet: '100000000.0001' }, { line: null }],
  ])('%s', (_name, lines, totals, expected) => {
    expect(moneyOverflow(lines, totals)).toEqual(expected);
  });
});
