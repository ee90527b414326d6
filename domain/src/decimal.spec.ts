import { describe, expect, it } from '@jest/globals';
import { Decimal, dec, maxDecimal } from './decimal.js';

describe('dec', () => {
  it('parses decimal strings with a dot or a comma, numbers and blanks', () => {
    expect(dec('2.50').toString()).toBe('2.5');
    expect(dec(' 2,50 ').toString()).toBe('2.5');
    expect(dec(0.1).add(dec(0.2)).toString()).toBe('0.3');
    expect(dec(null).toString()).toBe('0');
    expect(dec('').toString()).toBe('0');
    expect(dec('abc').toString()).toBe('0');
    expect(dec('Infinity').toString()).toBe('0');
  });

  it('hands out Decimals and repeated strings without copying them: arithmetic never changes a Decimal', () => {
    const price = dec('3.20');
    expect(dec(price)).toBe(price);
    expect(dec('3.20')).toBe(price);
    const total = price.mul(3).add(dec('3.20'));
    expect(total.toString()).toBe('12.8');
    expect(price.toString()).toBe('3.2');
    expect(dec('3.20').toString()).toBe('3.2');
  });

  it('keeps parsing correctly once its cache is full', () => {
    for (let i = 0; i < 5000; i++) expect(dec(`${i}.25`).toString()).toBe(`${i}.25`);
    expect(dec('7.10')).toEqual(new Decimal('7.1'));
  });

  it('maxDecimal picks the larger value', () => {
    expect(maxDecimal('-1.5', 0).toString()).toBe('0');
    expect(maxDecimal(dec('4.2'), '4.19').toString()).toBe('4.2');
  });
});
