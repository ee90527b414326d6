// Spec 2 "'App installieren' link shows when the context is not self-service, the app-install plugin is
// enabled, the app is not installed or standalone, and installation is supported."
import { describe, expect, it } from '@jest/globals';
import {
  canOfferAppInstall,
  canShowInstallPrompt,
  INSTALL_PROMPT_DELAY_MS,
  installInstructionsFor,
  PWA_DISMISS_COOKIE,
  pwaDismissExpires,
  serviceWorkerAction,
  type AppInstallContext,
  type InstallInstructions,
  type InstallPromptContext,
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

describe('canShowInstallPrompt (spec 4)', () => {
  const prompt: InstallPromptContext = { ...offer, isDismissed: false };
  it.each<[string, Partial<InstallPromptContext>, boolean]>([
    ['every condition met', {}, true],
    ["dismissed ('pwa-dismiss' is 'true')", { isDismissed: true }, false],
    ['plugin disabled', { isPluginEnabled: false }, false],
    ['running standalone', { isStandalone: true }, false],
    ['already installed', { isInstalled: true }, false],
    ['self-service context', { isSelfService: true }, false],
    ['not supported', { isSupported: false }, false],
  ])('%s', (_name, change, expected) => {
    expect(canShowInstallPrompt({ ...prompt, ...change })).toBe(expected);
  });

  it('waits 250 ms after consent or 5000 ms after load (spec 9)', () => {
    expect(INSTALL_PROMPT_DELAY_MS).toEqual({ afterConsent: 250, afterLoad: 5000 });
    expect(PWA_DISMISS_COOKIE).toBe('pwa-dismiss');
  });
});

describe('installInstructionsFor (spec 4)', () => {
  it.each<[string, string, number, InstallInstructions]>([
    [
      'iPhone Safari',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Safari/604.1',
      5,
      'iphone',
    ],
    ['older iPad', 'Mozilla/5.0 (iPad; CPU OS 12_5 like Mac OS X) AppleWebKit/605.1.15 Safari/604.1', 5, 'ipad'],
    [
      'iPadOS (desktop user agent, touch)',
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Safari/605.1.15',
      5,
      'ipad',
    ],
    ['Mac Safari', 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Safari/605.1.15', 0, 'manual'],
    [
      'Android Firefox',
      'Mozilla/5.0 (Android 14; Mobile; rv:125.0) Gecko/125.0 Firefox/125.0',
      5,
      'add-to-home-screen',
    ],
    [
      'Windows Firefox',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:125.0) Gecko/20100101 Firefox/125.0',
      0,
      'manual',
    ],
  ])('%s', (_name, userAgent, touchPoints, expected) => {
    expect(installInstructionsFor(userAgent, touchPoints)).toBe(expected);
  });

  it('assumes no touch screen when none is given', () => {
    expect(installInstructionsFor('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)')).toBe('manual');
  });
});

describe('pwaDismissExpires (spec 3, 9: one month)', () => {
  it.each([
    ['2025-03-15T10:00:00.000Z', '2025-04-15T10:00:00.000Z'],
    ['2025-01-31T10:00:00.000Z', '2025-02-28T10:00:00.000Z'],
    ['2024-01-31T10:00:00.000Z', '2024-02-29T10:00:00.000Z'],
    ['2025-12-20T23:30:00.000Z', '2026-01-20T23:30:00.000Z'],
  ])('%s -> %s', (now, expected) => {
    expect(pwaDismissExpires(new Date(now)).toISOString()).toBe(expected);
  });
});
