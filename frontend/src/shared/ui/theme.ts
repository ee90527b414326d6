import { fontCssUrl } from '@bestell/domain';
import type { ThemeConfig } from 'antd';
import type { ShopConfig } from '../api/types';

type ThemeSettings = Pick<ShopConfig, 'themePrimaryColor' | 'themeSecondaryColor' | 'borderRadius'> & {
  font?: string | null;
};

const SYSTEM_FONTS = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';
/** The weights the storefront uses: body text and headings/prices. */
export const FONT_VARIANTS = ['400', '700'] as const;

/** '.25rem' / '4px' / '0.5em' -> pixels (antd tokens are numbers). */
export function radiusToPx(value: string | undefined): number {
  const match = /^(\d*\.?\d+)(rem|px|em)$/.exec(value ?? '');
  if (!match) return 4;
  const amount = Number(match[1]);
  return Math.round(match[2] === 'px' ? amount : amount * 16);
}

/** '#abc' / '#aabbcc' / '#aabbccdd' -> [r, g, b] in 0..255, or null. */
function rgb(hex: string): [number, number, number] | null {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i.exec(hex.trim());
  if (!match) return null;
  const digits = match[1].length === 3 ? [...match[1]].map((d) => d + d).join('') : match[1].slice(0, 6);
  return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)) as [number, number, number];
}

/** WCAG relative luminance of a hex colour (0 black .. 1 white); null when it is not a hex colour. */
export function luminance(hex: string): number | null {
  const channels = rgb(hex);
  if (!channels) return null;
  const [r, g, b] = channels.map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** White or black, whichever contrasts more with `background` (text on primary-coloured buttons). */
export function readableTextColor(background: string): '#ffffff' | '#000000' {
  const l = luminance(background);
  if (l === null) return '#ffffff';
  return (1 + 0.05) / (l + 0.05) >= (l + 0.05) / 0.05 ? '#ffffff' : '#000000';
}

/** The CSS font-family of the configured font, falling back to the system fonts. */
export function fontFamily(font: string | null | undefined): string {
  const family = font?.trim().replace(/["\\]/g, '');
  return family ? `"${family}", ${SYSTEM_FONTS}` : SYSTEM_FONTS;
}

/** Style sheets of a font family (spec 7 /fonts/google/{family}/style-{variant}.embed.css), none without one. */
export function fontStylesheets(font: string | null | undefined): string[] {
  const family = font?.trim();
  if (!family) return [];
  return FONT_VARIANTS.map((variant) => fontCssUrl(family, variant));
}

function settings(config?: Partial<ThemeSettings>) {
  const primary = config?.themePrimaryColor || '#000000';
  return {
    primary,
    onPrimary: readableTextColor(primary),
    secondary: config?.themeSecondaryColor || '#333333',
    radius: radiusToPx(config?.borderRadius || '.25rem'),
    font: fontFamily(config?.font),
  };
}

/** CSS variables for the storefront's own CSS (colours, radius, font of the config, spec 3/9). */
export function themeCssVariables(config?: Partial<ThemeSettings>): Record<string, string> {
  const theme = settings(config);
  return {
    '--sf-primary': theme.primary,
    '--sf-on-primary': theme.onPrimary,
    '--sf-secondary': theme.secondary,
    '--sf-radius': `${theme.radius}px`,
    '--sf-font': theme.font,
  };
}

const cache = new Map<string, ThemeConfig>();

/**
 * antd tokens from the config; primary buttons get black text when the primary colour is light. `motion`
 * false turns antd's zooms, slides and fades off (a user who asked the system for reduced motion).
 */
export function antdTheme(config?: Partial<ThemeSettings>, motion = true): ThemeConfig {
  const { primary, onPrimary, secondary, radius, font } = settings(config);
  const key = `${primary}|${secondary}|${radius}|${font}|${motion}`;
  let theme = cache.get(key);
  if (!theme) {
    theme = {
      token: {
        colorPrimary: primary,
        colorInfo: secondary,
        colorLink: secondary,
        borderRadius: radius,
        fontFamily: font,
        motion,
      },
      components: { Button: { primaryColor: onPrimary } },
    };
    cache.set(key, theme);
  }
  return theme;
}
