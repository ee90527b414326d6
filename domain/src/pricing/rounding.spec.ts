// Spec section 9: prices rounded to 2 decimals, net rounded to 4 decimals; our rounding mode is half up.
import { describe, expect, it } from '@jest/globals';
import { roundMoney, roundNet, sumMoney } from './rounding.js';

describe('rounding (spec 9, half up)', () => {
  it.each([
    ['0.125', '0.13'],
    ['0.135', '0.14'],
    ['1.005', '1.01'], // 1.005 in float would round to 1.00
    ['2.675', '2.68'],
    ['10.994', '10.99'],
    ['10.995', '11.00'],
    ['-1.005', '-1.01'],
    ['7', '7.00'],
    [null, '0.00'],
  ])('roundMoney(%p) = %s', (value, expected) => {
    expect(roundMoney(value)).toBe(expected);
  });

  it.each([
    ['9.09090909', '9.0909'],
    ['0.00005', '0.0001'],
    ['1.23445', '1.2345'],
    ['3', '3.0000'],
  ])('roundNet(%p) = %s', (value, expected) => {
    expect(roundNet(value)).toBe(expected);
  });

  it('sums exactly', () => {
    expect(sumMoney(['0.1', '0.2', null]).toString()).toBe('0.3');
  });
});
