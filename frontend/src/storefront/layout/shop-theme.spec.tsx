// The config's theme (spec 3: theme colours, font, border radius, favicon) reaches the back office's antd
// as tokens (AntdProviders) and the storefront's CSS as variables; the font's style sheets load only when a font is set.
import { afterEach, describe, expect, it } from '@jest/globals';
import { theme } from 'antd';
import { AntdProviders } from '../../shared/ui/AntdProviders';
import { antdTheme, readableTextColor } from '../../shared/ui/theme';
import { REDUCED_MOTION_QUERY } from '../../shared/ui/use-media-query';
import { act, cleanup, render, screen } from '../../test/render';
import { testInit } from '../test-init';
import { applyShopTheme, faviconHref, syncFavicon, useShopTheme } from './shop-theme';
import { setInitData } from '../../shared/api/init';

afterEach(() => {
  cleanup();
  document.head.querySelectorAll('link').forEach((link) => link.remove());
});

const CONFIG = {
  themePrimaryColor: '#f5c400',
  themeSecondaryColor: '#7a2e0e',
  borderRadius: '.75rem',
  font: 'Open Sans',
};

function TokenProbe() {
  const { token } = theme.useToken();
  return (
    <output data-testid="tokens">
      {JSON.stringify({
        colorPrimary: token.colorPrimary,
        colorLink: token.colorLink,
        borderRadius: token.borderRadius,
        fontFamily: token.fontFamily,
        motion: token.motion,
      })}
    </output>
  );
}

/** The antd tokens AntdProviders hands down with CONFIG. */
function renderedTokens(): Record<string, unknown> {
  setInitData(testInit({ config: CONFIG }));
  render(
    <AntdProviders>
      <TokenProbe />
    </AntdProviders>,
  );
  return JSON.parse(screen.getByTestId('tokens').textContent!) as Record<string, unknown>;
}

const fontLinks = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) =>
    link.getAttribute('href'),
  );

describe('shop theme', () => {
  it("gives the back office's antd the colours, radius and font of the config", () => {
    expect(renderedTokens()).toEqual({
      colorPrimary: '#f5c400',
      colorLink: '#7a2e0e',
      borderRadius: 12,
      fontFamily: expect.stringMatching(/^"Open Sans", system-ui/),
      motion: true,
    });
  });

  it("turns antd's motion off when the system asks for reduced motion", () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      ...matchMedia(query),
      matches: query === REDUCED_MOTION_QUERY,
    })) as typeof window.matchMedia;
    try {
      expect(renderedTokens()).toMatchObject({
        colorPrimary: '#f5c400',
        motion: false,
      });
    } finally {
      window.matchMedia = matchMedia;
    }
  });

  it('puts black text on a light primary colour and white on a dark one', () => {
    expect(readableTextColor('#f5c400')).toBe('#000000');
    expect(readableTextColor('#000000')).toBe('#ffffff');
    expect(readableTextColor('#1d4ed8')).toBe('#ffffff');
    expect(readableTextColor('not a colour')).toBe('#ffffff');
    expect(antdTheme(CONFIG).components?.Button?.primaryColor).toBe('#000000');
  });

  it('sets CSS variables and loads the font style sheets, and takes both away again', () => {
    const remove = applyShopTheme(document, CONFIG);
    const style = document.documentElement.style;
    expect(style.getPropertyValue('--sf-primary')).toBe('#f5c400');
    expect(style.getPropertyValue('--sf-on-primary')).toBe('#000000');
    expect(style.getPropertyValue('--sf-secondary')).toBe('#7a2e0e');
    expect(style.getPropertyValue('--sf-radius')).toBe('12px');
    expect(style.getPropertyValue('--sf-font')).toMatch(/^"Open Sans", /);
    expect(fontLinks()).toEqual([
      '/fonts/google/Open%20Sans/style-400.embed.css',
      '/fonts/google/Open%20Sans/style-700.embed.css',
    ]);
    remove();
    expect(style.getPropertyValue('--sf-primary')).toBe('');
    expect(fontLinks()).toEqual([]);
  });

  it('loads no font style sheet without a font', () => {
    const remove = applyShopTheme(document, { ...CONFIG, font: '' });
    expect(fontLinks()).toEqual([]);
    expect(document.documentElement.style.getPropertyValue('--sf-font')).toMatch(/^system-ui/);
    remove();
  });

  it('links /favicon.ico, versioned by the favicon or else the logo, only when one is set', () => {
    expect(faviconHref({ favicon: null, logo: null })).toBeNull();
    expect(faviconHref({ favicon: null, logo: { id: 'l1', version: 3 } })).toBe('/favicon.ico?v=l1-3');
    expect(faviconHref({ favicon: { id: 'f1', version: 2 }, logo: { id: 'l1', version: 3 } })).toBe(
      '/favicon.ico?v=f1-2',
    );
    syncFavicon(document, '/favicon.ico?v=f1-2');
    expect(document.head.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe('/favicon.ico?v=f1-2');
    syncFavicon(document, null);
    expect(document.head.querySelector('link[rel="icon"]')).toBeNull();
  });

  it('follows config changes while mounted (the hook of the storefront frame)', () => {
    const config = testInit({ config: { ...CONFIG, logo: { id: 'l1', version: 1 } } }).config;
    function Frame({ primary }: { primary: string }) {
      useShopTheme({ ...config, themePrimaryColor: primary });
      return null;
    }
    const view = render(<Frame primary="#f5c400" />);
    expect(document.head.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe('/favicon.ico?v=l1-1');
    act(() => view.rerender(<Frame primary="#123456" />));
    expect(document.documentElement.style.getPropertyValue('--sf-primary')).toBe('#123456');
    expect(fontLinks()).toHaveLength(2);
    view.unmount();
    expect(document.documentElement.style.getPropertyValue('--sf-primary')).toBe('');
  });
});
