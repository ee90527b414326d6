import { describe, expect, it } from '@jest/globals';
import type { TemplateLayer } from './media-views.js';
import {
  fillPlaceholders,
  imagePlacement,
  layerBox,
  layerImage,
  layerOutside,
  lineHeight,
  plainText,
  templateLayerIssues,
  TEMPLATE_TEXTS,
  textWidth,
  wrapText,
} from './templates.js';

const image = { id: 'a1', version: 2, extension: 'jpg' };
const text = (over: Partial<Extract<TemplateLayer, { type: 'text' }>> = {}): TemplateLayer => ({
  type: 'text',
  x: 10,
  y: 10,
  width: 300,
  text: '{name}',
  font: 'Inter',
  size: 20,
  color: '#000000',
  ...over,
});

describe('fillPlaceholders', () => {
  const data = { name: 'Kaisersemmel', price: '0.6', description: '<p>Knusprig &amp; <b>frisch</b></p>' };

  it('fills name, price in the shop currency and description as plain text', () => {
    expect(fillPlaceholders('{name} – {price}', data)).toBe('Kaisersemmel – 0,60 €');
    expect(fillPlaceholders('{description}', data)).toBe('Knusprig & frisch');
    expect(fillPlaceholders('{price}', { price: '1234.5', currency: 'CHF' })).toBe('1.234,50 CHF');
    expect(fillPlaceholders('{price}', { price: '2.4', pricePrefix: 'ca.' })).toBe('ca. 2,40 €');
  });

  it('leaves missing values empty and unknown braces as written', () => {
    expect(fillPlaceholders('{name}|{price}|{description}', {})).toBe('||');
    expect(fillPlaceholders('{name} {unknown} {', { name: 'X' })).toBe('X {unknown} {');
    expect(fillPlaceholders('{price}', { price: '' })).toBe('');
  });

  it('does not fill placeholders inside filled values twice', () => {
    expect(fillPlaceholders('{name}', { name: '{price}', price: '1' })).toBe('{price}');
  });
});

describe('plainText', () => {
  it('drops tags, decodes the common entities and collapses white space', () => {
    expect(plainText('<p>A</p><p>B&nbsp;&lt;C&gt;</p>\n<br/>D &quot;E&quot; &#39;F&#39;')).toBe('A B <C> D "E" \'F\'');
  });
});

describe('wrapText', () => {
  it('keeps a text that fits on one line', () => {
    expect(wrapText('Kaisersemmel', 400, 20)).toEqual(['Kaisersemmel']);
  });

  it('wraps at spaces so no line is wider than the width', () => {
    const lines = wrapText('Handwerklich gebackenes Brot aus eigener Herstellung seit 1962', 200, 20);
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(textWidth(line, 20)).toBeLessThanOrEqual(200);
    expect(lines.join(' ')).toBe('Handwerklich gebackenes Brot aus eigener Herstellung seit 1962');
  });

  it('breaks a word longer than a line and keeps explicit line breaks', () => {
    const lines = wrapText('Donaudampfschifffahrtsgesellschaft', 100, 20);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join('')).toBe('Donaudampfschifffahrtsgesellschaft');
    expect(wrapText('A\nB', 500, 20)).toEqual(['A', 'B']);
    expect(wrapText('', 500, 20)).toEqual(['']);
  });

  it('bold text is wider and wraps earlier', () => {
    expect(textWidth('Sachertorte', 40, true)).toBeGreaterThan(textWidth('Sachertorte', 40));
  });

  it('cuts off after maxLines with an ellipsis that fits', () => {
    const lines = wrapText('eins zwei drei vier fünf sechs sieben acht neun zehn', 120, 20, false, 2);
    expect(lines).toHaveLength(2);
    expect(lines[1]!.endsWith('…')).toBe(true);
    expect(textWidth(lines[1]!, 20)).toBeLessThanOrEqual(120);
  });
});

