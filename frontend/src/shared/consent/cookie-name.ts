// The consent cookie (spec 9: 365 days). The same name as CONSENT_COOKIE in domain/src/insights, kept
// as a literal so the analytics snippet stays free of the domain bundle (a spec checks both agree).
export const CONSENT_COOKIE = 'cookie-consent';
export const CONSENT_DAYS = 365;
export type ConsentState = 'accepted' | 'rejected' | null;

/**
 * The cookie text of an answer, kept 365 days (spec 9). The preload script (scripts/route-preload.ts) writes
 * the same text when the server shell's banner is answered before the app has run.
 */
export const consentCookie = (state: 'accepted' | 'rejected') =>
  `${CONSENT_COOKIE}=${state}; max-age=${CONSENT_DAYS * 86_400}; path=/; SameSite=Lax`;

export function readConsent(): ConsentState {
  const m = document.cookie.match(new RegExp(`(?:^|; )${CONSENT_COOKIE}=(accepted|rejected)`));
  return m ? (m[1] as 'accepted' | 'rejected') : null;
}
