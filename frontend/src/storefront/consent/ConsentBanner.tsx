import { useEffect } from 'react';
import { writeConsent } from './consent';
import { loadTrackingScripts, type TrackingIds } from './third-party';
import { useConsent } from './use-consent';
import './consent.css';

export interface ConsentBannerProps {
  /** Shop config tracking ids (spec 3 "tracking ids (empty)"). */
  tracking: TrackingIds;
  /** Self-service (kiosk) routes skip the banner and every third-party script (spec 1). */
  selfService?: boolean;
  /** Link to the privacy policy, when the shop has one. */
  privacyHref?: string;
}

/**
 * Spec 4 "Cookie consent": shown while unanswered; 'Akzeptieren' and 'Ablehnen' are the same kind of
 * button, side by side. With consent (now or from an earlier visit) the configured scripts load.
 */
export function ConsentBanner({ tracking, selfService = false, privacyHref }: ConsentBannerProps) {
  const { state } = useConsent();
  const accepted = state === 'accepted';
  useEffect(() => {
    if (accepted && !selfService) loadTrackingScripts(tracking);
  }, [accepted, selfService, tracking]);

  if (selfService || state !== null) return null;
  return (
    <section className="sf-consent" role="dialog" aria-modal="false" aria-labelledby="sf-consent-title">
      <h2 id="sf-consent-title" className="sf-consent__title">
        Cookies und Statistik
      </h2>
      <p className="sf-consent__text">
        Wir verwenden Cookies und eine anonyme Besucherstatistik, um unser Angebot zu verbessern. Sie können Ihre
        Entscheidung jederzeit über „Cookie-Einstellungen“ ändern.
        {privacyHref && (
          <>
            {' '}
            <a href={privacyHref}>Datenschutzerklärung</a>
          </>
        )}
      </p>
      <div className="sf-consent__actions">
        <button type="button" className="sf-consent__button" onClick={() => writeConsent('rejected')}>
          Ablehnen
        </button>
        <button type="button" className="sf-consent__button" onClick={() => writeConsent('accepted')}>
          Akzeptieren
        </button>
      </div>
    </section>
  );
}
