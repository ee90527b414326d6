import { describe, expect, it } from '@jest/globals';
import { APP_ICON_KINDS, appIcons, FAVICON_URL, iconLayout, logoIconUrl, parseLogoIconFile } from './app-icons.js';

const logo = { id: '0f0e0d0c-1b2a-4c3d-8e9f-a0b1c2d3e4f5', version: 3, extension: 'png' };

describe('appIcons', () => {
  it('uses the static icons of the build without a logo', () => {
    const icons = appIcons({ logo: null });
    expect(icons.favicon).toBe(FAVICON_URL);
    expect(icons.appleTouchIcon).toBe('/icons/apple-touch-icon.png');
    expect(icons.manifest.map((i) => i.src)).toEqual([
      '/icons/icon-192.png',
      '/icons/icon-512.png',
      '/icons/icon-maskable-512.png',
    ]);
  });

  it('draws every icon from the logo, with its version in the URL', () => {
    const icons = appIcons({ logo });
    expect(icons.favicon).toBe(`/icons/logo-${logo.id}-3-32.png`);
    expect(icons.appleTouchIcon).toBe(`/icons/logo-${logo.id}-3-180.png`);
    expect(icons.manifest).toEqual([
      { src: `/icons/logo-${logo.id}-3-192.png`, sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: `/icons/logo-${logo.id}-3-512.png`, sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: `/icons/logo-${logo.id}-3-maskable-512.png`, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ]);
    expect(appIcons({ logo: { ...logo, version: 4 } }).favicon).toContain('-4-32.png');
  });

  it('lets an explicit favicon win for the favicon only', () => {
    const favicon = { id: 'aaaaaaaa-1b2a-4c3d-8e9f-a0b1c2d3e4f5', version: 1, extension: 'png' };
    const icons = appIcons({ logo, favicon });
    expect(icons.favicon).toBe(`/image/${favicon.id}-1.png`);
    expect(icons.appleTouchIcon).toBe(logoIconUrl(logo, '180'));
  });

  it('ignores customer uploads (they are no library images)', () => {
    expect(appIcons({ logo: { ...logo, publicHash: 'abcdefghijklmnop' } }).favicon).toBe(FAVICON_URL);
  });
});

describe('parseLogoIconFile', () => {
  it('reads back every URL logoIconUrl makes', () => {
    for (const kind of APP_ICON_KINDS) {
      const file = logoIconUrl(logo, kind).slice('/icons/'.length);
      expect(parseLogoIconFile(file)).toEqual({ id: logo.id, version: 3, kind });
    }
  });

  it.each([
    'logo-x-3-32.png',
    `logo-${logo.id}-3-64.png`,
    `logo-${logo.id}--3-32.png`,
    `logo-${logo.id}-3-32.svg`,
    'icon-192.png',
  ])('refuses %s', (file) => expect(parseLogoIconFile(file)).toBeNull());
});

describe('iconLayout', () => {
  it('pads every icon and the maskable one into its safe zone', () => {
    for (const kind of APP_ICON_KINDS) {
      const { size, padding } = iconLayout(kind);
      expect(padding).toBeGreaterThan(0);
      expect(size - 2 * padding).toBeGreaterThan(size / 2);
    }
    const maskable = iconLayout('maskable-512');
    expect((maskable.size - 2 * maskable.padding) / maskable.size).toBeLessThanOrEqual(0.8);
    expect(iconLayout('180').opaque).toBe(true);
    expect(iconLayout('32').opaque).toBe(false);
  });
});
