// Orders and uploads of the public API (spec 7): order placement with an Idempotency-Key, the public
// status view (uid + hash), the customer's counter-proposal answer and questionnaire, file uploads.
import type { OrderFlags, OrderStatus, PartSelection, Questionnaire, TimelineStep, UnitId } from '@bestell/domain';
import { api } from './client';

/** One order line as the public view returns it (prices null when hidden). */
export interface PublicOrderItem {
  index: number;
  product: { id: string; name: string; description: string };
  amount: string | number;
  unit: UnitId;
  parts: PartSelection[];
  taxRate: string;
  unitPrice: string | null;
  total: string | null;
  isPriceHidden: boolean;
  calculationModel: string;
}

/** Spec 3 "Order (response)", public audience: no customer contact or address data. */
export interface PublicOrder extends OrderFlags {
  id: string;
  uid: string;
  ticketNumber: number | string | null;
  status: OrderStatus;
  timeline: TimelineStep[];
  branch: { id: string };
  isDineIn: boolean;
  isPreorder?: boolean;
  isQuotation?: boolean;
  appointment: string | null;
  tableIdentifier: string | null;
  paymentStatus?: string | null;
  comment: string | null;
  deliveryArea: string | null;
  gross: string;
  totalNet: string;
  totalGross: string;
  deliveryGross: string;
  taxes: Record<string, string>;
  isApproximate: boolean;
  hasHiddenPrices: boolean;
  items: PublicOrderItem[];
  createdAt: string;
  updatedAt: string;
}

export interface PlacedOrder {
  id?: string;
  uid: string;
  hash: string;
  ticketNumber?: number | string | null;
  paymentRedirectUrl?: string | null;
}

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
