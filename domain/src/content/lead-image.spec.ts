import { describe, expect, it } from '@jest/globals';
import { BLOCK_REFERENCE } from './blocks.js';
import { BLOCK_LEAD_IMAGES, blockLeadImage, SITE_IMAGE_SIZES, siteLeadImage } from './lead-image.js';

const img = (id: string) => ({ id, version: 1, extension: 'jpg', width: 1280, height: 960 });
const block = (type: string, data: Record<string, unknown>) => ({ id: type, type, version: 1, data });
const site = (body: unknown[], type = 'default', extra: Record<string, unknown> = {}) => ({
  type,
  content: { body, ...extra },
});

describe('siteLeadImage', () => {
  it("takes the first picture within the first three blocks, a slider's first image, at its block's width", () => {
    const body = [
      block('hero_main', { title: 'Seit 1921' }),
      block('text', { text: '<p>Brot</p>' }),
      block('image_text', { image_slider: { images: [img('wien'), img('graz')], duration: 6 } }),
      block('teaser_shop', { image: img('later') }),
    ];
    expect(siteLeadImage(site(body))).toEqual({ image: img('wien'), sizes: SITE_IMAGE_SIZES.half });
    expect(siteLeadImage(site([block('hero_party', { image: img('party') })]))).toEqual({
      image: img('party'),
      sizes: SITE_IMAGE_SIZES.wide,
    });
  });

  it('none below the third block, none from references, empty sliders or malformed data', () => {
    const text = block('text', { text: '' });
    expect(siteLeadImage(site([text, text, text, block('teaser_shop', { image: img('x') })]))).toBeNull();
    expect(siteLeadImage(site([block(BLOCK_REFERENCE, { block: 'b1' })]))).toBeNull();
    expect(siteLeadImage(site([block('team', { image_slider: { images: [] } })]))).toBeNull();
    expect(siteLeadImage(site([block('party_stuff', { image: { id: '' } })]))).toBeNull();
    expect(siteLeadImage(site([null, 'x', block('hero_team', { image_slider: 'x' })]))).toBeNull();
    expect(siteLeadImage({ type: 'default', content: null })).toBeNull();
    expect(blockLeadImage({ type: 'text', data: { image: img('x') } })).toBeNull();
  });

  it("a recipe's own picture comes first, across the page; without one its blocks count", () => {
    const body = [block('party_stuff', { image: img('stuff') })];
    expect(siteLeadImage(site(body, 'recipe', { image: img('bread') }))).toEqual({
      image: img('bread'),
      sizes: SITE_IMAGE_SIZES.wide,
    });
    expect(siteLeadImage(site(body, 'recipe', { image: null }))).toEqual({
      image: img('stuff'),
      sizes: SITE_IMAGE_SIZES.half,
    });
    // Only a recipe's content.image is its page picture.
    expect(siteLeadImage(site([], 'default', { image: img('bread') }))).toBeNull();
  });

  it('every lead-image block reads an image field of its type', () => {
    for (const [type, lead] of Object.entries(BLOCK_LEAD_IMAGES)) {
      const data = { [lead!.field]: lead!.slider ? { images: [img(type)] } : img(type) };
      expect(blockLeadImage({ type: type as never, data })).toEqual({ image: img(type), sizes: lead!.sizes });
    }
  });
});
