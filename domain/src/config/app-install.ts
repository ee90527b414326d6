/** What decides whether the app may be offered for installation (spec 2 "App installieren"). */
export interface AppInstallContext {
  /** Self-service (kiosk) context: never offer installation there. */
  isSelfService: boolean;
  /** The app-install plugin (config enablePluginPWA). */
  isPluginEnabled: boolean;
  /** Installed already (the browser reported it) or running as the installed app (standalone). */
  isInstalled: boolean;
  isStandalone: boolean;
  /** The browser supports installation (it offered an install prompt). */
  isSupported: boolean;
}

/**
 * The 'App installieren' link and the status page's app-install promotion show when the context is not
 * self-service, the app-install plugin is enabled, the app is not installed or standalone, and
 * installation is supported (spec 2).
 */
export function canOfferAppInstall(context: AppInstallContext): boolean {
  return (
    !context.isSelfService &&
    context.isPluginEnabled &&
    !context.isInstalled &&
    !context.isStandalone &&
    context.isSupported
  );
}

/** Spec 7: the service worker's script and scope; spec 4 and 9: when it looks for an update. */
export const SERVICE_WORKER = {
  url: '/build/service-worker.js',
  scope: '/',
  firstUpdateCheckMs: 2_500,
  updateCheckEveryMs: 1_800_000,
} as const;

export interface ServiceWorkerContext {
  /** The browser has service workers (navigator.serviceWorker). */
  isSupported: boolean;
  /** A production build; development servers never register one (it would cache stale modules). */
  isProduction: boolean;
  isPluginEnabled: boolean;
}

/**
 * Whether the storefront registers its service worker, removes registered ones, or leaves them alone
 * (spec 4: "If the plugin is disabled, ... service workers are unregistered").
 */
export function serviceWorkerAction(context: ServiceWorkerContext): 'register' | 'unregister' | 'none' {
  if (!context.isSupported) return 'none';
  return context.isPluginEnabled && context.isProduction ? 'register' : 'unregister';
}

/** Spec 3 and 9: 'Jetzt nicht' on the install prompt is remembered in this cookie for one month. */
export const PWA_DISMISS_COOKIE = 'pwa-dismiss';

/** Spec 4 and 9: the install prompt is offered 250 ms after cookie consent or 5000 ms after load. */
export const INSTALL_PROMPT_DELAY_MS = { afterConsent: 250, afterLoad: 5_000 } as const;

export interface InstallPromptContext extends AppInstallContext {
  /** The visitor answered the prompt within the last month (cookie 'pwa-dismiss' is 'true'). */
  isDismissed: boolean;
}

/**
 * Spec 4: the install prompt is offered only if not standalone, supported, not dismissed and the PWA
 * plugin is enabled; like the 'App installieren' link never in self-service nor once installed. Here
 * "supported" means the browser can be told how to install (service workers), not only browsers that
 * offer a prompt of their own: the others get instructions (spec 8 "Unsupported browser for install").
 */
export function canShowInstallPrompt(context: InstallPromptContext): boolean {
  return canOfferAppInstall(context) && !context.isDismissed;
}

/** Which instructions the prompt shows (spec 4: browsers with add-to-home-screen, iPad, iPhone, manual). */
export type InstallInstructions = 'iphone' | 'ipad' | 'add-to-home-screen' | 'manual';

export function installInstructionsFor(userAgent: string, maxTouchPoints = 0): InstallInstructions {
  if (/iPhone|iPod/.test(userAgent)) return 'iphone';
  // iPadOS Safari reports itself as a Mac; only the touch screen tells them apart.
  if (/iPad/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1)) return 'ipad';
  if (/Android/.test(userAgent)) return 'add-to-home-screen';
  return 'manual';
}

/** When the 'pwa-dismiss' cookie expires: one calendar month later, on the month's last day if shorter. */
export function pwaDismissExpires(now: Date): Date {
  const expires = new Date(now.getTime());
  const day = expires.getUTCDate();
  expires.setUTCDate(1);
  expires.setUTCMonth(expires.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(expires.getUTCFullYear(), expires.getUTCMonth() + 1, 0)).getUTCDate();
  expires.setUTCDate(Math.min(day, lastDay));
  return expires;
}
