import { describe, expect, it } from '@jest/globals';
import {
  BLOCK_TYPES,
  type ContentBlock,
  type ImageRef,
  mapBlocks,
  mapSiteContent,
  validateSiteContent,
  validateSitePath,
} from '@bestell/domain';
import { sanitizeRichText } from '../content/index.js';
import { DEMO_BLOCK_IDS, DEMO_SITE_IDS, DEMO_SITE_PATHS, demoReusableBlocks, demoSites } from './demo-content.js';
import { DEMO_NAVIGATIONS } from './demo-data.js';

const picture = (n: number): ImageRef => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  version: 1,
  extension: 'png',
  width: 800,
  alt: `Bild ${n}`,
});
let n = 0;
const pictures = {
  products: new Proxy(new Map<string, ImageRef>(), {
    get: (m, k) => (k === 'get' ? () => picture(++n) : Reflect.get(m, k)),
  }),
  branches: new Map([
    ['wien', picture(900)],
    ['graz', picture(901)],
  ] as const),
} as never;

describe('demo content', () => {
  it.each([
    ['with pictures', pictures],
    ['without pictures', undefined],
  ])(
    'every site %s is valid stored content with a usable path; rich text passes the sanitiser unchanged',
    (_n, pics) => {
      const sites = demoSites(pics);
      for (const site of sites) {
        expect(validateSitePath(site.path)).toEqual({ value: site.path, errors: [] });
        const result = validateSiteContent(site.type, site.content, { newId: () => 'new' });
        expect(result.errors).toEqual([]);
        const html: string[] = [];
        mapSiteContent(site.type, result.value, { richtext: (h) => (html.push(h), h) });
        for (const h of html) expect(sanitizeRichText(h)).toBe(h);
      }
      expect(new Set(sites.map((s) => s.path)).size).toBe(sites.length);
      expect(new Set(sites.map((s) => s.id)).size).toBe(sites.length);
    },
  );

  it('has the pages of issue 15 item 8 and uses every block type', () => {
    const sites = demoSites(pictures);
    const byType = (type: string) => sites.filter((s) => s.type === type).map((s) => s.name);
    expect(byType('recipe')).toHaveLength(3);
    expect(byType('job')).toHaveLength(2);
    expect(sites.map((s) => s.path)).toEqual(
      expect.arrayContaining(['ueber-uns', 'team', 'karriere', 'kontakt-formular']),
    );
    const used = new Set<string>();
    const collect = (list: ContentBlock[]) => mapBlocks(list, { block: (b) => (used.add(b.type), b) });
    for (const site of sites) collect(site.content.body as ContentBlock[]);
    for (const block of demoReusableBlocks(pictures)) collect(block.blocks);
    expect(BLOCK_TYPES.filter((t) => !used.has(t))).toEqual([]);
    expect(used.has('block_reference')).toBe(true);
  });

  it('links only to demo sites and the demo block, and the main menu reaches the content pages', () => {
    const ids = new Set<string>(Object.values(DEMO_SITE_IDS));
    const targets: string[] = [];
    const blocks: string[] = [];
    const visit = {
      link: <L extends { type: string }>(l: L) => (
        l.type === 'site_link' && targets.push((l as never as { site: string }).site),
        l
      ),
      block: (b: ContentBlock) => (b.type === 'block_reference' && blocks.push(b.data.block as string), b),
    };
    for (const site of demoSites(pictures)) mapSiteContent(site.type, site.content, visit as never);
    for (const block of demoReusableBlocks(pictures)) mapBlocks(block.blocks, visit as never);
    expect(targets.length).toBeGreaterThan(5);
    expect(targets.filter((t) => !ids.has(t))).toEqual([]);
    expect(new Set(blocks)).toEqual(new Set([DEMO_BLOCK_IDS.kontaktTeaser]));

    const menuTargets = DEMO_NAVIGATIONS[0]!.items.flatMap((i) => [i, ...i.children]).filter((i) => i.type === 'site');
    expect(menuTargets.map((i) => i.target)).toEqual(expect.arrayContaining(Object.values(DEMO_SITE_PATHS)));
  });
});
