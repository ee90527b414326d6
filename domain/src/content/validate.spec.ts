import { describe, expect, it } from '@jest/globals';
import { OWN_TEXTS } from '../messages/own-texts.js';
import { VALIDATION } from '../messages/server.js';
import { BLOCK_REFERENCE, BLOCK_REGISTRY, BLOCK_TYPES, type ContentBlock, RECIPES_LIMIT_DEFAULT } from './blocks.js';
import { SLIDER_DEFAULT_DURATION } from './motion.js';
import { LINK_TYPES } from './links.js';
import { SITE_TYPES } from './site-types.js';
import { SAMPLE_REFS, sampleBlockData, sampleLinks, sampleSiteContent } from './test-helpers.js';
import {
  mapBlocks,
  mapSiteContent,
  MAX_BLOCKS,
  newBlock,
  validateBlock,
  validateBlocks,
  validateLinks,
  validateSiteContent,
  validateSitePath,
} from './validate.js';

const ids = () => {
  let n = 0;
  return () => `gen-${++n}`;
};
const opts = () => ({ newId: ids() });

describe('validateBlock', () => {
  it.each(BLOCK_TYPES)('%s with every field set validates and round-trips unchanged', (type) => {
    const input = { id: `b-${type}`, type, version: 99, data: sampleBlockData(type) };
    const first = validateBlock(input, opts());
    expect(first.errors).toEqual([]);
    // The stored version is the registry's, whatever the client sent.
    expect(first.value).toEqual({ ...input, version: BLOCK_REGISTRY[type].version });
    const second = validateBlock(first.value, opts());
    expect(second).toEqual(first);
  });

  it.each(BLOCK_TYPES)('%s: a new block round-trips and holds every registry field', (type) => {
    const block = newBlock(type, 'n1');
    expect(Object.keys(block.data)).toEqual(BLOCK_REGISTRY[type].fields.map((f) => f.name));
    const required = BLOCK_REGISTRY[type].fields.filter((f) => f.required).map((f) => `block.data.${f.name}`);
    const first = validateBlock(block, opts());
    expect(first.errors.map((e) => e.field)).toEqual(required);
    if (!required.length) expect(validateBlock(first.value, opts())).toEqual(first);
  });

  it('applies the defaults: text width large, recipes limit 3, slider duration 5, link target _blank', () => {
    const text = validateBlock(
      { type: 'text', data: { links: [{ type: 'href_link', label: 'A', href: 'a.at' }] } },
      opts(),
    );
    expect(text.value?.data).toEqual({
      width: 'large',
      text: null,
      links: [{ type: 'href_link', label: 'A', href: 'https://a.at', target: '_blank' }],
    });
    expect(validateBlock({ type: 'recipes' }, opts()).value?.data.limit).toBe(RECIPES_LIMIT_DEFAULT);
    expect(validateBlock({ type: 'image_text', data: {} }, opts()).value?.data.image_slider).toEqual({
      images: [],
      duration: SLIDER_DEFAULT_DURATION,
    });
    expect(
      validateBlock({ type: 'image_text', data: { image_slider: { images: [] } } }, opts()).value?.data.image_slider,
    ).toEqual({ images: [], duration: SLIDER_DEFAULT_DURATION });
    expect(newBlock('text', 'x').data).toEqual({ width: 'large', text: '', links: [] });
    expect(newBlock('recipes', 'x').data.limit).toBe(3);
    expect(newBlock('team', 'x').data.image_slider).toEqual({ images: [], duration: 5 });
  });

  it('keeps a usable id and generates one otherwise', () => {
    expect(validateBlock({ id: 'keep-me_1', type: 'career' }, opts()).value?.id).toBe('keep-me_1');
    expect(validateBlock({ id: 'no spaces', type: 'career' }, opts()).value?.id).toBe('gen-1');
    expect(validateBlock({ type: 'career' }, opts()).value?.id).toBe('gen-1');
  });

  it.each<[string, unknown, { field: string; message: string }[]]>([
    ['unknown type', { type: 'marquee' }, [{ field: 'block.type', message: VALIDATION.choice }]],
    ['no object', 'text', [{ field: 'block', message: VALIDATION.type('object') }]],
    ['data not an object', { type: 'career', data: [] }, [{ field: 'block.data', message: VALIDATION.type('object') }]],
    [
      'missing hero title',
      { type: 'hero_main', data: {} },
      [{ field: 'block.data.title', message: VALIDATION.notBlank }],
    ],
    [
      'title too long',
      { type: 'hero_main', data: { title: 'x'.repeat(201) } },
      [{ field: 'block.data.title', message: VALIDATION.tooLong(200) }],
    ],
    [
      'title not a string',
      { type: 'team', data: { title: 5 } },
      [{ field: 'block.data.title', message: VALIDATION.type('string') }],
    ],
    [
      'recipes limit below 3',
      { type: 'recipes', data: { limit: 2 } },
      [{ field: 'block.data.limit', message: VALIDATION.min(3) }],
    ],
    [
      'recipes limit above 24',
      { type: 'recipes', data: { limit: 25 } },
      [{ field: 'block.data.limit', message: VALIDATION.max(24) }],
    ],
    [
      'recipes limit with decimals',
      { type: 'recipes', data: { limit: 3.5 } },
      [{ field: 'block.data.limit', message: VALIDATION.type('integer') }],
    ],
    [
      'recipes limit no number',
      { type: 'recipes', data: { limit: 'viele' } },
      [{ field: 'block.data.limit', message: VALIDATION.type('number') }],
    ],
    [
      'text width unknown',
      { type: 'text', data: { width: 'huge' } },
      [{ field: 'block.data.width', message: VALIDATION.choice }],
    ],
    [
      'slider duration 0',
      { type: 'hero_team', data: { title: 'T', image_slider: { images: [], duration: 0 } } },
      [{ field: 'block.data.image_slider.duration', message: VALIDATION.min(1) }],
    ],
    [
      'slider not an object',
      { type: 'image_text', data: { image_slider: 'x' } },
      [{ field: 'block.data.image_slider', message: VALIDATION.type('object') }],
    ],
    [
      'image without id',
      { type: 'hero_party', data: { title: 'T', image: { version: 1, extension: 'jpg' } } },
      [{ field: 'block.data.image.id', message: VALIDATION.invalidReference }],
    ],
    [
      'image without version',
      { type: 'hero_party', data: { title: 'T', image: { ...SAMPLE_REFS.image, version: 0 } } },
      [{ field: 'block.data.image.version', message: VALIDATION.type('integer') }],
    ],
    [
      'image extension odd',
      { type: 'hero_party', data: { title: 'T', image: { ...SAMPLE_REFS.image, extension: 'J PG' } } },
      [{ field: 'block.data.image.extension', message: VALIDATION.fileType }],
    ],
    [
      'image width 0',
      { type: 'hero_party', data: { title: 'T', image: { ...SAMPLE_REFS.image, width: 0 } } },
      [{ field: 'block.data.image.width', message: VALIDATION.type('integer') }],
    ],
    [
      'image alt too long',
      { type: 'hero_party', data: { title: 'T', image: { ...SAMPLE_REFS.image, alt: 'a'.repeat(201) } } },
      [{ field: 'block.data.image.alt', message: VALIDATION.tooLong(200) }],
    ],
    [
      'image alt no string',
      { type: 'hero_party', data: { title: 'T', image: { ...SAMPLE_REFS.image, alt: 1 } } },
      [{ field: 'block.data.image.alt', message: VALIDATION.type('string') }],
    ],
    [
      'focal point out of range',
      { type: 'hero_party', data: { title: 'T', image: { ...SAMPLE_REFS.image, focalX: 2 } } },
      [{ field: 'block.data.image.focalX', message: VALIDATION.range(0, 1) }],
    ],
    [
      'image no object',
      { type: 'hero_party', data: { title: 'T', image: 'x.jpg' } },
      [{ field: 'block.data.image', message: VALIDATION.type('object') }],
    ],
    [
      'images not a list',
      { type: 'party', data: { images: {} } },
      [{ field: 'block.data.images', message: VALIDATION.type('array') }],
    ],
    [
      'too many images',
      { type: 'party', data: { images: Array(13).fill(SAMPLE_REFS.image) } },
      [{ field: 'block.data.images', message: VALIDATION.collectionMax(12) }],
    ],
    [
      'partner without name',
      { type: 'map_partner', data: { partners: [{ longitude: 1 }] } },
      [{ field: 'block.data.partners.0.name', message: VALIDATION.notBlank }],
    ],
    [
      'partner latitude out of range',
      { type: 'map_partner', data: { partners: [{ name: 'A', latitude: 91 }] } },
      [{ field: 'block.data.partners.0.latitude', message: VALIDATION.max(90) }],
    ],
    [
      'partners not a list',
      { type: 'map_partner', data: { partners: 'A' } },
      [{ field: 'block.data.partners', message: VALIDATION.type('array') }],
    ],
    [
      'too many job items',
      { type: 'job', data: { items: Array(21).fill({}) } },
      [{ field: 'block.data.items', message: VALIDATION.collectionMax(20) }],
    ],
    [
      'links not a list',
      { type: 'text', data: { links: 'x' } },
      [{ field: 'block.data.links', message: VALIDATION.type('array') }],
    ],
    [
      'too many links',
      { type: 'text', data: { links: Array(7).fill({ type: 'router_link', label: 'A', to: '/' }) } },
      [{ field: 'block.data.links', message: VALIDATION.collectionMax(6) }],
    ],
  ])('%s', (_name, input, errors) => {
    expect(validateBlock(input, opts()).errors).toEqual(errors);
  });

  it('drops keys that are no fields and accepts numbers written as text', () => {
    const result = validateBlock({ type: 'recipes', data: { limit: ' 5 ', style: 'x' }, html: '<b>' }, opts());
    expect(result.errors).toEqual([]);
    expect(result.value).toEqual({
      id: 'gen-1',
      type: 'recipes',
      version: 1,
      data: { limit: 5, text: null, links: [] },
    });
  });
});

