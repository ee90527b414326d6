// Font chooser: the families of GET /api/fonts, each option written in its own font. The font's CSS
// comes from the shop itself (/fonts/google/{family}/style-{variant}.embed.css), never an outside host.
import { fontCssUrl, type FontView } from '@bestell/domain';
import { Select } from 'antd';
import { useEffect } from 'react';
import { fontFamily } from '../../shared/ui/theme';
import { resourceErrorMessage } from '../core/errors';
import { useFonts } from './media-api';

/** The regular weight when the family has it, else its first variant. */
export function regularVariant(font: Pick<FontView, 'variants'>): string {
  return font.variants.includes('400') ? '400' : (font.variants[0] ?? '400');
}

/** Adds the family's style sheet to the page once. */
export function ensureFontCss(family: string, variant = '400'): void {
  if (!family || typeof document === 'undefined') return;
  const href = fontCssUrl(family, variant);
  const links = document.head.querySelectorAll<HTMLLinkElement>('link[data-font-css]');
  if (Array.from(links).some((link) => link.dataset.fontCss === href)) return;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  link.dataset.fontCss = href;
  document.head.appendChild(link);
}

const CATEGORY: Record<FontView['category'], string> = {
  'sans-serif': 'Serifenlos',
  serif: 'Serif',
  display: 'Display',
  handwriting: 'Handschrift',
  monospace: 'Monospace',
};

type Props = {
  id?: string;
  value?: string | null;
  onChange?: (value: string) => void;
  /** Accessible name when the select has no Form.Item label. */
  'aria-label'?: string;
  style?: React.CSSProperties;
  /** Offer '' = the system font (the shop theme); template text layers need a real family. */
  allowSystem?: boolean;
};

/** antd Form control for a font family ('' = the system font). */
export function FontSelect({ id, value, onChange, style, allowSystem = true, ...rest }: Props) {
  const fonts = useFonts();
  const list = fonts.data ?? [];
  useEffect(() => {
    const chosen = list.find((f) => f.family === value);
    if (chosen) ensureFontCss(chosen.family, regularVariant(chosen));
  }, [list, value]);
  return (
    <Select
      id={id}
      aria-label={rest['aria-label']}
      style={{ minWidth: 220, ...style }}
      value={allowSystem ? (value ?? '') : value || undefined}
      loading={fonts.isPending}
      status={fonts.error ? 'error' : undefined}
      placeholder={fonts.error ? resourceErrorMessage('fonts', 'loadList', fonts.error) : undefined}
      showSearch={{ optionFilterProp: 'title' }}
      // Each family's CSS loads when the list opens, so every option shows in its font.
      onOpenChange={(open) => {
        if (open) for (const font of list) ensureFontCss(font.family, regularVariant(font));
      }}
      onChange={(next: string) => onChange?.(next)}
      options={[
        {
          value: '',
          title: 'Systemschrift',
          label: <span style={{ fontFamily: fontFamily(null) }}>Systemschrift</span>,
        },
        ...list.map((font) => ({
          value: font.family,
          title: font.family,
          label: (
            <span style={{ fontFamily: fontFamily(font.family) }}>
              {font.family} <small className="bo-muted">{CATEGORY[font.category] ?? font.category}</small>
            </span>
          ),
        })),
      ]}
    />
  );
}
