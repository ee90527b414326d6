import { randomUUID } from 'node:crypto';
import {
  dec,
  itemChoices,
  normaliseRate,
  priceQuote,
  type QuoteFee,
  type QuoteLine,
  quoteLineProduct,
  quoteLineTotal,
  type QuoteTotals,
  roundMoney,
} from '@bestell/domain';
import type { OrderItemSnapshot } from '../orders/index.js';
import type { Quote } from './quote.entity.js';

/** The checkout's cart lines as the first draft of a quote: same names, amounts, prices and rates. */
export function linesFromOrder(items: readonly OrderItemSnapshot[]): QuoteLine[] {
  return items.map((item) => ({
    productId: typeof item.product.id === 'string' ? item.product.id : String(item.product.id),
    name: item.product.name,
    // The chosen options in words, so nothing the customer configured is lost from the quote.
    description: itemChoices(
      item.parts,
      (item.product.config?.parts ?? []).map((p) => p.name),
    )
      .map((c) => `${c.name}: ${c.value}`)
      .join('; '),
    amount: dec(item.amount).toString(),
    unit: item.unit,
    unitPrice: roundMoney(item.unitPrice),
    taxRate: normaliseRate(item.taxRate),
  }));
}

/** The quote's fee, or null when it has none. */
export const feeOf = (quote: Pick<Quote, 'fee' | 'feeLabel' | 'feeTaxRate'>): QuoteFee | null =>
  dec(quote.fee).gt(0) ? { label: quote.feeLabel, amount: dec(quote.fee).toFixed(2), taxRate: quote.feeTaxRate } : null;

export const quoteTotals = (quote: Pick<Quote, 'lines' | 'fee' | 'feeLabel' | 'feeTaxRate'>): QuoteTotals =>
  priceQuote(quote.lines, feeOf(quote));

/**
 * The order lines an accepted quote becomes: one snapshot per quoted line (and one for the fee), whose
 * product carries the quoted unit price and rate, so any later re-pricing of the order keeps the quote's
 * prices instead of the catalogue's.
 */
export function orderItemsFromQuote(
  quote: Pick<Quote, 'lines' | 'fee' | 'feeLabel' | 'feeTaxRate'>,
): OrderItemSnapshot[] {
  const fee = feeOf(quote);
  const lines: QuoteLine[] = [
    ...quote.lines,
    ...(fee
      ? [
          {
            productId: null,
            name: fee.label,
            description: '',
            amount: '1',
            unit: 'piece' as const,
            unitPrice: fee.amount,
            taxRate: fee.taxRate,
          },
        ]
      : []),
  ];
  return lines.map((line) => {
    const product = quoteLineProduct(line, randomUUID());
    return {
      product: {
        id: product.id,
        name: product.name,
        description: product.description ?? '',
        type: product.type,
        price: product.price,
        calculationModel: 'fixed',
        unit: product.unit,
        alternativeUnits: [],
        minimumQuantity: null,
        maximumQuantity: null,
        quantityStepSize: null,
        isPriceHidden: false,
        tax: normaliseRate(line.taxRate),
        takeawayTax: null,
        dineInTax: null,
        config: { parts: [] },
        isEnabled: true,
      },
      amount: Number(line.amount),
      unit: line.unit,
      parts: [],
      taxRate: normaliseRate(line.taxRate),
      unitPrice: dec(line.unitPrice).toFixed(2),
      total: quoteLineTotal(line),
    };
  });
}
