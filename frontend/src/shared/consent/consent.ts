import { CONSENT_COOKIE, type ConsentState, consentCookie, readConsent } from './cookie-name';

type Listener = (state: ConsentState) => void;
const listeners = new Set<Listener>();

/** Stores the answer for 365 days (spec 9) and tells the subscribers (banner, tracking scripts). */
export function writeConsent(state: 'accepted' | 'rejected'): void {
  document.cookie = consentCookie(state);
  listeners.forEach((l) => l(state));
}

/** 'Cookie-Einstellungen': forgets the answer, so the banner asks again. */
export function withdrawConsent(): void {
  document.cookie = `${CONSENT_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; SameSite=Lax`;
  listeners.forEach((l) => l(null));
}

export function onConsentChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export { readConsent };
export type { ConsentState };
