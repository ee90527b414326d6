import { dec } from '../decimal.js';
import { moneyOverflow } from '../pricing/limits.js';
import { roundMoney } from '../pricing/rounding.js';
import { normaliseRate } from '../pricing/taxes.js';
import { calculateTotals } from '../pricing/totals.js';
import type { Money, Product, TaxRate, UnitId } from '../types.js';
import { QUOTE_TEXTS } from './quote-texts.js';

/** One line of a quote as staff priced it: the gross unit price and tax rate are the quote's own. */
export interface QuoteLine {
  /** The catalogue product the line came from, if any (kept for the kitchen and statistics). */
  productId: string | null;
  name: string;
  description: string;
  /** Decimal string, e.g. "12" or "2.5". */
  amount: string;
  unit: UnitId;
  /** Gross price of one unit, 2 decimals. */
  unitPrice: Money;
  taxRate: TaxRate;
}

export interface QuoteFee {
  label: string;
  /** Gross, 2 decimals; "0.00" for no fee. */
  amount: Money;
  taxRate: TaxRate;
}

export interface QuoteTotals {
  /** Gross of the lines, without the fee. */
  linesGross: Money;
  fee: Money;
  totalGross: Money;
  totalNet: string;
  taxes: Record<TaxRate, string>;
}

/**
 * The line as a catalogue-shaped product priced at the quoted unit price and rate, so the domain's own
 * pricing (line rounding, grouping by rate, net split) prices a quote exactly as it prices an order.
 */
export function quoteLineProduct(
  line: Pick<QuoteLine, 'productId' | 'name' | 'description' | 'unit' | 'unitPrice' | 'taxRate'>,
  id?: string,
): Product {
  return {
    id: line.productId ?? id ?? 'quote-line',
    name: line.name,
    description: line.description,
    type: 'simple',
    price: line.unitPrice,
    calculationModel: 'fixed',
    unit: line.unit,
    alternativeUnits: [],
    isPriceHidden: false,
    isEnabled: true,
    tax: line.taxRate,
    takeawayTax: null,
    dineInTax: null,
    config: { parts: [] },
  };
}

/** Gross of one line: unit price x amount, rounded half up to cents once (as order lines). */
export const quoteLineTotal = (line: Pick<QuoteLine, 'amount' | 'unitPrice'>): Money =>
  roundMoney(dec(line.unitPrice).mul(dec(line.amount)));

const hasFee = (fee: QuoteFee | null | undefined): fee is QuoteFee => !!fee && dec(fee.amount).gt(0);

/** The quote's totals from its lines and fee, with the domain's tax rules (net per rate, 4 decimals). */
export function priceQuote(lines: readonly QuoteLine[], fee: QuoteFee | null): QuoteTotals {
  const items = lines.map((line) => ({ product: quoteLineProduct(line), amount: line.amount, unit: line.unit }));
  if (hasFee(fee)) {
    items.push({
      product: quoteLineProduct({
        productId: null,
        name: fee.label,
        description: '',
        unit: 'piece',
        unitPrice: fee.amount,
        taxRate: fee.taxRate,
      }),
      amount: '1',
      unit: 'piece',
    });
  }
  const totals = calculateTotals({ items, orderType: 'delivery', deliveryArea: null });
  const linesGross = lines.reduce((sum, line) => sum.add(dec(quoteLineTotal(line))), dec(0));
  return {
    linesGross: linesGross.toFixed(2),
    fee: hasFee(fee) ? dec(fee.amount).toFixed(2) : '0.00',
    totalGross: totals.totalGross,
    totalNet: totals.totalNet,
    taxes: totals.taxes,
  };
}

export interface QuoteDraft {
  lines: readonly QuoteLine[];
  fee: QuoteFee | null;
  /** YYYY-MM-DD, inclusive. */
  validUntil: string | null;
}

const MONEY = /^\d{1,8}(\.\d{1,2})?$/;
const AMOUNT = /^\d{1,6}(\.\d{1,3})?$/;

/**
 * What keeps staff from sending a quote: German messages per field (lines.N.unitPrice, fee.amount, ...).
 * `today` is the shop-local day; `forSending` adds what only a sent offer needs (a validity date).
 */
export function quoteDraftErrors(
  draft: QuoteDraft,
  options: { today: string; forSending: boolean },
): { field: string; message: string }[] {
  const errors: { field: string; message: string }[] = [];
  if (draft.lines.length === 0) errors.push({ field: 'lines', message: QUOTE_TEXTS.linesRequired });
  draft.lines.forEach((line, i) => {
    const field = `lines.${i}`;
    if (!line.name.trim()) errors.push({ field: `${field}.name`, message: QUOTE_TEXTS.lineNameRequired });
    if (!AMOUNT.test(line.amount) || !dec(line.amount).gt(0))
      errors.push({ field: `${field}.amount`, message: QUOTE_TEXTS.amountInvalid });
    if (!MONEY.test(line.unitPrice)) errors.push({ field: `${field}.unitPrice`, message: QUOTE_TEXTS.priceInvalid });
    if (!isTaxRate(line.taxRate)) errors.push({ field: `${field}.taxRate`, message: QUOTE_TEXTS.taxRateInvalid });
  });
  if (draft.fee) {
    if (!MONEY.test(draft.fee.amount)) errors.push({ field: 'fee.amount', message: QUOTE_TEXTS.priceInvalid });
    if (!isTaxRate(draft.fee.taxRate)) errors.push({ field: 'fee.taxRate', message: QUOTE_TEXTS.taxRateInvalid });
    if (hasFee(draft.fee) && !draft.fee.label.trim())
      errors.push({ field: 'fee.label', message: QUOTE_TEXTS.feeLabelRequired });
  }
  if (draft.validUntil && draft.validUntil < options.today)
    errors.push({ field: 'validUntil', message: QUOTE_TEXTS.validUntilPast });
  if (options.forSending && !draft.validUntil)
    errors.push({ field: 'validUntil', message: QUOTE_TEXTS.validUntilRequired });
  if (errors.length === 0) {
    // Lines and totals must fit the order's numeric(10,2) columns once accepted.
    const totals = priceQuote(draft.lines, draft.fee);
    const overflow = moneyOverflow(draft.lines.map(quoteLineTotal), {
      gross: totals.totalGross,
      deliveryGross: '0',
      totalGross: totals.totalGross,
      totalNet: totals.totalNet,
    });
    if (overflow)
      errors.push({
        field: overflow.line === null ? 'lines' : `lines.${overflow.line}.amount`,
        message: QUOTE_TEXTS.priceInvalid,
      });
  }
  return errors;
}

function isTaxRate(rate: string): boolean {
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(rate)) return false;
  const value = dec(rate);
  return value.gte(0) && value.lte(100);
}

/** The canonical key of a rate ("10.0" -> "10"), as order totals use it. */
export const quoteTaxRate = (rate: string): TaxRate => normaliseRate(rate);
