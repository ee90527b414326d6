// Image templates (spec 7 "image-templates", issue 14 item 5): a canvas plus ordered layers, rendered
// with data such as a product. The rules here are shared by the server renderer and the back-office
// editor's preview; the drawing itself happens in the backend (sharp).
import { formatMoney } from '../pricing/money-format.js';
import type { ImageRef, TemplateLayer } from './media-views.js';

/** Largest canvas side in pixels: 4096 covers a 4K signage screen and a print price tag at 300 dpi. */
export const TEMPLATE_MAX_SIDE = 4096;
export const TEMPLATE_MAX_LAYERS = 50;

/** Our wording (see messages/own-texts.ts) for template checks the generic validation cannot give. */
export const TEMPLATE_TEXTS = {
  layerOutside: 'Die Ebene liegt vollständig außerhalb der Vorlage.',
  imageSourceRequired: 'Bitte wählen Sie ein Bild aus der Bibliothek oder ein Datenfeld.',
  unknownField: 'Dieses Datenfeld gibt es nicht.',
} as const;

/** What a template is rendered with: a product's name, price and cover image, or free values. */
export interface TemplateData {
  name?: string | null;
  /** Decimal string, formatted with the shop currency (spec 9): '2,40 €'. */
  price?: string | null;
  /** 'ca.' or 'ab' before the price (approximate / minimum prices). */
  pricePrefix?: string | null;
  /** Plain text or HTML; tags are dropped. */
  description?: string | null;
  currency?: string | null;
  image?: ImageRef | null;
}

/** The text placeholders and the image fields a template may use. */
export const TEMPLATE_PLACEHOLDERS = ['name', 'price', 'description'] as const;
export const TEMPLATE_IMAGE_FIELDS = ['product.image'] as const;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** HTML of a description as one line of plain text. */
export function plainText(html: string): string {
  return html
    .replace(/<\/(p|div|li|h\d)>|<br\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_m, e: string) => ENTITIES[e]!)
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Fills `{name}`, `{price}` and `{description}` from the data; a missing value becomes empty. Other
 * braces stay as written, so a literal `{` in a text is kept.
 */
export function fillPlaceholders(text: string, data: TemplateData): string {
  return text.replace(/\{(name|price|description)\}/g, (_m, key: (typeof TEMPLATE_PLACEHOLDERS)[number]) => {
    if (key === 'name') return data.name ?? '';
    if (key === 'description') return data.description ? plainText(data.description) : '';
    if (data.price === null || data.price === undefined || data.price === '') return '';
    return formatMoney(data.price, data.currency ?? 'EUR', data.pricePrefix ?? '');
  });
}

/** The library image an image layer shows: its own, or the named field of the data. */
export function layerImage(layer: Extract<TemplateLayer, { type: 'image' }>, data: TemplateData): ImageRef | null {
  if (layer.field === 'product.image') return data.image ?? null;
  return layer.image ?? null;
}

export const lineHeight = (size: number): number => Math.round(size * 1.25);

/**
 * Average advance of a character in em for the text measure below: ~0.53 em for regular sans text,
 * ~0.58 em bold. Good enough to wrap; the renderer does not measure glyphs.
 */
const charWidth = (size: number, bold: boolean) => size * (bold ? 0.58 : 0.53);

/** Width of a text in pixels, approximately: narrow letters and spaces count less. */
export function textWidth(text: string, size: number, bold = false): number {
  let em = 0;
  for (const ch of text) {
    if (" .,;:!|il1'’".includes(ch)) em += 0.5;
    else if ('mwMW@%'.includes(ch)) em += 1.5;
    else if (ch >= 'A' && ch <= 'Z') em += 1.2;
    else em += 1;
  }
  return em * charWidth(size, bold);
}

/**
 * Wraps a text to lines no wider than `width` (approximately), at spaces; a word longer than a line is
 * broken. Explicit line breaks are kept. `maxLines` cuts the rest off with an ellipsis.
 */
