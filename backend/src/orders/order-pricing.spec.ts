import { describe, expect, it } from '@jest/globals';
import type { Part, Product } from '@bestell/domain';
import { requestHash } from './idempotency/idempotency.service.js';
import { ORDER_TEXTS } from './messages.js';
import { orderDeliveryArea, priceOrder, resolveItem, sanitizeParts } from './order-pricing.js';
import { hashMatches } from '../common/index.js';

const parts: Part[] = [
  {
    type: 'select',
    name: 'Größe',
    optional: false,
    options: [
      { name: 'Klein', value: '9.90', modifier: 'overwrite' },
      { name: 'Groß', value: '12.90', modifier: 'overwrite' },
    ],
  },
  { type: 'multiselect', name: 'Extras', optional: true, options: [{ name: 'Käse', value: '1.20', modifier: 'add' }] },
  { type: 'text', name: 'Wunsch', optional: true },
  { type: 'images', name: 'Fotos', optional: true },
];

const menu: Product = {
  id: 'p1',
  name: 'Menü',
  type: 'bundle',
  price: '9.90',
  unit: 'piece',
  tax: '10',
  dineInTax: '20',
  isEnabled: true,
  maximumQuantity: 5,
  config: { parts },
};

describe('sanitizeParts', () => {
  it('keeps the catalogue option by name, only the reference of uploads, drops unknown options and wrong shapes', () => {
    expect(
      sanitizeParts(parts, [
        { name: 'Groß', value: '0.01', modifier: 'add' },
        [{ name: 'Käse', value: '-9' }, { name: 'Gold' }],
        '  extra scharf  ',
        [{ id: 7, publicHash: 'h', extension: 'exe', mimeType: 'text/html' }, 'kein Upload', { id: 8 }],
        'überzählig',
      ]),
    ).toEqual([
      { name: 'Groß', value: '12.90', modifier: 'overwrite' },
      [{ name: 'Käse', value: '1.20', modifier: 'add' }],
      'extra scharf',
      // The stored upload fills in the rest when the order is placed (attachUploads).
      [
        { id: 7, publicHash: 'h' },
        { id: 8, publicHash: '' },
      ],
    ]);
    expect(sanitizeParts(parts, [[{ name: 'Groß' }], { name: 'Käse' }, ['x'], 'y'])).toEqual([null, [], null, []]);
  });
});

describe('resolveItem', () => {
  it('refuses a unit the product does not offer and incomplete parts, with fields', () => {
    expect(resolveItem(menu, { amount: 1, unit: 'kilogram', parts: [] }, 'items.0').errors).toEqual([
      { field: 'items.0.unit', message: ORDER_TEXTS.unitInvalid },
    ]);
    expect(resolveItem(menu, { amount: 1, parts: [{ name: 'Riesig' }] }, 'items.0').errors).toEqual([
      { field: 'items.0.parts.0', message: ORDER_TEXTS.partsIncomplete('Größe') },
    ]);
  });

  it('corrects the amount to the limits', () => {
    expect(resolveItem(menu, { amount: '7,6', parts: [{ name: 'Klein' }] }, 'i').item?.amount).toBe(5);
    expect(resolveItem(menu, { amount: 0, parts: [{ name: 'Klein' }] }, 'i').item?.amount).toBe(1);
  });
});

describe('priceOrder', () => {
  it('snapshots each line with the order-type tax rate and prices from the catalogue', () => {
    const item = resolveItem(menu, { amount: 2, parts: [{ name: 'Groß' }, [{ name: 'Käse' }]] }, 'i').item!;
    const { snapshots, totals } = priceOrder([item], 'dineIn', null);
    expect(snapshots[0]).toMatchObject({
      unitPrice: '14.10',
      total: '28.20',
      taxRate: '20',
      product: { price: '9.90' },
    });
    expect(totals).toMatchObject({ gross: '28.20', totalGross: '28.20', taxes: { '20': '4.7000' } });
  });
});

// Issue 40: the address's zip code picks the area, and its fee, minimum and free-from price the order.
describe('orderDeliveryArea', () => {
  const area = (name: string, position: number, zipCodes: string[] | null, price: string) => ({
    area: name,
    position,
    zipCodes,
    price,
    tax: '20',
    free: false,
    minimumOrderValue: '15.00',
    freeFromOrderValue: '40.00',
  });
  const areas = [
    area('1080 Josefstadt', 2, ['1080'], '4.50'),
    area('Ohne Liste', 0, null, '0.00'),
    area('1060 Mariahilf', 1, ['1060', '106*'], '3.90'),
    area('1060 doppelt', 3, ['1060'], '9.00'),
  ];

  it.each<[string, string | null]>([
    ['1060', '1060 Mariahilf'],
    ['1080', '1080 Josefstadt'],
    ['1100', null],
    ['', null],
  ])('zip %p -> %p (first by position; a list-less area covers nothing)', (zip, expected) => {
    expect(orderDeliveryArea(areas, zip)?.area ?? null).toBe(expected);
  });

  it('prices fee and free-from of the derived area', () => {
    const item = resolveItem(menu, { amount: 1, parts: [{ name: 'Klein' }, []] }, 'i').item!;
    const mariahilf = orderDeliveryArea(areas, '1060')!;
    expect(priceOrder([item], 'delivery', mariahilf).totals).toMatchObject({
      deliveryGross: '3.90',
      totalGross: '13.80',
      minimumOrder: { reached: false },
    });
    const big = resolveItem(menu, { amount: 5, parts: [{ name: 'Klein' }, []] }, 'i').item!;
    expect(priceOrder([big], 'delivery', mariahilf).totals).toMatchObject({ deliveryGross: '0.00' });
  });
});

describe('request hash and public hash check', () => {
  it('hashes bodies independent of key order', () => {
    expect(requestHash({ a: 1, b: { c: [1, 2], d: null } })).toBe(requestHash({ b: { d: null, c: [1, 2] }, a: 1 }));
    expect(requestHash({ a: 1 })).not.toBe(requestHash({ a: 2 }));
  });

  it('matches only the exact hash', () => {
    expect(hashMatches('abcDEF123', 'abcDEF123')).toBe(true);
    for (const wrong of ['abcDEF12', 'abcDEF1234', 'abcDEF124', ''])
      expect(hashMatches(wrong, 'abcDEF123')).toBe(false);
  });
});