describe('block references', () => {
  const id = '1a2b3c4d-0000-4000-8000-00000000000a';

  it('a block_reference keeps only data.block (views add the referenced blocks; they are not stored)', () => {
    const result = validateBlock(
      { id: 'r', type: BLOCK_REFERENCE, data: { block: id.toUpperCase(), blocks: [{}] } },
      opts(),
    );
    expect(result).toEqual({ value: { id: 'r', type: BLOCK_REFERENCE, version: 1, data: { block: id } }, errors: [] });
  });

  it('needs a block id', () => {
    expect(validateBlock({ type: BLOCK_REFERENCE }, opts()).errors).toEqual([
      { field: 'block.data.block', message: VALIDATION.notBlank },
    ]);
    expect(validateBlock({ type: BLOCK_REFERENCE, data: { block: 'kontakt' } }, opts()).errors).toEqual([
      { field: 'block.data.block', message: VALIDATION.invalidReference },
    ]);
  });

  it('is refused inside reusable blocks', () => {
    const result = validateBlocks([{ type: BLOCK_REFERENCE, data: { block: id } }], {
      ...opts(),
      allowReferences: false,
    });
    expect(result.errors).toEqual([{ field: 'blocks.0.type', message: VALIDATION.choice }]);
  });
});

describe('validateBlocks', () => {
  it('gives copied blocks with the same id a new one and names errors by index', () => {
    const result = validateBlocks(
      [
        { id: 'a', type: 'career' },
        { id: 'a', type: 'career' },
        { id: 'b', type: 'hero_main', data: { title: '' } },
      ],
      { ...opts(), path: 'content.body' },
    );
    expect(result.value.map((b) => b.id)).toEqual(['a', 'gen-1', 'b']);
    expect(result.errors).toEqual([{ field: 'content.body.2.data.title', message: VALIDATION.notBlank }]);
  });

  it('refuses what is no list, and more than the maximum', () => {
    expect(validateBlocks({}, opts()).errors).toEqual([{ field: 'blocks', message: VALIDATION.type('array') }]);
    expect(validateBlocks(Array(MAX_BLOCKS + 1).fill({ type: 'career' }), opts()).errors).toEqual([
      { field: 'blocks', message: VALIDATION.collectionMax(MAX_BLOCKS) },
    ]);
    expect(validateBlocks(null, opts())).toEqual({ value: [], errors: [] });
  });
});

