import { apiRequest } from '../../shared/api/client';

export type DevPaymentOutcome = 'paid' | 'canceled' | 'failed';

export interface DevPayment {
  reference: string;
  totalGross: string;
  ticketNumber: number;
  state: 'open' | 'paid' | 'failed' | 'refunded';
}

/** The development gateway's payment (404 in production: the gateway does not exist there). */
export const fetchDevPayment = (reference: string) =>
  apiRequest<DevPayment>(`/payments/development/${encodeURIComponent(reference)}`);

/** Settles it as the provider would; the answer names the real return endpoint to continue to. */
export const settleDevPayment = (reference: string, outcome: DevPaymentOutcome) =>
  apiRequest<{ state: DevPayment['state']; redirectUrl: string }>(
    `/payments/development/${encodeURIComponent(reference)}`,
    { method: 'POST', body: { outcome } },
  );

export const DEV_PAYMENT_BUTTONS: { outcome: DevPaymentOutcome; label: string }[] = [
  { outcome: 'paid', label: 'bezahlt' },
  { outcome: 'canceled', label: 'abgebrochen' },
  { outcome: 'failed', label: 'fehlgeschlagen' },
];
