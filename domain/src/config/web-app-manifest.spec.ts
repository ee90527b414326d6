// Spec 1 "installable as an app": the manifest carries the shop's German name and theme colour.
import { describe, expect, it } from '@jest/globals';
import { type ManifestConfig, webAppManifest } from './web-app-manifest.js';

const config: ManifestConfig = {
  shopName: 'Bäckerei Sonnleitner',
  title: 'Bäckerei & Fleischerei Sonnleitner',
  seoDescription: 'Online vorbestellen und abholen.',
  description: 'Handwerklich gebackenes Brot.',
  themePrimaryColor: '#7a2e0e',
};

describe('webAppManifest', () => {
  it('names the app after the shop and uses its theme colour', () => {
    const manifest = webAppManifest(config);
    expect(manifest).toMatchObject({
      name: 'Bäckerei Sonnleitner',
      short_name: 'Bäckerei Sonnleitner',
      description: 'Online vorbestellen und abholen.',
      lang: 'de',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#7a2e0e',
    });
    expect(manifest.icons.filter((icon) => icon.purpose === 'any').map((icon) => icon.sizes)).toEqual([
      '192x192',
      '512x512',
    ]);
  });

  it.each<[string, Partial<ManifestConfig>, string, string]>([
    [
      'title when there is no shop name',
      { shopName: ' ' },
      'Bäckerei & Fleischerei Sonnleitner',
      'Online vorbestellen und abholen.',
    ],
    [
      'product name when neither is set',
      { shopName: '', title: '' },
      'Bestellwerk',
      'Online vorbestellen und abholen.',
    ],
    [
      'description when there is no SEO description',
      { seoDescription: '' },
      'Bäckerei Sonnleitner',
      'Handwerklich gebackenes Brot.',
    ],
  ])('falls back to the %s', (_name, change, name, description) => {
    const manifest = webAppManifest({ ...config, ...change });
    expect(manifest.name).toBe(name);
    expect(manifest.description).toBe(description);
  });

  it('uses the default theme colour (spec 9) when none is configured', () => {
    expect(webAppManifest({ ...config, themePrimaryColor: '' }).theme_color).toBe('#000000');
  });

  it('hands out copies of the icon list', () => {
    const first = webAppManifest(config);
    first.icons[0]!.src = '/changed.png';
    expect(webAppManifest(config).icons[0]!.src).toBe('/icons/icon-192.png');
  });
});

describe('webAppManifest icons', () => {
  it('takes the icons drawn from the logo when the shop has one', () => {
    const logo = { id: '0f0e0d0c-1b2a-4c3d-8e9f-a0b1c2d3e4f5', version: 2, extension: 'png' };
    const icons = webAppManifest({ ...config, logo }).icons;
    expect(icons.map((icon) => icon.src)).toEqual([
      `/icons/logo-${logo.id}-2-192.png`,
      `/icons/logo-${logo.id}-2-512.png`,
      `/icons/logo-${logo.id}-2-maskable-512.png`,
    ]);
    expect(webAppManifest(config).icons[0]!.src).toBe('/icons/icon-192.png');
  });
});