describe('validateLinks', () => {
  it('each of the six types validates and round-trips', () => {
    const links = sampleLinks(SAMPLE_REFS);
    expect(links.map((l) => l.type)).toEqual([...LINK_TYPES]);
    const first = validateLinks(links);
    expect(first).toEqual({ value: links, errors: [] });
    expect(validateLinks(first.value)).toEqual(first);
  });

  it('normalises: https:// added, router paths get one leading slash, view-only path dropped', () => {
    const result = validateLinks([
      { type: 'href_link', label: 'Partner', href: ' huber.at/hof ', target: '_self' },
      { type: 'router_link', label: 'Shop', to: 'shop' },
      { type: 'site_link', label: 'Über uns', site: SAMPLE_REFS.site, path: 'ueber-uns' },
    ]);
    expect(result.errors).toEqual([]);
    expect(result.value).toEqual([
      { type: 'href_link', label: 'Partner', href: 'https://huber.at/hof', target: '_self' },
      { type: 'router_link', label: 'Shop', to: '/shop' },
      { type: 'site_link', label: 'Über uns', site: SAMPLE_REFS.site },
    ]);
  });

  it.each<[string, unknown, { field: string; message: string }]>([
    ['unknown type', { type: 'ftp_link', label: 'A' }, { field: 'links.0.type', message: VALIDATION.choice }],
    ['no object', 'https://a.at', { field: 'links.0', message: VALIDATION.type('object') }],
    ['no label', { type: 'router_link', to: '/' }, { field: 'links.0.label', message: VALIDATION.notBlank }],
    [
      'javascript href',
      { type: 'href_link', label: 'A', href: 'javascript:alert(1)' },
      { field: 'links.0.href', message: VALIDATION.url },
    ],
    [
      'data href',
      { type: 'href_link', label: 'A', href: 'data:text/html,<script>' },
      { field: 'links.0.href', message: VALIDATION.url },
    ],
    [
      'bad target',
      { type: 'href_link', label: 'A', href: 'a.at', target: '_parent' },
      { field: 'links.0.target', message: VALIDATION.choice },
    ],
    [
      'router path with spaces',
      { type: 'router_link', label: 'A', to: '/a b' },
      { field: 'links.0.to', message: VALIDATION.url },
    ],
    // Issue 36: what leads to another host is no in-app path.
    ...[
      '//evil.example',
      '/\\evil.example',
      '\\\\evil',
      ' //evil.example',
      '/\t/evil.example',
      'https://evil.example',
    ].map((to): [string, unknown, { field: string; message: string }] => [
      `router path ${JSON.stringify(to)}`,
      { type: 'router_link', label: 'A', to },
      { field: 'links.0.to', message: VALIDATION.url },
    ]),
    [
      'bad email',
      { type: 'email_link', label: 'A', mailto: 'nobody' },
      { field: 'links.0.mailto', message: VALIDATION.email },
    ],
    [
      'bad phone',
      { type: 'phone_link', label: 'A', phone: 'call me' },
      { field: 'links.0.phone', message: OWN_TEXTS.contentPhoneInvalid },
    ],
    [
      'site no uuid',
      { type: 'site_link', label: 'A', site: 'ueber-uns' },
      { field: 'links.0.site', message: VALIDATION.invalidReference },
    ],
    [
      'file without hash',
      { type: 'file_link', label: 'A', file: { ...SAMPLE_REFS.file, publicHash: '../x' } },
      {
        field: 'links.0.file.publicHash',
        message: VALIDATION.invalidReference,
      },
    ],
    [
      'file without id',
      { type: 'file_link', label: 'A', file: { ...SAMPLE_REFS.file, id: 1 } },
      { field: 'links.0.file.id', message: VALIDATION.invalidReference },
    ],
    [
      'file version',
      { type: 'file_link', label: 'A', file: { ...SAMPLE_REFS.file, version: '1' } },
      { field: 'links.0.file.version', message: VALIDATION.type('integer') },
    ],
    [
      'file extension',
      { type: 'file_link', label: 'A', file: { ...SAMPLE_REFS.file, extension: '.exe ' } },
      { field: 'links.0.file.extension', message: VALIDATION.fileType },
    ],
    [
      'file no object',
      { type: 'file_link', label: 'A', file: 'x.pdf' },
      { field: 'links.0.file', message: VALIDATION.type('object') },
    ],
  ])('%s is refused', (_name, link, error) => {
    expect(validateLinks([link]).errors).toEqual([error]);
  });

  it('refuses no list and too many', () => {
    expect(validateLinks('x').errors).toEqual([{ field: 'links', message: VALIDATION.type('array') }]);
    expect(validateLinks([{}, {}], 'links', 1).errors).toEqual([
      { field: 'links', message: VALIDATION.collectionMax(1) },
    ]);
  });
});

