// Spec section 3 "Pricing result" and section 9 (taxes per order type, net 4 decimals, delivery fee with
// area tax, approximate totals 'ca.', hidden-price items), plus property-based invariants.
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { Decimal } from '../decimal.js';
import { product } from '../test-fixtures.js';
import type { DeliveryArea, OrderType } from '../types.js';
import type { PricedItem } from './item-price.js';
import { OWN_TEXTS } from '../messages/own-texts.js';
import { calculateTotals, formatDeliveryCost, formatTotal, totalsNotes } from './totals.js';

const area: DeliveryArea = {
  area: 'Zone 1',
  price: '3.90',
  tax: '20',
  free: false,
  minimumOrderValue: '15.00',
  freeFromOrderValue: '50.00',
};
const pizza = product({ id: 1, price: '11.00', tax: '10', dineInTax: '10' });
const wine = product({ id: 2, price: '24.00', tax: '20' });
const cheese = product({ id: 3, price: '30.00', unit: 'kilogram', calculationModel: 'approximate', tax: '10' });
const cake = product({ id: 4, price: '45.00', isPriceHidden: true });

describe('totals (spec 3 Pricing result, spec 9)', () => {
  it('takeaway: taxes grouped per rate, net 4 decimals, no delivery', () => {
    const totals = calculateTotals({
      orderType: 'takeaway',
      items: [
        { product: pizza, amount: 2, unit: 'piece' },
        { product: wine, amount: 1, unit: 'piece' },
      ],
      deliveryArea: area,
    });
    expect(totals).toEqual({
      gross: '46.00',
      deliveryGross: '0.00',
      totalGross: '46.00',
      totalNet: '40.0000',
      taxes: { '10': '2.0000', '20': '4.0000' },
      isApproximate: false,
      hasHiddenPrices: false,
      minimumOrder: { reached: true, minimum: null, missing: '0.00' },
    });
  });

  it('delivery: area fee taxed at the area rate and minimum order checked', () => {
    const totals = calculateTotals({
      orderType: 'delivery',
      items: [{ product: pizza, amount: 1, unit: 'piece' }],
      deliveryArea: area,
    });
    expect(totals.gross).toBe('11.00');
    expect(totals.deliveryGross).toBe('3.90');
    expect(totals.totalGross).toBe('14.90');
    expect(totals.taxes).toEqual({ '10': '1.0000', '20': '0.6500' });
    expect(totals.totalNet).toBe('13.2500');
    expect(totals.minimumOrder).toEqual({ reached: false, minimum: '15.00', missing: '4.00' });
  });

  it('delivery: free from the order value', () => {
    const totals = calculateTotals({
      orderType: 'delivery',
      items: [{ product: wine, amount: 3, unit: 'piece' }],
      deliveryArea: area,
    });
    expect(totals.deliveryGross).toBe('0.00');
    expect(totals.totalGross).toBe('72.00');
    expect(totals.taxes).toEqual({ '20': '12.0000' });
  });

  it.each<[OrderType, string]>([
    ['dineIn', '20'],
    ['takeaway', '10'],
  ])('%s uses the order-type rate %s', (orderType, rate) => {
    const drink = product({ price: '6.00', tax: '10', dineInTax: '20' });
    const totals = calculateTotals({ orderType, items: [{ product: drink, amount: 1, unit: 'piece' }] });
    expect(Object.keys(totals.taxes)).toEqual([rate]);
  });

  it('approximate items make the total approximate; hidden prices stay out of the totals', () => {
    const totals = calculateTotals({
      orderType: 'takeaway',
      items: [
        { product: cheese, amount: 0.35, unit: 'kilogram' },
        { product: cake, amount: 1, unit: 'piece' },
      ],
    });
    expect(totals.gross).toBe('10.50');
    expect(totals.isApproximate).toBe(true);
    expect(totals.hasHiddenPrices).toBe(true);
  });

  it('rounds each line half up before summing (.xx5)', () => {
    const half = product({ price: '0.125' });
    const totals = calculateTotals({
      orderType: 'takeaway',
      items: [
        { product: half, amount: 1, unit: 'piece' },
        { product: half, amount: 1, unit: 'piece' },
      ],
    });
    expect(totals.gross).toBe('0.26');
  });

  it('an empty cart totals zero', () => {
    expect(calculateTotals({ orderType: 'delivery', items: [], deliveryArea: { ...area, free: true } })).toMatchObject({
      gross: '0.00',
      totalGross: '0.00',
      totalNet: '0.0000',
      taxes: {},
    });
  });
});

