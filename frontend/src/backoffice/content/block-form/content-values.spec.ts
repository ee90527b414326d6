// The registry-driven conversions of the content forms: bodies carry only descriptor fields, ids stay,
// references and resolved links are reduced to what the API stores; server error paths find their field.
import { describe, expect, it } from '@jest/globals';
import { BLOCK_REGISTRY, BLOCK_TYPES, type ContentBlock, type SiteView } from '@bestell/domain';
import { previewSite, siteToBody } from '../sites/site-values';
import { blocksToForm, cleanBlock, createBlock, duplicateBlock } from './content-values';
import { nearestField, toNamePath } from './form-errors';

describe('content values', () => {
  it('creates every registry block with its version and all its fields', () => {
    for (const type of BLOCK_TYPES) {
      const block = createBlock(type);
      expect(block).toMatchObject({ type, version: BLOCK_REGISTRY[type].version });
      expect(Object.keys(block.data).sort()).toEqual(BLOCK_REGISTRY[type].fields.map((f) => f.name).sort());
      expect(block.id).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
    }
    expect(createBlock('recipes').data.limit).toBe(3);
  });

  it('duplicates with a new id and a deep copy of the data', () => {
    const original = createBlock('job');
    (original.data.items as unknown[]).push({ title: 'A', text: '' });
    const copy = duplicateBlock(original);
    expect(copy.id).not.toBe(original.id);
    (copy.data.items as { title: string }[])[0]!.title = 'B';
    expect((original.data.items as { title: string }[])[0]!.title).toBe('A');
  });

  it('sends descriptor fields only: links by their type, sliders with a duration, references as ids', () => {
    expect(
      cleanBlock({
        id: 'x1',
        type: 'team',
        version: 1,
        data: {
          title: 'Team',
          text: '',
          extra: 'dropped',
          image_slider: { images: [{ id: 'i', version: 1, extension: 'jpg' }] },
          links: [
            { type: 'site_link', label: 'Kontakt', site: 's1', path: 'kontakt', to: '/old' },
            { type: 'phone_link', label: 'Anrufen', phone: '+43 1 234' },
          ],
        },
      }),
    ).toEqual({
      id: 'x1',
      type: 'team',
      version: 1,
      data: {
        title: 'Team',
        text: null,
        image_slider: { images: [{ id: 'i', version: 1, extension: 'jpg' }], duration: 5 },
        links: [
          { type: 'site_link', label: 'Kontakt', site: 's1' },
          { type: 'phone_link', label: 'Anrufen', phone: '+43 1 234' },
        ],
      },
    });
    const reference = { id: 'r', type: 'block_reference', version: 1, data: { block: 'rb1', blocks: [{}] } };
    expect(blocksToForm([reference])[0]!.data).toEqual({ block: 'rb1' });
    expect(cleanBlock(reference)).toEqual({ id: 'r', type: 'block_reference', version: 1, data: { block: 'rb1' } });
  });

  it('places a server error on the deepest registered field its path starts with', () => {
    const registered = [['path'], ['content', 'body'], ['content', 'body', 0, 'data', 'image']];
    expect(nearestField(toNamePath('content.body.0.data.image.id'), registered)).toEqual(registered[2]);
    expect(nearestField(toNamePath('content.body.3.type'), registered)).toEqual(registered[1]);
    expect(nearestField(toNamePath('seoTitle'), registered)).toBeNull();
  });
});

describe('site preview values', () => {
  const linked: SiteView = {
    id: 's-kontakt',
    path: 'kontakt-seite',
    type: 'default',
    name: 'Kontakt',
    title: null,
    description: null,
    isPublic: true,
    seoTitle: null,
    seoDescription: null,
    seoImage: null,
    content: { body: [] },
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  };
  const shared: ContentBlock = { id: 'h', type: 'hero_main', version: 1, data: { title: 'Geteilt', text: '' } };

  it('resolves site links to paths and embeds referenced blocks like the server view', () => {
    const values = {
      name: ' Über uns ',
      path: '/ueber-uns',
      type: 'default',
      isPublic: true,
      content: {
        body: [
          {
            id: 'a',
            type: 'text',
            version: 1,
            data: { links: [{ type: 'site_link', label: 'K', site: 's-kontakt' }] },
          },
          { id: 'b', type: 'block_reference', version: 1, data: { block: 'rb1' } },
        ],
      },
    };
    const view = previewSite(values, undefined, {
      sites: [linked],
      blocks: [{ id: 'rb1', name: 'x', identifier: 'x', blocks: [shared], createdAt: '', updatedAt: '' }],
    });
    expect(view.name).toBe('Über uns');
    const body = view.content.body;
    expect((body[0]!.data.links as { path: string }[])[0]!.path).toBe('kontakt-seite');
    expect(body[1]!.data.blocks).toEqual([expect.objectContaining({ id: 'h', data: { title: 'Geteilt', text: '' } })]);
    // The body sent to the API has neither.
    expect(siteToBody(values).content).toEqual({
      body: [
        {
          id: 'a',
          type: 'text',
          version: 1,
          data: { width: null, text: null, links: [{ type: 'site_link', label: 'K', site: 's-kontakt' }] },
        },
        { id: 'b', type: 'block_reference', version: 1, data: { block: 'rb1' } },
      ],
    });
  });
});
