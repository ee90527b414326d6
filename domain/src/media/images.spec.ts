// Spec section 9 (image variants by width) and section 2/3 (image and upload URLs, previews, slider).
import { describe, expect, it } from '@jest/globals';
import {
  hasImagePreview,
  IMAGE_VARIANT_WIDTHS,
  imageNameFromFile,
  imageUrl,
  imageVariants,
  sliderDuration,
  uploadUrl,
} from './images.js';

describe('image variants (spec 9)', () => {
  it.each<[number, string[]]>([
    [50, []],
    [64, ['icon']],
    [500, ['icon', 'thumbnail', 'tiny']],
    [1920, ['icon', 'thumbnail', 'tiny', 'small', 'medium', 'large']],
    [4000, ['icon', 'thumbnail', 'tiny', 'small', 'medium', 'large', 'original']],
  ])('width %d -> %j', (width, variants) => {
    expect(imageVariants(width)).toEqual(variants);
  });

  it('has the widths of the spec', () => {
    expect(IMAGE_VARIANT_WIDTHS).toEqual({
      icon: 64,
      thumbnail: 128,
      tiny: 256,
      small: 640,
      medium: 1280,
      large: 1920,
    });
  });
});

describe('media URLs (spec 2, 3)', () => {
  const image = { id: 5, version: 2, extension: 'jpg' };
  const upload = { ...image, extension: 'pdf', publicHash: 'abc' };
  it('builds image and upload paths', () => {
    expect(imageUrl(image)).toBe('/image/5-2.jpg');
    expect(imageUrl(image, 'small')).toBe('/image/small/5-2.jpg');
    expect(imageUrl(image, 'original')).toBe('/image/5-2.jpg');
    expect(uploadUrl(upload)).toBe('/upload/abc/5-2.pdf');
    expect(uploadUrl(upload, true)).toBe('/upload/abc/preview/5-2.jpg');
  });

  it.each([
    ['image/jpeg', true],
    ['IMAGE/PNG', true],
    ['image/gif', true],
    ['image/webp', false],
    [null, false],
  ])('%p has preview: %p', (mime, expected) => {
    expect(hasImagePreview(mime)).toBe(expected);
  });

  it.each<[number | null, number, number]>([
    [7, 3, 7],
    [null, 3, 10],
    [0, 1, 5],
    [null, 0, 5],
  ])('slider duration %p with %d images -> %d s', (duration, count, expected) => {
    expect(sliderDuration(duration, count)).toBe(expected);
  });
});

// Issue 39 item 4: the library names an upload after its file.
describe('imageNameFromFile', () => {
  it('drops the folder and the last extension, keeps the rest of the name', () => {
    expect(imageNameFromFile('Bauernbrot vom Laib.jpg')).toBe('Bauernbrot vom Laib');
    expect(imageNameFromFile('C:\\Fotos\\Torte.Sacher.webp')).toBe('Torte.Sacher');
    expect(imageNameFromFile('fotos/semmel')).toBe('semmel');
    expect(imageNameFromFile('.hidden')).toBe('.hidden');
    expect(imageNameFromFile('')).toBe('');
  });
});
