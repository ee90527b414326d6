// Spec 2 "'App installieren' link shows when the context is not self-service, the app-install plugin is
// enabled, the app is not installed or standalone, and installation is supported."
import { describe, expect, it } from '@jest/globals';
import { canOfferAppInstall, type AppInstallContext } from './app-install.js';

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
