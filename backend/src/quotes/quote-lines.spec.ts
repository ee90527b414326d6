import { describe, expect, it } from '@jest/globals';
import { calculateTotals, type OrderType, type Product } from '@bestell/domain';
import type { OrderItemSnapshot } from '../orders/index.js';
import { linesFromOrder, orderItemsFromQuote, quoteTotals } from './quote-lines.js';

const quote = {
  lines: [
    {
      productId: '7a9e4d2c-1b3f-4c8a-8e6d-5f0a2b9c3d11',
      name: 'Brötchen',
      description: '',
      amount: '40',
      unit: 'piece' as const,
      unitPrice: '2.35',
      taxRate: '10',
    },
    {
      productId: null,
      name: 'Servicekraft',
      description: 'Stunden',
      amount: '2.5',
      unit: 'piece' as const,
      unitPrice: '38.00',
      taxRate: '20',
    },
  ],
  fee: '45.00',
  feeLabel: 'Lieferung',
  feeTaxRate: '20',
};

describe('quote lines as order lines', () => {
  it('become order snapshots at the quoted prices, the fee as a line of its own', () => {
    const items = orderItemsFromQuote(quote);
    expect(items.map((i) => [i.product.name, i.amount, i.unitPrice, i.total, i.taxRate])).toEqual([
      ['Brötchen', 40, '2.35', '94.00', '10'],
      ['Servicekraft', 2.5, '38.00', '95.00', '20'],
      ['Lieferung', 1, '45.00', '45.00', '20'],
    ]);
    expect(items[0]!.product.id).toBe(quote.lines[0]!.productId);
    expect(items[1]!.product.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  // Any later re-pricing of the order (a staff edit) prices its snapshots with the domain: it must give
  // the quote's totals, not the catalogue's.
  it.each<OrderType>(['takeaway', 'delivery', 'dineIn'])('re-price to the quote totals for %s orders', (orderType) => {
    const items = orderItemsFromQuote(quote);
    const repriced = calculateTotals({
      items: items.map((i) => ({ product: i.product as Product, amount: i.amount, unit: i.unit, parts: i.parts })),
      orderType,
      deliveryArea: null,
    });
    const totals = quoteTotals(quote);
    expect(repriced.totalGross).toBe(totals.totalGross);
    expect(repriced.totalNet).toBe(totals.totalNet);
    expect(repriced.taxes).toEqual(totals.taxes);
    expect(totals.totalGross).toBe('234.00');
  });

  it('a first draft takes the cart lines with their choices in words', () => {
    const snapshot = {
      product: {
        id: 'p1',
        name: 'Torte',
        config: { parts: [{ type: 'text', name: 'Aufschrift', optional: true }] },
      },
      amount: 2,
      unit: 'piece',
      parts: ['Alles Gute'],
      taxRate: '10.00',
      unitPrice: '30.00',
      total: '60.00',
    } as unknown as OrderItemSnapshot;
    expect(linesFromOrder([snapshot])).toEqual([
      {
        productId: 'p1',
        name: 'Torte',
        description: 'Aufschrift: Alles Gute',
        amount: '2',
        unit: 'piece',
        unitPrice: '30.00',
        taxRate: '10',
      },
    ]);
  });
});
