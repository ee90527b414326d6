import { useEffect, useState } from 'react';
import { type ConsentState, onConsentChange, readConsent } from '../../shared/consent/consent';

/**
 * The visitor's answer, live. `acceptedNow` is true after an acceptance in this page view, for the
 * install prompt of spec 4 (250 ms after consent instead of 5000 ms after load).
 */
export function useConsent(): { state: ConsentState; acceptedNow: boolean } {
  const [state, setState] = useState<ConsentState>(() => readConsent());
  const [acceptedNow, setAcceptedNow] = useState(false);
  useEffect(
    () =>
      onConsentChange((next) => {
        setState(next);
        setAcceptedNow(next === 'accepted');
      }),
    [],
  );
  return { state, acceptedNow };
}
