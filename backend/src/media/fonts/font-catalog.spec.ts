import { readFileSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import { FontCatalog, FONT_FILES_PATH } from './font-catalog.js';
import { woffToSfnt } from './woff.js';

const catalog = new FontCatalog();

describe('FontCatalog', () => {
  it('lists the installed families with regular, bold and italics where the family has them', () => {
    const fonts = catalog.list();
    expect(fonts.map((f) => f.family)).toEqual([
      'Caveat',
      'Inter',
      'Lato',
      'Merriweather',
      'Open Sans',
      'Playfair Display',
      'Roboto',
      'Roboto Slab',
    ]);
    expect(fonts.find((f) => f.family === 'Lato')).toEqual({
      family: 'Lato',
      variants: ['400', '700', '400italic', '700italic'],
      category: 'sans-serif',
    });
    expect(fonts.find((f) => f.family === 'Caveat')).toMatchObject({
      variants: ['400', '700'],
      category: 'handwriting',
    });
    expect(fonts.find((f) => f.family === 'Merriweather')?.category).toBe('serif');
  });

  it('serves a style sheet whose every URL points to this app', async () => {
    const css = (await catalog.styleSheet('open-sans', '700italic'))!;
    expect(css).toContain("font-family: 'Open Sans'");
    expect(css).toContain('font-style: italic');
    expect(css).toContain('font-weight: 700');
    const urls = [...css.matchAll(/url\(([^)]*)\)/g)].map((m) => m[1]!);
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls)
      expect(url).toMatch(new RegExp(`^${FONT_FILES_PATH}/open-sans-[a-z-]+-700-italic\\.woff2?\\?v=`));
    expect(css).not.toMatch(/https?:/);
    // Same object from the cache on the next call.
    expect(await catalog.styleSheet('Open Sans', '700italic')).toBe(css);
  });

  it('has no sheet for unknown families or variants that are not offered', async () => {
    expect(await catalog.styleSheet('Comic Sans', '400')).toBeNull();
    expect(await catalog.styleSheet('Inter', '300')).toBeNull();
    expect(await catalog.styleSheet('Roboto Slab', '400italic')).toBeNull();
    expect(await catalog.styleSheet('Inter', '../../package')).toBeNull();
  });

  it('hands out only font files a served sheet names', async () => {
    const file = await catalog.file('caveat-latin-700-normal.woff2');
    expect(file?.type).toBe('font/woff2');
    expect(file?.bytes.subarray(0, 4).toString('latin1')).toBe('wOF2');
    expect(await catalog.file('caveat-latin-500-normal.woff2')).toBeNull();
    expect(await catalog.file('package.json')).toBeNull();
  });
});

describe('woffToSfnt', () => {
  it('unpacks a WOFF into a TrueType file with the same tables', () => {
    const [woff] = catalog.latinFiles('Inter');
    const sfnt = woffToSfnt(readFileSync(woff!));
    expect(sfnt.readUInt32BE(0)).toBe(0x00010000);
    expect(sfnt.readUInt16BE(4)).toBe(readFileSync(woff!).readUInt16BE(12));
  });

  it('refuses other files', () => {
    expect(() => woffToSfnt(Buffer.from('not a font at all, just text.......................'))).toThrow();
  });
});
