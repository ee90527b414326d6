// The shop's look from the config (spec 3 "theme colours, font, border radius, logo, favicon"): CSS
// variables on <html> for the storefront's own CSS (the back office's antd gets the same values as tokens, AntdProviders),
// the font's style sheets only when a font is set, and the favicon link.
import { useLayoutEffect } from 'react';
import type { ShopConfig } from '../../shared/api/types';
import { fontStylesheets, themeCssVariables } from '../../shared/ui/theme';

type ThemeConfig = Pick<ShopConfig, 'themePrimaryColor' | 'themeSecondaryColor' | 'borderRadius' | 'font'>;

/** Sets the theme on `doc`; the returned function takes it away again (leaving the storefront). */
export function applyShopTheme(doc: Document, config: ThemeConfig): () => void {
  const root = doc.documentElement;
  const variables = Object.entries(themeCssVariables(config));
  for (const [name, value] of variables) root.style.setProperty(name, value);
  const links = fontStylesheets(config.font).map((href) => {
    const link = doc.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.dataset.shopFont = '';
    doc.head.appendChild(link);
    return link;
  });
  return () => {
    for (const [name] of variables) root.style.removeProperty(name);
    for (const link of links) link.remove();
  };
}

/**
 * The server answers /favicon.ico with an icon made from the configured favicon, else the logo; the
 * version query makes the browser fetch it again after either changes. Without both, no link.
 */
export function faviconHref(config: Pick<ShopConfig, 'favicon' | 'logo'>): string | null {
  const image = config.favicon ?? config.logo;
  return image ? `/favicon.ico?v=${encodeURIComponent(`${image.id}-${image.version ?? 1}`)}` : null;
}

export function syncFavicon(doc: Document, href: string | null): void {
  let link = doc.head.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (href && !link) {
    link = doc.createElement('link');
    link.rel = 'icon';
    doc.head.appendChild(link);
  }
  if (href && link) link.href = href;
  else link?.remove();
}

/** Applies theme and favicon before the first paint, so no text re-flows from one font to another later than needed. */
export function useShopTheme(config: ShopConfig): void {
  const { themePrimaryColor, themeSecondaryColor, borderRadius, font } = config;
  useLayoutEffect(
    () => applyShopTheme(document, { themePrimaryColor, themeSecondaryColor, borderRadius, font }),
    [themePrimaryColor, themeSecondaryColor, borderRadius, font],
  );
  const favicon = faviconHref(config);
  useLayoutEffect(() => syncFavicon(document, favicon), [favicon]);
}
