// The installable app (spec 1, 2, 4): the manifest link and theme colour follow the shop configuration;
// the install prompt comes 250 ms after cookie consent.
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, cleanup, render, screen } from '../../test/render';
import { writeConsent } from '../../shared/consent/consent';
import { testInit } from '../test-init';
import { resetInstallPrompt } from './install-prompt';
import { PwaHost } from './PwaHost';
import { setInitData } from '../../shared/api/init';

function setup(config: Record<string, unknown>) {
  setInitData(testInit({ config }));
  return render(<PwaHost />);
}
const manifestLink = () => document.head.querySelector<HTMLLinkElement>('link[rel="manifest"]');
const themeColor = () => document.head.querySelector<HTMLMetaElement>('meta[name="theme-color"]')?.content;

afterEach(() => {
  cleanup();
  manifestLink()?.remove();
});

describe('document head of the installable app', () => {
  it('links the manifest and uses the theme colour while the PWA plugin is on', () => {
    setup({ enablePluginPWA: true, themePrimaryColor: '#7a2e0e' });
    expect(manifestLink()?.getAttribute('href')).toBe('/api/manifest.webmanifest');
    expect(themeColor()).toBe('#7a2e0e');
  });

  it('has no manifest link while the plugin is off, and removes it when it is switched off', () => {
    setup({ enablePluginPWA: false });
    expect(manifestLink()).toBeNull();
    cleanup();
    setup({ enablePluginPWA: true });
    expect(manifestLink()).not.toBeNull();
    act(() => setInitData(testInit({ config: { enablePluginPWA: false } })));
    expect(manifestLink()).toBeNull();
  });

  it('falls back to the default theme colour (spec 9)', () => {
    setup({ enablePluginPWA: true, themePrimaryColor: '' });
    expect(themeColor()).toBe('#000000');
  });
});

describe('install prompt after cookie consent (spec 4)', () => {
  afterEach(() => {
    jest.useRealTimers();
    document.cookie = 'cookie-consent=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  });

  it('comes 250 ms after an acceptance instead of 5000 ms after load', async () => {
    jest.useFakeTimers();
    act(() => resetInstallPrompt());
    setInitData(testInit({ config: { enablePluginPWA: true } }));
    const serviceWorkers = { getRegistrations: async () => [] } as unknown as ServiceWorkerContainer;
    render(<PwaHost production={false} serviceWorkers={serviceWorkers} />);
    act(() => writeConsent('accepted'));
    act(() => void jest.advanceTimersByTime(249));
    await act(async () => {
      await import('./InstallPrompt');
    });
    expect(screen.queryByRole('region', { name: 'App installieren' })).toBeNull();
    act(() => void jest.advanceTimersByTime(1));
    expect(await screen.findByRole('region', { name: 'App installieren' })).toBeTruthy();
  });
});
