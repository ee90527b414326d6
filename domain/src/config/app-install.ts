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
