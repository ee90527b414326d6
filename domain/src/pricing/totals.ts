import { Decimal, dec } from '../decimal.js';
import type { DeliveryArea, Money, OrderType, TaxRate } from '../types.js';
import { calculationModelFor } from '../units/conversion.js';
import { PRICE_OWN_TEXTS } from '../messages/price-texts.js';
import { CHECKOUT_TEXTS } from '../messages/storefront.js';
import { CALCULATION_MODEL_LABELS, isApproximateTotal } from './calculation-model.js';
import { deliveryFee } from './delivery-fee.js';
import { type PricedItem, itemTotal } from './item-price.js';
import { checkMinimumOrder, type MinimumOrderCheck } from './minimum-order.js';
import { formatMoney } from './money-format.js';
import { normaliseRate, splitGross, taxRateFor } from './taxes.js';

/** Pricing result (spec 3) plus the flags the UI needs. Money with 2 decimals, net and taxes with 4. */
export interface Totals {
  /** Items gross (without delivery). */
  gross: Money;
  deliveryGross: Money;
  totalGross: Money;
  totalNet: string;
  /** Tax amount per rate, keyed by the normalised rate ("10", "20"). */
  taxes: Record<TaxRate, string>;
  /** Total shows 'ca.' (spec 9). */
  isApproximate: boolean;
  /** Some items have a hidden price: their price is not in the totals, it comes with order completion. */
  hasHiddenPrices: boolean;
  minimumOrder: MinimumOrderCheck;
}

export interface TotalsInput {
  items: readonly PricedItem[];
  orderType: OrderType;
  /** The chosen delivery area; ignored unless orderType is 'delivery'. */
  deliveryArea?: DeliveryArea | null;
}

/**
 * Cart / order totals (spec 3 "Pricing result", spec 9). Lines are rounded to cents; gross is grouped by
 * tax rate and each group split once into net (4 decimals) and tax, so gross = net + taxes exactly.
 */
export function calculateTotals({ items, orderType, deliveryArea }: TotalsInput): Totals {
  const grossByRate = new Map<TaxRate, Decimal>();
  const addGross = (rate: TaxRate, amount: Money) =>
    grossByRate.set(rate, (grossByRate.get(rate) ?? new Decimal(0)).add(dec(amount)));

  let itemsGross = new Decimal(0);
  const priced = items.filter((item) => !item.product.isPriceHidden);
  for (const item of priced) {
    const line = itemTotal(item);
    itemsGross = itemsGross.add(dec(line));
    addGross(taxRateFor(item.product, orderType), line);
  }

  const area = orderType === 'delivery' ? deliveryArea : null;
  const fee = deliveryFee(area, itemsGross);
  if (area && dec(fee).gt(0)) addGross(normaliseRate(area.tax), fee);

  let totalNet = new Decimal(0);
  const taxes: Record<TaxRate, string> = {};
  for (const [rate, gross] of grossByRate) {
    const { net, tax } = splitGross(gross, rate);
    totalNet = totalNet.add(dec(net));
    taxes[rate] = dec(taxes[rate]).add(dec(tax)).toFixed(4);
  }

  return {
    gross: itemsGross.toFixed(2),
    deliveryGross: fee,
    totalGross: itemsGross.add(dec(fee)).toFixed(2),
    totalNet: totalNet.toFixed(4),
    taxes,
    isApproximate: isApproximateTotal(items.map((item) => calculationModelFor(item.product, item.unit))),
    hasHiddenPrices: items.length !== priced.length,
    minimumOrder: checkMinimumOrder(orderType, area, itemsGross),
  };
}

/** Total for display (spec 9): German money, prefixed 'ca.' when approximate. */
export function formatTotal(totals: Pick<Totals, 'totalGross' | 'isApproximate'>, currency = 'EUR'): string {
  return formatMoney(
    totals.totalGross,
    currency,
    totals.isApproximate ? CALCULATION_MODEL_LABELS.approximate.short : '',
  );
}

/** Delivery cost for display: 'Kostenlos' when it costs 0 (spec 5), else the amount. */
export function formatDeliveryCost(totals: Pick<Totals, 'deliveryGross'>, currency = 'EUR'): string {
  return dec(totals.deliveryGross).isZero() ? CHECKOUT_TEXTS.freeDelivery : formatMoney(totals.deliveryGross, currency);
}

/** Notes under the totals (spec 8 "Approximate totals"): base-price note and hidden-price note. */
export function totalsNotes(totals: Pick<Totals, 'isApproximate' | 'hasHiddenPrices'>): string[] {
  return [
    ...(totals.isApproximate ? [PRICE_OWN_TEXTS.approximatePrices] : []),
    ...(totals.hasHiddenPrices ? [PRICE_OWN_TEXTS.hiddenPrices] : []),
  ];
}
