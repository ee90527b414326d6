import { apiCall } from '../../shared/api/typed';

export type DevPaymentOutcome = 'paid' | 'canceled' | 'failed';

export interface DevPayment {
  reference: string;
  totalGross: string;
  ticketNumber: number;
  state: 'open' | 'paid' | 'failed' | 'refunded';
}

// Typed by the generated OpenAPI client (issue 22): the answers must fit the types above, so a changed
// server shape fails the frontend typecheck here.
const byReference = (reference: string) => ({ path: { reference } });

/** The development gateway's payment (404 in production: the gateway does not exist there). */
export const fetchDevPayment = (reference: string): Promise<DevPayment> =>
  apiCall('get', '/api/payments/development/{reference}', byReference(reference));

/** Settles it as the provider would; the answer names the real return endpoint to continue to. */
export const settleDevPayment = (
  reference: string,
  outcome: DevPaymentOutcome,
): Promise<{ state: DevPayment['state']; redirectUrl: string }> =>
  apiCall('post', '/api/payments/development/{reference}', { ...byReference(reference), body: { outcome } });

export const DEV_PAYMENT_BUTTONS: { outcome: DevPaymentOutcome; label: string }[] = [
  { outcome: 'paid', label: 'bezahlt' },
  { outcome: 'canceled', label: 'abgebrochen' },
  { outcome: 'failed', label: 'fehlgeschlagen' },
];
