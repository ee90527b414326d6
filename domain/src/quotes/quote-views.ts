import type { Money } from '../types.js';
import type { QuoteFee, QuoteLine, QuoteTotals } from './quote-pricing.js';
import type { QuoteState } from './quote-state.js';

/** A quote line with its gross total, as both views show it. */
export interface QuoteViewLine extends QuoteLine {
  total: Money;
}

/** What the customer sees on the status page (uid + hash): the offer, never internal notes of staff. */
export interface PublicQuote {
  state: QuoteState;
  version: number;
  /** ISO instant or null. */
  eventDate: string | null;
  guests: number | null;
  notes: string;
  /** Only once sent: before that the lines are staff's draft. */
  lines: QuoteViewLine[];
  fee: QuoteFee | null;
  totals: QuoteTotals | null;
  validUntil: string | null;
  message: string;
  sentAt: string | null;
  answeredAt: string | null;
  currency: string;
}

/** The back office's view: the draft as staff edit it, plus the order it belongs to. */
export interface StaffQuote extends Omit<PublicQuote, 'lines' | 'totals'> {
  orderId: string;
  branchId: string;
  ticketNumber: number;
  customerName: string;
  email: string;
  phone: string;
  lines: QuoteViewLine[];
  totals: QuoteTotals;
  /** The status link the mail carries, for staff to copy. */
  statusPath: string;
  createdAt: string;
}

/** One row of the back office's list. */
export interface QuoteListRow {
  orderId: string;
  branchId: string;
  branchName: string;
  ticketNumber: number;
  customerName: string;
  state: QuoteState;
  eventDate: string | null;
  guests: number | null;
  totalGross: Money;
  validUntil: string | null;
  createdAt: string;
}
