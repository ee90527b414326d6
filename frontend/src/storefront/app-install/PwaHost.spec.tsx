// The installable app (spec 1, 2, 4): the manifest link and theme colour follow the shop configuration.
import { afterEach, describe, expect, it } from '@jest/globals';
import { act, cleanup, render } from '../../test/render';
import { queryClient } from '../../shared/api/query-client';
import { queryKeys } from '../../shared/api/query-keys';
import { testInit } from '../test-init';
import { PwaHost } from './PwaHost';

function setup(config: Record<string, unknown>) {
  queryClient.setQueryData(queryKeys.init, testInit({ config }));
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
    act(() => queryClient.setQueryData(queryKeys.init, testInit({ config: { enablePluginPWA: false } })));
    expect(manifestLink()).toBeNull();
  });

  it('falls back to the default theme colour (spec 9)', () => {
    setup({ enablePluginPWA: true, themePrimaryColor: '' });
    expect(themeColor()).toBe('#000000');
  });
});