describe('totals display (spec 5, 8, 9)', () => {
  it.each([
    [{ totalGross: '1234.50', isApproximate: false }, '1.234,50 €'],
    [{ totalGross: '12.50', isApproximate: true }, 'ca. 12,50 €'],
  ])('%j -> %s', (totals, expected) => {
    expect(formatTotal(totals)).toBe(expected);
  });

  it('shows Kostenlos for free delivery and the notes', () => {
    expect(formatDeliveryCost({ deliveryGross: '0.00' })).toBe('Kostenlos');
    expect(formatDeliveryCost({ deliveryGross: '3.90' }, 'EUR')).toBe('3,90 €');
    expect(totalsNotes({ isApproximate: true, hasHiddenPrices: true })).toEqual([
      OWN_TEXTS.approximatePrices,
      OWN_TEXTS.hiddenPrices,
    ]);
    expect(totalsNotes({ isApproximate: false, hasHiddenPrices: false })).toEqual([]);
  });
});

describe('totals properties (fast-check)', () => {
  const money = fc.integer({ min: 0, max: 100_000 }).map((cents) => new Decimal(cents).div(1000).toFixed(3));
  const rate = fc.constantFrom('0', '5', '7.7', '10', '13', '20');
  const itemArb = fc.record({
    price: money,
    tax: rate,
    dineInTax: fc.option(rate, { nil: null }),
    amount: fc.oneof(fc.integer({ min: -3, max: 20 }), fc.double({ min: -1, max: 10, noNaN: true })),
    modifier: fc.option(
      fc.record({ value: money, modifier: fc.constantFrom('add' as const, 'subtract' as const, 'overwrite' as const) }),
      { nil: null },
    ),
    hidden: fc.boolean(),
  });
  type ItemInput = typeof itemArb extends fc.Arbitrary<infer T> ? T : never;
  const areaArb = fc.record({
    area: fc.constant('A'),
    price: money,
    tax: rate,
    free: fc.boolean(),
    minimumOrderValue: fc.option(money, { nil: null }),
    freeFromOrderValue: fc.option(money, { nil: null }),
  });
  const toItems = (raw: ItemInput[]): PricedItem[] =>
    raw.map((entry, index) => ({
      product: product({
        id: index,
        price: entry.price,
        tax: entry.tax,
        dineInTax: entry.dineInTax,
        isPriceHidden: entry.hidden,
        type: 'configurable',
        config: {
          parts: [
            {
              type: 'select',
              name: 'Option',
              optional: true,
              options: entry.modifier ? [{ name: 'o', ...entry.modifier }] : [],
            },
          ],
        },
      }),
      amount: entry.amount,
      unit: 'piece',
      parts: entry.modifier ? [{ name: 'o', value: '0', modifier: 'add' }] : [],
    }));
  const inputArb = fc.record({
    items: fc.array(itemArb, { maxLength: 8 }),
    orderType: fc.constantFrom<OrderType>('takeaway', 'delivery', 'dineIn'),
    area: fc.option(areaArb, { nil: null }),
  });

  it('gross = net + taxes (within 4-decimal rounding) and the tax per rate matches the rate', () => {
    fc.assert(
      fc.property(inputArb, ({ items, orderType, area: zone }) => {
        const totals = calculateTotals({ items: toItems(items), orderType, deliveryArea: zone });
        const taxSum = Object.values(totals.taxes).reduce((sum, tax) => sum.add(tax), new Decimal(0));
        const diff = new Decimal(totals.totalGross).sub(new Decimal(totals.totalNet).add(taxSum)).abs();
        expect(diff.lte('0.0001')).toBe(true);
        for (const [key, tax] of Object.entries(totals.taxes)) {
          if (key === '0') expect(new Decimal(tax).isZero()).toBe(true);
          else expect(new Decimal(tax).gte(0)).toBe(true);
        }
      }),
    );
  });

  it('totals are never negative and total = items + delivery', () => {
    fc.assert(
      fc.property(inputArb, ({ items, orderType, area: zone }) => {
        const totals = calculateTotals({ items: toItems(items), orderType, deliveryArea: zone });
        for (const value of [totals.gross, totals.deliveryGross, totals.totalGross, totals.totalNet]) {
          expect(new Decimal(value).gte(0)).toBe(true);
        }
        expect(new Decimal(totals.gross).add(totals.deliveryGross).eq(totals.totalGross)).toBe(true);
        expect(new Decimal(totals.minimumOrder.missing).gte(0)).toBe(true);
      }),
    );
  });
});
