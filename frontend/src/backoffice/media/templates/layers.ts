// Template layers between the editor's form and the API (TemplateLayer of the media contract).
import type { FontView, ImageRef, TemplateLayer } from '@bestell/domain';

export type LayerForm = Partial<Record<string, unknown>> & { type?: TemplateLayer['type'] };

const n = (v: unknown, fallback = 0) => (typeof v === 'number' && Number.isFinite(v) ? v : fallback);
const text = (v: unknown, fallback = '') => (typeof v === 'string' ? v : fallback);

/** The layers as the API takes them: only the keys of each layer type, numbers where numbers belong. */
export function layersToBody(layers: LayerForm[]): TemplateLayer[] {
  return layers
    .filter((layer): layer is LayerForm & { type: TemplateLayer['type'] } => !!layer?.type)
    .map((layer): TemplateLayer => {
      const box = { x: n(layer.x), y: n(layer.y), width: n(layer.width, 1) };
      if (layer.type === 'rect')
        return {
          type: 'rect',
          ...box,
          height: n(layer.height, 1),
          color: text(layer.color, '#000000'),
          radius: n(layer.radius),
        };
      if (layer.type === 'text')
        return {
          type: 'text',
          ...box,
          text: text(layer.text),
          font: text(layer.font),
          size: n(layer.size, 32),
          color: text(layer.color, '#000000'),
          weight: layer.weight === 'bold' ? 'bold' : 'normal',
          align: layer.align === 'center' || layer.align === 'right' ? layer.align : 'left',
        };
      const field = text(layer.field) || null;
      return {
        type: 'image',
        ...box,
        height: n(layer.height, 1),
        fit: layer.fit === 'contain' ? 'contain' : 'cover',
        field,
        image: field ? null : ((layer.image as ImageRef | null | undefined) ?? null),
      };
    });
}

/**
 * The family a new text layer starts in (the renderer needs a real one): the shop's own font when it is
 * installed, else the first sans-serif family, else the first there is. Not simply the first of the list,
 * which is a handwriting font.
 */
export function defaultFont(fonts: Pick<FontView, 'family' | 'category'>[], shopFont?: string | null): string {
  return (
    fonts.find((font) => font.family === shopFont)?.family ??
    fonts.find((font) => font.category === 'sans-serif')?.family ??
    fonts[0]?.family ??
    ''
  );
}
