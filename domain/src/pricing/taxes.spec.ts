// Spec section 9: "Tax: takeaway, dine-in or delivery rate per product; net rounded to 4 decimals".
import { describe, expect, it } from '@jest/globals';
import type { OrderType } from '../types.js';
import { product } from '../test-fixtures.js';
import { normaliseRate, splitGross, taxRateFor } from './taxes.js';

describe('tax rate by order type (spec 9)', () => {
  const food = product({ tax: '10', takeawayTax: '10', dineInTax: '20' });
  it.each<[ReturnType<typeof product>, OrderType, string]>([
    [food, 'delivery', '10'],
    [food, 'takeaway', '10'],
    [food, 'dineIn', '20'],
    [product({ tax: '20.00' }), 'dineIn', '20'], // falls back to tax
    [product({ tax: '13', takeawayTax: '' }), 'takeaway', '13'],
    [product({ tax: '13', dineInTax: null }), 'dineIn', '13'],
  ])('%j for %s -> %s', (item, orderType, rate) => {
    expect(taxRateFor(item, orderType)).toBe(rate);
  });

  it('normalises rate keys', () => {
    expect(normaliseRate('10.00')).toBe('10');
    expect(normaliseRate('7.7')).toBe('7.7');
  });
});

describe('gross split into net (4 decimals) and tax (spec 9)', () => {
  it.each([
    ['11.00', '10', '10.0000', '1.0000'],
    ['10.00', '10', '9.0909', '0.9091'],
    ['12.00', '20', '10.0000', '2.0000'],
    ['0.01', '20', '0.0083', '0.0017'],
    ['100.00', '0', '100.0000', '0.0000'],
    ['9.99', '7.7', '9.2758', '0.7142'],
  ])('%s at %s%% -> net %s, tax %s', (gross, rate, net, tax) => {
    expect(splitGross(gross, rate)).toEqual({ net, tax });
  });
});
