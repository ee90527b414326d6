import { withdrawConsent } from '../../shared/consent/consent';
import { trackingScriptsLoaded } from './third-party';

/**
 * Footer link 'Cookie-Einstellungen' (issue 20): withdraws the answer so the banner asks again. Scripts
 * that already run cannot be unloaded, so then the page reloads without them.
 */
export function CookieSettingsLink({ className }: { className?: string }) {
  return (
    <button
      type="button"
      className={className ?? 'sf-consent__link'}
      onClick={() => {
        const reload = trackingScriptsLoaded();
        withdrawConsent();
        if (reload) window.location.reload();
      }}
    >
      Cookie-Einstellungen
    </button>
  );
}
