import type { ThemeConfig } from 'antd';
import type { ShopConfig } from '../api/types';

/** '.25rem' / '4px' / '0.5em' -> pixels (antd tokens are numbers). */
export function radiusToPx(value: string | undefined): number {
  const match = /^(\d*\.?\d+)(rem|px|em)$/.exec(value ?? '');
  if (!match) return 4;
  const amount = Number(match[1]);
  return Math.round(match[2] === 'px' ? amount : amount * 16);
}

const cache = new Map<string, ThemeConfig>();

export function antdTheme(config?: Pick<ShopConfig, 'themePrimaryColor' | 'themeSecondaryColor' | 'borderRadius'>) {
  const primary = config?.themePrimaryColor || '#000000';
  const secondary = config?.themeSecondaryColor || '#333333';
  const radius = radiusToPx(config?.borderRadius || '.25rem');
  const key = `${primary}|${secondary}|${radius}`;
  let theme = cache.get(key);
  if (!theme) {
    theme = {
      token: {
        colorPrimary: primary,
        colorInfo: secondary,
        colorLink: secondary,
        borderRadius: radius,
        fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      },
    };
    cache.set(key, theme);
  }
  return theme;
}
