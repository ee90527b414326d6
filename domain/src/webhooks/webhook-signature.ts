// X-Signature of outgoing webhooks: HMAC-SHA256 over `${timestamp}.${body}` with the endpoint's secret,
// sent as `t=<unix seconds>,v1=<hex>`. Web Crypto only, so the same code runs in Node and the browser.

/** Header name and the tolerance a receiver should allow between our clock and theirs. */
export const WEBHOOK_SIGNATURE_HEADER = 'X-Signature';
export const WEBHOOK_ID_HEADER = 'X-Webhook-Id';
export const WEBHOOK_TOLERANCE_SECONDS = 300;

const encoder = new TextEncoder();

async function hmacHex(secret: string, message: string): Promise<string> {
  const key = await globalThis.crypto.subtle.importKey(
    'raw',
    encoder.encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const mac = new Uint8Array(await globalThis.crypto.subtle.sign('HMAC', key, encoder.encode(message)));
  return Array.from(mac, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The X-Signature value for `body` (the exact bytes sent) at `timestamp` (unix seconds). */
export async function signWebhook(secret: string, body: string, timestamp: number): Promise<string> {
  return `t=${timestamp},v1=${await hmacHex(secret, `${timestamp}.${body}`)}`;
}

/** Parses `t=..,v1=..`; null when malformed. */
export function parseWebhookSignature(header: string): { timestamp: number; signature: string } | null {
  const parts = new Map(
    header.split(',').map((p) => {
      const i = p.indexOf('=');
      return [p.slice(0, i).trim(), p.slice(i + 1).trim()] as const;
    }),
  );
  const t = parts.get('t') ?? '';
  const v1 = parts.get('v1') ?? '';
  if (!/^\d{1,12}$/.test(t) || !/^[0-9a-f]{64}$/.test(v1)) return null;
  return { timestamp: Number(t), signature: v1 };
}

/** Compares without an early exit, so the time taken says nothing about where the strings differ. */
function equalHex(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/** True when `header` signs `body` with `secret` and its timestamp is within the tolerance of `now`. */
export async function verifyWebhookSignature(
  secret: string,
  body: string,
  header: string,
  nowSeconds = Math.floor(Date.now() / 1000),
  toleranceSeconds = WEBHOOK_TOLERANCE_SECONDS,
): Promise<boolean> {
  const parsed = parseWebhookSignature(header);
  if (!parsed || Math.abs(nowSeconds - parsed.timestamp) > toleranceSeconds) return false;
  return equalHex(await hmacHex(secret, `${parsed.timestamp}.${body}`), parsed.signature);
}