export function wrapText(text: string, width: number, size: number, bold = false, maxLines = Infinity): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (textWidth(candidate, size, bold) <= width) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      let rest = word;
      while (textWidth(rest, size, bold) > width && rest.length > 1) {
        let cut = rest.length - 1;
        while (cut > 1 && textWidth(rest.slice(0, cut), size, bold) > width) cut--;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
    }
    lines.push(line);
  }
  while (lines.length > 1 && lines[lines.length - 1] === '') lines.pop();
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  let last = kept[maxLines - 1]!;
  while (last && textWidth(`${last}…`, size, bold) > width) last = last.slice(0, -1);
  kept[maxLines - 1] = `${last.trimEnd()}…`;
  return kept;
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The area a layer covers; a text layer's height follows its wrapped lines. */
export function layerBox(layer: TemplateLayer, data: TemplateData = {}): Box {
  if (layer.type !== 'text') return { x: layer.x, y: layer.y, width: layer.width, height: layer.height };
  const lines = wrapText(fillPlaceholders(layer.text, data), layer.width, layer.size, layer.weight === 'bold');
  return { x: layer.x, y: layer.y, width: layer.width, height: lines.length * lineHeight(layer.size) };
}

/** True when no pixel of the layer falls on the canvas (a partly outside layer is fine: bleed). */
export function layerOutside(layer: TemplateLayer, canvas: { width: number; height: number }): boolean {
  const box = layer.type === 'text' ? { ...layerBox(layer), height: lineHeight(layer.size) } : layerBox(layer);
  return box.x >= canvas.width || box.y >= canvas.height || box.x + box.width <= 0 || box.y + box.height <= 0;
}

/** Per layer index: the German problem of a layer, for `layers.{i}` fields. */
export function templateLayerIssues(
  layers: TemplateLayer[],
  canvas: { width: number; height: number },
): { index: number; field: string; message: string }[] {
  const issues: { index: number; field: string; message: string }[] = [];
  layers.forEach((layer, index) => {
    if (layerOutside(layer, canvas)) issues.push({ index, field: 'x', message: TEMPLATE_TEXTS.layerOutside });
    if (layer.type === 'image') {
      if (layer.field && !(TEMPLATE_IMAGE_FIELDS as readonly string[]).includes(layer.field)) {
        issues.push({ index, field: 'field', message: TEMPLATE_TEXTS.unknownField });
      } else if (!layer.field && !layer.image) {
        issues.push({ index, field: 'image', message: TEMPLATE_TEXTS.imageSourceRequired });
      }
    }
  });
  return issues;
}

/**
 * How an image of `source` size is placed in a box: resize to (width, height), then cut the box out at
 * (left, top) for 'cover', or paste at (left, top) inside the box for 'contain'. Cover keeps the focal
 * point (0..1, centre by default) as near the box centre as the image allows.
 */
export function imagePlacement(
  fit: 'cover' | 'contain',
  source: { width: number; height: number },
  box: { width: number; height: number },
  focal: { x?: number; y?: number } = {},
): { width: number; height: number; left: number; top: number } {
  const scale =
    fit === 'cover'
      ? Math.max(box.width / source.width, box.height / source.height)
      : Math.min(box.width / source.width, box.height / source.height);
  const width = Math.max(1, Math.round(source.width * scale));
  const height = Math.max(1, Math.round(source.height * scale));
  if (fit === 'contain') {
    return { width, height, left: Math.floor((box.width - width) / 2), top: Math.floor((box.height - height) / 2) };
  }
  const clamp = (v: number, max: number) => Math.min(Math.max(Math.round(v), 0), Math.max(max, 0));
  const fx = focal.x ?? 0.5;
  const fy = focal.y ?? 0.5;
  return {
    width,
    height,
    left: clamp(fx * width - box.width / 2, width - box.width),
    top: clamp(fy * height - box.height / 2, height - box.height),
  };
}
