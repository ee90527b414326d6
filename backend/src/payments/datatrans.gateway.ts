import { createHmac, timingSafeEqual } from 'node:crypto';
import type { PaymentState } from '../orders/index.js';
import { cents, type PaymentGateway, type PaymentOrder, type PaymentStart, type PaymentUrls } from './gateway.js';

/** Webhook signatures older (or newer) than this are refused: a captured request cannot be replayed later. */
export const SIGNATURE_TOLERANCE_MS = 5 * 60_000;

/**
 * Verifies `Datatrans-Signature: t=<timestamp ms>,s0=<hex HMAC-SHA256(key, t + rawBody)>` in constant
 * time; the key is the hex HMAC key from the Datatrans dashboard.
 */
export function verifyDatatransSignature(
  header: string | undefined,
  rawBody: Buffer,
  hexKey: string,
  nowMs = Date.now(),
): boolean {
  if (!header) return false;
  const parts = Object.fromEntries(
    header.split(',').map((p) => {
      const i = p.indexOf('=');
      return [p.slice(0, i).trim(), p.slice(i + 1).trim()];
    }),
  );
  const t = parts.t;
  const s0 = parts.s0;
  if (!t || !s0 || !/^\d{10,16}$/.test(t) || !/^[0-9a-f]{64}$/i.test(s0)) return false;
  const ms = t.length <= 10 ? Number(t) * 1000 : Number(t);
  if (Math.abs(nowMs - ms) > SIGNATURE_TOLERANCE_MS) return false;
  const expected = createHmac('sha256', Buffer.from(hexKey, 'hex')).update(t).update(rawBody).digest();
  return timingSafeEqual(expected, Buffer.from(s0, 'hex'));
}

/** Datatrans REST API v1: init a transaction, redirect to the payment page, read its status. */
export class DatatransGateway implements PaymentGateway {
  constructor(private readonly config: { merchantId: string; password: string; apiUrl: string; payUrl: string }) {}

  private get auth(): string {
    return `Basic ${Buffer.from(`${this.config.merchantId}:${this.config.password}`).toString('base64')}`;
  }

  async start(order: PaymentOrder, urls: PaymentUrls): Promise<PaymentStart> {
    const res = await fetch(`${this.config.apiUrl}/v1/transactions`, {
      method: 'POST',
      headers: { Authorization: this.auth, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        currency: 'EUR',
        refno: order.uid,
        amount: cents(order.totalGross),
        redirect: { successUrl: urls.returnUrl, cancelUrl: urls.errorUrl, errorUrl: urls.errorUrl },
        webhook: { url: urls.webhookUrl },
      }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!res.ok) throw new Error(`Datatrans init fehlgeschlagen (${res.status})`);
    const { transactionId } = (await res.json()) as { transactionId: string };
    return {
      reference: transactionId,
      checkoutUrl: `${this.config.payUrl}/v1/start/${encodeURIComponent(transactionId)}`,
    };
  }

  async status(reference: string): Promise<PaymentState> {
    const res = await fetch(`${this.config.apiUrl}/v1/transactions/${encodeURIComponent(reference)}`, {
      headers: { Authorization: this.auth },
      signal: AbortSignal.timeout(10_000),
    });
    if (!res.ok) throw new Error(`Datatrans Status fehlgeschlagen (${res.status})`);
    const { status } = (await res.json()) as { status: string };
    if (['settled', 'transmitted', 'authorized'].includes(status)) return 'paid';
    if (['failed', 'canceled'].includes(status)) return 'failed';
    return 'open';
  }
}
