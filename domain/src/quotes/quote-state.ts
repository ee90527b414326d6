import { zonedParts } from '../opening-hours/zoned-time.js';

/** Where a quote stands: priced by staff (requested), mailed (sent), answered or run out. */
export type QuoteState = 'requested' | 'sent' | 'accepted' | 'declined' | 'expired';

export const QUOTE_STATES: readonly QuoteState[] = ['requested', 'sent', 'accepted', 'declined', 'expired'];

/** Accepted, declined and expired quotes are closed for good (expiry and declining close the quotation order too). */
export const isQuoteClosed = (state: QuoteState): boolean =>
  state === 'accepted' || state === 'declined' || state === 'expired';

/** Staff may change and (re-)send a quote until the customer answered it. */
export const canStaffEdit = (state: QuoteState): boolean => !isQuoteClosed(state);

/** The customer may add event details only while staff have not sent an offer yet. */
export const canCustomerEditRequest = (state: QuoteState): boolean => state === 'requested';

/** The shop-local day `now` falls on (YYYY-MM-DD), the day a validity date is compared with. */
export const shopToday = (now: Date, tz: string): string => zonedParts(now, tz).date;

/** A sent quote runs out after its validity day (inclusive) has passed in the shop's time zone. */
export function isQuoteExpired(quote: { state: QuoteState; validUntil: string | null }, today: string): boolean {
  return quote.state === 'sent' && !!quote.validUntil && quote.validUntil < today;
}

/** The state a stored quote is in when read at `today` (expiry is applied on access as well as by the sweep). */
export function effectiveQuoteState(
  quote: { state: QuoteState; validUntil: string | null },
  today: string,
): QuoteState {
  return isQuoteExpired(quote, today) ? 'expired' : quote.state;
}
