// Every demo product, category, branch and donatee has a picture (issue 14 item 8), and the pictures are
// drawn once and then read from the cache.
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import { DEMO_BRANCHES, DEMO_CATEGORIES, DEMO_DONATEES, DEMO_PRODUCTS } from './demo-data.js';
import {
  BRANCH_ILLUSTRATIONS,
  CATEGORY_ILLUSTRATIONS,
  DONATEE_ILLUSTRATIONS,
  type Illustration,
  LOGO_ILLUSTRATION,
  PRODUCT_ILLUSTRATIONS,
} from './demo-images.js';
import { ILLUSTRATION_WIDTH, ILLUSTRATIONS_DIR, illustrationPng, illustrationSvg } from './illustrations.js';

const all: Illustration[] = [
  ...Object.values(PRODUCT_ILLUSTRATIONS),
  ...Object.values(CATEGORY_ILLUSTRATIONS),
  ...Object.values(BRANCH_ILLUSTRATIONS),
  ...DONATEE_ILLUSTRATIONS,
  LOGO_ILLUSTRATION,
];

describe('demo pictures', () => {
  it('gives every demo product, category, branch and donatee an illustration that exists', () => {
    for (const p of DEMO_PRODUCTS) expect([p.key, PRODUCT_ILLUSTRATIONS[p.key]]).toEqual([p.key, expect.anything()]);
    expect(Object.keys(PRODUCT_ILLUSTRATIONS).sort()).toEqual(DEMO_PRODUCTS.map((p) => p.key).sort());
    for (const c of DEMO_CATEGORIES) expect(CATEGORY_ILLUSTRATIONS[c.key]).toBeDefined();
    for (const b of DEMO_BRANCHES) expect(BRANCH_ILLUSTRATIONS[b.key]).toBeDefined();
    expect(DONATEE_ILLUSTRATIONS).toHaveLength(DEMO_DONATEES.length);
    for (const i of all) {
      expect(existsSync(join(ILLUSTRATIONS_DIR, `${i.art}.svg`))).toBe(true);
      expect(i.alt.length).toBeGreaterThan(2);
    }
  });

  it('uses every illustration file at least once', async () => {
    const files = (await readdir(ILLUSTRATIONS_DIR)).filter((f) => f.endsWith('.svg')).map((f) => f.slice(0, -4));
    expect(new Set(all.map((i) => i.art))).toEqual(new Set(files));
  });

  it('recolours the background rect only', async () => {
    const plain = await illustrationSvg({ art: 'roll', alt: 'x' });
    const tinted = await illustrationSvg({ art: 'roll', alt: 'x', background: '#123456' });
    expect(plain).toMatch(/<rect id="bg"[^>]*fill="#F6E3C5"/);
    expect(tinted).toMatch(/<rect id="bg"[^>]*fill="#123456"/);
    expect(tinted.replace('#123456', '#F6E3C5')).toBe(plain);
  });
});

describe('illustrationPng', () => {
  let dir: string;
  afterAll(async () => dir && rm(dir, { recursive: true, force: true }));

  it('draws the picture once at the seed width and reads it from the cache afterwards', async () => {
    dir = await mkdtemp(join(tmpdir(), 'illustrations-'));
    const pretzel = { art: 'pretzel', alt: 'Brezel', background: '#F4D6B0' };
    const png = await illustrationPng(pretzel, dir);
    const meta = await sharp(png).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', ILLUSTRATION_WIDTH, 960]);
    // The background colour is in the corner pixel.
    const { data } = await sharp(png)
      .extract({ left: 2, top: 2, width: 1, height: 1 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([...data.subarray(0, 3)]).toEqual([0xf4, 0xd6, 0xb0]);

    const [file] = await readdir(dir);
    const before = await stat(join(dir, file!));
    expect((await illustrationPng(pretzel, dir)).equals(png)).toBe(true);
    expect((await stat(join(dir, file!))).mtimeMs).toBe(before.mtimeMs);
    // Another background is another picture.
    await illustrationPng({ ...pretzel, background: '#FFFFFF' }, dir);
    expect(await readdir(dir)).toHaveLength(2);
  });
});
