// Live preview of the shop's look on the config page: a small storefront header and a product card
// drawn with the colours, font, corner radius and logo the form holds right now (before saving).
import type { CSSProperties } from 'react';
import { formatMoney } from '@bestell/domain';
import type { MediaRef } from '../../shared/api/types';
import { fontFamily } from '../../shared/ui/theme';
import { variantSrc } from '../media/image-src';

export interface ThemeValues {
  shopName?: string;
  themePrimaryColor?: string;
  themeSecondaryColor?: string;
  font?: string;
  borderRadius?: string;
  logo?: MediaRef | null;
}

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const RADIUS = /^\d*\.?\d+(rem|px|em)$/;

export const colorOr = (value: string | undefined, fallback: string) => (value && HEX.test(value) ? value : fallback);

/** Black or white text, whichever reads better on `hex` (WCAG relative luminance). */
export function readableOn(hex: string): '#000000' | '#ffffff' {
  let h = hex.slice(1);
  if (h.length === 3) h = [...h].map((c) => c + c).join('');
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = parseInt(h.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  const luminance = 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  return luminance > 0.179 ? '#000000' : '#ffffff';
}

export function ThemePreview({ values }: { values: ThemeValues }) {
  const primary = colorOr(values.themePrimaryColor, '#000000');
  const secondary = colorOr(values.themeSecondaryColor, '#333333');
  const radius = values.borderRadius && RADIUS.test(values.borderRadius) ? values.borderRadius : '.25rem';
  const onPrimary = readableOn(primary);
  const root = { fontFamily: fontFamily(values.font), '--bo-preview-radius': radius } as CSSProperties;
  const name = values.shopName || 'Shop';
  return (
    <section className="bo-theme-preview" aria-label="Vorschau des Shops" style={root}>
      <header className="bo-theme-preview__header" data-testid="preview-header" style={{ borderTopColor: primary }}>
        <span className="bo-theme-preview__brand">
          {values.logo ? <img src={variantSrc(values.logo, 'small')} alt={name} /> : name}
        </span>
        <span
          className="bo-theme-preview__cart"
          data-testid="preview-cart"
          style={{ background: primary, color: onPrimary, borderRadius: radius }}
        >
          Warenkorb 2
        </span>
      </header>
      <div className="bo-theme-preview__body">
        <p className="bo-theme-preview__category" style={{ color: secondary }}>
          Gebäck
        </p>
        <article className="bo-theme-preview__card" style={{ borderRadius: radius }}>
          <div
            className="bo-theme-preview__image"
            aria-hidden="true"
            style={{ background: `linear-gradient(135deg, ${secondary}, ${primary})` }}
          />
          <div className="bo-theme-preview__content">
            <h3>Kürbiskernweckerl</h3>
            <p>Mit Kürbiskernen bestreut, 80 g</p>
            <div className="bo-theme-preview__row">
              <strong>{formatMoney('1.20')}</strong>
              <span
                className="bo-theme-preview__button"
                data-testid="preview-button"
                style={{ background: primary, color: onPrimary, borderRadius: radius }}
              >
                In den Warenkorb
              </span>
            </div>
          </div>
        </article>
        <span className="bo-theme-preview__link" style={{ color: secondary }}>
          Alle Produkte ansehen
        </span>
      </div>
    </section>
  );
}
