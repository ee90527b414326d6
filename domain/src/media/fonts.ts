// Fonts the shop can use (spec 3 "Font: family, variants"; spec 7 GET /fonts/google/{family}/style-{variant}.embed.css).

/** A font variant: its weight and style. Written '400', '700', '400italic' (Google's 'regular'/'italic' too). */
export interface FontVariant {
  weight: number;
  style: 'normal' | 'italic';
}

/** '700italic' -> { weight: 700, style: 'italic' }; 'regular' -> 400 normal; null for anything else. */
export function parseFontVariant(variant: string): FontVariant | null {
  if (variant === 'regular') return { weight: 400, style: 'normal' };
  if (variant === 'italic') return { weight: 400, style: 'italic' };
  const match = /^([1-9]00)(italic)?$/.exec(variant);
  if (!match) return null;
  return { weight: Number(match[1]), style: match[2] ? 'italic' : 'normal' };
}

/** The canonical name of a variant: { 400, italic } -> '400italic'. */
export function fontVariantName(variant: FontVariant): string {
  return `${variant.weight}${variant.style === 'italic' ? 'italic' : ''}`;
}

/** Where the style sheet of one family and variant is served (spec 7), e.g. /fonts/google/Open%20Sans/style-400.embed.css. */
export function fontCssUrl(family: string, variant: string = '400'): string {
  return `/fonts/google/${encodeURIComponent(family)}/style-${variant}.embed.css`;
}

/** A family name as it may appear in a URL or config: case, '+', '-', '_' and spaces do not matter. */
export function fontFamilyKey(family: string): string {
  return family
    .trim()
    .toLowerCase()
    .replace(/[\s+_-]+/g, '');
}

/** A CSS font-family list for a configured family with a fallback of its category ('Merriweather', serif). */
export function fontStack(family: string, category: string = 'sans-serif'): string {
  const generic = category === 'serif' ? 'serif' : category === 'monospace' ? 'monospace' : 'sans-serif';
  const name = family.replace(/["\\;{}<>]/g, '').trim();
  return name ? `"${name}", ${generic}` : generic;
}
