// Staff calls of catering quotes (issue 21 item 4): list, one quote, save (and send).
import type { QuoteFee, QuoteLine, QuoteListRow, StaffQuote } from '@bestell/domain';
import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '../../shared/api/query-keys';
import { bo } from '../core/api';

export interface QuoteDraftBody {
  version: number;
  eventDate: string | null;
  guests: number | null;
  lines: QuoteLine[];
  fee: QuoteFee | null;
  validUntil: string | null;
  message: string;
  send: boolean;
}

export const quoteKeys = queryKeys.quotes;

export const quotesApi = {
  list: (): Promise<QuoteListRow[]> => bo.get('/api/quotes'),
  one: (orderId: string): Promise<StaffQuote> => bo.get('/api/quotes/{orderId}', { path: { orderId } }),
  save: (orderId: string, body: QuoteDraftBody): Promise<StaffQuote> =>
    bo.put('/api/quotes/{orderId}', { path: { orderId }, body }),
};

export const quoteQueries = {
  list: () => queryOptions({ queryKey: quoteKeys.list, queryFn: quotesApi.list }),
  one: (orderId: string) => queryOptions({ queryKey: quoteKeys.one(orderId), queryFn: () => quotesApi.one(orderId) }),
};
