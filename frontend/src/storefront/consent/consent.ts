import { CONSENT_COOKIE, CONSENT_DAYS, type ConsentState, readConsent } from './cookie-name';

type Listener = (state: ConsentState) => void;
const listeners = new Set<Listener>();

/** Stores the answer for 365 days (spec 9) and tells the subscribers (banner, tracking scripts). */
export function writeConsent(state: 'accepted' | 'rejected', now = new Date()): void {
  const expires = new Date(now.getTime() + CONSENT_DAYS * 86_400_000);
  document.cookie = `${CONSENT_COOKIE}=${state}; expires=${expires.toUTCString()}; path=/; SameSite=Lax`;
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
