// Notices of the installable app (spec 2 "Other overlays"): small bars at the bottom of the page that
// leave the page usable underneath.
import { APP_TEXTS, STOREFRONT_TEXTS } from '@bestell/domain';
import { restartApp, useServiceWorkerState } from './service-worker';
import './pwa.css';

/** 'App neustarten' once a new version of the app waits to take over. */
export function AppUpdateNotice() {
  const { updateAvailable, refreshing } = useServiceWorkerState();
  if (!updateAvailable) return null;
  return (
    <div className="sf-pwa-bar" role="status">
      <p className="sf-pwa-bar__text">{APP_TEXTS.updateAvailable}</p>
      <button type="button" className="sf-button" disabled={refreshing} onClick={restartApp}>
        {STOREFRONT_TEXTS.restartApp}
      </button>
    </div>
  );
}