describe('validateSiteContent', () => {
  const body = BLOCK_TYPES.map((type, i) => ({ id: `b${i}`, type, version: 1, data: sampleBlockData(type) }));

  it.each(SITE_TYPES)('%s with all 16 block types validates and round-trips', (type) => {
    const content = { ...sampleSiteContent(type), body };
    const first = validateSiteContent(type, content, opts());
    expect(first.errors).toEqual([]);
    expect(first.value).toEqual(content);
    expect(validateSiteContent(type, first.value, opts())).toEqual(first);
  });

  it('fills absent fields per page type and drops the fields of other types', () => {
    expect(validateSiteContent('recipe', { start: 'ab sofort' }, opts()).value).toEqual({
      image: null,
      portions: null,
      difficulty: null,
      time: null,
      body: [],
    });
    expect(validateSiteContent('job', undefined, opts()).value).toEqual({ start: null, workload: null, body: [] });
    expect(validateSiteContent('default', { portions: 4 }, opts()).value).toEqual({ body: [] });
  });

  it('names errors with the content path', () => {
    const result = validateSiteContent(
      'recipe',
      { portions: 0, difficulty: 'extreme', body: [{ type: 'text' }, { type: 'text', data: { text: 7 } }] },
      opts(),
    );
    expect(result.errors).toEqual([
      { field: 'content.portions', message: VALIDATION.min(1) },
      { field: 'content.difficulty', message: VALIDATION.choice },
      { field: 'content.body.1.data.text', message: VALIDATION.type('string') },
    ]);
  });

  it('an unknown type is an error on type', () => {
    expect(validateSiteContent('event', {}, opts())).toEqual({
      value: null,
      errors: [{ field: 'type', message: VALIDATION.choice }],
    });
  });
});

