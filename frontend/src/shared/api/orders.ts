// Orders and uploads of the public API (spec 7): order placement with an Idempotency-Key, the public
// status view (uid + hash), the customer's counter-proposal answer and questionnaire, file uploads.
import type { PlacedOrder, PublicOrder, Questionnaire } from '@bestell/domain';
import { api } from './client';

export interface UploadedFile {
  id: string | number;
  version?: number;
  extension?: string;
  publicHash: string;
  mimeType?: string;
}

/** POST /api/orders; the key makes a retried request (network hiccup) create the order only once. */
export const placeOrder = (form: object, idempotencyKey: string) =>
  api.post<PlacedOrder>('/orders', form, { 'Idempotency-Key': idempotencyKey });

/** POST /api/uploads with the file as a data URL (spec 3 Upload: created from file data). */
export const uploadFile = (dataUrl: string, name: string) =>
  api.post<UploadedFile>('/uploads', { data: dataUrl, name });

const publicPath = (uid: string, hash: string) =>
  `/orders/public/${encodeURIComponent(uid)}/${encodeURIComponent(hash)}`;

export const fetchPublicOrder = (uid: string, hash: string, signal?: AbortSignal) =>
  api.get<PublicOrder>(publicPath(uid, hash), signal);

export const answerCounterProposal = (uid: string, hash: string, accept: boolean) =>
  api.post<PublicOrder>(
    `${publicPath(uid, hash)}/${accept ? 'confirm-counter-appointment' : 'reject-counter-appointment'}`,
  );

export const sendQuestionnaire = (uid: string, hash: string, questionnaire: Questionnaire) =>
  api.post<PublicOrder>(`${publicPath(uid, hash)}/questionnaire`, questionnaire);
