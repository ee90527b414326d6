// The renderer alone (issue 14 "a template renders text and image layers into an image of the template's
// size"): a fake library hands out a generated picture, pixels are read back from the PNG.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { ImageRef, TemplateLayer } from '@bestell/domain';
import sharp from 'sharp';
import { FontCatalog } from '../fonts/font-catalog.js';
import { FontRegistry } from '../fonts/font-registry.js';
import { escapeXml, TemplateRenderer } from './template-renderer.js';

/** 200x100: left half red, right half blue. */
const picture = () =>
  sharp({ create: { width: 200, height: 100, channels: 3, background: '#ff0000' } })
    .composite([
      { input: { create: { width: 100, height: 100, channels: 3, background: '#0000ff' } }, left: 100, top: 0 },
    ])
    .png()
    .toBuffer();

const ref: ImageRef = { id: 'pic', version: 1, extension: 'png' };
const reads: { id: string; minWidth: number }[] = [];
let fontDir: string;
let registry: FontRegistry;
let renderer: TemplateRenderer;
beforeAll(async () => {
  fontDir = await mkdtemp(join(tmpdir(), 'fonts-'));
  registry = new FontRegistry(new FontCatalog(), fontDir);
  renderer = new TemplateRenderer(
    async (image, minWidth) => {
      reads.push({ id: image.id, minWidth });
      return image.id === 'pic' ? { bytes: await picture() } : null;
    },
    () => registry.ensureAll(),
  );
});
afterAll(async () => rm(fontDir, { recursive: true, force: true }));

async function pixels(png: Buffer) {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number) => {
    const i = (y * info.width + x) * 4;
    return [data[i]!, data[i + 1]!, data[i + 2]!];
  };
  /** Darkest brightness in a box (sum of r, g, b). */
  const darkest = (x0: number, y0: number, w: number, h: number) => {
    let min = 765;
    for (let y = y0; y < y0 + h; y++)
      for (let x = x0; x < x0 + w; x++)
        min = Math.min(
          min,
          at(x, y).reduce((a, b) => a + b),
        );
    return min;
  };
  return { info, at, darkest };
}

const text = (over: Partial<Extract<TemplateLayer, { type: 'text' }>>): TemplateLayer => ({
  type: 'text',
  x: 20,
  y: 220,
  width: 360,
  text: '{name}',
  font: 'Inter',
  size: 32,
  color: '#000000',
  ...over,
});

describe('TemplateRenderer', () => {
  it('draws background, rect, image and text layers into exactly width x height', async () => {
    const png = await renderer.render(
      {
        width: 400,
        height: 300,
        background: '#ffffff',
        layers: [
          { type: 'rect', x: 0, y: 0, width: 400, height: 40, color: '#00aa00' },
          { type: 'image', x: 100, y: 60, width: 200, height: 100, fit: 'cover', field: 'product.image' },
          text({ text: '{name} {price}' }),
        ],
      },
      { name: 'Kaisersemmel', price: '0.6', image: ref },
      'png',
    );
    const p = await pixels(png);
    expect([p.info.width, p.info.height]).toEqual([400, 300]);
    expect(p.at(200, 20)).toEqual([0, 170, 0]);
    expect(p.at(130, 110)).toEqual([255, 0, 0]);
    expect(p.at(270, 110)).toEqual([0, 0, 255]);
    expect(p.at(50, 110)).toEqual([255, 255, 255]);
    // The text darkens pixels in its box; below it the canvas stays white.
    expect(p.darkest(20, 220, 360, 40)).toBeLessThan(200);
    expect(p.darkest(20, 265, 360, 30)).toBe(765);
    expect(reads.at(-1)).toEqual({ id: 'pic', minWidth: 200 });
  });

  it('cover crops around the focal point, contain letterboxes, off-canvas parts are clipped', async () => {
    const png = await renderer.render(
      {
        width: 300,
        height: 200,
        background: '#ffffff',
        layers: [
          // 100x100 box from a 200x100 picture: cover shows one half, chosen by the focal point.
          { type: 'image', x: 0, y: 0, width: 100, height: 100, fit: 'cover', image: { ...ref, focalX: 1 } },
          { type: 'image', x: 100, y: 0, width: 100, height: 100, fit: 'cover', image: { ...ref, focalX: 0 } },
          // contain: 100x50 picture centred in a 100x100 box (white above and below).
          { type: 'image', x: 200, y: 0, width: 100, height: 100, fit: 'contain', image: ref },
          // Half outside the canvas at the bottom right.
          { type: 'image', x: 250, y: 150, width: 100, height: 100, fit: 'cover', image: ref },
        ],
      },
      {},
      'webp',
    );
    const meta = await sharp(png).metadata();
    expect(meta.format).toBe('webp');
    const p = await pixels(await sharp(png).png().toBuffer());
    expect([p.info.width, p.info.height]).toEqual([300, 200]);
    const near = (rgb: number[], expected: number[]) =>
      rgb.forEach((v, i) => expect(Math.abs(v - expected[i]!)).toBeLessThan(40));
    near(p.at(50, 50), [0, 0, 255]);
    near(p.at(150, 50), [255, 0, 0]);
    near(p.at(250, 10), [255, 255, 255]);
    near(p.at(220, 50), [255, 0, 0]);
    near(p.at(280, 50), [0, 0, 255]);
    near(p.at(260, 190), [255, 0, 0]);
  });

  it('skips image layers whose picture is missing', async () => {
    const png = await renderer.render(
      {
        width: 50,
        height: 50,
        background: '#123456',
        layers: [{ type: 'image', x: 0, y: 0, width: 50, height: 50, fit: 'cover', image: { ...ref, id: 'gone' } }],
      },
      {},
      'png',
    );
    expect((await pixels(png)).at(25, 25)).toEqual([0x12, 0x34, 0x56]);
  });

  it('escapes text, so markup in a product name is drawn, not parsed', async () => {
    expect(escapeXml(`<b a="1">'&'</b>\u0000`)).toBe('&lt;b a=&quot;1&quot;&gt;&apos;&amp;&apos;&lt;/b&gt;');
    const png = await renderer.render(
      { width: 400, height: 100, layers: [text({ y: 20, text: '{name}' })] },
      { name: '</text></svg><svg><rect width="400" height="100" fill="red"/>' },
      'png',
    );
    const p = await pixels(png);
    expect(p.at(390, 90)).toEqual([255, 255, 255]);
    expect(p.darkest(20, 20, 360, 40)).toBeLessThan(200);
  });
});

describe('template fonts', () => {
  it('draws a @fontsource family, bold differently from regular, not the fallback', async () => {
    const draw = async (font: string, weight: 'normal' | 'bold' = 'normal') =>
      sharp(
        await renderer.render(
          { width: 400, height: 100, layers: [text({ y: 20, text: 'Hallo Welt', font, weight })] },
          {},
          'png',
        ),
      )
        .raw()
        .toBuffer();
    const fallback = await draw('No Such Font');
    const caveat = await draw('Caveat');
    const playfair = await draw('Playfair Display');
    expect(caveat.equals(fallback)).toBe(false);
    expect(playfair.equals(fallback)).toBe(false);
    expect(playfair.equals(caveat)).toBe(false);
    expect((await draw('Playfair Display', 'bold')).equals(playfair)).toBe(false);
    // Drawn the same on every thread of the pool (a stale font map would fall back on some).
    const again = await Promise.all(Array.from({ length: 8 }, () => draw('Caveat')));
    for (const bytes of again) expect(bytes.equals(caveat)).toBe(true);
  });
});
