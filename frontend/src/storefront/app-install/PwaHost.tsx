// The installable app around the storefront (spec 1, 2, 4): manifest link and theme colour in the head,
// the service worker, and the app's notices.
import { INSTALL_PROMPT_DELAY_MS, serviceWorkerAction } from '@bestell/domain';
import { useEffect } from 'react';
import { useInitData } from '../../shared/api/init';
import { useConsent } from '../consent/use-consent';
import { AppUpdateNotice, OfflineWarning } from './AppNotices';
import { InstallPromptHost } from './InstallPromptHost';
import { syncPwaHead } from './pwa-head';
import { startServiceWorker } from './service-worker';

// Vite replaces import.meta.env; under jest it is undefined.
const IS_PRODUCTION = import.meta.env?.PROD === true;

export function PwaHost({
  production = IS_PRODUCTION,
  serviceWorkers = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker,
}: {
  production?: boolean;
  serviceWorkers?: ServiceWorkerContainer;
}) {
  const { config } = useInitData();
  const { acceptedNow } = useConsent();
  const enabled = !!config.enablePluginPWA;
  const themeColor = config.themePrimaryColor;
  useEffect(() => syncPwaHead(document, { enabled, themeColor }), [enabled, themeColor]);
  useEffect(() => {
    const action = serviceWorkerAction({
      isSupported: !!serviceWorkers,
      isProduction: production,
      isPluginEnabled: enabled,
    });
    return startServiceWorker(action, serviceWorkers);
  }, [enabled, production, serviceWorkers]);
  return (
    <div className="sf-pwa-bars">
      <OfflineWarning />
      <AppUpdateNotice />
      {/* Spec 4: 250 ms after an acceptance in this page view, else 5000 ms after load. */}
      <InstallPromptHost
        supported={!!serviceWorkers}
        delayMs={acceptedNow ? INSTALL_PROMPT_DELAY_MS.afterConsent : INSTALL_PROMPT_DELAY_MS.afterLoad}
      />
    </div>
  );
}
