// Spec 4: the install prompt is offered 5000 ms after load, or 250 ms after cookie consent (PwaHost passes
// delayMs) when the domain rule allows it. The prompt itself is a lazy
// chunk: most visits never need it.
import { canShowInstallPrompt, INSTALL_PROMPT_DELAY_MS, PWA_DISMISS_COOKIE, pwaDismissExpires } from '@bestell/domain';
import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react';
import { readCookie } from '../../shared/api/client';
import { useInitData } from '../../shared/api/init';
import { isStandalone, useAppInstall } from './install-prompt';

// A chunk that cannot be loaded (offline, replaced by a new deployment) just means no prompt (spec 8:
// install errors are silently ignored).
const InstallPrompt = lazy(async (): Promise<{ default: ComponentType<{ onDismiss(): void }> }> => {
  try {
    return { default: (await import('./InstallPrompt')).InstallPrompt };
  } catch {
    return { default: () => null };
  }
});

/** Remembers the visitor's answer for one month (spec 3 cookie 'pwa-dismiss'). */
export function rememberInstallDismissed(now = new Date()): void {
  document.cookie = `${PWA_DISMISS_COOKIE}=true; expires=${pwaDismissExpires(now).toUTCString()}; path=/; SameSite=Lax`;
}

export function InstallPromptHost({
  delayMs = INSTALL_PROMPT_DELAY_MS.afterLoad,
  supported = typeof navigator !== 'undefined' && 'serviceWorker' in navigator,
}: {
  delayMs?: number;
  supported?: boolean;
}) {
  const { config } = useInitData();
  const { installed } = useAppInstall();
  const [due, setDue] = useState(false);
  const [dismissed, setDismissed] = useState(() => readCookie(PWA_DISMISS_COOKIE) === 'true');
  useEffect(() => {
    const timer = setTimeout(() => setDue(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);

  const show =
    due &&
    canShowInstallPrompt({
      // The storefront has no self-service (kiosk) routes yet.
      isSelfService: false,
      isPluginEnabled: !!config.enablePluginPWA,
      isInstalled: installed,
      isStandalone: isStandalone(),
      isSupported: supported,
      isDismissed: dismissed,
    });
  if (!show) return null;
  return (
    <Suspense fallback={null}>
      <InstallPrompt
        onDismiss={() => {
          rememberInstallDismissed();
          setDismissed(true);
        }}
      />
    </Suspense>
  );
}
