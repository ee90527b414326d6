// The customer's side of a catering quote (issue 21 item 4), keyed like the status page by uid + hash.
import type { PublicQuote } from '@bestell/domain';
import { api } from '../../shared/api/client';

const quotePath = (uid: string, hash: string) =>
  `/quotes/public/${encodeURIComponent(uid)}/${encodeURIComponent(hash)}`;

export const fetchQuote = (uid: string, hash: string, signal?: AbortSignal) =>
  api.get<PublicQuote>(quotePath(uid, hash), signal);

export const updateQuoteRequest = (
  uid: string,
  hash: string,
  request: { eventDate: string | null; guests: number | null; notes: string },
) => api.put<PublicQuote>(`${quotePath(uid, hash)}/request`, request);

export const answerQuote = (uid: string, hash: string, accept: boolean, version: number) =>
  api.post<PublicQuote>(`${quotePath(uid, hash)}/${accept ? 'accept' : 'decline'}`, { version });
