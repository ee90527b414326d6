import { PARTNER_TEXTS } from './webhook-events.js';

/**
 * Where webhooks may go. Development and tests reach loopback and the configured hosts only; production
 * needs https and, when hosts are configured, one of them; loopback and private address literals are
 * refused there unless configured (the worker must not become a door into the internal network).
 */
export interface WebhookHostPolicy {
  /** Host names (lower case) always allowed; in production, when non-empty, the only ones allowed. */
  allowedHosts: readonly string[];
  /** Development/test: loopback and allowedHosts only, http allowed. */
  restricted: boolean;
}

const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|\[?::1\]?)$/;
const PRIVATE =
  /^(10(\.\d{1,3}){3}|192\.168(\.\d{1,3}){2}|172\.(1[6-9]|2\d|3[01])(\.\d{1,3}){2}|169\.254(\.\d{1,3}){2}|0\.0\.0\.0|\[?f[cd][0-9a-f:]*\]?|\[?fe80:[0-9a-f:]*\]?)$/i;

/** null when `raw` is an allowed webhook URL, else the German reason. */
export function webhookUrlProblem(raw: string, policy: WebhookHostPolicy): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return PARTNER_TEXTS.urlInvalid;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return PARTNER_TEXTS.urlInvalid;
  if (url.username || url.password) return PARTNER_TEXTS.urlCredentials;
  const host = url.hostname.toLowerCase();
  const listed = policy.allowedHosts.includes(host);
  if (policy.restricted) return listed || LOOPBACK.test(host) ? null : PARTNER_TEXTS.urlHostNotAllowed(host);
  if (url.protocol !== 'https:' && !listed) return PARTNER_TEXTS.urlHttpsRequired;
  if (policy.allowedHosts.length > 0) return listed ? null : PARTNER_TEXTS.urlHostNotAllowed(host);
  return LOOPBACK.test(host) || PRIVATE.test(host) ? PARTNER_TEXTS.urlHostNotAllowed(host) : null;
}
