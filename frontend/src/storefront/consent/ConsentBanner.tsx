import { CONSENT_TEXTS } from '@bestell/domain';
import { useEffect } from 'react';
import { writeConsent } from '../../shared/consent/consent';
import { loadTrackingScripts, type TrackingIds } from './third-party';
import { useConsent } from './use-consent';
// consent.css is in the entry's CSS (main.tsx): the server's loading shell paints this banner before
// any script has run (backend content/seo/seo-html.ts renderConsentBanner, the same markup).

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
        {CONSENT_TEXTS.title}
      </h2>
      <p className="sf-consent__text">
        {CONSENT_TEXTS.text}
        {privacyHref && (
          <>
            {' '}
            <a href={privacyHref}>{CONSENT_TEXTS.privacy}</a>
          </>
        )}
      </p>
      <div className="sf-consent__actions">
        <button
          type="button"
          className="sf-consent__button"
          data-consent="rejected"
          onClick={() => writeConsent('rejected')}
        >
          {CONSENT_TEXTS.reject}
        </button>
        <button
          type="button"
          className="sf-consent__button"
          data-consent="accepted"
          onClick={() => writeConsent('accepted')}
        >
          {CONSENT_TEXTS.accept}
        </button>
      </div>
    </section>
  );
}
