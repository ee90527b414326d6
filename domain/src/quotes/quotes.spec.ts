import { describe, expect, it } from '@jest/globals';
import { effectiveQuoteState, isQuoteExpired, shopToday } from './quote-state.js';
import { priceQuote, type QuoteLine, quoteDraftErrors, quoteLineTotal } from './quote-pricing.js';
import { QUOTE_TEXTS } from './quote-texts.js';

const line = (over: Partial<QuoteLine> = {}): QuoteLine => ({
  productId: null,
  name: 'Brötchen belegt',
  description: '',
  amount: '40',
  unit: 'piece',
  unitPrice: '2.35',
  taxRate: '10',
  ...over,
});

describe('quote pricing', () => {
  it('prices lines at the quoted unit price, groups taxes per rate and adds the fee', () => {
    const totals = priceQuote([line(), line({ name: 'Sekt', amount: '12', unitPrice: '6.90', taxRate: '20' })], {
      label: 'Lieferung und Aufbau',
      amount: '45.00',
      taxRate: '20',
    });
    // 40 x 2.35 = 94.00; 12 x 6.90 = 82.80; fee 45.00
    expect(totals).toEqual({
      linesGross: '176.80',
      fee: '45.00',
      totalGross: '221.80',
      // 94 / 1.1 = 85.4545; 127.80 / 1.2 = 106.5
      totalNet: '191.9545',
      taxes: { '10': '8.5455', '20': '21.3000' },
    });
  });

  it('rounds each line once, half up, without floats', () => {
    expect(quoteLineTotal({ amount: '3', unitPrice: '0.10' })).toBe('0.30');
    expect(quoteLineTotal({ amount: '2.5', unitPrice: '1.05' })).toBe('2.63');
  });

  it('a zero fee adds nothing', () => {
    expect(priceQuote([line()], { label: '', amount: '0.00', taxRate: '20' }).fee).toBe('0.00');
  });
});

describe('quote validation', () => {
  const today = '2026-11-25';
  it.each([
    [{ amount: '0' }, 'lines.0.amount', QUOTE_TEXTS.amountInvalid],
    [{ amount: 'abc' }, 'lines.0.amount', QUOTE_TEXTS.amountInvalid],
    [{ unitPrice: '-1' }, 'lines.0.unitPrice', QUOTE_TEXTS.priceInvalid],
    [{ unitPrice: '1.005' }, 'lines.0.unitPrice', QUOTE_TEXTS.priceInvalid],
    [{ taxRate: '120' }, 'lines.0.taxRate', QUOTE_TEXTS.taxRateInvalid],
    [{ name: '  ' }, 'lines.0.name', QUOTE_TEXTS.lineNameRequired],
  ])('refuses %j on %s', (over, field, message) => {
    expect(
      quoteDraftErrors({ lines: [line(over)], fee: null, validUntil: today }, { today, forSending: true }),
    ).toEqual([{ field, message }]);
  });

  it('needs lines, a validity date to send, not in the past, and a named fee', () => {
    expect(
      quoteDraftErrors(
        { lines: [], fee: { label: '', amount: '10.00', taxRate: '20' }, validUntil: null },
        { today, forSending: true },
      ),
    ).toEqual([
      { field: 'lines', message: QUOTE_TEXTS.linesRequired },
      { field: 'fee.label', message: QUOTE_TEXTS.feeLabelRequired },
      { field: 'validUntil', message: QUOTE_TEXTS.validUntilRequired },
    ]);
    expect(quoteDraftErrors({ lines: [line()], fee: null, validUntil: null }, { today, forSending: false })).toEqual(
      [],
    );
    expect(
      quoteDraftErrors({ lines: [line()], fee: null, validUntil: '2026-11-24' }, { today, forSending: false }),
    ).toEqual([{ field: 'validUntil', message: QUOTE_TEXTS.validUntilPast }]);
  });

  it('refuses what would not fit the order columns', () => {
    expect(
      quoteDraftErrors(
        { lines: [line({ amount: '999999', unitPrice: '99999999.00' })], fee: null, validUntil: today },
        { today, forSending: true },
      ),
    ).toEqual([{ field: 'lines.0.amount', message: QUOTE_TEXTS.priceInvalid }]);
  });
});

describe('quote expiry', () => {
  it('a sent quote is valid through its validity day in the shop time zone', () => {
    const sent = { state: 'sent' as const, validUntil: '2026-11-25' };
    // 23:30 UTC on the 25th is already the 26th in Vienna.
    expect(shopToday(new Date('2026-11-25T22:30:00Z'), 'Europe/Vienna')).toBe('2026-11-25');
    expect(shopToday(new Date('2026-11-25T23:30:00Z'), 'Europe/Vienna')).toBe('2026-11-26');
    expect(isQuoteExpired(sent, '2026-11-25')).toBe(false);
    expect(isQuoteExpired(sent, '2026-11-26')).toBe(true);
    expect(effectiveQuoteState(sent, '2026-11-26')).toBe('expired');
    expect(effectiveQuoteState({ state: 'accepted', validUntil: '2026-01-01' }, '2026-11-26')).toBe('accepted');
    expect(effectiveQuoteState({ state: 'requested', validUntil: '2026-01-01' }, '2026-11-26')).toBe('requested');
  });
});