describe('validateSitePath', () => {
  it.each([
    ['/ueber-uns/', 'ueber-uns'],
    [' rezepte/apfelstrudel ', 'rezepte/apfelstrudel'],
    ['Shopping', 'Shopping'],
  ])('%s -> %s', (input, path) => {
    expect(validateSitePath(input)).toEqual({ value: path, errors: [] });
  });

  it.each([
    ['', VALIDATION.notBlank],
    [null, VALIDATION.notBlank],
    ['a b', OWN_TEXTS.sitePathInvalid],
    ['../etc', OWN_TEXTS.sitePathInvalid],
    [7, OWN_TEXTS.sitePathInvalid],
    ['shop', OWN_TEXTS.sitePathReserved('shop')],
    ['/Store/wien', OWN_TEXTS.sitePathReserved('store')],
    ['api/sites', OWN_TEXTS.sitePathReserved('api')],
    ['site/imprint', OWN_TEXTS.sitePathReserved('site')],
    ['kontakt', OWN_TEXTS.sitePathReserved('kontakt')],
  ])('%s is refused', (input, message) => {
    expect(validateSitePath(input, 'path')).toEqual({ value: null, errors: [{ field: 'path', message }] });
  });
});

describe('other field types (group, textarea, email, boolean, date, reference, file)', () => {
  // No registry entry uses these yet; the back office's form supports them, so validation must too.
  const extra = {
    ...BLOCK_REGISTRY.career,
    fields: [
      { name: 'note', label: 'Notiz', type: 'textarea', max: 5 },
      { name: 'mail', label: 'E-Mail', type: 'email' },
      { name: 'flag', label: 'Aktiv', type: 'boolean', default: true },
      { name: 'day', label: 'Tag', type: 'date', mode: 'date' },
      { name: 'at', label: 'Zeitpunkt', type: 'date', mode: 'dateTime' },
      { name: 'clock', label: 'Uhrzeit', type: 'date', mode: 'time', required: true },
      { name: 'ref', label: 'Seite', type: 'reference', to: 'site' },
      { name: 'doc', label: 'Datei', type: 'file' },
      { name: 'pick', label: 'Wahl', type: 'select', required: true, options: [{ value: 'a', label: 'A' }] },
      {
        name: 'box',
        label: 'Gruppe',
        type: 'group',
        fields: [{ name: 'inner', label: 'Innen', type: 'number', required: true }],
      },
      { name: 'pics', label: 'Bilder', type: 'images', required: true },
      { name: 'needed', label: 'Bild', type: 'image', required: true },
      { name: 'attachment', label: 'Datei', type: 'file', required: true },
      { name: 'page', label: 'Seite', type: 'reference', to: 'site', required: true },
      { name: 'sub', label: 'Inhalt', type: 'blocks' },
    ],
  } as const;
  const registry = BLOCK_REGISTRY as unknown as Record<string, unknown>;

  it('validate and default them', () => {
    const original = registry.career;
    registry.career = extra;
    try {
      const good = validateBlock(
        {
          type: 'career',
          data: {
            note: 'kurz',
            mail: 'a@b.at',
            flag: false,
            day: '2027-03-01',
            at: '2027-03-01T10:00:00Z',
            clock: '07:30',
            ref: SAMPLE_REFS.site,
            doc: SAMPLE_REFS.file,
            pick: 'a',
            box: { inner: 2 },
            pics: [SAMPLE_REFS.image],
            needed: SAMPLE_REFS.image,
            attachment: SAMPLE_REFS.file,
            page: SAMPLE_REFS.site,
            sub: [{ id: 's', type: 'text' }],
          },
        },
        opts(),
      );
      expect(good.errors).toEqual([]);
      expect(good.value?.data).toMatchObject({ flag: false, box: { inner: 2 }, sub: [{ id: 's', type: 'text' }] });
      expect(newBlock('career', 'n').data).toMatchObject({ flag: true, box: { inner: null }, note: '', ref: null });

      const bad = validateBlock(
        {
          type: 'career',
          data: { note: 'zu lang', mail: 'x', flag: 'ja', day: '1.3.2027', at: '2027-03-01', clock: '25:00', box: {} },
        },
        opts(),
      );
      expect(bad.errors).toEqual([
        { field: 'block.data.note', message: VALIDATION.tooLong(5) },
        { field: 'block.data.mail', message: VALIDATION.email },
        { field: 'block.data.flag', message: VALIDATION.type('boolean') },
        { field: 'block.data.day', message: VALIDATION.date },
        { field: 'block.data.at', message: VALIDATION.dateTime },
        { field: 'block.data.clock', message: VALIDATION.time },
        { field: 'block.data.pick', message: VALIDATION.notBlank },
        { field: 'block.data.box.inner', message: VALIDATION.notBlank },
        { field: 'block.data.pics', message: VALIDATION.notBlank },
        { field: 'block.data.needed', message: VALIDATION.notBlank },
        { field: 'block.data.attachment', message: VALIDATION.notBlank },
        { field: 'block.data.page', message: VALIDATION.notBlank },
      ]);
      expect(validateBlock({ type: 'career', data: { day: 5, clock: null } }, opts()).errors).toContainEqual({
        field: 'block.data.day',
        message: VALIDATION.type('string'),
      });
      expect(validateBlock({ type: 'career', data: { clock: null } }, opts()).errors).toContainEqual({
        field: 'block.data.clock',
        message: VALIDATION.notBlank,
      });
    } finally {
      registry.career = original;
    }
  });
});