describe('layer geometry', () => {
  it('a text box grows with its lines', () => {
    const one = layerBox(text({ text: 'Kurz' }));
    const many = layerBox(text({ text: '{description}', width: 120 }), {
      description: 'Ein langer Text über mehrere Zeilen hinweg',
    });
    expect(one).toEqual({ x: 10, y: 10, width: 300, height: lineHeight(20) });
    expect(many.height).toBeGreaterThan(2 * lineHeight(20));
  });

  it.each([
    [{ x: -50, y: -50, width: 100, height: 100 }, false],
    [{ x: 390, y: 290, width: 100, height: 100 }, false],
    [{ x: 400, y: 0, width: 100, height: 100 }, true],
    [{ x: 0, y: 300, width: 100, height: 100 }, true],
    [{ x: -100, y: 0, width: 100, height: 100 }, true],
    [{ x: 0, y: -100, width: 100, height: 100 }, true],
  ])('a rect at %j is outside a 400x300 canvas: %s', (box, outside) => {
    expect(layerOutside({ type: 'rect', color: '#fff', ...box }, { width: 400, height: 300 })).toBe(outside);
  });

  it('checks text layers by their first line', () => {
    expect(layerOutside(text({ y: -25 }), { width: 400, height: 300 })).toBe(true);
    expect(layerOutside(text({ y: -10 }), { width: 400, height: 300 })).toBe(false);
  });
});

describe('templateLayerIssues', () => {
  const canvas = { width: 400, height: 300 };
  it('names each bad layer by index and field', () => {
    const layers: TemplateLayer[] = [
      { type: 'rect', x: 0, y: 0, width: 400, height: 300, color: '#ffffff' },
      { type: 'rect', x: 500, y: 0, width: 10, height: 10, color: '#ffffff' },
      { type: 'image', x: 0, y: 0, width: 10, height: 10, fit: 'cover' },
      { type: 'image', x: 0, y: 0, width: 10, height: 10, fit: 'cover', field: 'product.price' },
      { type: 'image', x: 0, y: 0, width: 10, height: 10, fit: 'cover', field: 'product.image' },
      { type: 'image', x: 0, y: 0, width: 10, height: 10, fit: 'contain', image },
    ];
    expect(templateLayerIssues(layers, canvas)).toEqual([
      { index: 1, field: 'x', message: TEMPLATE_TEXTS.layerOutside },
      { index: 2, field: 'image', message: TEMPLATE_TEXTS.imageSourceRequired },
      { index: 3, field: 'field', message: TEMPLATE_TEXTS.unknownField },
    ]);
  });
});

describe('layerImage', () => {
  const layer = { type: 'image', x: 0, y: 0, width: 1, height: 1, fit: 'cover' } as const;
  it('takes the data field before the fixed image', () => {
    const cover = { id: 'p', version: 1, extension: 'png' };
    expect(layerImage({ ...layer, field: 'product.image', image }, { image: cover })).toBe(cover);
    expect(layerImage({ ...layer, field: 'product.image' }, {})).toBeNull();
    expect(layerImage({ ...layer, image }, { image: cover })).toBe(image);
    expect(layerImage(layer, {})).toBeNull();
  });
});

describe('imagePlacement', () => {
  it('cover fills the box and crops around the centre by default', () => {
    expect(imagePlacement('cover', { width: 800, height: 600 }, { width: 300, height: 300 })).toEqual({
      width: 400,
      height: 300,
      left: 50,
      top: 0,
    });
  });

  it('cover keeps the focal point in view, clamped to the image', () => {
    const box = { width: 300, height: 300 };
    expect(imagePlacement('cover', { width: 800, height: 600 }, box, { x: 0, y: 0.5 }).left).toBe(0);
    expect(imagePlacement('cover', { width: 800, height: 600 }, box, { x: 1, y: 0.5 }).left).toBe(100);
    expect(imagePlacement('cover', { width: 800, height: 600 }, box, { x: 0.6, y: 0.5 }).left).toBe(90);
    expect(imagePlacement('cover', { width: 600, height: 800 }, box, { x: 0.5, y: 0.1 })).toEqual({
      width: 300,
      height: 400,
      left: 0,
      top: 0,
    });
  });

  it('contain fits inside the box, centred', () => {
    expect(imagePlacement('contain', { width: 800, height: 600 }, { width: 300, height: 300 })).toEqual({
      width: 300,
      height: 225,
      left: 0,
      top: 37,
    });
    expect(imagePlacement('contain', { width: 100, height: 100 }, { width: 400, height: 200 })).toEqual({
      width: 200,
      height: 200,
      left: 100,
      top: 0,
    });
  });
});
