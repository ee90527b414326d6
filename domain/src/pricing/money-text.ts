import { CALCULATION_MODEL_LABELS } from './calculation-model.js';

// formatMoney for amounts the API already computed (decimal strings), without decimal.js: the status page
// only shows money, it calculates none, and decimal.js is 6 KB gzip of its 120 KB budget (issue 40).
// Same text as formatMoney for every input (money-text.spec.ts compares them).

const SYMBOLS: Readonly<Record<string, string>> = { EUR: '€' };

/** Currency symbol shown after the amount: '€' for EUR, otherwise the ISO code (e.g. 'CHF'). */
export function currencySymbol(currency: string = 'EUR'): string {
  return SYMBOLS[currency.toUpperCase()] ?? currency.toUpperCase();
}

const PLAIN = /^([+-]?)(\d*)(?:\.(\d*))?$/;

/** Adds one to a string of digits: '199' -> '200'. */
function increment(digits: string): string {
  const out = digits.split('');
  for (let i = out.length - 1; i >= 0; i--) {
    if (out[i] !== '9') {
      out[i] = String(Number(out[i]) + 1);
      return out.join('');
    }
    out[i] = '0';
  }
  return `1${out.join('')}`;
}

function plainText(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '0';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return '0';
    const text = String(value);
    // Exponent notation (1e-7, 1e21): twenty places are exact beyond what two-decimal rounding reads.
    if (!/e/i.test(text)) return text;
    return Math.abs(value) >= 1e21 ? BigInt(value).toString() : value.toFixed(20);
  }
  return value.trim().replace(',', '.');
}

/** '1234.565' -> '1.234,57' (two decimals, half away from zero, thousands dots), like formatAmountDe. */
export function amountTextDe(value: string | number | null | undefined): string {
  const match = PLAIN.exec(plainText(value));
  if (!match || (!match[2] && !match[3])) return '0,00';
  const [, sign, whole = '', fraction = ''] = match;
  const cents = `${whole || '0'}${fraction.padEnd(2, '0').slice(0, 2)}`;
  const rounded = (fraction[2] ?? '0') >= '5' ? increment(cents) : cents;
  const digits = rounded.replace(/^0+(?=\d{3})/, '').padStart(3, '0');
  const integer = digits.slice(0, -2).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const negative = sign === '-' && /[1-9]/.test(digits);
  return `${negative ? '-' : ''}${integer},${digits.slice(-2)}`;
}

/** formatMoney's text ('1.234,50 €', 'ca. 12,50 €') for an API amount. */
export function moneyText(value: string | number | null | undefined, currency = 'EUR', prefix = ''): string {
  const text = `${amountTextDe(value)} ${currencySymbol(currency)}`;
  return prefix ? `${prefix} ${text}` : text;
}

/** formatTotal's text for an order from the API: 'ca.' before an approximate total. */
export function totalText(order: { totalGross: string; isApproximate: boolean }, currency = 'EUR'): string {
  return moneyText(order.totalGross, currency, order.isApproximate ? CALCULATION_MODEL_LABELS.approximate.short : '');
}
