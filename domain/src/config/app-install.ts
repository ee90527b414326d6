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
