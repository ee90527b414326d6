/**
 * The web app manifest that makes the storefront installable (spec 1 "installable as an app", spec 2
 * 'App installieren'), built from the shop configuration so the installed app carries the shop's name
 * and theme colour. The icons are drawn from the shop's logo when it has one (app-icons.ts), else the
 * static files of the built frontend (frontend/public/icons).
 */
import { appIcons, type IconImage } from './app-icons.js';

export interface ManifestConfig {
  shopName: string;
  title: string;
  seoDescription: string;
  description: string;
  themePrimaryColor: string;
  logo?: IconImage | null;
}

export interface ManifestIcon {
  src: string;
  sizes: string;
  type: 'image/png';
  purpose: 'any' | 'maskable';
}

export interface WebAppManifest {
  id: string;
  name: string;
  short_name: string;
  description: string;
  lang: 'de';
  dir: 'ltr';
  start_url: string;
  scope: string;
  display: 'standalone';
  background_color: string;
  theme_color: string;
  icons: ManifestIcon[];
}

/** Where the manifest is served; the storefront links it only while the PWA plugin is on. */
export const WEB_APP_MANIFEST_URL = '/api/manifest.webmanifest';

/** Chromium needs a 192 and a 512 pixel icon; the maskable one keeps its mark inside the safe zone. */
export const APP_ICONS: readonly ManifestIcon[] = appIcons({}).manifest;

/** Spec 9 default theme colour, also used when the configured one is empty. */
export const DEFAULT_THEME_COLOR = '#000000';
/** The name when a shop has configured neither a shop name nor a title (a manifest needs one). */
export const DEFAULT_APP_NAME = 'Bestellwerk';

export function webAppManifest(config: ManifestConfig): WebAppManifest {
  const name = config.shopName.trim() || config.title.trim() || DEFAULT_APP_NAME;
  return {
    id: '/',
    name,
    short_name: name,
    description: config.seoDescription.trim() || config.description.trim(),
    lang: 'de',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: config.themePrimaryColor || DEFAULT_THEME_COLOR,
    icons: appIcons({ logo: config.logo }).manifest,
  };
}
