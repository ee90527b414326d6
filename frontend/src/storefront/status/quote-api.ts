// The customer's side of a catering quote (issue 21 item 4), keyed like the status page by uid + hash.
import type { PublicQuote } from '@bestell/domain';
import { apiCall } from '../../shared/api/typed';

// Typed by the generated OpenAPI client (issue 22): the answers must fit the domain's PublicQuote.
const byUidHash = (uid: string, hash: string) => ({ path: { uid, hash } });

export const fetchQuote = (uid: string, hash: string, signal?: AbortSignal): Promise<PublicQuote> =>
  apiCall('get', '/api/quotes/public/{uid}/{hash}', { ...byUidHash(uid, hash), signal });

export const updateQuoteRequest = (
  uid: string,
  hash: string,
  request: { eventDate: string | null; guests: number | null; notes: string },
): Promise<PublicQuote> =>
  apiCall('put', '/api/quotes/public/{uid}/{hash}/request', { ...byUidHash(uid, hash), body: request });

export const answerQuote = (uid: string, hash: string, accept: boolean, version: number): Promise<PublicQuote> =>
  accept
    ? apiCall('post', '/api/quotes/public/{uid}/{hash}/accept', { ...byUidHash(uid, hash), body: { version } })
    : apiCall('post', '/api/quotes/public/{uid}/{hash}/decline', { ...byUidHash(uid, hash), body: { version } });
