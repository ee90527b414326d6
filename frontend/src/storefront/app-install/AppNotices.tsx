// Notices of the installable app (spec 2 "Other overlays"): small bars at the bottom of the page that
// leave the page usable underneath.
import { APP_TEXTS, STOREFRONT_TEXTS } from '@bestell/domain';
import { useSyncExternalStore } from 'react';
import { page, restartApp, useServiceWorkerState } from './service-worker';
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

function subscribeOnline(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** Spec 4 "Offline warning shows while the browser is offline", with a retry that reloads (spec 2, 8). */
export function OfflineWarning() {
  const online = useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
  if (online) return null;
  return (
    <div className="sf-pwa-bar sf-pwa-bar--offline" role="alert">
      <p className="sf-pwa-bar__text">{STOREFRONT_TEXTS.offline}</p>
      <button type="button" className="sf-button" onClick={() => page.reload()}>
        {APP_TEXTS.retry}
      </button>
    </div>
  );
}
