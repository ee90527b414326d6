// Spec 2 "'App installieren' link shows when the context is not self-service, the app-install plugin is
// enabled, the app is not installed or standalone, and installation is supported."
import { describe, expect, it } from '@jest/globals';
import {
  canOfferAppInstall,
  serviceWorkerAction,
  type AppInstallContext,
  type ServiceWorkerContext,
} from './app-install.js';

const offer: AppInstallContext = {
  isSelfService: false,
  isPluginEnabled: true,
  isInstalled: false,
  isStandalone: false,
  isSupported: true,
};

describe('canOfferAppInstall (spec 2)', () => {
  it.each<[string, Partial<AppInstallContext>, boolean]>([
    ['every condition met', {}, true],
    ['self-service context', { isSelfService: true }, false],
    ['plugin disabled', { isPluginEnabled: false }, false],
    ['already installed', { isInstalled: true }, false],
    ['running standalone', { isStandalone: true }, false],
    ['installation not supported', { isSupported: false }, false],
  ])('%s', (_name, change, expected) => {
    expect(canOfferAppInstall({ ...offer, ...change })).toBe(expected);
  });
});

describe('serviceWorkerAction (spec 4)', () => {
  it.each<[string, ServiceWorkerContext, ReturnType<typeof serviceWorkerAction>]>([
    [
      'production build with the plugin on',
      { isSupported: true, isProduction: true, isPluginEnabled: true },
      'register',
    ],
    ['plugin off', { isSupported: true, isProduction: true, isPluginEnabled: false }, 'unregister'],
    ['development build', { isSupported: true, isProduction: false, isPluginEnabled: true }, 'unregister'],
    ['no service workers in the browser', { isSupported: false, isProduction: true, isPluginEnabled: true }, 'none'],
  ])('%s', (_name, context, expected) => {
    expect(serviceWorkerAction(context)).toBe(expected);
  });
});
