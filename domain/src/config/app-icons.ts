// Favicon and app icons (issue 14 item 4): generated from the shop's uploaded logo when there is one, the
// built frontend's static icons otherwise. The URL carries the logo's id and version, so a new logo gets
// new URLs and the generated files can be cached for good.
import { imageUrl } from '../media/images.js';

/** Icon kinds the server draws from the logo: favicon 32, Apple touch 180, manifest 192/512, maskable 512. */
export const APP_ICON_KINDS = ['32', '180', '192', '512', 'maskable-512'] as const;
export type AppIconKind = (typeof APP_ICON_KINDS)[number];

export interface IconImage {
  id: string;
  version: number;
  extension: string;
  /** Set when the image is a customer upload rather than a library image: no icons from those. */
  publicHash?: string;
}

/** The fixed URL browsers ask for; the server answers with the favicon or the logo's 32 px icon. */
export const FAVICON_URL = '/favicon.ico';

const usable = (image: IconImage | null | undefined): image is IconImage => Boolean(image && !image.publicHash);

/** /icons/logo-{id}-{version}-{kind}.png */
export function logoIconUrl(logo: Pick<IconImage, 'id' | 'version'>, kind: AppIconKind): string {
  return `/icons/logo-${logo.id}-${logo.version}-${kind}.png`;
}

/** Reads a logo icon URL's file name back: null for anything else. */
export function parseLogoIconFile(file: string): { id: string; version: number; kind: AppIconKind } | null {
  const match =
    /^logo-([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})-(\d{1,9})-(32|180|192|512|maskable-512)\.png$/.exec(
      file,
    );
  if (!match) return null;
  return { id: match[1]!, version: Number(match[2]), kind: match[3] as AppIconKind };
}

export interface AppIcons {
  /** For <link rel="icon">. */
  favicon: string;
  /** For <link rel="apple-touch-icon">. */
  appleTouchIcon: string;
  /** The manifest's icons. */
  manifest: { src: string; sizes: string; type: 'image/png'; purpose: 'any' | 'maskable' }[];
}

/**
 * Where the shop's icons are: the configured favicon (a library image) wins for the favicon; otherwise
 * everything comes from the logo; without a logo the static icons of the build.
 */
export function appIcons(config: { logo?: IconImage | null; favicon?: IconImage | null }): AppIcons {
  const logo = usable(config.logo) ? config.logo : null;
  const favicon = usable(config.favicon) ? imageUrl(config.favicon) : logo ? logoIconUrl(logo, '32') : FAVICON_URL;
  if (!logo) {
    return {
      favicon,
      appleTouchIcon: '/icons/apple-touch-icon.png',
      manifest: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    };
  }
  return {
    favicon,
    appleTouchIcon: logoIconUrl(logo, '180'),
    manifest: [
      { src: logoIconUrl(logo, '192'), sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: logoIconUrl(logo, '512'), sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: logoIconUrl(logo, 'maskable-512'), sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}

/**
 * How a logo is laid out on a square icon: the logo fits inside `size` minus the padding on each side.
 * Maskable icons keep their mark inside the 80 % safe zone (W3C manifest "maskable"), so they pad more.
 */
export function iconLayout(kind: AppIconKind): { size: number; padding: number; opaque: boolean } {
  if (kind === 'maskable-512') return { size: 512, padding: 80, opaque: true };
  const size = Number(kind);
  // Apple draws transparent touch icons on black: those get the background colour.
  return { size, padding: Math.round(size * (size <= 32 ? 0.03 : 0.08)), opaque: kind === '180' };
}
