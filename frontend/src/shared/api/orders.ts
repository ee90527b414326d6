// Orders and uploads of the public API (spec 7): order placement with an Idempotency-Key, the public
// status view (uid + hash), the customer's counter-proposal answer and questionnaire, file uploads.
import type { PlacedOrder, PublicOrder, Questionnaire } from '@bestell/domain';
import { apiCall, type ApiBody } from './typed';

export interface UploadedFile {
  id: string | number;
  version?: number;
  extension?: string;
  publicHash: string;
  mimeType?: string;
}

/** What POST /api/orders takes, as the OpenAPI document describes it. */
export type OrderBody = ApiBody<'/api/orders', 'post'>;
/** One line of an order body (product, amount, unit, the chosen parts with upload references). */
export type OrderBodyItem = NonNullable<OrderBody['items']>[number];

/**
 * POST /api/orders; the key makes a retried request (network hiccup) create the order only once. The
 * calls below are typed by the generated OpenAPI client and promise the domain's view types, so a server
 * shape that no longer fits them fails the frontend typecheck here (issue 22).
 */
export const placeOrder = (body: OrderBody, idempotencyKey: string): Promise<PlacedOrder> =>
  apiCall('post', '/api/orders', { body, headers: { 'Idempotency-Key': idempotencyKey } });

/** POST /api/uploads with the file as a data URL (spec 3 Upload: created from file data). */
export const uploadFile = (dataUrl: string, name: string): Promise<UploadedFile> =>
  apiCall('post', '/api/uploads', { body: { data: dataUrl, name } });

const byUidHash = (uid: string, hash: string) => ({ path: { uid, hash } });

export const fetchPublicOrder = (uid: string, hash: string, signal?: AbortSignal): Promise<PublicOrder> =>
  apiCall('get', '/api/orders/public/{uid}/{hash}', { ...byUidHash(uid, hash), signal });

export const answerCounterProposal = (uid: string, hash: string, accept: boolean): Promise<PublicOrder> =>
  accept
    ? apiCall('post', '/api/orders/public/{uid}/{hash}/confirm-counter-appointment', byUidHash(uid, hash))
    : apiCall('post', '/api/orders/public/{uid}/{hash}/reject-counter-appointment', byUidHash(uid, hash));

export const sendQuestionnaire = (uid: string, hash: string, questionnaire: Questionnaire): Promise<PublicOrder> =>
  apiCall('post', '/api/orders/public/{uid}/{hash}/questionnaire', { ...byUidHash(uid, hash), body: questionnaire });
