import {
  fillPlaceholders,
  imagePlacement,
  type ImageRef,
  layerImage,
  lineHeight,
  type TemplateData,
  type TemplateLayer,
  wrapText,
} from '@bestell/domain';
import type { OverlayOptions, Sharp } from 'sharp';
import { sharp } from '../../common/index.js';

export type TemplateFormat = 'png' | 'webp';

export interface RenderableTemplate {
  width: number;
  height: number;
  background?: string | null;
  layers: TemplateLayer[];
}

/**
 * A library image at least `minWidth` wide where a variant allows, with the image's current focal point
 * (the reference in a layer may carry an older one); null when the image is gone.
 */
export type TemplateImageReader = (
  image: ImageRef,
  minWidth: number,
) => Promise<{ bytes: Buffer; focalX?: number; focalY?: number } | null>;

/** Makes the installed font families available to the SVG renderer (FontRegistry.ensureAll). */
export type TemplateFontLoader = () => Promise<void>;

type TextLayer = Extract<TemplateLayer, { type: 'text' }>;
type ImageLayer = Extract<TemplateLayer, { type: 'image' }>;

// XML 1.0 cannot carry most control characters; they are dropped rather than failing the whole SVG.
// eslint-disable-next-line no-control-regex
const XML_INVALID = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

/** Text and attribute values for the SVG: every markup character escaped. */
export function escapeXml(value: string): string {
  return value
    .replace(XML_INVALID, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** The fallbacks after a layer's font: the system fonts fontconfig always has. */
const FALLBACK_FONTS = "'DejaVu Sans', 'Liberation Sans', sans-serif";

function rectSvg(layer: Extract<TemplateLayer, { type: 'rect' }>): string {
  const radius = layer.radius ? ` rx="${layer.radius}" ry="${layer.radius}"` : '';
  return `<rect x="${layer.x}" y="${layer.y}" width="${layer.width}" height="${layer.height}"${radius} fill="${escapeXml(layer.color)}"/>`;
}

function textSvg(layer: TextLayer, data: TemplateData): string {
  const bold = layer.weight === 'bold';
  const lines = wrapText(fillPlaceholders(layer.text, data), layer.width, layer.size, bold);
  const anchor = layer.align === 'center' ? 'middle' : layer.align === 'right' ? 'end' : 'start';
  const x =
    layer.align === 'center' ? layer.x + layer.width / 2 : layer.align === 'right' ? layer.x + layer.width : layer.x;
  const step = lineHeight(layer.size);
  // The first baseline sits about one ascent below the layer's top edge.
  const baseline = layer.y + Math.round(layer.size * 0.95);
  const spans = lines
    .map((line, i) => `<tspan x="${x}" y="${baseline + i * step}">${escapeXml(line)}</tspan>`)
    .join('');
  const family = `'${escapeXml(layer.font.replace(/['\\]/g, ''))}', ${FALLBACK_FONTS}`;
  return (
    `<text font-family="${family}" font-size="${layer.size}" font-weight="${bold ? 700 : 400}" ` +
    `fill="${escapeXml(layer.color)}" text-anchor="${anchor}" xml:space="preserve">${spans}</text>`
  );
}

function svgOverlay(width: number, height: number, parts: string[]): OverlayOptions {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${parts.join('')}</svg>`;
  return { input: Buffer.from(svg), left: 0, top: 0 };
}

/**
 * Draws a template: background, then each layer in order. Runs of rect and text layers become one SVG
 * (librsvg); image layers are cut from the library image with cover/contain around its focal point and
 * clipped to the canvas, so the result is exactly width x height.
 */
export class TemplateRenderer {
  constructor(
    private readonly readImage: TemplateImageReader,
    private readonly loadFonts: TemplateFontLoader = async () => {},
  ) {}

  async render(template: RenderableTemplate, data: TemplateData, format: TemplateFormat): Promise<Buffer> {
    const { width, height } = template;
    if (template.layers.some((l) => l.type === 'text')) await this.loadFonts();

    const overlays: OverlayOptions[] = [];
    let vector: string[] = [];
    const flush = () => {
      if (vector.length) overlays.push(svgOverlay(width, height, vector));
      vector = [];
    };
    for (const layer of template.layers) {
      if (layer.type === 'rect') vector.push(rectSvg(layer));
      else if (layer.type === 'text') vector.push(textSvg(layer, data));
      else {
        flush();
        const overlay = await this.imageOverlay(layer, data, { width, height });
        if (overlay) overlays.push(overlay);
      }
    }
    flush();

    const canvas = sharp({
      create: { width, height, channels: 4, background: template.background || '#ffffff' },
    }).composite(overlays);
    return format === 'webp' ? canvas.webp({ quality: 90 }).toBuffer() : canvas.png().toBuffer();
  }

  private async imageOverlay(
    layer: ImageLayer,
    data: TemplateData,
    canvas: { width: number; height: number },
  ): Promise<OverlayOptions | null> {
    const ref = layerImage(layer, data);
    if (!ref) return null;
    const picture = await this.readImage(ref, layer.width);
    if (!picture) return null;
    const { bytes } = picture;
    const source = sharp(bytes).autoOrient();
    const meta = await sharp(bytes).autoOrient().metadata();
    if (!meta.width || !meta.height) return null;
    const box = { width: layer.width, height: layer.height };
    const place = imagePlacement(layer.fit, { width: meta.width, height: meta.height }, box, {
      x: picture.focalX ?? ref.focalX,
      y: picture.focalY ?? ref.focalY,
    });
    const resized = source.resize(place.width, place.height, { fit: 'fill' }).ensureAlpha();
    // Where the placed picture lands on the canvas, before clipping.
    let piece: { left: number; top: number; width: number; height: number };
    let pipeline: Sharp;
    if (layer.fit === 'cover') {
      pipeline = sharp(
        await resized
          .extract({ left: place.left, top: place.top, width: box.width, height: box.height })
          .png()
          .toBuffer(),
      );
      piece = { left: layer.x, top: layer.y, width: box.width, height: box.height };
    } else {
      pipeline = sharp(await resized.png().toBuffer());
      piece = { left: layer.x + place.left, top: layer.y + place.top, width: place.width, height: place.height };
    }
    const left = Math.max(piece.left, 0);
    const top = Math.max(piece.top, 0);
    const right = Math.min(piece.left + piece.width, canvas.width);
    const bottom = Math.min(piece.top + piece.height, canvas.height);
    if (right <= left || bottom <= top) return null;
    const clipped = await pipeline
      .extract({ left: left - piece.left, top: top - piece.top, width: right - left, height: bottom - top })
      .png()
      .toBuffer();
    return { input: clipped, left, top };
  }
}