describe('mapBlocks / mapSiteContent', () => {
  it('visits every rich-text, image and link value and every block, with field paths', () => {
    const body: ContentBlock[] = BLOCK_TYPES.map((type, i) => ({
      id: `b${i}`,
      type,
      version: 1,
      data: sampleBlockData(type),
    }));
    body.push({ id: 'ref', type: BLOCK_REFERENCE, version: 1, data: { block: SAMPLE_REFS.site } });
    const content = { ...sampleSiteContent('recipe'), body };
    const seen = { richtext: [] as string[], image: [] as string[], link: [] as string[], block: [] as string[] };
    const mapped = mapSiteContent('recipe', content, {
      richtext: (html, field) => (seen.richtext.push(field), html.toUpperCase()),
      image: (ref, field) => (seen.image.push(field), { ...ref, alt: 'x' }),
      link: (l, field) => (seen.link.push(field), { ...l, label: 'L' }),
      block: (b, field) => (seen.block.push(field), b),
    });
    expect(seen.block).toHaveLength(17);
    expect(seen.richtext).toContain('content.body.15.data.intro');
    expect(seen.richtext).toContain('content.body.14.data.items.1.text');
    expect(seen.richtext).toContain('content.body.9.data.column_right');
    expect(seen.image).toEqual(
      expect.arrayContaining([
        'content.image',
        'content.body.2.data.image_slider.images.1',
        'content.body.3.data.images.0',
      ]),
    );
    expect(seen.link).toContain('content.body.8.data.links.5');
    const text = mapped.body[8]!.data as { text: string; links: { label: string }[] };
    expect(text.text).toBe('<P>SEIT 1921 BACKEN WIR <STRONG>MIT ZEIT</STRONG>.</P>');
    expect(text.links.every((l) => l.label === 'L')).toBe(true);
    expect((mapped as unknown as { image: { alt: string } }).image.alt).toBe('x');
    // The input is not changed.
    expect((content.body[8]!.data as { text: string }).text).toMatch(/^<p>/);
    expect(mapBlocks(body, {})).toEqual(body);
  });
});
